import { normaliseCardCode } from "@/lib/games/table/right-call";

/** What a typed code or a scanned text names: a card by its printed code, a card by its id, or nothing usable. */
export type CheckInput = { kind: "code"; code: string } | { kind: "card"; cardId: string } | { kind: "refused"; message: string };

const CARD_PATH = /^\/decks\/([^/?#]+)\/cards\/([^/?#]+)\/?$/;

/**
 * A card's printed code ("7h", "10S") or the text of its QR code: the card's page address,
 * `<any origin>/decks/<deckId>/cards/<cardId>` (the origin is ignored: a deck printed on one
 * copy of the app is checked on another). A card of another deck is refused, not looked up.
 */
export function readCheckInput(text: string, deckId: string): CheckInput {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "refused", message: "Type the code printed on the card, like 7H or 10S." };
  const path = pathOf(trimmed);
  if (path === null) return { kind: "code", code: normaliseCardCode(trimmed) };
  const match = CARD_PATH.exec(path);
  if (!match) return { kind: "refused", message: "That isn’t a card’s code or a card’s QR code." };
  if (decodeURIComponent(match[1]!) !== deckId) return { kind: "refused", message: "That card belongs to another deck." };
  return { kind: "card", cardId: decodeURIComponent(match[2]!) };
}

/** The path of an address (absolute, or a bare path); null for anything that isn't one. */
function pathOf(text: string): string | null {
  if (text.startsWith("/")) return text.split(/[?#]/)[0]!;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return null;
  try {
    return new URL(text).pathname;
  } catch {
    return null;
  }
}
