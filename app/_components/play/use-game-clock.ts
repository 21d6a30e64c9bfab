"use client";

import { useCallback, useMemo, useRef } from "react";

/**
 * The game's clock, in the game's own milliseconds: it stands still until the screen is shown and
 * while the game is paused. It also knows when the latest card was painted, in game time, because
 * reactions are timed from the moment a card is on screen, not from when the rules turned it, and
 * a pause must not count as reaction time (nor a hidden tab).
 */
export function useGameClock() {
  const clock = useRef({ game: 0, perf: 0, frozen: true });
  const shownAt = useRef<number | null>(null);

  const now = useCallback(() => {
    const c = clock.current;
    return c.frozen ? c.game : c.game + (performance.now() - c.perf);
  }, []);

  /** Starts (or restarts after a pause) from the game time given, as of now. */
  const run = useCallback((gameMs: number) => {
    clock.current = { game: gameMs, perf: performance.now(), frozen: false };
  }, []);

  const freeze = useCallback(() => {
    clock.current = { game: now(), perf: performance.now(), frozen: true };
  }, [now]);

  /** A new card: shouts are timed from the frame after the next paint, when it is visible. */
  const cardTurned = useCallback(() => {
    shownAt.current = null;
    requestAnimationFrame(() => requestAnimationFrame(() => (shownAt.current = now())));
  }, [now]);

  /** The card on screen counts as shown from now (the page was just shown). */
  const shownNow = useCallback(() => {
    shownAt.current = now();
  }, [now]);

  /** Game milliseconds since the latest card was on screen (0 before it was painted): a pause
   *  stops it, so a slap after a pause is timed as if the pause never happened. */
  const sinceShown = useCallback(() => (shownAt.current === null ? 0 : Math.max(0, now() - shownAt.current)), [now]);

  return useMemo(() => ({ now, run, freeze, cardTurned, shownNow, sinceShown }), [now, run, freeze, cardTurned, shownNow, sinceShown]);
}

export type GameClock = ReturnType<typeof useGameClock>;
