import type { CardAtTable } from "@/lib/games/table-host/card-at-table";
import type { ShoutReport } from "../protocol";

/** The latest card as this judge showed it (server epoch ms): when, and every shout at it so far. */
export interface CardInPlay extends CardAtTable {
  reports: ShoutReport[];
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
