import { z } from "zod";
import { validateWord } from "@/lib/cards/words";
import { db } from "@/lib/db/client";
import type { SqlTx } from "@/lib/db/sql";
import { cardName } from "@/lib/cards/deck-composition";
import type { BotWordsFrom, CardStatus } from "@/lib/generated/prisma/enums";
import { deckAccess } from "./access";
import { conflict, invalid, notFound } from "./errors";
import { stillFreeBotWords } from "./bot-word-list";
import { Prisma } from "@/lib/generated/prisma/client";
import { appendEventsWith, lockDeck, replayOfRequest, type HeldDeckLock, type Tx } from "./history";
import { requestKeySchema } from "./request-key";
import { checkDrawingWrites, storeWordDrawings } from "./word-drawings";

export const writeWordsSchema = z.object({
  deckId: z.string().min(1),
  requestKey: requestKeySchema,
  kind: z.enum(["SETUP", "WON_SNAP", "IMPORT"]),
  gameId: z.string().max(100).optional(),
  snapRef: z.string().max(100).optional(),
  writes: z
    .array(
      z.object({
        cardId: z.string().min(1),
        word: z.string().max(200),
        playerId: z.string().min(1).nullable(),
        /** The word written by hand too: its stored form (lib/handwriting/prepare.ts prepareDrawing). */
        drawing: z.unknown().optional(),
      }),
    )
    .min(1, { error: "Write at least one word." })
    .max(60),
});
export type WriteWordsInput = z.infer<typeof writeWordsSchema>;

/**
 * A card holds at most one word, for ever: writing on a card that has one is refused with a conflict.
 * All the words of one request are written together or not at all, with the history events that
 * record them, in one transaction, with the handwriting of any word written by hand too; a retried
 * request (same requestKey) writes nothing more and returns what the first one wrote.
 */
export async function writeWords(userId: string, rawInput: unknown, options: { afterWrite?: (tx: Tx) => Promise<void> } = {}) {
  const { input } = await deckAccess(userId, rawInput, { schema: writeWordsSchema, role: "EDITOR" });

  const words = input.writes.map((w) => {
    const checked = validateWord(w.word);
    if (!checked.ok) throw invalid(checked.message);
    return { ...w, word: checked.word, normalised: checked.normalised };
  });
  if (new Set(words.map((w) => w.cardId)).size !== words.length) throw invalid("Each card can be written on once per request.");
  const drawings = checkDrawingWrites(drawingsSent(input.writes));

  return db.$transaction(async (tx) => {
    const result = await writeOnBlankCards(tx, {
      deckId: input.deckId,
      recordedById: userId,
      requestKey: input.requestKey,
      kind: input.kind,
      gameId: input.gameId ?? null,
      snapRef: input.snapRef ?? null,
      words,
    });
    await storeWordDrawings(tx, { deckId: input.deckId, events: result.events, replayed: result.replayed, drawings });
    if (!result.replayed) await options.afterWrite?.(tx);
    return result;
  });
}

/** The handwriting sent with a request's words: one per word that carries a drawing. */
export function drawingsSent(writes: readonly { cardId: string; word: string; drawing?: unknown }[]) {
  return writes.flatMap((w) => (w.drawing === undefined ? [] : [{ cardId: w.cardId, word: w.word, drawing: w.drawing }]));
}

export interface BlankCardWrite {
  cardId: string;
  word: string;
  normalised: string;
  playerId: string | null;
  /** A bot's words (in a game): the bot, and how they were written. */
  botName?: string | null;
  botWordsFrom?: BotWordsFrom | null;
}

/** A game's words that were not written: the card had been given a word elsewhere meanwhile (kept,
 *  with that word), or a bot's word from the family's list was no longer free on it (left blank). */
export interface UnwrittenWords {
  kept: { cardId: string; word: string }[];
  leftBlank: { cardId: string; word: string }[];
}

/**
 * The one place words are written on blank cards, inside the caller's transaction: takes the deck's
 * lock (unless the caller holds it), returns the earlier events when this request was already
 * written, refuses a card that has a word or isn't in the deck, and appends one history event per
 * word. The same key with other words is refused (409). A game's words (`inGame`) are written as
 * the game decided them: a card given a word elsewhere meanwhile keeps it (a card holds one word),
 * and a bot's words from the family's list only while still free on it; those are said in `kept`
 * and `leftBlank`, not refused. A card marked lost since the deal takes the game's word all the
 * same, as a lost card keeps its word: found again, it has it.
 */
export async function writeOnBlankCards(
  tx: SqlTx,
  input: {
    deckId: string;
    recordedById: string;
    requestKey: string;
    kind: "SETUP" | "WON_SNAP" | "IMPORT";
    gameId: string | null;
    snapRef: string | null;
    words: BlankCardWrite[];
    inGame?: { botWordsFromList: boolean };
    /** The deck's lock when the caller already holds it (a game's words: taken with the game's row). */
    held?: HeldDeckLock;
  },
) {
  const { deckId } = input;
  const held = input.held?.deckId === deckId ? input.held : null;
  const lastSeq = held ? held.lastSeq : await lockDeck(tx, deckId);
  const { written, cards, players } = await readForWriting(tx, {
    deckId,
    requestKey: input.requestKey,
    cardIds: input.words.map((w) => w.cardId),
    // A bot's words name no player: none to look up.
    playerIds: input.words.flatMap((w) => (w.playerId ? [w.playerId] : [])),
  });
  const unwritten: UnwrittenWords = { kept: [], leftBlank: [] };
  if (written) {
    const earlier = await replayOfRequest(
      tx,
      deckId,
      input.requestKey,
      input.words.map((w) => ({ cardId: w.cardId, kind: input.kind, word: w.word, playerId: w.playerId, botName: w.botName, botWordsFrom: w.botWordsFrom, gameId: input.gameId })),
    );
    if (earlier) return { events: earlier, replayed: true, ...unwritten };
  }

  let words = input.words;
  if (input.inGame) {
    const wordOn = new Map(cards.map((c) => [c.id, c.word]));
    unwritten.kept = words.flatMap((w) => (wordOn.get(w.cardId) ? [{ cardId: w.cardId, word: wordOn.get(w.cardId)! }] : []));
    words = words.filter((w) => !wordOn.get(w.cardId));
    if (input.inGame.botWordsFromList && words.length > 0) {
      // The game's list is the family's as it was dealt; the deck takes only words still free on it.
      const free = await stillFreeBotWords(tx, deckId, words.map((w) => w.word));
      unwritten.leftBlank = words.filter((w) => !free.has(w.normalised)).map((w) => ({ cardId: w.cardId, word: w.word }));
      words = words.filter((w) => free.has(w.normalised));
    }
    if (words.length === 0) return { events: [], replayed: false, ...unwritten };
  }

  for (const write of words) {
    const card = cards.find((c) => c.id === write.cardId);
    if (!card) throw notFound("That card");
    if (card.word !== null) {
      throw conflict(`${cardName(card)} already has a word: “${card.word}”. A card holds one word, for ever.`);
    }
    // A game's card marked lost since the deal is still the card the game dealt: it takes its word.
    if (card.status !== "IN_DECK" && !input.inGame) throw conflict(`${cardName(card)} isn't in the deck (it is ${card.status.toLowerCase()}).`);
    if (write.playerId && !players.includes(write.playerId)) throw notFound("That player");
  }
  // Every card and its event in one statement, each card only while it is still blank.
  const cardWords = JSON.stringify(words.map((w, i) => ({ cardId: w.cardId, word: w.word, normalised: w.normalised, seq: lastSeq + i + 1 })));
  const { events, alongside: updated } = await appendEventsWith(
    tx,
    {
      deckId,
      lastSeq,
      recordedById: input.recordedById,
      requestKey: input.requestKey,
      events: words.map((w) => ({
        cardId: w.cardId,
        kind: input.kind,
        word: w.word,
        wordNormalised: w.normalised,
        playerId: w.playerId,
        botName: w.botName ?? null,
        botWordsFrom: w.botWordsFrom ?? null,
        gameId: input.gameId,
        snapRef: input.snapRef,
      })),
    },
    Prisma.sql`
      UPDATE "cards" c SET "word" = w."word", "wordNormalised" = w."normalised", "updatedSeq" = w."seq"
      FROM jsonb_to_recordset(${cardWords}::jsonb) AS w("cardId" text, "word" text, "normalised" text, "seq" int)
      WHERE c."id" = w."cardId" AND c."deckId" = ${deckId} AND c."word" IS NULL
      RETURNING c."id"`,
  );
  // Each card was blank under the deck's lock (above): one that no longer is fails the request, and
  // its transaction, events and all, is undone.
  if (updated !== words.length) throw conflict("Someone else wrote on this card at the same moment. Have a look and try again.");
  if (held) held.lastSeq = lastSeq + words.length;
  return { events, replayed: false, ...unwritten };
}

/**
 * What writing words needs to know, read in one statement under the deck's lock: whether this
 * request wrote events already, the cards asked about (the deck's own only: another deck's card
 * is never described) and which of the named players are the deck's.
 */
async function readForWriting(tx: SqlTx, ask: { deckId: string; requestKey: string; cardIds: string[]; playerIds: string[] }) {
  const [row] = await tx.$queryRaw<{ written: boolean; cards: { id: string; word: string | null; status: CardStatus; rank: string; suit: string | null }[]; players: string[] }[]>`
    SELECT
      EXISTS (SELECT 1 FROM "word_events" e WHERE e."deckId" = ${ask.deckId} AND e."requestKey" = ${ask.requestKey}) AS "written",
      COALESCE((
        SELECT jsonb_agg(jsonb_build_object('id', c."id", 'word', c."word", 'status', c."status", 'rank', c."rank", 'suit', c."suit"))
        FROM "cards" c WHERE c."deckId" = ${ask.deckId} AND c."id" = ANY(${ask.cardIds}::text[])
      ), '[]'::jsonb) AS "cards",
      COALESCE((SELECT array_agg(p."id") FROM "players" p WHERE p."deckId" = ${ask.deckId} AND p."id" = ANY(${ask.playerIds}::text[])), '{}'::text[]) AS "players"`;
  return row!;
}
