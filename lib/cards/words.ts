import { z } from "zod";
import { PRINTABLE_CODE_POINTS } from "./glyph-coverage";
import { normaliseWord, tidyWord } from "./normalise";

export const MAX_WORD_LENGTH = 20;

export type WordValidation =
  | { ok: true; word: string; normalised: string }
  | { ok: false; message: string };

/**
 * Letters of any script (with their combining marks), digits, spaces, hyphen and apostrophes
 * (straight or typographic). Marks are allowed here so that a letter the fonts cannot accent is
 * refused as unprintable rather than as not a letter.
 */
const ALLOWED = /^[\p{L}\p{M}\p{Nd} '’-]$/u;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

export function isPrintableCodePoint(codePoint: number): boolean {
  let low = 0;
  let high = PRINTABLE_CODE_POINTS.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const range = PRINTABLE_CODE_POINTS[mid];
    if (!range) break;
    if (codePoint < range[0]) high = mid - 1;
    else if (codePoint > range[1]) low = mid + 1;
    else return true;
  }
  return false;
}

// One segmenter for every word: making one costs more than segmenting a word.
const GRAPHEMES = new Intl.Segmenter("und", { granularity: "grapheme" });

/** The grapheme (a letter with its accents, an emoji…) of `text` that the character at `offset` is part of. */
function graphemeAt(text: string, offset: number): string {
  for (const { segment, index } of GRAPHEMES.segment(text)) if (offset < index + segment.length) return segment;
  return text.slice(offset);
}

/**
 * The one check every path that writes a word goes through (authoring, setup, won snaps, imports,
 * the table companion). The word returned is the one to store and print; `normalised` is the one
 * to compare with.
 */
export function validateWord(input: string): WordValidation {
  const word = tidyWord(input);
  if (word.length === 0) return { ok: false, message: "Write a word first." };

  // Character by character (the first one refused is named with the grapheme it belongs to): an
  // import checks thousands of words, and segmenting each into graphemes first cost ten times more.
  let offset = 0;
  for (const char of word) {
    if (!ALLOWED.test(char)) {
      return {
        ok: false,
        message: `"${graphemeAt(word, offset)}" can't be written on a card: use letters, digits, spaces, hyphens and apostrophes.`,
      };
    }
    if (!isPrintableCodePoint(char.codePointAt(0) ?? 0)) {
      return { ok: false, message: `"${graphemeAt(word, offset)}" can't be printed by the deck's fonts.` };
    }
    offset += char.length;
  }

  const length = Array.from(word).length;
  if (length > MAX_WORD_LENGTH) {
    return {
      ok: false,
      message: `A word can have at most ${MAX_WORD_LENGTH} characters; this one has ${length}.`,
    };
  }
  if (!HAS_LETTER_OR_DIGIT.test(word)) {
    return { ok: false, message: "A word needs at least one letter or digit." };
  }
  return { ok: true, word, normalised: normaliseWord(word) };
}

/** The zod field for a word on a card, anywhere one arrives as data: the word validateWord keeps, or its message. */
export const wordField = z.string({ error: "A word must be text." }).transform((value, ctx) => {
  const checked = validateWord(value);
  if (!checked.ok) {
    ctx.addIssue({ code: "custom", message: checked.message });
    return z.NEVER;
  }
  return checked.word;
});
