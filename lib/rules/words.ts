/**
 * Checking a word a snap winner writes. The default is the deck's own check (lib/cards/words.ts:
 * letters, digits, spaces, hyphens and apostrophes, 1–20 characters, printable by the deck's
 * fonts); a game may be given another validator.
 */
export { validateWord } from "../cards/words";

export type WordCheck = { ok: true; word: string } | { ok: false; message: string };
export type WordValidator = (word: string) => WordCheck;
