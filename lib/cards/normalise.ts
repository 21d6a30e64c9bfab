/**
 * The one way two words are compared, everywhere in the app (deck words, shouts, history search):
 * Unicode NFKC, inner whitespace collapsed, trimmed, case-insensitive. Accents stay significant,
 * so "café" and "cafe" are different words.
 */
export function normaliseWord(text: string): string {
  return tidyWord(text).toLocaleLowerCase("und").normalize("NFKC");
}

/** The word as it will be written on the card: NFKC, trimmed, inner whitespace collapsed. */
export function tidyWord(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/gu, " ");
}
