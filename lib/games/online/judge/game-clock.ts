/**
 * The game's own clock on the server (actions' atMs): it carries on from the game time the
 * recorded moves reached, runs with server time, and stands still while the host has paused the
 * game, so a pause never counts as playing time (nor towards a time limit).
 */
export function serverGameClock(serverNow: () => number, startGameMs: number, paused: boolean) {
  let clock = { game: startGameMs, server: serverNow(), frozen: paused };
  const now = () => (clock.frozen ? clock.game : clock.game + (serverNow() - clock.server));
  return {
    now,
    pause() {
      clock = { game: now(), server: serverNow(), frozen: true };
    },
    resume() {
      clock = { game: now(), server: serverNow(), frozen: false };
    },
  };
}

export type ServerGameClock = ReturnType<typeof serverGameClock>;
