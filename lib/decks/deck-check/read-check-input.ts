import { normaliseCardCode } from "@/lib/games/table/right-call";
import { readScannedText } from "@/lib/scan/scanned-text";

/** What a typed code or a scanned text names: a card by its printed code, by its id, by its short link, or nothing usable. */
export type CheckInput = { kind: "code"; code: string } | { kind: "card"; cardId: string } | { kind: "link"; linkCode: string } | { kind: "refused"; message: string };

const NOT_A_CARD = "That isn’t a card’s code or a card’s QR code.";

/**
 * A card's printed code ("7h", "10S") or the text of its QR code: its short link (`/c/<linkCode>`)
 * or, on cards printed before short links, its page address (`<any origin>/decks/<deckId>/cards/<cardId>`:
 * the origin is ignored, so a deck printed on one copy of the app is checked on another). A card
 * page of another deck is refused, not looked up.
 */
export function readCheckInput(text: string, deckId: string): CheckInput {
  const read = readScannedText(text);
  switch (read.kind) {
    case "nothing":
      return { kind: "refused", message: "Type the code printed on the card, like 7H or 10S." };
    case "code":
      return { kind: "code", code: normaliseCardCode(read.code) };
    case "link":
      return read;
    case "page":
      return read.deckId === deckId ? { kind: "card", cardId: read.cardId } : { kind: "refused", message: "That card belongs to another deck." };
    default:
      return { kind: "refused", message: NOT_A_CARD };
  }
}
