import type { CardStatus, WordEventKind } from "@/lib/generated/prisma/enums";
import { afterEvent } from "./counts";

/**
 * Whether a card was in the deck before its history began. A card only leaves the deck by a
 * CARD_LOST event (a card missing when the deck was made gets one too), so it was in the deck
 * unless its first status event finds it, or it is missing today with no status event at all
 * (a deck imported without them).
 */
export function statusBeforeHistory(current: CardStatus, firstStatusKind: WordEventKind | null): CardStatus {
  if (firstStatusKind === null) return current;
  return firstStatusKind === "CARD_FOUND" ? "MISSING" : "IN_DECK";
}

export interface ReplayCard {
  id: string;
  /** statusBeforeHistory of the card. */
  statusBefore: CardStatus;
}

export interface ReplayEvent {
  seq: number;
  cardId: string;
  kind: WordEventKind;
  word: string | null;
}

export interface CardState {
  word: string | null;
  status: CardStatus;
}

/**
 * Every card as the history leaves it after its events up to position `upTo` (0: before any):
 * the events folded one by one, in order. A reference, for tests: pages use deckAsItWas, which
 * looks up each card's last events in the database instead of reading the whole history.
 */
export function replayHistory(cards: readonly ReplayCard[], events: readonly ReplayEvent[], upTo: number): Map<string, CardState> {
  const state = new Map<string, CardState>(cards.map((card) => [card.id, { word: null, status: card.statusBefore }]));
  for (const event of [...events].sort((a, b) => a.seq - b.seq)) {
    if (event.seq > upTo) break;
    const card = state.get(event.cardId);
    if (!card) throw new Error(`Event #${event.seq} is about card ${event.cardId}, which is not one of the deck's cards.`);
    state.set(event.cardId, afterEvent(card, event));
  }
  return state;
}
