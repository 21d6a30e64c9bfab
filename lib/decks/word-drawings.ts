import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { SqlTx } from "@/lib/db/sql";
import type { Drawing } from "@/lib/handwriting/drawing";
import { decodeDrawing } from "@/lib/handwriting/stored-form";
import { readSentDrawing } from "@/lib/handwriting/prepare";
import { normaliseWord } from "@/lib/cards/normalise";
import { conflict, invalid } from "./errors";
import type { Tx } from "./history";
import { keyReused } from "./request-key";

/** A word's handwriting as a request sends it: the card, the word it is of, and its stored form. */
export const drawingWriteSchema = z.object({
  cardId: z.string().min(1).max(100),
  word: z.string().max(200),
  drawing: z.unknown(),
});
export type DrawingWrite = z.infer<typeof drawingWriteSchema>;

/** A word a form writes on a card, and the hand it may have been written in too (checked by checkDrawingWrites). */
export const cardWordSchema = z.object({
  cardId: z.string().min(1),
  word: z.string().max(200),
  /** The word written by hand too: its stored form (lib/handwriting/prepare.ts prepareDrawing). */
  drawing: z.unknown().optional(),
});

/** A drawing sent with a write, read and checked (before any transaction): its canonical stored form. */
export interface CheckedDrawingWrite {
  cardId: string;
  word: string;
  strokes: string;
}

/**
 * Reads the drawings a request sent, before anything is written: each must be a drawing within the
 * limits (lib/handwriting), one per card. Throws a 400 with the drawing's own message otherwise.
 */
export function checkDrawingWrites(writes: readonly DrawingWrite[]): CheckedDrawingWrite[] {
  if (new Set(writes.map((w) => w.cardId)).size !== writes.length) throw invalid("A card's word can be written by hand once per request.");
  return writes.map((write) => {
    const read = readSentDrawing(write.drawing);
    if (!read.ok) throw invalid(read.message);
    return { cardId: write.cardId, word: write.word, strokes: read.stored };
  });
}

/**
 * A game's drawings less those of its words that were not written (`kept`: the card had a word
 * already; `leftBlank`: a bot's word no longer free), which storeWordDrawings would refuse, and the
 * whole request with them: a word not written has no hand to keep.
 */
export function drawingsOfWrittenWords(drawings: readonly CheckedDrawingWrite[], unwritten: { kept: readonly { cardId: string }[]; leftBlank: readonly { cardId: string }[] }) {
  const notWritten = new Set([...unwritten.kept, ...unwritten.leftBlank].map((w) => w.cardId));
  return drawings.filter((d) => !notWritten.has(d.cardId));
}

interface WrittenEvent {
  id: string;
  cardId: string;
  wordNormalised: string | null;
}

/**
 * Keeps the handwriting of words in the transaction that wrote them, after their events: the one
 * way a drawing is stored. Each drawing goes with the event this request wrote on its card, and
 * must be of that event's word; a drawing for a card the request wrote nothing on (another deck's,
 * or one left out) or of another word is refused, and the caller's transaction, words and all,
 * writes nothing. A retried request (`replayed`, its events found by its key) writes nothing more
 * when it sends the same drawings and is refused (409) when it sends others, as words are.
 */
export async function storeWordDrawings(
  tx: SqlTx,
  input: { deckId: string; events: readonly WrittenEvent[]; replayed: boolean; drawings: readonly CheckedDrawingWrite[] },
) {
  const rows = input.drawings.map((drawing) => {
    const event = input.events.find((e) => e.cardId === drawing.cardId);
    if (!event) throw invalid("That handwriting is for a card this request wrote no word on.");
    if (event.wordNormalised === null || normaliseWord(drawing.word) !== event.wordNormalised) {
      throw invalid("That handwriting is of another word than the one written on its card.");
    }
    return { wordEventId: event.id, cardId: drawing.cardId, strokes: drawing.strokes };
  });

  if (input.replayed) {
    const earlier = await tx.$queryRaw<{ wordEventId: string; strokes: string }[]>`
      SELECT "wordEventId", "strokes" FROM "word_drawings" WHERE "deckId" = ${input.deckId} AND "wordEventId" = ANY(${input.events.map((e) => e.id)}::text[])`;
    const same = earlier.length === rows.length && rows.every((row) => earlier.some((e) => e.wordEventId === row.wordEventId && e.strokes === row.strokes));
    if (!same) throw keyReused();
    return { stored: 0 };
  }
  if (rows.length === 0) return { stored: 0 };
  // As Prisma writes a row: a fresh id, stamped now in UTC. An event's drawing is kept once.
  const stored = await tx.$executeRaw`
    INSERT INTO "word_drawings" ("id", "deckId", "wordEventId", "cardId", "strokes", "createdAt")
    SELECT d."id", ${input.deckId}, d."wordEventId", d."cardId", d."strokes", now() AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ id: randomUUID(), ...row })))}::jsonb) AS d("id" text, "wordEventId" text, "cardId" text, "strokes" text)
    ON CONFLICT ("wordEventId") DO NOTHING`;
  if (stored !== rows.length) throw conflict("That handwriting was kept already.");
  return { stored };
}

/** The handwriting kept with these events (of one deck), by event id: for a card's story, the timeline, a replay. */
export async function drawingsOfEvents(tx: Pick<Tx, "wordDrawing">, deckId: string, eventIds: readonly string[]): Promise<Map<string, Drawing>> {
  return decodedAll(await storedDrawingsOfEvents(tx, deckId, eventIds));
}

/** drawingsOfEvents in the stored form (what a card on screen or in print carries: PrintCard.hand). */
export async function storedDrawingsOfEvents(tx: Pick<Tx, "wordDrawing">, deckId: string, eventIds: readonly string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tx.wordDrawing.findMany({ where: { deckId, wordEventId: { in: [...eventIds] } }, select: { wordEventId: true, strokes: true } });
  return new Map(rows.map((row) => [row.wordEventId, row.strokes] as const));
}

/** Where storedDrawingsOfWords keeps a card's word: its id and the word normalised. */
export function cardWordKey(cardId: string, word: string): string {
  return normalisedKey(cardId, normaliseWord(word));
}

const normalisedKey = (cardId: string, wordNormalised: string) => `${cardId}\u0000${wordNormalised}`;

/**
 * The hand of each word a screen shows on a card (a game's faces, a replay's), by cardWordKey: the
 * drawing of the latest event that wrote that word on that card, the given game's own first (a
 * replay shows the hand the word had in that game, though the card was written on again since),
 * when that event had one. One query for all the cards.
 */
export async function storedDrawingsOfWords(
  tx: Pick<Tx, "$queryRaw">,
  deckId: string,
  cards: readonly { id: string; word: string | null }[],
  gameId: string | null = null,
): Promise<Map<string, string>> {
  const cardIds = [...new Set(cards.flatMap((card) => (card.word ? [card.id] : [])))];
  if (cardIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ cardId: string; wordNormalised: string; strokes: string | null }[]>`
    SELECT DISTINCT ON (e."cardId", e."wordNormalised") e."cardId", e."wordNormalised", d."strokes"
    FROM "word_events" e
    LEFT JOIN "word_drawings" d ON d."wordEventId" = e."id" AND d."deckId" = ${deckId}
    WHERE e."deckId" = ${deckId} AND e."cardId" = ANY(${cardIds}::text[]) AND e."wordNormalised" IS NOT NULL
      AND e."kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION')
    ORDER BY e."cardId", e."wordNormalised", (e."gameId" IS NOT DISTINCT FROM ${gameId}::text) DESC, e."seq" DESC`;
  return new Map(rows.flatMap((row) => (row.strokes === null ? [] : [[normalisedKey(row.cardId, row.wordNormalised), row.strokes] as const])));
}

/** The handwriting kept with one card's events (its story), by event id, in the stored form. */
export async function storedDrawingsOfCard(tx: Pick<Tx, "wordDrawing">, deckId: string, cardId: string): Promise<Map<string, string>> {
  const rows = await tx.wordDrawing.findMany({ where: { deckId, cardId }, select: { wordEventId: true, strokes: true } });
  return new Map(rows.map((row) => [row.wordEventId, row.strokes] as const));
}

/**
 * Each card's handwriting as the card is now, by card id: the drawing kept with the event that
 * wrote its current word (the latest event that wrote or corrected it), when that event had one.
 * A card whose word was corrected in type alone shows its word in type again.
 */
export async function currentDrawings(tx: Pick<Tx, "$queryRaw">, deckId: string): Promise<Map<string, Drawing>> {
  return decodedAll(await currentStoredDrawings(tx, deckId));
}

/**
 * currentDrawings in the stored form (what a card on screen or in print carries: PrintCard.hand),
 * of the whole deck or of one of its cards.
 */
export async function currentStoredDrawings(tx: Pick<Tx, "$queryRaw">, deckId: string, cardId?: string): Promise<Map<string, string>> {
  const rows = await tx.$queryRaw<{ cardId: string; strokes: string | null }[]>`
    SELECT DISTINCT ON (e."cardId") e."cardId", d."strokes"
    FROM "word_events" e
    JOIN "cards" c ON c."id" = e."cardId" AND c."deckId" = ${deckId} AND c."word" IS NOT NULL
    LEFT JOIN "word_drawings" d ON d."wordEventId" = e."id" AND d."deckId" = ${deckId}
    WHERE e."deckId" = ${deckId} AND e."kind" IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION')
      AND (${cardId ?? null}::text IS NULL OR e."cardId" = ${cardId ?? null}::text)
    ORDER BY e."cardId", e."seq" DESC`;
  return new Map(rows.flatMap((row) => (row.strokes === null ? [] : [[row.cardId, row.strokes] as const])));
}

/** Stored drawings decoded; one that does not read as a drawing is left out (its word shows in type). */
function decodedAll<K>(stored: Map<K, string>): Map<K, Drawing> {
  return new Map([...stored].flatMap(([key, strokes]) => {
    const decoded = decodeDrawing(strokes);
    return decoded.ok ? [[key, decoded.drawing] as const] : [];
  }));
}
