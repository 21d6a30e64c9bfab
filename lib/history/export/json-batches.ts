/**
 * The export's long parts as JSON text made by the database: the events and the games' actions,
 * a batch at a time, each batch one string of items (`{…},\n{…}`). PostgreSQL writes the JSON (its
 * json_build_object escapes every string), so the app neither builds a row object nor stringifies
 * one per item: a deck of 100,000 events and as many actions streams in about a second, and at most
 * one batch of text is held at once. The items' shapes are schema.ts's (exportedEventSchema,
 * exportedActionSchema); dates are ISO 8601 in UTC with milliseconds, as Date.toISOString writes them.
 */
import { db } from "@/lib/db/client";
import { EXPORT_BATCH } from "./history-batches";

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** An event's fields as exportedEventSchema has them, for json_build_object; a word written by hand adds its `hand`. */
const EVENT_FIELDS = `'seq', e."seq", 'cardId', e."cardId", 'kind', e."kind"::text, 'word', e."word", 'previousWord', e."previousWord",
  'playerId', e."playerId", 'botName', e."botName", 'botWordsFrom', e."botWordsFrom"::text,
  'recordedBy', COALESCE(e."recordedByName", u."name"), 'gameId', e."gameId",
  'snapRef', e."snapRef", 'reason', e."reason", 'createdAt', to_char(e."createdAt", ${ISO})`;

/** The deck's events with seq in (after, through] as JSON items (null when there are none). */
async function eventJson(deckId: string, after: number, through: number): Promise<string | null> {
  const [batch] = await db.$queryRawUnsafe<{ text: string | null }[]>(
    `SELECT string_agg(item, E',\n' ORDER BY seq) AS text FROM (
       SELECT e."seq", CASE WHEN d."strokes" IS NULL THEN json_build_object(${EVENT_FIELDS}) ELSE json_build_object(${EVENT_FIELDS}, 'hand', d."strokes") END::text AS item
       FROM "word_events" e JOIN "users" u ON u."id" = e."recordedById" LEFT JOIN "word_drawings" d ON d."wordEventId" = e."id"
       WHERE e."deckId" = $1 AND e."seq" > $2 AND e."seq" <= $3) batch`,
    deckId,
    after,
    through,
  );
  return batch?.text ?? null;
}

/**
 * The deck's events from seq 1 to `upTo` as JSON items, EXPORT_BATCH positions at a time on the
 * unique (deckId, seq) index (a deck's events are numbered without gaps). The next batch is asked
 * for while this one is written, so the database's work and the stream's overlap; two batches at
 * most are held.
 */
export async function* eventJsonBatches(deckId: string, upTo: number): AsyncGenerator<string> {
  const read = (after: number) => (after < upTo ? readAhead(eventJson(deckId, after, Math.min(after + EXPORT_BATCH, upTo))) : null);
  let next = read(0);
  for (let after = 0; next; after += EXPORT_BATCH) {
    const text = await next;
    next = read(after + EXPORT_BATCH);
    if (text) yield text;
  }
}

/**
 * A query started ahead of its reader. If the reader stops first (a download given up), nobody
 * awaits it: its failure, if any, is dropped rather than left unhandled (which would end the process).
 */
export function readAhead<T>(query: Promise<T>): Promise<T> {
  query.catch(() => undefined);
  return query;
}

const ACTION_ITEM = `json_build_object('index', a."index", 'action', a."action", 'createdAt', to_char(a."createdAt", ${ISO}))::text`;

/**
 * The actions of games read together (their actionCounts adding up to at most EXPORT_BATCH), each
 * game's first `actionCount` actions as JSON items, by game id (a game without actions is absent).
 */
export async function actionJsonOfGames(games: readonly { id: string; actionCount: number }[]): Promise<Map<string, string>> {
  const rows = await db.$queryRawUnsafe<{ gameId: string; text: string }[]>(
    `SELECT g.id AS "gameId", string_agg(${ACTION_ITEM}, E',\\n' ORDER BY a."index") AS text
     FROM unnest($1::text[], $2::int[]) AS g(id, n) JOIN "game_actions" a ON a."gameId" = g.id AND a."index" < g.n
     GROUP BY g.id`,
    games.map((g) => g.id),
    games.map((g) => g.actionCount),
  );
  return new Map(rows.map((row) => [row.gameId, row.text]));
}

/** A long game's first `actionCount` actions as JSON items, keyset batches on (gameId, index). */
export async function* actionJsonBatches(gameId: string, actionCount: number): AsyncGenerator<string> {
  for (let from = 0; from < actionCount; ) {
    const [batch] = await db.$queryRawUnsafe<{ text: string | null; last: number | null }[]>(
      `SELECT string_agg(item, E',\\n' ORDER BY "index") AS text, max("index") AS last FROM (
         SELECT a."index", ${ACTION_ITEM} AS item FROM "game_actions" a
         WHERE a."gameId" = $1 AND a."index" >= $2 AND a."index" < $3 ORDER BY a."index" LIMIT $4) batch`,
      gameId,
      from,
      actionCount,
      EXPORT_BATCH,
    );
    if (!batch?.text || batch.last === null) return;
    yield batch.text;
    from = batch.last + 1;
  }
}
