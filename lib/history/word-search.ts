import { foldWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";

/** LIKE's own characters taken literally: a search for "100%" finds "100%", not "100" and more. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The LIKE pattern a search is run with on word_events.wordFolded: the typed text folded as the
 * words were (case and accents ignored, so "cafe" finds "Café"), anywhere in the word. Null when
 * nothing is left to search for.
 */
export function wordSearchPattern(typed: string): string | null {
  const folded = foldWord(typed);
  return folded ? `%${likeLiteral(folded)}%` : null;
}

/** The trigram index that lets a search of three or more letters skip the events that can't match. */
const SEARCH_INDEX = `"word_events_wordFolded_trgm_idx"`;

let checked: Promise<void> | null = null;

/**
 * Says once per process, in the log, when the word search has no trigram index (the migration
 * makes it where PostgreSQL's pg_trgm extension can be created): searches still find the same
 * events, reading a deck's whole history to do so. Asked on the first search, beside it.
 */
export function warnOnceWithoutSearchIndex(): void {
  checked ??= db.$queryRaw<{ ready: boolean }[]>`SELECT to_regclass(${SEARCH_INDEX}::text) IS NOT NULL AS "ready"`.then(
    ([row]) => {
      if (!row?.ready) {
        console.warn("[history] The word search has no trigram index (PostgreSQL's pg_trgm extension could not be created): each search reads the deck's whole history.");
      }
    },
    () => {
      checked = null; // asked again at the next search
    },
  );
}
