/**
 * The game's clock, in the game's own milliseconds: it stands still until the screen is shown and
 * while the game is paused. It also knows when the latest card was painted, in game time, because
 * reactions are timed from the moment a card is on screen, not from when the rules turned it, and
 * a pause must not count as reaction time (nor a hidden tab).
 *
 * `perfNow` and `nextFrame` are the browser's performance.now and requestAnimationFrame (tests pass
 * their own). `speed` is how many game milliseconds pass in a real one: 1, except in browser tests
 * on a server that allows a faster clock (lib/games/screen/clock-speed.ts).
 */
export function gameClock(perfNow: () => number, nextFrame: (run: () => void) => void, speed = 1) {
  let clock = { game: 0, perf: 0, frozen: true };
  let shownAt: number | null = null;

  const now = () => (clock.frozen ? clock.game : clock.game + (perfNow() - clock.perf) * speed);

  return {
    now,
    /** The real milliseconds (for a timer) in which this many game milliseconds pass. */
    realMs(gameMs: number) {
      return gameMs / speed;
    },
    /** Starts (or restarts after a pause) from the game time given, as of now. */
    run(gameMs: number) {
      clock = { game: gameMs, perf: perfNow(), frozen: false };
    },
    freeze() {
      clock = { game: now(), perf: perfNow(), frozen: true };
    },
    /** A new card: shouts are timed from the frame after the next paint, when it is visible. */
    cardTurned() {
      shownAt = null;
      nextFrame(() => nextFrame(() => (shownAt = now())));
    },
    /** The card on screen counts as shown from now (the page was just shown). */
    shownNow() {
      shownAt = now();
    },
    /** Game milliseconds since the latest card was on screen (0 before it was painted): a pause
     *  stops it, so a slap after a pause is timed as if the pause never happened. */
    sinceShown() {
      return shownAt === null ? 0 : Math.max(0, now() - shownAt);
    },
  };
}

export type GameClock = ReturnType<typeof gameClock>;
