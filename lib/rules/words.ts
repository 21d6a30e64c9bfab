/**
 * Checking a word a snap winner writes. Deck-level checks (such as whether the deck's fonts can draw
 * it) live outside the rules, so a game may be given its own validator; this is the default.
 */
import { tidyWord } from "../cards/normalise";

export type WordCheck = { ok: true; word: string } | { ok: false; message: string };
export type WordValidator = (word: string) => WordCheck;

const MAX_LENGTH = 20;
const ALLOWED = /^[\p{L}\p{M}\p{Nd} '’-]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/** 1–20 characters after tidying: letters of any script, digits, spaces, hyphens, apostrophes. */
export function validateWord(text: string): WordCheck {
  const word = tidyWord(text);
  const length = [...word].length;
  if (length === 0) return { ok: false, message: "Write a word." };
  if (length > MAX_LENGTH) return { ok: false, message: `A word can have at most ${MAX_LENGTH} characters.` };
  if (!ALLOWED.test(word) || !HAS_LETTER_OR_DIGIT.test(word)) {
    return { ok: false, message: "Use letters, digits, spaces, hyphens and apostrophes only." };
  }
  return { ok: true, word };
}
