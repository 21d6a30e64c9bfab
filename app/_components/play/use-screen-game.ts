"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { summarise, type GameCheckpoint, type GameResult } from "@/lib/games/screen/replay-game";
import { rulesFor, type ScreenGameSetup, type ScreenState } from "@/lib/games/screen/setup";
import { isRuleError, type GameAction, type GameEvent } from "@/lib/rules";
import type { SentHand } from "@/lib/handwriting/sent-hands";
import type { GameClock } from "./game-clock";
import { readPendingMoves, useRecorder, type RecordedNews } from "./use-recorder";

export type Move = GameAction extends infer A ? (A extends GameAction ? Omit<A, "atMs"> : never) : never;

interface Options {
  setup: ScreenGameSetup;
  /** The deck game's id (its moves are recorded), or null for a game tried without an account. */
  gameId: string | null;
  /** The game as the server's recorded moves left it (see screenGame), and how many moves that is. */
  now: GameCheckpoint;
  actionCount: number;
  canPlay: boolean;
  clock: GameClock;
  /** What the rules decided for a move played here (or replayed after a reload). */
  onEvents: (events: GameEvent[]) => void;
  /** A move the rules refused, with their reason. */
  onRefused: (move: Move, reason: string) => void;
  onRecorded: (news: RecordedNews) => void;
}

/**
 * The game on this screen: carried on from where the recorded moves left it, then every move is
 * played through the game's rules here (for an instant answer) and, in a deck game, queued for the
 * server, which judges it again.
 */
export function useScreenGame({ setup, gameId, now, actionCount, canPlay, clock, onEvents, onRefused, onRecorded }: Options) {
  const rules = useMemo(() => rulesFor(setup), [setup]);
  const [state, setState] = useState<ScreenState>(now.state);
  const [result, setResult] = useState<GameResult>(now.result);
  const stateRef = useRef(state);
  const paused = useRef(false);
  const { record, flush, save } = useRecorder(gameId, actionCount, onRecorded);

  const advance = useCallback((next: ScreenState, events: GameEvent[]) => {
    stateRef.current = next;
    setState(next);
    setResult((before) => summarise(events, before));
  }, []);

  const play = useCallback(
    (move: Move, hands?: SentHand[]): boolean => {
      if (paused.current || !canPlay) return false;
      const action = { ...move, atMs: Math.max(Math.round(clock.now()), stateRef.current.nowMs) } as GameAction;
      let step;
      try {
        step = rules.apply(stateRef.current, action);
      } catch (error) {
        if (!isRuleError(error)) throw error;
        onRefused(move, error.message);
        return false;
      }
      advance(step.state, step.events);
      record(action, hands);
      onEvents(step.events);
      if (action.type === "writeWords" || step.state.phase === "over") void flush();
      return true;
    },
    [rules, canPlay, clock, advance, record, flush, onEvents, onRefused],
  );

  // Once, when the screen is shown: moves this tab played that hadn't reached the server before
  // a reload are played again and sent; then the clock starts from where the game left off.
  useEffect(() => {
    let current = stateRef.current;
    const events: GameEvent[] = [];
    for (const { action, hands } of gameId === null ? [] : readPendingMoves(gameId, actionCount)) {
      try {
        const next = rules.apply(current, action);
        current = next.state;
        events.push(...next.events);
        record(action, hands);
      } catch {
        break;
      }
    }
    if (current !== stateRef.current) {
      advance(current, events);
      void flush();
    }
    clock.run(stateRef.current.nowMs);
    requestAnimationFrame(clock.shownNow);
    // The moves recorded when the page was served are fixed for the life of this screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Moves reach the server in batches; words and the end of the game go at once (see play()).
  useEffect(() => {
    if (gameId === null) return;
    const timer = setInterval(() => void flush(), 500);
    return () => clearInterval(timer);
  }, [gameId, flush]);

  const pause = useCallback(() => {
    paused.current = true;
    void flush();
  }, [flush]);

  const resume = useCallback(() => {
    paused.current = false;
  }, []);

  return { rules, state, stateRef, result, play, pause, resume, save, flush };
}
