import { cardFromScan } from "./scanned-card";

export interface ScannableCard {
  id: string;
  code: string;
  linkCode: string;
  name: string;
  inDeck: boolean;
}

export type ScanStep<T> =
  | { kind: "onTable"; card: T; status: string }
  | { kind: "justPlayed"; card: T; status: string }
  | { kind: "problem"; status: string };

/**
 * What a scanned text does while the two cards of a snap are scanned: the first card read is the
 * one already on the table, a second, different card the one just played. A card of another deck,
 * a card marked missing or the same card again picks nothing and says why. Pure.
 */
export function scanTwoCards<T extends ScannableCard>(text: string, state: { deckId: string; cards: readonly T[]; onTable: T | null }): ScanStep<T> {
  const scanned = cardFromScan(text, state.deckId, state.cards);
  if ("problem" in scanned) return { kind: "problem", status: scanned.problem };
  const { card } = scanned;
  if (!card.inDeck) return { kind: "problem", status: `The ${card.name} isn’t in the deck (it is marked missing).` };
  if (!state.onTable) return { kind: "onTable", card, status: `Read the ${card.name}, the card already on the table. Now show the card just played.` };
  if (card.id === state.onTable.id) return { kind: "problem", status: "That’s the same card: show the card just played." };
  return { kind: "justPlayed", card, status: `Read the ${state.onTable.name} and the ${card.name}. Now say who won the snap.` };
}
