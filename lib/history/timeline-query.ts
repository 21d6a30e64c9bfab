import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BotWordsFrom, DeckRole, DesignEventKind, WordEventKind } from "@/lib/generated/prisma/enums";
import { STREAM_RANK, type TimelinePlace, type TimelineStream } from "./timeline-order";

/**
 * What the timeline asks of each history: the conditions its filters put on the deck's word
 * events (`w`) and design changes (`e`), or null when the filters leave none of that kind.
 */
export interface StreamConditions {
  word: Prisma.Sql | null;
  design: Prisma.Sql | null;
}

/** An instant as the database's timestamp columns keep it (timestamp(3), UTC, no zone). */
export const utcTimestamp = (at: Date) => Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

type Comparison = "<" | "<=" | ">" | ">=";

/**
 * The entries of one history (`alias`: "w" or "e") on one side of a place, in the story's order
 * (timeline-order.ts): by time, a word event before a design change at the same instant, then by
 * number. Written as each history's own (createdAt, seq) comparison, which its index walks.
 */
function beside(stream: TimelineStream, alias: "w" | "e", comparison: Comparison, place: TimelinePlace): Prisma.Sql {
  const createdAt = Prisma.raw(`${alias}."createdAt"`);
  const seq = Prisma.raw(`${alias}."seq"`);
  const at = utcTimestamp(place.at);
  const rank = STREAM_RANK[stream] - STREAM_RANK[place.stream];
  const below = comparison === "<" || comparison === "<=";
  if (rank === 0) return Prisma.sql`(${createdAt}, ${seq}) ${Prisma.raw(comparison)} (${at}, ${place.seq})`;
  // Another history: at the place's instant, its entries are all on one side (words before designs).
  if (rank < 0) return below ? Prisma.sql`${createdAt} <= ${at}` : Prisma.sql`${createdAt} > ${at}`;
  return below ? Prisma.sql`${createdAt} < ${at}` : Prisma.sql`${createdAt} >= ${at}`;
}

/** A word event of the page, as the statement returns it (instants in ms since 1970). */
export interface WordRow {
  id: string;
  seq: number;
  kind: WordEventKind;
  word: string | null;
  previousWord: string | null;
  reason: string | null;
  gameId: string | null;
  at: number;
  recordedByName: string | null;
  recordedBy: string;
  botName: string | null;
  botWordsFrom: BotWordsFrom | null;
  card: { id: string; rank: string; suit: string | null; code: string };
  player: { id: string; name: string; colour: string } | null;
}

/** A design change of the page: its rows' cards (in deck order; none for a change of the look) with what it did to each. */
export interface DesignRow {
  seq: number;
  at: number;
  /** Who made it, as the export it was imported from named them; null for changes made here. */
  recordedByName: string | null;
  /** The account that recorded it. */
  recordedBy: string;
  setLabel: string | null;
  summary: string | null;
  artId: string | null;
  parts: { kind: DesignEventKind; card: { id: string; rank: string; suit: string | null; code: string } | null }[];
}

export interface TimelineRows {
  /** The asker's role on the deck; null when they are not a member (then nothing else was read). */
  role: DeckRole | null;
  /** The deck's time zone (its days); null with the role. */
  timeZone: string | null;
  words: WordRow[];
  designs: DesignRow[];
  players: { id: string; name: string; colour: string; archivedAt: number | null }[];
  cards: { id: string; rank: string; suit: string | null; code: string }[];
  /** Whether anything matches on the far side of the page's starting place (false without one). */
  otherSide: boolean;
}

const NOTHING = Prisma.sql`false`;
const ms = (column: string) => Prisma.raw(`(extract(epoch FROM ${column}) * 1000)::bigint`);

/**
 * One page's reads in one statement, after the access check it starts with: the asker's role on
 * the deck, then (only for a member) up to `limit` word events and `limit` design changes matching
 * `where` on the page's side of `from` (older when `newerFirst`, else newer), each with what the
 * page shows of it; the deck's players and cards for the filters' choices; and whether anything
 * matches on the other side of `from`. Each history is walked on its (…, createdAt, seq) index from
 * the starting place, so the cost is that of the page, not of the history behind it.
 */
export async function readTimelineRows(options: TimelineStatementOptions): Promise<TimelineRows> {
  type Row = Omit<TimelineRows, "words" | "designs" | "players" | "cards"> & Partial<Pick<TimelineRows, "words" | "designs" | "players" | "cards">>;
  const [row] = await db.$queryRaw<Row[]>(timelineStatement(options));
  return { role: row!.role, timeZone: row!.timeZone, otherSide: row!.otherSide, words: row!.words ?? [], designs: row!.designs ?? [], players: row!.players ?? [], cards: row!.cards ?? [] };
}

interface TimelineStatementOptions {
  userId: string;
  deckId: string;
  where: StreamConditions;
  from: TimelinePlace | null;
  newerFirst: boolean;
  limit: number;
}

/** The statement readTimelineRows runs. */
function timelineStatement(options: TimelineStatementOptions): Prisma.Sql {
  const { userId, deckId, where, from, newerFirst, limit } = options;
  const [pageSide, otherSide]: [Comparison, Comparison] = newerFirst ? ["<", ">="] : [">", "<="];
  const order = Prisma.raw(newerFirst ? "DESC" : "ASC");
  const side = (stream: TimelineStream, alias: "w" | "e", comparison: Comparison) => (from ? beside(stream, alias, comparison, from) : Prisma.sql`true`);
  const wordWhere = where.word ?? NOTHING;
  const designWhere = where.design ?? NOTHING;
  const member = Prisma.sql`EXISTS (SELECT 1 FROM "member")`;

  return Prisma.sql`
    WITH "member" AS (
      SELECT m."role", d."timeZone" FROM "deck_members" m JOIN "decks" d ON d."id" = m."deckId" WHERE m."deckId" = ${deckId} AND m."userId" = ${userId}
    ), "page_words" AS (
      SELECT w.* FROM "word_events" w
      WHERE ${member} AND ${wordWhere} AND ${side("word", "w", pageSide)}
      ORDER BY w."createdAt" ${order}, w."seq" ${order}
      LIMIT ${limit}
    ), "page_designs" AS (
      SELECT e."seq", e."createdAt" FROM "deck_design_events" e
      WHERE ${member} AND ${designWhere} AND ${side("design", "e", pageSide)}
      GROUP BY e."createdAt", e."seq"
      ORDER BY e."createdAt" ${order}, e."seq" ${order}
      LIMIT ${limit}
    )
    SELECT
      (SELECT m."role" FROM "member" m) AS "role",
      (SELECT m."timeZone" FROM "member" m) AS "timeZone",
      (SELECT json_agg(json_build_object(
          'id', w."id", 'seq', w."seq", 'kind', w."kind", 'word', w."word", 'previousWord', w."previousWord", 'reason', w."reason",
          'gameId', w."gameId", 'at', ${ms(`w."createdAt"`)}, 'recordedByName', w."recordedByName", 'recordedBy', u."name",
          'botName', w."botName", 'botWordsFrom', w."botWordsFrom",
          'card', json_build_object('id', c."id", 'rank', c."rank", 'suit', c."suit", 'code', c."code"),
          'player', CASE WHEN p."id" IS NULL THEN NULL ELSE json_build_object('id', p."id", 'name', p."name", 'colour', p."colour") END))
        FROM "page_words" w
        JOIN "cards" c ON c."id" = w."cardId"
        LEFT JOIN "players" p ON p."id" = w."playerId"
        JOIN "users" u ON u."id" = w."recordedById") AS "words",
      (SELECT json_agg(json_build_object(
          'seq', d."seq", 'at', ${ms(`d."createdAt"`)}, 'recordedByName', change."recordedByName", 'recordedBy', change."recordedBy", 'setLabel', change."setLabel",
          'summary', change."summary", 'artId', change."artId", 'parts', change."parts"))
        FROM "page_designs" d
        CROSS JOIN LATERAL (
          SELECT min(e."recordedByName") AS "recordedByName", min(u."name") AS "recordedBy", min(e."setLabel") AS "setLabel", min(e."summary") AS "summary", min(e."artId") AS "artId",
            json_agg(json_build_object('kind', e."kind", 'card', CASE WHEN c."id" IS NULL THEN NULL
              ELSE json_build_object('id', c."id", 'rank', c."rank", 'suit', c."suit", 'code', c."code") END) ORDER BY c."position") AS "parts"
          FROM "deck_design_events" e
          JOIN "users" u ON u."id" = e."recordedById"
          LEFT JOIN "cards" c ON c."id" = e."cardId"
          WHERE ${designWhere} AND e."createdAt" = d."createdAt" AND e."seq" = d."seq"
        ) change) AS "designs",
      (SELECT json_agg(json_build_object('id', p."id", 'name', p."name", 'colour', p."colour", 'archivedAt', ${ms(`p."archivedAt"`)}) ORDER BY p."position")
        FROM "players" p WHERE ${member} AND p."deckId" = ${deckId}) AS "players",
      (SELECT json_agg(json_build_object('id', c."id", 'rank', c."rank", 'suit', c."suit", 'code', c."code") ORDER BY c."position")
        FROM "cards" c WHERE ${member} AND c."deckId" = ${deckId}) AS "cards",
      ${
        from
          ? Prisma.sql`(${member} AND (EXISTS (SELECT 1 FROM "word_events" w WHERE ${wordWhere} AND ${side("word", "w", otherSide)})
               OR EXISTS (SELECT 1 FROM "deck_design_events" e WHERE ${designWhere} AND ${side("design", "e", otherSide)})))`
          : Prisma.sql`false`
      } AS "otherSide"`;
}
