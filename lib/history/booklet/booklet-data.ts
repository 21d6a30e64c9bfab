/**
 * What the booklet prints, read in bounded pieces: the deck and its totals, each card's story (its
 * first and latest events when it is long: the whole history is the export's job), the year up to
 * the deck's latest event month by month, and the charts' figures. Nothing here reads the whole
 * history into the app. It is read on the request thread and drawn in a PDF worker; the stories,
 * its bulk (up to 60 events for each of 208 cards), come as one JSON text that PostgreSQL writes
 * and the worker reads (booklet-stories.ts), so the request thread decodes no row of them.
 */
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/decks/errors";
import type { BotWordsFrom, WordEventKind } from "@/lib/generated/prisma/enums";
import { deckChartData, type DeckChartData } from "@/lib/history/charts/queries";
import { calendarDayIn, startOfDayIn } from "@/lib/time/family-time";
import { restAfter } from "@/lib/workers/rest-after";
import { fromFirstKept } from "../calendar-day";
import { STORY_EACH_END } from "./booklet-stories";

/** How many words written in a month the year's timeline names. */
export const MONTH_WORDS = 8;

export interface StoryEvent {
  seq: number;
  kind: WordEventKind;
  word: string | null;
  previousWord: string | null;
  reason: string | null;
  playerName: string | null;
  /** A bot's words: the bot, and how they were written (WordEvent.botName). */
  botName: string | null;
  botWordsFrom: BotWordsFrom | null;
  recordedBy: string;
  createdAt: Date;
  inGame: boolean;
}

export interface BookletCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
  status: "IN_DECK" | "MISSING";
  /** Its events, oldest first; `left out` of them between the first and the latest when long. */
  story: StoryEvent[];
  leftOut: number;
  /** Where the left-out events fall: after this many of `story`. */
  leftOutAfter: number;
}

export interface BookletMonth {
  /** YYYY-MM, a month of the deck's zone. */
  month: string;
  counts: Partial<Record<WordEventKind, number>>;
  games: number;
  /** Each with who wrote it: a player's or a bot's name. */
  words: { word: string; writer: string | null }[];
}

export interface BookletData {
  /** `timeZone`: the deck's, in which the booklet prints every date and counts its months. */
  deck: { id: string; name: string; createdAt: Date; historySeq: number; timeZone: string };
  players: { name: string; colour: string; archived: boolean }[];
  firstEventAt: Date | null;
  lastEventAt: Date | null;
  games: number;
  cards: BookletCard[];
  year: BookletMonth[];
  charts: DeckChartData;
}

/** A card as the request thread reads it, before its story is added (booklet-stories.ts). */
export type BookletCardHead = Omit<BookletCard, "story" | "leftOut" | "leftOutAfter">;

/** What the request thread reads for the booklet: BookletData with the cards' stories still JSON text. */
export interface BookletSource extends Omit<BookletData, "cards"> {
  cards: BookletCardHead[];
  /** { [cardId]: { total, events: StoryEvent[] with createdAt as ISO 8601 text } }, oldest first. */
  stories: string;
}

const ISO = `YYYY-MM-DD"T"HH24:MI:SS.MS"Z"`;

/**
 * Each card's first and latest STORY_EACH_END events (two short walks along (cardId, seq) per
 * card: a card with thousands of events prints as few lines as one with 120) and its event count
 * (an index-only count along (cardId, seq): linear in the deck's events, but narrow), as one JSON
 * text written by the database.
 */
async function stories(deckId: string): Promise<string> {
  const [row] = await db.$queryRaw<[{ stories: string }]>`
    SELECT COALESCE(json_object_agg(c.id, json_build_object(
      'total', (SELECT COUNT(*) FROM "word_events" t WHERE t."cardId" = c.id),
      'events', COALESCE(s.events, '[]'::json))), '{}'::json)::text AS stories
    FROM "cards" c
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
        'seq', e.seq, 'kind', e.kind, 'word', e.word, 'previousWord', e."previousWord", 'reason', e.reason, 'playerName', p.name,
        'botName', e."botName", 'botWordsFrom', e."botWordsFrom", 'recordedBy', COALESCE(e."recordedByName", u.name), 'createdAt', to_char(e."createdAt", ${ISO}), 'inGame', e."gameId" IS NOT NULL
      ) ORDER BY e.seq) AS events
      FROM (
        (SELECT * FROM "word_events" f WHERE f."cardId" = c.id ORDER BY f.seq ASC LIMIT ${STORY_EACH_END})
        UNION
        (SELECT * FROM "word_events" l WHERE l."cardId" = c.id ORDER BY l.seq DESC LIMIT ${STORY_EACH_END})
      ) e
      LEFT JOIN "players" p ON p.id = e."playerId"
      JOIN "users" u ON u.id = e."recordedById"
    ) s ON true
    WHERE c."deckId" = ${deckId}`;
  return row.stories;
}

/** The month `n` months after "YYYY-MM" (before it, for a negative n). */
function monthsAfter(month: string, n: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/**
 * Where each month of a zone starts, as PostgreSQL timestamps (UTC, as the app stores instants),
 * the month after the last included: the year's bounds. A month after year 9999 has no start
 * ('infinity'); January of year 1 starts at the first instant the database keeps.
 */
function monthStarts(months: string[], timeZone: string): string[] {
  return months.map((month) => {
    const start = startOfDayIn(`${month}-01`, timeZone);
    return start ? fromFirstKept(start).toISOString().slice(0, 23) : "infinity";
  });
}

/**
 * The twelve months (of the deck's zone) up to the deck's latest event: events per kind, games
 * started, and the first words written each month. Each row is put in its month by the months'
 * starts (width_bucket over them), so no zone name reaches the database. Cost: the year's events
 * through (deckId, createdAt) (linear in them, grouped by the database: rows out ≤ 12 × kinds), the
 * words the same way (rows out ≤ 12 × MONTH_WORDS), the games through (deckId, createdAt).
 */
async function lastYear(deckId: string, lastEventAt: Date | null, timeZone: string): Promise<BookletMonth[]> {
  if (!lastEventAt) return [];
  const last = calendarDayIn(lastEventAt, timeZone).slice(0, 7);
  // (A history that starts in year 1 has fewer months before it.)
  const months = Array.from({ length: 12 }, (_, i) => monthsAfter(last, i - 11)).filter((month) => month >= "0001-01");
  const starts = monthStarts([...months, monthsAfter(last, 1)], timeZone);
  const [start, end] = [starts[0]!, starts.at(-1)!];
  const [counts, words, games] = await Promise.all([
    db.$queryRaw<{ bucket: number; kind: WordEventKind; n: number }[]>`
      SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS bucket, kind, COUNT(*)::int AS n
      FROM "word_events" WHERE "deckId" = ${deckId} AND "createdAt" >= ${start}::timestamp AND "createdAt" < ${end}::timestamp
      GROUP BY 1, 2`,
    db.$queryRaw<{ bucket: number; word: string; writer: string | null }[]>`
      SELECT w.bucket, w.word, COALESCE(p.name, w."botName") AS "writer" FROM (
        SELECT e.bucket, e.word, e."playerId", e."botName", e.seq, ROW_NUMBER() OVER (PARTITION BY e.bucket ORDER BY e.seq) AS n
        FROM (
          SELECT width_bucket(x."createdAt", ${starts}::timestamp[]) AS bucket, x.word, x."playerId", x."botName", x.seq
          FROM "word_events" x
          WHERE x."deckId" = ${deckId} AND x.kind IN ('SETUP', 'WON_SNAP', 'IMPORT') AND x.word IS NOT NULL
            AND x."createdAt" >= ${start}::timestamp AND x."createdAt" < ${end}::timestamp
        ) e
      ) w LEFT JOIN "players" p ON p.id = w."playerId"
      WHERE w.n <= ${MONTH_WORDS} ORDER BY w.seq`,
    db.$queryRaw<{ bucket: number; n: number }[]>`
      SELECT width_bucket("createdAt", ${starts}::timestamp[]) AS bucket, COUNT(*)::int AS n
      FROM "games" WHERE "deckId" = ${deckId} AND "createdAt" >= ${start}::timestamp AND "createdAt" < ${end}::timestamp GROUP BY 1`,
  ]);
  const year: BookletMonth[] = months.map((month) => ({ month, counts: {}, games: 0, words: [] }));
  // Buckets count from 1, the first month's.
  const monthOf = (bucket: number) => year[Number(bucket) - 1];
  for (const c of counts) {
    const month = monthOf(c.bucket);
    if (month) month.counts[c.kind] = Number(c.n);
  }
  for (const w of words) monthOf(w.bucket)?.words.push({ word: w.word, writer: w.writer });
  for (const g of games) {
    const month = monthOf(g.bucket);
    if (month) month.games = Number(g.n);
  }
  return year;
}

/** What the booklet prints, without the access check (deckBooklet makes it); its stories as JSON text. */
export async function bookletData(deckId: string): Promise<BookletSource> {
  // The deck first: its zone is what the charts' and the year's months are counted in.
  const deck = await db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, createdAt: true, historySeq: true, timeZone: true } });
  if (!deck) throw notFound();
  const [players, cards, first, last, games] = await Promise.all([
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { name: true, colour: true, archivedAt: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, rank: true, suit: true, word: true, status: true } }),
    db.wordEvent.findFirst({ where: { deckId }, orderBy: { seq: "asc" }, select: { createdAt: true } }),
    db.wordEvent.findFirst({ where: { deckId }, orderBy: { seq: "desc" }, select: { createdAt: true } }),
    db.game.count({ where: { deckId } }),
  ]);
  // The long reads one at a time, each followed by a rest as long as it took (rest-after.ts): a
  // booklet is heavy work, and the database also answers the pages and live games meanwhile.
  const storiesText = await restAfter(() => stories(deckId));
  const charts = await restAfter(() => deckChartData(deckId, deck.timeZone));
  const lastEventAt = last?.createdAt ?? null;
  const year = await restAfter(() => lastYear(deckId, lastEventAt, deck.timeZone));
  return {
    deck,
    players: players.map((p) => ({ name: p.name, colour: p.colour, archived: p.archivedAt !== null })),
    firstEventAt: first?.createdAt ?? null,
    lastEventAt,
    games,
    cards,
    stories: storiesText,
    year,
    charts,
  };
}
