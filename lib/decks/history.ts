import { randomUUID } from "node:crypto";
import type { SqlTx } from "@/lib/db/sql";
import { Prisma, type WordEvent } from "@/lib/generated/prisma/client";
import type { BotWordsFrom, WordEventKind } from "@/lib/generated/prisma/enums";
import { foldWord } from "@/lib/cards/normalise";
import { notFound } from "./errors";
import { keyReused } from "./request-key";

export type Tx = Prisma.TransactionClient;

export interface NewEvent {
  cardId: string;
  kind: WordEventKind;
  word?: string | null;
  wordNormalised?: string | null;
  previousWord?: string | null;
  playerId?: string | null;
  /** A bot's words: the bot, and how they came to be written (WordEvent.botName). */
  botName?: string | null;
  botWordsFrom?: BotWordsFrom | null;
  gameId?: string | null;
  snapRef?: string | null;
  reason?: string | null;
  /** When it happened: the moment it is appended, unless a history is written as it was. */
  createdAt?: Date;
  /** Who recorded it, as an earlier history named them (null: the recorder, recordedById). */
  recordedByName?: string | null;
}

/**
 * Locks the deck for this transaction. Every write to a deck's cards and history takes this lock
 * first, so writes to one deck happen one after another: two people writing on the same blank card
 * at once cannot both win, and sequence numbers have no gaps or repeats. It is a NO KEY UPDATE lock,
 * as every lock we take on a row we go on to update (not delete): it waits for the deck's other
 * writers only, never for the rows being added that name the deck (their foreign keys take a KEY
 * SHARE lock, which FOR UPDATE would wait for and hold up). A game's row is locked the same way:
 * with FOR UPDATE, one room's words transaction held up every room's shouts and moves written in
 * one statement with it (the 400-room benchmark's recording p99 went from 1.8 s to 1.06 s).
 */
export async function lockDeck(tx: SqlTx, deckId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ historySeq: number }[]>`
    SELECT "historySeq" FROM "decks" WHERE "id" = ${deckId} FOR NO KEY UPDATE`;
  const row = rows[0];
  if (!row) throw notFound();
  return row.historySeq;
}

/**
 * The deck's lock, already held by this transaction (taken in the statement that locked a game
 * row with it: one round trip for both), with the deck's last number so far. A write on the deck
 * goes on from it instead of locking the deck again, and moves `lastSeq` on.
 */
export interface HeldDeckLock {
  deckId: string;
  lastSeq: number;
}

/** Events this request already wrote (a retry or a double submit finds them and writes nothing). */
export async function eventsOfRequest(tx: SqlTx, deckId: string, requestKey: string): Promise<WordEvent[]> {
  return tx.$queryRaw<WordEvent[]>`SELECT * FROM "word_events" WHERE "deckId" = ${deckId} AND "requestKey" = ${requestKey} ORDER BY "seq"`;
}

/** What a request asks to write on one card, in the fields its events keep. */
export type RequestedEvent = { cardId: string } & Partial<Pick<NewEvent, "kind" | "word" | "playerId" | "botName" | "botWordsFrom" | "gameId" | "reason">>;

type StoredEvent = Awaited<ReturnType<typeof eventsOfRequest>>[number];

/** The earlier events carry exactly what was asked again, card by card (the fields asked for). */
function sameRequest(earlier: readonly StoredEvent[], wanted: readonly RequestedEvent[]): boolean {
  if (earlier.length !== wanted.length) return false;
  const byCard = new Map(earlier.map((event) => [event.cardId, event]));
  return wanted.every((want) => {
    const event = byCard.get(want.cardId);
    return event !== undefined && Object.entries(want).every(([field, value]) => (event[field as keyof StoredEvent] ?? null) === (value ?? null));
  });
}

/**
 * The events an earlier request with this key wrote, when it asked for the same writes: a retry
 * (or a double submit) gets them and writes nothing. The same key with other writes is refused
 * (409). Null when the key is new.
 */
export async function replayOfRequest(tx: SqlTx, deckId: string, requestKey: string, wanted: readonly RequestedEvent[]) {
  const earlier = await eventsOfRequest(tx, deckId, requestKey);
  if (earlier.length === 0) return null;
  if (!sameRequest(earlier, wanted)) throw keyReused();
  return earlier;
}

interface Appending {
  deckId: string;
  lastSeq: number;
  recordedById: string;
  requestKey: string;
  events: NewEvent[];
}

/**
 * Appends events with the next sequence numbers and returns them, in order: one statement, which
 * also moves the deck's last number on. Call only after lockDeck in the same transaction.
 */
export async function appendEvents(tx: SqlTx, options: Appending): Promise<WordEvent[]> {
  return (await append(tx, options, null)).events;
}

/**
 * appendEvents, in one statement with `alongside`: a data-modifying query on the deck's other rows
 * (the cards the events write on), whose count of rows is returned with the events. What the events
 * record and the rows they record change together, in one round trip.
 */
export function appendEventsWith(tx: SqlTx, options: Appending, alongside: Prisma.Sql): Promise<{ events: WordEvent[]; alongside: number }> {
  return append(tx, options, alongside);
}

async function append(tx: SqlTx, options: Appending, alongside: Prisma.Sql | null): Promise<{ events: WordEvent[]; alongside: number }> {
  const { deckId, lastSeq, recordedById, requestKey, events } = options;
  // As Prisma writes an event: a fresh id, and one moment for the request's events (stored in UTC).
  const now = new Date();
  const rows = events.map((event, i) => ({
    id: randomUUID(),
    seq: lastSeq + i + 1,
    cardId: event.cardId,
    kind: event.kind,
    word: event.word ?? null,
    wordNormalised: event.wordNormalised ?? null,
    wordFolded: event.word ? foldWord(event.word) : null,
    previousWord: event.previousWord ?? null,
    playerId: event.playerId ?? null,
    botName: event.botName ?? null,
    botWordsFrom: event.botWordsFrom ?? null,
    gameId: event.gameId ?? null,
    snapRef: event.snapRef ?? null,
    reason: event.reason ?? null,
    createdAt: (event.createdAt ?? now).toISOString(),
    recordedByName: event.recordedByName ?? null,
  }));
  const appended = await tx.$queryRaw<(WordEvent & { alongside: number })[]>`
    WITH "alongside" AS (${alongside ?? Prisma.sql`SELECT WHERE false`}),
    "input" AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(
        "id" text, "seq" int, "cardId" text, "kind" text, "word" text, "wordNormalised" text, "wordFolded" text, "previousWord" text,
        "playerId" text, "botName" text, "botWordsFrom" text, "gameId" text, "snapRef" text, "reason" text, "createdAt" timestamptz, "recordedByName" text)
    ),
    "appended" AS (
      INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "wordNormalised", "wordFolded", "previousWord", "playerId",
        "botName", "botWordsFrom", "recordedById", "recordedByName", "gameId", "snapRef", "reason", "requestKey", "createdAt")
      SELECT e."id", ${deckId}, e."seq", e."cardId", e."kind"::"WordEventKind", e."word", e."wordNormalised", e."wordFolded", e."previousWord", e."playerId",
        e."botName", e."botWordsFrom"::"BotWordsFrom", ${recordedById}, e."recordedByName", e."gameId", e."snapRef", e."reason", ${requestKey}, e."createdAt" AT TIME ZONE 'UTC'
      FROM "input" e
      RETURNING *
    ),
    "sequenced" AS (UPDATE "decks" SET "historySeq" = ${lastSeq + events.length} WHERE "id" = ${deckId})
    SELECT a.*, (SELECT count(*) FROM "alongside")::int AS "alongside" FROM "appended" a ORDER BY a."seq"`;
  return { events: appended.map(({ alongside: _, ...event }) => event), alongside: appended[0]?.alongside ?? 0 };
}
