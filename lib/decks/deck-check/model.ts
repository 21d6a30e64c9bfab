/**
 * A check of the real deck against the app, card by card, in any order. Pure: the page keeps the
 * check on the device and derives everything it shows from it and the deck's cards.
 */

export type CardStatus = "IN_DECK" | "MISSING";

/** What the family said about a checked card's word: not yet, it matches, or they corrected it. */
export type WordCheck = "unconfirmed" | "confirmed" | "corrected";

export interface CheckCard {
  id: string;
  code: string;
  /** Its short link's code, as its printed QR code holds it (lib/cards/link-code.ts). */
  linkCode: string;
  name: string;
  status: CardStatus;
  word: string | null;
}

export interface CheckedCard {
  cardId: string;
  word: WordCheck;
}

/** The cards checked so far, in the order they were checked. */
export interface DeckCheck {
  checked: CheckedCard[];
}

export const NEW_CHECK: DeckCheck = { checked: [] };

export interface DeckCheckSummary<C extends CheckCard> {
  /** Every card of the deck is expected in the hands of a family checking it, lost ones too. */
  progress: { checked: number; expected: number };
  /** Newest first, so the card just checked is at the top. */
  checked: { card: C; word: WordCheck }[];
  /** The app has these in the deck, but they weren't checked. */
  missing: C[];
  /** The app has these as missing, but they were checked: they turned up. */
  turnedUp: C[];
  /** Missing in the app and not checked: still lost, nothing to do. */
  stillLost: C[];
  /** Checked cards whose word in the app nobody has confirmed yet. */
  wordsToConfirm: C[];
}

export function summariseDeckCheck<C extends CheckCard>(cards: readonly C[], check: DeckCheck): DeckCheckSummary<C> {
  const byId = new Map(cards.map((card) => [card.id, card]));
  // A card checked before it left the deck (a deck changed elsewhere) no longer counts.
  const checked = check.checked.flatMap((c) => {
    const card = byId.get(c.cardId);
    return card ? [{ card, word: c.word }] : [];
  });
  const checkedIds = new Set(checked.map((c) => c.card.id));
  const unchecked = cards.filter((card) => !checkedIds.has(card.id));
  return {
    progress: { checked: checked.length, expected: cards.length },
    checked: [...checked].reverse(),
    missing: unchecked.filter((card) => card.status === "IN_DECK"),
    turnedUp: cards.filter((card) => card.status === "MISSING" && checkedIds.has(card.id)),
    stillLost: unchecked.filter((card) => card.status === "MISSING"),
    wordsToConfirm: checked.filter((c) => c.card.word !== null && c.word === "unconfirmed").map((c) => c.card),
  };
}

/** The check with this card's word marked as confirmed or corrected (unchanged if it isn't checked). */
export function withWordCheck(check: DeckCheck, cardId: string, word: WordCheck): DeckCheck {
  return { checked: check.checked.map((c) => (c.cardId === cardId ? { ...c, word } : c)) };
}
