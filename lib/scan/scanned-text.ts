import { linkCodeOfPath } from "@/lib/cards/link-code";

/**
 * What a text read from a card (by the camera) or typed names:
 * - `link`: a card's short link, `/c/<linkCode>`, as its QR code holds it (also after any origin);
 * - `page`: a card's page address, `<any origin>/decks/<deckId>/cards/<cardId>`, as QR codes held
 *   it before short links (families' printed cards keep working);
 * - `code`: the code printed on the card ("7H", "10s", "3-2"), in any case, with spaces;
 * - `other`: an address or path that is no card's; `unreadable`: none of these; `nothing`: blank.
 * Origins are ignored: a card printed on one copy of the app is read on another. Pure.
 */
export type ScannedText =
  | { kind: "link"; linkCode: string }
  | { kind: "page"; deckId: string; cardId: string }
  | { kind: "code"; code: string }
  | { kind: "other" }
  | { kind: "unreadable" }
  | { kind: "nothing" };

const CARD_PAGE = /^\/decks\/([^/?#]+)\/cards\/([^/?#]+)\/?$/;
/** The longest printed code is a custom card's set and copy ("26-8"); a little room for typed spaces. */
const MAX_CODE_LENGTH = 12;
const CODE = /^[0-9a-z -]+$/i;

export function readScannedText(text: string): ScannedText {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "nothing" };
  const path = pathOf(trimmed);
  if (path === undefined) return { kind: "unreadable" };
  if (path === null) return trimmed.length <= MAX_CODE_LENGTH && CODE.test(trimmed) ? { kind: "code", code: trimmed } : { kind: "unreadable" };
  const linkCode = linkCodeOfPath(path);
  if (linkCode) return { kind: "link", linkCode };
  const page = CARD_PAGE.exec(path);
  return page ? { kind: "page", deckId: decode(page[1]!), cardId: decode(page[2]!) } : { kind: "other" };
}

/** The path of an address (absolute http(s), or a bare path); null for text that isn't one; undefined for a broken address. */
function pathOf(text: string): string | null | undefined {
  if (text.startsWith("/")) return text.split(/[?#]/)[0]!;
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return new URL(text).pathname;
  } catch {
    return undefined;
  }
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
