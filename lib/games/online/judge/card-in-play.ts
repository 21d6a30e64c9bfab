import type { ShoutReport } from "../protocol";

/** The latest card as this judge showed it: when, and every shout at it so far. */
export interface CardInPlay {
  /** Cards turned when it was turned (state.turns): shouts name the card by it. */
  turn: number;
  /** Server epoch ms at which every device showed it. */
  shownAt: number;
  /** The first right shout: its claimed reaction and when it arrived (opens the tie window). */
  firstRight: { reactionMs: number; arrivedAt: number } | null;
  /** When the latest accepted shout arrived. */
  lastArrivedAt: number | null;
  reports: ShoutReport[];
  /** The shouting at this card has been judged: later shouts are too late. */
  decided: boolean;
}

export function cardShown(turn: number, shownAt: number): CardInPlay {
  return { turn, shownAt, firstRight: null, lastArrivedAt: null, reports: [], decided: false };
}

/** The same card as shown `ms` later (a pause held it: its reaction times exclude the pause). */
export function heldFor(card: CardInPlay, ms: number): CardInPlay {
  return {
    ...card,
    shownAt: card.shownAt + ms,
    firstRight: card.firstRight && { ...card.firstRight, arrivedAt: card.firstRight.arrivedAt + ms },
    lastArrivedAt: card.lastArrivedAt === null ? null : card.lastArrivedAt + ms,
  };
}
