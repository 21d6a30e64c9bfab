import { z } from "zod";
import { isPrintableCodePoint } from "@/lib/cards/words";

/**
 * The one check for every field people type freely (deck names, reasons, people's names): what
 * comes out is what is stored and shown. Words on cards have their own, stricter check
 * (lib/cards/words.ts validateWord); this one shares its idea of what the print fonts can draw.
 */
export interface FreeTextRules {
  /** The field as a sentence names it: "The deck's name". */
  label: string;
  /** At most this many characters. */
  max: number;
  /** At least this many characters (default 1: the field is required). */
  min?: number;
  /** Said when the field is empty but required. */
  emptyMessage?: string;
  /** Printed on paper: only what every print font draws is accepted, so nothing prints as a box. */
  printed?: boolean;
}

export type FreeTextResult = { ok: true; text: string } | { ok: false; message: string };

/** Characters that show nothing, or change how the text around them reads, and can't be seen to be wrong. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;
/** Joiners that some scripts (Persian, the Indic scripts) and emoji sequences need, on screen. */
const SCRIPT_JOINERS = /[\u200c\u200d]/u;

function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

export function checkFreeText(input: string, rules: FreeTextRules): FreeTextResult {
  const text = input.normalize("NFC").trim();
  const min = rules.min ?? 1;
  const chars = Array.from(text);
  if (chars.length === 0 && min > 0) {
    return { ok: false, message: rules.emptyMessage ?? `${rules.label} can't be empty.` };
  }
  for (const char of chars) {
    if (INVISIBLE.test(char) && (rules.printed || !SCRIPT_JOINERS.test(char))) {
      return {
        ok: false,
        message: `${rules.label} has an invisible or control character in it (${codePointName(char)}): please type it again.`,
      };
    }
    if (rules.printed && !isPrintableCodePoint(char.codePointAt(0) ?? 0)) {
      return { ok: false, message: `${rules.label} can't have "${char}" in it: the print fonts can't draw it.` };
    }
  }
  if (chars.length < min) {
    return { ok: false, message: `${rules.label} needs at least ${min} characters.` };
  }
  if (chars.length > rules.max) {
    return {
      ok: false,
      message: `${rules.label} can have at most ${rules.max} characters; this one has ${chars.length}.`,
    };
  }
  return { ok: true, text };
}

/**
 * The zod field for a free-text value: anything that isn't text, or fails the check, gets the
 * check's plain message (never zod's own wording).
 */
export function freeText(rules: FreeTextRules) {
  return z.string({ error: rules.emptyMessage ?? `${rules.label} must be text.` }).transform((value, ctx) => {
    const checked = checkFreeText(value, rules);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.message });
      return z.NEVER;
    }
    return checked.text;
  });
}
