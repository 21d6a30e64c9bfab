import { db } from "@/lib/db/client";
import { invalid } from "@/lib/decks/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { normaliseBackImage } from "@/lib/images/normalise-back-image";
import { isPrintReady } from "@/lib/images/print-ready-marker";
import { DEFAULT_TIME_ZONE } from "@/lib/time/family-time";
import { planImport, type ImportPlan } from "./plan-import";

/** A big history takes seconds to write; the transaction may run this long before it is given up (and nothing kept). */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/** The file's bytes as text; bytes that aren't UTF-8 are refused rather than read with replacement characters. */
function decodedFile(file: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(file);
  } catch {
    throw invalid("This file isn't text (UTF-8), so it can't be a deck export.");
  }
}

/**
 * The whole of an import, run in the import worker (import-worker.mjs), never on the thread that
 * answers requests: the file decoded, read, checked and planned (plan-import.ts: the schemas, every
 * reference, the replay of the history and of every game; everything gets a new id), its back
 * picture checked as an upload is, then every row written in one transaction (a refused or failed
 * import writes nothing). Refusals are DeckErrors, as everywhere.
 */
export async function planAndWriteImport(file: Uint8Array, importerId: string, requestKey: string): Promise<{ deckId: string; name: string; formerMembers: string[] }> {
  const plan = planImport(decodedFile(file), importerId);
  const backImage = plan.backImage ? await checkedBackImage(plan.backImage) : null;
  const deckId = await db.$transaction((tx) => writeImport(tx, importerId, requestKey, plan, backImage), { timeout: IMPORT_TIMEOUT_MS, maxWait: 10_000 });
  return { deckId, name: plan.deck.name, formerMembers: plan.formerMembers };
}

type JsonInput = Prisma.InputJsonValue;
const jsonOrNothing = (value: unknown) => (value === null ? undefined : (value as JsonInput));

/** The picture, checked as an upload is; a picture this app already prepared for print is kept byte for byte. */
async function checkedBackImage(image: NonNullable<ImportPlan["backImage"]>) {
  const bytes = new Uint8Array(Buffer.from(image.base64, "base64"));
  const checked = await normaliseBackImage(bytes);
  if (!checked.ok) throw invalid(`This export's back picture can't be used: ${checked.message}`);
  // Normalising again would re-encode the JPEG on every round trip; a print-ready one passed the same check.
  return { bytes: isPrintReady(bytes) ? bytes : checked.bytes, mime: checked.mime, width: checked.width, height: checked.height };
}

/**
 * Writes the plan: the deck, its players and cards, then its games, their moves, every event and
 * the prints, each a batch per statement that PostgreSQL reads from JSON (json_to_recordset), so
 * 100,000 events are 20 statements, their text sent as it is. Dates are
 * UTC, stored as Prisma stores them.
 */
async function writeImport(tx: Prisma.TransactionClient, userId: string, requestKey: string, plan: ImportPlan, backImage: Awaited<ReturnType<typeof checkedBackImage>> | null): Promise<string> {
  const deckId = plan.deck.id;
  // A file without the deck's zone (exported before decks had one) takes its importer's, as a new deck takes its creator's.
  const importer = plan.deck.timeZone ? null : await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  await tx.deck.create({
    data: {
      ...plan.deck,
      timeZone: plan.deck.timeZone ?? importer?.timeZone ?? DEFAULT_TIME_ZONE,
      design: jsonOrNothing(plan.deck.design),
      setupDeal: jsonOrNothing(plan.deck.setupDeal),
      creationKey: requestKey,
      createdById: userId,
      members: { create: { userId, role: "OWNER" } },
    },
  });
  await tx.player.createMany({ data: plan.players.map((p) => ({ ...p, deckId })) });
  await tx.card.createMany({ data: plan.cards.map((c) => ({ ...c, deckId })) });
  // A game's checkpoint is rebuilt from its moves the first time it is read or carried on.
  for (const games of plan.games) {
    await tx.$executeRaw`
      INSERT INTO "games" ("id", "deckId", "mode", "status", "setup", "result", "actionCount", "creationKey", "createdById", "createdAt", "endedAt")
      SELECT g."id", ${deckId}::text, g."mode"::"GameMode", g."status"::"GameStatus", g."setup", g."result", g."actionCount",
             'import:' || ${deckId}::text || ':' || g."place", ${userId}::text, g."createdAt" AT TIME ZONE 'UTC', g."endedAt" AT TIME ZONE 'UTC'
      FROM json_to_recordset(${games}::json) AS g("id" text, "mode" text, "status" text, "setup" jsonb, "result" jsonb, "actionCount" int,
                                                 "createdAt" timestamptz, "endedAt" timestamptz, "place" int)`;
  }
  for (const actions of plan.actions) {
    await tx.$executeRaw`
      INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
      SELECT a."gameId", a."index", a."action", a."createdAt" AT TIME ZONE 'UTC'
      FROM json_to_recordset(${actions}::json) AS a("gameId" text, "index" int, "action" jsonb, "createdAt" timestamptz)`;
  }
  for (const events of plan.events) {
    await tx.$executeRaw`
      INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "wordNormalised", "wordFolded", "previousWord", "playerId", "botName", "botWordsFrom",
                                 "recordedById", "recordedByName", "gameId", "snapRef", "reason", "requestKey", "createdAt")
      SELECT gen_random_uuid()::text, ${deckId}::text, e."seq", e."cardId", e."kind"::"WordEventKind", e."word", e."wordNormalised", e."wordFolded",
             e."previousWord", e."playerId", e."botName", e."botWordsFrom"::"BotWordsFrom", ${userId}::text, e."recordedByName", e."gameId", e."snapRef", e."reason", 'import:' || e."seq",
             e."createdAt" AT TIME ZONE 'UTC'
      FROM json_to_recordset(${events}::json) AS e("seq" int, "cardId" text, "kind" text, "word" text, "wordNormalised" text, "wordFolded" text,
                                                  "previousWord" text, "playerId" text, "botName" text, "botWordsFrom" text, "recordedByName" text, "gameId" text, "snapRef" text,
                                                  "reason" text, "createdAt" timestamptz)`;
  }
  for (const prints of plan.prints) {
    await tx.$executeRaw`
      INSERT INTO "deck_prints" ("id", "deckId", "printedById", "printedByName", "printedAt", "historySeq", "cardIds", "cardCount", "pageCount", "options")
      SELECT gen_random_uuid()::text, ${deckId}::text, ${userId}::text, p."printedBy", p."printedAt" AT TIME ZONE 'UTC', p."historySeq", p."cardIds",
             p."cardCount", p."pageCount", p."options"
      FROM json_to_recordset(${prints}::json) AS p("printedBy" text, "printedAt" timestamptz, "historySeq" int, "cardIds" jsonb, "cardCount" int,
                                                  "pageCount" int, "options" jsonb)`;
  }
  if (backImage) await tx.deckBackImage.create({ data: { deckId, ...backImage, uploadedById: userId } });
  return deckId;
}
