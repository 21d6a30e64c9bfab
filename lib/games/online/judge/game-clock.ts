/**
 * The game's own clock on the server (actions' atMs): it carries on from the game time the
 * recorded moves reached, runs with server time, and stands still while the game is paused, so a
 * pause never counts as playing time (nor towards a time limit). Data, read and replaced by the
 * judge's step with the server time of each event.
 */
export interface ServerGameClock {
  /** Game ms at `server`. */
  readonly game: number;
  readonly server: number;
  readonly frozen: boolean;
}

export function gameClockFrom(startGameMs: number, now: number, paused: boolean): ServerGameClock {
  return { game: startGameMs, server: now, frozen: paused };
}

export function gameTime(clock: ServerGameClock, now: number): number {
  return clock.frozen ? clock.game : clock.game + (now - clock.server);
}

export function clockFrozen(clock: ServerGameClock, now: number, frozen: boolean): ServerGameClock {
  return { game: gameTime(clock, now), server: now, frozen };
}
