import type { CardStatus, WordEventKind } from "@/lib/generated/prisma/enums";

/**
 * What each kind of event does to its card, the one definition (the SQL of deck-at.ts reads its
 * kinds from here, and its test checks that SQL against replayHistory below):
 * - SETUP, WON_SNAP, IMPORT write the event's word on the card (write-words.ts);
 * - CORRECTION gives the card the event's word, which may be none (correct-word.ts, and the undo
 *   of a table snap, which clears its words with corrections);
 * - CARD_LOST, CARD_FOUND, CARD_REPLACED change only whether the card is in the deck; the word
 *   stays (a replacement card has the old one's word copied onto it) (card-status.ts).
 */
export const KIND_EFFECT: Record<WordEventKind, { writesWord: boolean; status: CardStatus | null }> = {
  SETUP: { writesWord: true, status: null },
  WON_SNAP: { writesWord: true, status: null },
  IMPORT: { writesWord: true, status: null },
  CORRECTION: { writesWord: true, status: null },
  CARD_LOST: { writesWord: false, status: "MISSING" },
  CARD_FOUND: { writesWord: false, status: "IN_DECK" },
  CARD_REPLACED: { writesWord: false, status: "IN_DECK" },
};

const KINDS = Object.keys(KIND_EFFECT) as WordEventKind[];
/** The kinds that give a card its word. */
export const WORD_KINDS = KINDS.filter((kind) => KIND_EFFECT[kind].writesWord);
/** The kinds that move a card out of the deck or back in. */
export const STATUS_KINDS = KINDS.filter((kind) => KIND_EFFECT[kind].status !== null);

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
    const effect = KIND_EFFECT[event.kind];
    if (effect.writesWord) card.word = event.word;
    if (effect.status) card.status = effect.status;
  }
  return state;
}
