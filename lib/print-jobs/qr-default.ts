/** How a deck has used the card scanner's pages: its table sessions, and whether a deck check was used. */
export interface ScannerUse {
  tableSessions: number;
  deckChecked: boolean;
}

/** What the print page says beside its QR code choice, and whether the choice starts on. */
export interface QrAdvice {
  byDefault: boolean;
  hint: string;
}

const NEEDED = "The card scanner (“Scan the cards” at the table and in the deck check) reads this code with the whole card in view; without it, only the small printed code, held close to the camera.";

/**
 * Whether a print carries QR codes unless the family says otherwise: yes once the deck has been
 * played at the real table (the table companion) or checked against the real deck (the deck
 * check), the two pages that scan printed cards; else no, for the cleanest card. Pure.
 */
export function qrAdvice(use: ScannerUse): QrAdvice {
  const table = use.tableSessions > 0;
  if (!table && !use.deckChecked) return { byDefault: false, hint: NEEDED };
  const why = table && use.deckChecked ? "played at the real table and checked against it" : table ? "played at the real table" : "checked against the real deck";
  return { byDefault: true, hint: `${NEEDED} On because this deck has been ${why}.` };
}
