/**
 * A card's permanent short link, `/c/<linkCode>`: what its printed QR code holds. The code is
 * given once, when the card is made (stored, unique across the app: prisma/schema.prisma), and
 * never changes, so a printed card keeps working wherever the app is served and whatever its
 * address becomes. Ten Crockford base-32 characters (50 random bits): the link is 13 characters,
 * a version 1 QR code (21 × 21 modules) at error correction level Q. Client-safe.
 */

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const LINK_CODE_LENGTH = 10;
const LINK_PATH = /^\/c\/([0-9a-z]{10})\/?$/i;

/** A new card's link code: random, so one card's code says nothing of another's. */
export function newLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LINK_CODE_LENGTH));
  return Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
}

/** The short link's path: the whole text of the card's QR code. */
export function cardLinkPath(linkCode: string): string {
  return `/c/${linkCode}`;
}

/** Read as Crockford base 32 is: any case, and the letters people mistake for digits as those digits. */
export function normaliseLinkCode(text: string): string | null {
  const code = text.toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  return code.length === LINK_CODE_LENGTH && Array.from(code).every((char) => ALPHABET.includes(char)) ? code : null;
}

/** The link code in a card's short link (a path, as printed; or with any origin before it), else null. */
export function linkCodeOfPath(path: string): string | null {
  const match = LINK_PATH.exec(path);
  return match ? normaliseLinkCode(match[1]!) : null;
}
