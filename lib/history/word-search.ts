import { foldWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

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

/** Three letters or digits in a row: what the trigram index needs to narrow a search down. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u;

/**
 * A shorter search is first looked up among the deck's own words: when they are few (at most
 * FEW_WORDS words on at most FEW_EVENTS events) its events are read by word, else the matches are
 * common enough that walking the newest events finds a page at once.
 */
const FEW_WORDS = 200;
const FEW_EVENTS = 2000;

/**
 * How the word events (`w`) a search matches are found: the same LIKE everywhere, read the fastest
 * way for its length. With three letters or digits in a row, the trigram index on the folded word
 * finds the few events that can match (a search for a common word walks the newest events instead:
 * PostgreSQL weighs both). A shorter search gives the trigram index nothing to go on: the deck's
 * distinct words that match are read from its (deckId, wordFolded) index alone, without the events
 * (the deck's words, not its events: about one index page per few hundred events), and then either
 * those words' events, or the walk. Null when no word of the deck matches. Only a member's search
 * reads anything.
 */
export async function wordSearchCondition(userId: string, deckId: string, pattern: string): Promise<Prisma.Sql | null> {
  const like = Prisma.sql`w."wordFolded" LIKE ${pattern}`;
  if (TRIGRAM_RUN.test(pattern)) {
    warnOnceWithoutSearchIndex();
    return like;
  }
  const words = await db.$queryRaw<{ word: string; events: number }[]>`
    SELECT x."wordFolded" AS "word", count(*)::int AS "events"
    FROM "word_events" x
    WHERE x."deckId" = ${deckId} AND x."wordFolded" LIKE ${pattern}
      AND EXISTS (SELECT 1 FROM "deck_members" m WHERE m."deckId" = ${deckId} AND m."userId" = ${userId})
    GROUP BY x."wordFolded"
    LIMIT ${FEW_WORDS + 1}`;
  if (words.length === 0) return null;
  const events = words.reduce((sum, word) => sum + word.events, 0);
  if (words.length > FEW_WORDS || events > FEW_EVENTS) return like;
  return Prisma.sql`w."wordFolded" IN (${Prisma.join(words.map((word) => word.word))})`;
}

/** The trigram index that lets a search of three or more letters skip the events that can't match. */
const SEARCH_INDEX = `"word_events_wordFolded_trgm_idx"`;

/** The databases (by address) whose search index has been asked about. */
const checked = new Set<string | undefined>();

/**
 * Says once per process and database, in the log, when the word search has no trigram index (the
 * migration makes it where PostgreSQL's pg_trgm extension can be created): searches still find the
 * same events, reading a deck's whole history to do so. Asked on the first search, beside it.
 */
export function warnOnceWithoutSearchIndex(): void {
  const database = process.env.DATABASE_URL;
  if (checked.has(database)) return;
  checked.add(database);
  db.$queryRaw<{ ready: boolean }[]>`SELECT to_regclass(${SEARCH_INDEX}::text) IS NOT NULL AS "ready"`.then(
    ([row]) => {
      if (!row?.ready) {
        console.warn("[history] The word search has no trigram index (PostgreSQL's pg_trgm extension could not be created): each search reads the deck's whole history.");
      }
    },
    () => {
      checked.delete(database); // asked again at the next search
    },
  );
}
