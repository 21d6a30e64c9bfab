"use client";

import { useEffect, useRef, type RefObject } from "react";
import type { ScreenGameSetup, ScreenState } from "@/lib/games/screen/setup";
import { cardOnScreen } from "@/lib/games/table-host/card-at-table";
import { AUTO_TURN_MS, plannedMoves, screenSeats, type PlannedMove } from "@/lib/games/table-host/planned-moves";
import type { Ruleset } from "@/lib/rules";
import type { GameClock } from "./game-clock";
import type { Move } from "./use-screen-game";

interface Options {
  rules: Ruleset<ScreenState>;
  state: ScreenState;
  /** The latest state: a move planned for a state the table has since left is not played. */
  stateRef: RefObject<ScreenState>;
  setup: ScreenGameSetup;
  running: boolean;
  autoFlip: boolean;
  clock: GameClock;
  play: (move: Move) => boolean;
}

function moveOf(planned: PlannedMove): Move {
  switch (planned.type) {
    case "turn":
      return { type: "turn", playerId: planned.seatId };
    case "shout":
      return { type: "shout", playerId: planned.seatId, call: planned.call, reactionMs: planned.reactionMs };
    case "writeWords":
      return { type: "writeWords", playerId: planned.seatId, words: planned.words, by: planned.by };
    default:
      return { type: planned.type };
  }
}

/**
 * What happens on its own at a one-device table, as the table's host plans it (the same schedule
 * the online judge keeps: lib/games/table-host): this only waits the time it says, in game time
 * (a pause stops it, a test's faster clock shortens it), and plays the move.
 */
export function useTableHost({ rules, state, stateRef, setup, running, autoFlip, clock, play }: Options) {
  /** The card whose shouting has closed (its verdict was played): bots don't shout at it again. */
  const decidedTurn = useRef<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const now = clock.now();
    const card = cardOnScreen(state, now - clock.sinceShown(), decidedTurn.current === state.turns);
    const planned = plannedMoves({ rules, setup, state, seats: screenSeats(setup), card, now, gameNow: now, slowestReachMs: 0, wordsDueAt: null, autoTurnMs: autoFlip ? AUTO_TURN_MS : null });
    const timers = planned.map((move) =>
      setTimeout(() => {
        if (stateRef.current !== state) return;
        if (play(moveOf(move)) && move.type === "resolveShouts") decidedTurn.current = state.turns;
      }, clock.realMs(Math.max(0, move.at - now))),
    );
    return () => timers.forEach(clearTimeout);
  }, [rules, state, stateRef, setup, running, autoFlip, clock, play]);
}
