import { findCardByCode } from "@/lib/games/table/right-call";

export type ScannedCard<T> = { card: T } | { problem: string };

const CARD_PATH = /^\/decks\/([^/]+)\/cards\/([^/]+)\/?$/;
/** The longest printed code is a custom card's six letters; a little room for typed spaces. */
const MAX_CODE_LENGTH = 12;

/**
 * The card a scanned text names: a card's page address from a printed QR code (from any origin,
 * so a card printed from a laptop's address still works on a phone), or the code printed on the
 * card ("7H", any case and spaces). Pure: the scanner and the deck check both use it.
 */
export function cardFromScan<T extends { id: string; code: string }>(text: string, deckId: string, cards: readonly T[]): ScannedCard<T> {
  const trimmed = text.trim();
  if (trimmed === "") return { problem: "Nothing was read. Hold the card’s QR code in front of the camera." };
  const url = parseUrl(trimmed);
  if (url) {
    const path = CARD_PATH.exec(url.pathname);
    if (!path) return { problem: "That QR code isn’t one of our printed cards." };
    const [scannedDeckId, cardId] = [decode(path[1]!), decode(path[2]!)];
    if (scannedDeckId !== deckId) return { problem: "That card belongs to another deck." };
    const card = cards.find((c) => c.id === cardId);
    return card ? { card } : { problem: "That card isn’t in this deck any more." };
  }
  if (trimmed.length > MAX_CODE_LENGTH || !/^[0-9a-z ]+$/i.test(trimmed)) return { problem: "That isn’t a card’s code. Try again, or type the code printed on the card." };
  const card = findCardByCode(cards, trimmed);
  return card ? { card } : { problem: `No card has the code “${trimmed}” in this deck.` };
}

function parseUrl(text: string): URL | null {
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
