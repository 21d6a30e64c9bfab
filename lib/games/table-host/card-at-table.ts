import type { BaseState } from "@/lib/rules";

/**
 * The latest card as the table's host knows it: when it was shown, and the shouts at it that set
 * when the shouting closes. Times are the host's own (server ms online, game ms on one device).
 */
export interface CardAtTable {
  /** Cards turned when it was turned (state.turns): shouts name the card by it. */
  turn: number;
  /** When every seat saw it. */
  shownAt: number;
  /** The first right shout: its reaction and when it arrived (opens the tie window). */
  firstRight: { reactionMs: number; arrivedAt: number } | null;
  /** When the latest accepted shout arrived. */
  lastArrivedAt: number | null;
  /** The shouting at this card has been judged: later shouts are too late. */
  decided: boolean;
}

/**
 * The card on a one-device screen, from the rules' state: every seat is at the one screen, so a
 * shout arrives the moment it is made (its atMs), and the waiting shouts are the right ones in the
 * order they were made.
 */
export function cardOnScreen(state: BaseState, shownAt: number, decided: boolean): CardAtTable {
  const [first] = state.shouts;
  return {
    turn: state.turns,
    shownAt,
    firstRight: first ? { reactionMs: first.reactionMs, arrivedAt: first.atMs } : null,
    lastArrivedAt: state.shouts.reduce<number | null>((latest, s) => Math.max(latest ?? s.atMs, s.atMs), null),
    decided,
  };
}
