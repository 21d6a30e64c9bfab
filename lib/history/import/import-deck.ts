import { randomUUID } from "node:crypto";
import { z } from "zod";
import { foldWord, normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { invalid, tooLarge } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import type { Prisma } from "@/lib/generated/prisma/client";
import { exportedEventBot } from "@/lib/history/export/event-bot";
import type { DeckExport } from "@/lib/history/export/schema";
import { normaliseBackImage } from "@/lib/images/normalise-back-image";
import { isPrintReady } from "@/lib/images/print-ready-marker";
import { checkExportConsistency } from "./check-export-consistency";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "./import-limits";
import { parseDeckExport } from "./parse-deck-export";
import { replaceIds } from "./replace-ids";

/** Rows per insert: 100,000 events are 20 statements. */
const INSERT_BATCH = 5000;
/** A big history takes seconds to write; the transaction may run this long before it is given up (and nothing kept). */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

const importDeckSchema = z.object({ requestKey: requestKeySchema, text: z.string({ error: "Choose an export file (.json) to import." }) });

export interface ImportedDeck {
  deckId: string;
  name: string;
  /** A retry (or a double submit) of an import that already made this deck: nothing new was written. */
  replayed: boolean;
  /** Who had the deck before: they aren't members here until invited. */
  formerMembers: string[];
}

type JsonInput = Prisma.InputJsonValue;
const jsonOrNothing = (value: unknown) => (value === null ? undefined : (value as JsonInput));

/** The picture, checked as an upload is; a picture this app already prepared for print is kept byte for byte. */
async function checkedBackImage(image: NonNullable<DeckExport["backImage"]>) {
  const bytes = new Uint8Array(Buffer.from(image.base64, "base64"));
  const checked = await normaliseBackImage(bytes);
  if (!checked.ok) throw invalid(`This export's back picture can't be used: ${checked.message}`);
  // Normalising again would re-encode the JPEG on every round trip; a print-ready one passed the same check.
  return { bytes: isPrintReady(bytes) ? bytes : checked.bytes, mime: checked.mime, width: checked.width, height: checked.height };
}

/**
 * Brings a deck export back as a new deck, owned by the importer: its cards, players, every event,
 * games with their actions, prints and back picture, all in one transaction (a refused or failed
 * import writes nothing). The file is checked first (lib/history/export/schema.ts, then
 * checkExportConsistency); everything gets a new id and the ids inside games' JSON are rewritten.
 * Events keep who recorded them by name (recordedByName), recorded here by the importer. A retried
 * import with the same key returns the deck the first one made.
 */
export async function importDeck(userId: string, rawInput: unknown): Promise<ImportedDeck> {
  const { requestKey, text } = parseInput(importDeckSchema, rawInput, "That import isn't valid.");

  const earlier = await deckImportedWith(userId, requestKey);
  if (earlier) return { ...earlier, replayed: true, formerMembers: [] };

  if (Buffer.byteLength(text) > IMPORT_MAX_BYTES) throw tooLarge(IMPORT_TOO_LARGE);
  const file = parseDeckExport(text);
  checkExportConsistency(file);
  const backImage = file.backImage ? await checkedBackImage(file.backImage) : null;

  try {
    const deckId = await db.$transaction((tx) => writeImport(tx, userId, requestKey, file, backImage), { timeout: IMPORT_TIMEOUT_MS, maxWait: 10_000 });
    return { deckId, name: file.deck.name, replayed: false, formerMembers: file.members.map((m) => m.name) };
  } catch (error) {
    // Two identical requests at once: the second finds the first's deck.
    const winner = await deckImportedWith(userId, requestKey);
    if (winner) return { ...winner, replayed: true, formerMembers: [] };
    throw error;
  }
}

/** The deck an import with this key already made; the key used for anyone else's deck is refused (409). */
async function deckImportedWith(userId: string, requestKey: string) {
  const deck = await db.deck.findUnique({ where: { creationKey: requestKey }, select: { id: true, name: true, createdById: true } });
  if (!deck) return null;
  if (deck.createdById !== userId) throw keyReused();
  return { deckId: deck.id, name: deck.name };
}

async function writeImport(
  tx: Prisma.TransactionClient,
  userId: string,
  requestKey: string,
  file: DeckExport,
  backImage: Awaited<ReturnType<typeof checkedBackImage>> | null,
): Promise<string> {
  const deckId = randomUUID();
  const newIds = new Map<string, string>([[file.deck.id, deckId]]);
  for (const thing of [...file.cards, ...file.players, ...file.games]) newIds.set(thing.id, randomUUID());
  const renamed = (id: string | null) => (id === null ? null : newIds.get(id)!);

  await tx.deck.create({
    data: {
      id: deckId,
      name: file.deck.name,
      kind: file.deck.kind,
      stage: file.deck.stage,
      design: jsonOrNothing(replaceIds(file.deck.design, newIds)),
      setupDeal: jsonOrNothing(replaceIds(file.deck.setupDeal, newIds)),
      historySeq: file.deck.historySeq,
      creationKey: requestKey,
      createdById: userId,
      createdAt: file.deck.createdAt,
      members: { create: { userId, role: "OWNER" } },
    },
  });
  await tx.player.createMany({
    data: file.players.map((p) => ({ id: renamed(p.id)!, deckId, name: p.name, colour: p.colour, position: p.position, archivedAt: p.archivedAt, createdAt: p.createdAt })),
  });
  await tx.card.createMany({
    data: file.cards.map((c) => ({
      id: renamed(c.id)!,
      deckId,
      position: c.position,
      code: c.code,
      rank: c.rank,
      suit: c.suit,
      colour: c.colour,
      status: c.status,
      word: c.word,
      wordNormalised: c.word === null ? null : normaliseWord(c.word),
      updatedSeq: c.updatedSeq,
    })),
  });
  if (file.games.length > 0) {
    await tx.game.createMany({
      data: file.games.map((g, i) => ({
        id: renamed(g.id)!,
        deckId,
        mode: g.mode,
        status: g.status,
        setup: replaceIds(g.setup, newIds) as JsonInput,
        result: jsonOrNothing(replaceIds(g.result, newIds)),
        actionCount: g.actionCount,
        // Rebuilt from the actions on the game's next move.
        checkpoint: undefined,
        creationKey: `import:${deckId}:${i}`,
        createdById: userId,
        createdAt: g.createdAt,
        endedAt: g.endedAt,
      })),
    });
    for (const game of file.games) {
      for (let i = 0; i < game.actions.length; i += INSERT_BATCH) {
        const actions = game.actions.slice(i, i + INSERT_BATCH);
        await tx.$executeRaw`
          INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
          SELECT ${renamed(game.id)}::text, a.index, a.action::jsonb, a.at::timestamptz AT TIME ZONE 'UTC'
          FROM unnest(${actions.map((a) => a.index)}::int[], ${actions.map((a) => JSON.stringify(replaceIds(a.action, newIds)))}::text[], ${actions.map((a) => a.createdAt)}::text[]) AS a(index, action, at)`;
      }
    }
  }
  for (let i = 0; i < file.events.length; i += INSERT_BATCH) {
    await insertEvents(tx, deckId, userId, file.events.slice(i, i + INSERT_BATCH), renamed);
  }
  if (file.prints.length > 0) {
    await tx.deckPrint.createMany({
      data: file.prints.map((p) => ({
        deckId,
        printedById: userId,
        printedByName: p.printedBy,
        printedAt: p.printedAt,
        historySeq: p.historySeq,
        cardIds: p.cardIds.map((id) => renamed(id)!),
        cardCount: p.cardCount,
        pageCount: p.pageCount,
        options: replaceIds(p.options, newIds) as JsonInput,
      })),
    });
  }
  if (backImage) await tx.deckBackImage.create({ data: { deckId, ...backImage, uploadedById: userId } });
  return deckId;
}

/**
 * A batch of events in one statement, the columns sent as arrays (unnest): Prisma's createMany
 * builds an object per row and a parameter per field, which for 100,000 events took a minute and
 * gigabytes; this takes seconds. Columns as appendEvents (lib/decks/history.ts) fills them, plus
 * who recorded the event by name, and a bot's words' bot (exportedEventBot).
 */
async function insertEvents(tx: Prisma.TransactionClient, deckId: string, userId: string, events: DeckExport["events"], renamed: (id: string | null) => string | null) {
  const column = <T>(pick: (e: DeckExport["events"][number]) => T) => events.map(pick);
  const bots = events.map(exportedEventBot);
  await tx.$executeRaw`
    INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "wordNormalised", "wordFolded", "previousWord", "playerId", "botName", "botWordsFrom",
                               "recordedById", "recordedByName", "gameId", "snapRef", "reason", "requestKey", "createdAt")
    SELECT gen_random_uuid()::text, ${deckId}::text, e.seq, e.card, e.kind::"WordEventKind", e.word, e.normalised, e.folded, e.previous, e.player, e.bot, e.bot_from::"BotWordsFrom",
           ${userId}::text, e.recorder, e.game, e.snap, e.reason, 'import:' || e.seq, e.at::timestamptz AT TIME ZONE 'UTC'
    FROM unnest(
      ${column((e) => e.seq)}::int[], ${column((e) => renamed(e.cardId))}::text[], ${column((e) => e.kind)}::text[], ${column((e) => e.word)}::text[],
      ${column((e) => (e.word === null || e.kind.startsWith("CARD_") ? null : normaliseWord(e.word)))}::text[],
      ${column((e) => (e.word === null ? null : foldWord(e.word)))}::text[], ${column((e) => e.previousWord)}::text[],
      ${column((e) => renamed(e.playerId))}::text[], ${bots.map((b) => b.botName)}::text[], ${bots.map((b) => b.botWordsFrom)}::text[],
      ${column((e) => e.recordedBy)}::text[], ${column((e) => renamed(e.gameId))}::text[],
      ${column((e) => e.snapRef)}::text[], ${column((e) => e.reason)}::text[], ${column((e) => e.createdAt)}::text[]
    ) AS e(seq, card, kind, word, normalised, folded, previous, player, bot, bot_from, recorder, game, snap, reason, at)`;
}
