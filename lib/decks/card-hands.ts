/**
 * Which cards show their word as the family wrote it by hand: the one place the deck's setting
 * "print words in our handwriting where we have it / always in the font" (Deck.wordsInFont) is
 * applied. Every page, play screen, replay and print that draws a card asks here, and passes what
 * it gets as the card's `hand` (PrintCard.hand, ScreenCard.hand: the stored form): the screen is
 * drawn from the print's layout, so the setting holds on screen and on paper alike.
 *
 * Each function reads with one query for all the cards it is asked about (none in the font), so a
 * page's reads of handwriting do not grow with its cards.
 */
import { db } from "@/lib/db/client";
import type { Tx } from "./history";
import { cardWordKey, currentStoredDrawings, storedDrawingsOfCard, storedDrawingsOfEvents, storedDrawingsOfWords } from "./word-drawings";

/** What a deck says about handwriting. */
export interface HandSetting {
  wordsInFont: boolean;
}

type Reader = Pick<Tx, "$queryRaw" | "wordDrawing" | "deck">;

/** Whether the deck shows words in its handwriting where it has it (else always in the font). */
export function showsHands(setting: HandSetting): boolean {
  return !setting.wordsInFont;
}

/**
 * The drawings a card may show under the deck's setting: all of them in handwriting, none in the
 * font. Pure, for drawings already read (alongside the deck, or a past event's).
 */
export function handsShown<K, V>(setting: HandSetting, drawings: ReadonlyMap<K, V>): Map<K, V> {
  return showsHands(setting) ? new Map(drawings) : new Map();
}

/** Each card's hand as the card is now, by card id: one query for the whole deck, none in the font. */
/** Cards with the hand each shows now (from handsShown or cardHands), null where its word is typed. */
export function withHands<C extends { id: string }>(cards: readonly C[], hands: ReadonlyMap<string, string>): (C & { hand: string | null })[] {
  return cards.map((card) => ({ ...card, hand: hands.get(card.id) ?? null }));
}

export async function cardHands(deck: HandSetting & { id: string }, tx: Reader = db): Promise<Map<string, string>> {
  if (!showsHands(deck)) return new Map();
  return currentStoredDrawings(tx, deck.id);
}

/**
 * The hands of past words, by event id: the drawing kept with the event that wrote each word, as
 * the history shows it. One query, none in the font.
 */
export async function eventHands(deck: HandSetting & { id: string }, eventIds: readonly string[], tx: Reader = db): Promise<Map<string, string>> {
  if (!showsHands(deck)) return new Map();
  return storedDrawingsOfEvents(tx, deck.id, eventIds);
}

/**
 * One card's hands for its page: its word's hand now, and each of its events' own (its story), by
 * event id. Two queries side by side, none in the font.
 */
export async function oneCardHands(deck: HandSetting & { id: string }, cardId: string, tx: Reader = db): Promise<{ now: string | null; byEvent: Map<string, string> }> {
  if (!showsHands(deck)) return { now: null, byEvent: new Map() };
  const [now, byEvent] = await Promise.all([currentStoredDrawings(tx, deck.id, cardId), storedDrawingsOfCard(tx, deck.id, cardId)]);
  return { now: now.get(cardId) ?? null, byEvent };
}

/** A card as a screen shows it: its id and the word it has there. */
export interface ShownWord {
  id: string;
  word: string | null;
}

/**
 * The hands of cards as a game shows them (its words, which may be other than the cards' words
 * now), for the faces a screen draws: each card's word in the hand of the latest event that wrote
 * that word on it (`gameId`'s own events first: a replay shows the hand of its game). One query for
 * all the cards, and one for the deck's setting when the caller has not read it. A lookup by card.
 */
export async function handsOfWords(
  deck: { id: string; wordsInFont?: boolean },
  cards: readonly ShownWord[],
  options: { gameId?: string; tx?: Reader } = {},
): Promise<(card: ShownWord) => string | null> {
  const tx = options.tx ?? db;
  const setting = deck.wordsInFont === undefined ? await tx.deck.findUnique({ where: { id: deck.id }, select: { wordsInFont: true } }) : { wordsInFont: deck.wordsInFont };
  if (!setting || !showsHands(setting)) return () => null;
  const hands = await storedDrawingsOfWords(tx, deck.id, cards, options.gameId ?? null);
  return (card) => (card.word ? (hands.get(cardWordKey(card.id, card.word)) ?? null) : null);
}
