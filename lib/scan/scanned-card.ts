import { findCardByCode } from "@/lib/games/table/right-call";
import { readScannedText } from "./scanned-text";

export type ScannedCard<T> = { card: T } | { problem: string };

/**
 * The card a scanned text names (readScannedText): a card's short link from its printed QR code,
 * the page address older printed QR codes hold (from any origin, so a card printed from a laptop's
 * address still works on a phone), or the code printed on the card ("7H", any case and spaces).
 * Only `cards` (this deck's) are looked in. Pure: the table's scanner uses it.
 */
export function cardFromScan<T extends { id: string; code: string; linkCode: string }>(text: string, deckId: string, cards: readonly T[]): ScannedCard<T> {
  const read = readScannedText(text);
  switch (read.kind) {
    case "nothing":
      return { problem: "Nothing was read. Hold the card’s QR code in front of the camera." };
    case "link": {
      const card = cards.find((c) => c.linkCode === read.linkCode);
      return card ? { card } : { problem: "That card isn’t one of this deck’s cards." };
    }
    case "page": {
      if (read.deckId !== deckId) return { problem: "That card belongs to another deck." };
      const card = cards.find((c) => c.id === read.cardId);
      return card ? { card } : { problem: "That card isn’t in this deck any more." };
    }
    case "code": {
      const card = findCardByCode(cards, read.code);
      return card ? { card } : { problem: `No card has the code “${read.code}” in this deck.` };
    }
    case "other":
      return { problem: "That QR code isn’t one of our printed cards." };
    case "unreadable":
      return { problem: "That isn’t a card’s code. Try again, or type the code printed on the card." };
  }
}
