/**
 * Which cards show their word as the family wrote it by hand: the one place the deck's setting
 * "print words in our handwriting where we have it / always in the font" (Deck.wordsInFont) is
 * applied. Every page, play screen, replay and print that draws a card asks here, and passes what
 * it gets as the card's `hand` (PrintCard.hand, ScreenCard.hand): the screen is drawn from the
 * print's layout, so the setting holds on screen and on paper alike.
 */
import type { Tx } from "./history";
import { currentStoredDrawings, storedDrawingsOfEvents } from "./word-drawings";

/** What a deck says about handwriting. */
export interface HandSetting {
  wordsInFont: boolean;
}

/** Whether the deck shows words in its handwriting where it has it (else always in the font). */
export function showsHands(setting: HandSetting): boolean {
  return !setting.wordsInFont;
}

/**
 * The drawings a card may show under the deck's setting: all of them in handwriting, none in the
 * font. Pure, for drawings already read (a past event's, in a card's story or a replay).
 */
export function handsShown<K, V>(setting: HandSetting, drawings: ReadonlyMap<K, V>): Map<K, V> {
  return showsHands(setting) ? new Map(drawings) : new Map();
}

/**
 * Each card's hand as the card is now, by card id (the stored form): one query for the whole deck,
 * none when the deck prints in the font.
 */
export async function cardHands(db: Pick<Tx, "$queryRaw">, deck: HandSetting & { id: string }): Promise<Map<string, string>> {
  if (!showsHands(deck)) return new Map();
  return currentStoredDrawings(db, deck.id);
}

/**
 * The hands of past words, by event id (the stored form): the drawing of the event that wrote each
 * word, as a card's story, a replay or "as it was" shows it. One query, none in the font.
 */
export async function eventHands(db: Pick<Tx, "wordDrawing">, deck: HandSetting & { id: string }, eventIds: readonly string[]): Promise<Map<string, string>> {
  if (!showsHands(deck)) return new Map();
  return storedDrawingsOfEvents(db, deck.id, eventIds);
}
