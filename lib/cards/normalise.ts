/**
 * The one way two words are compared, everywhere in the app (deck words, shouts, history search):
 * Unicode NFKC, inner whitespace collapsed, trimmed, case-insensitive. Accents stay significant,
 * so "café" and "cafe" are different words.
 */
export function normaliseWord(text: string): string {
  // Plain ASCII, most words, takes a quicker road to the same result: NFKC leaves it as it is and
  // the root locale lowercases it as toLowerCase does, while toLocaleLowerCase costs microseconds
  // a call (thousands of shouted words add up on the thread that answers requests).
  if (ASCII.test(text)) return text.trim().replace(/\s+/g, " ").toLowerCase();
  return tidyWord(text).toLocaleLowerCase("und").normalize("NFKC");
}

const ASCII = /^[\x00-\x7f]*$/;

/** The word as it will be written on the card: NFKC, trimmed, inner whitespace collapsed. */
export function tidyWord(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/gu, " ");
}

/** Combining marks (accents and the like), as foldWord takes them off; the migration that added
 * word_events.wordFolded backfilled it with the same ranges. */
const COMBINING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/gu;

/**
 * The word as history search compares it: normalised (case ignored) and with its accents taken off,
 * so searching "cafe" finds "Café". Only search is this loose; the rules still tell "café" from "cafe".
 */
export function foldWord(text: string): string {
  return normaliseWord(text).normalize("NFD").replace(COMBINING_MARKS, "").normalize("NFC");
}
