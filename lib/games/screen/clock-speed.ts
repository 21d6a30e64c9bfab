/**
 * Browser tests that play whole games against bots ask for a faster game clock, so that bots,
 * auto-flip, shouting windows and time limits take a fraction of their real time. Only a server
 * started for browser tests honours it (SNAP_TEST_GAME_CLOCK=allow, tests/e2e/global-setup.ts);
 * on any other server the cookie changes nothing, so no player can speed up the bots. The rules'
 * own timings are covered by their unit tests, on a pretend clock.
 */
export const TEST_CLOCK_COOKIE = "snap-test-game-clock";

/** The most a test may ask for: beyond it, timers of a few milliseconds outrun a busy page. */
const FASTEST = 8;

/** Game milliseconds per real one for an on-screen game, given the test cookie's value if sent. */
export function screenClockSpeed(cookie: string | undefined, env: Record<string, string | undefined> = process.env): number {
  if (env.SNAP_TEST_GAME_CLOCK !== "allow" || cookie === undefined) return 1;
  const speed = Number(cookie);
  return Number.isFinite(speed) && speed >= 1 ? Math.min(speed, FASTEST) : 1;
}
