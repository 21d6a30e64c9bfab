import { db } from "@/lib/db/client";
import { newLinkCode } from "@/lib/cards/link-code";
import { invalid } from "@/lib/decks/errors";
import { deleteUnusedPictures } from "@/lib/designs/delete-unused-pictures";
import type { Prisma } from "@/lib/generated/prisma/client";
import { artPrintPixels } from "@/lib/print/art-box";
import { restAfter } from "@/lib/workers/rest-after";
import { DEFAULT_TIME_ZONE, familyTime } from "@/lib/time/family-time";
import { checkedPictures, type CheckedPictures } from "./checked-pictures";
import { importedDeckName } from "./imported-deck-name";
import { planImport, type ImportPlan } from "./plan-import";
import { isZip, readExportZip } from "./read-export-zip";

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

/** The upload as the export document's text and, for a .zip, its picture files by name (null for a JSON file alone). */
async function readUpload(file: Uint8Array): Promise<{ text: string; zipped: Map<string, Uint8Array> | null }> {
  if (isZip(file)) {
    const { document, pictures } = await readExportZip(file);
    return { text: decodedFile(document), zipped: pictures };
  }
  return { text: decodedFile(file), zipped: null };
}

export interface WrittenImport {
  deckId: string;
  name: string;
  /** The name the export gave, when one of the importer's decks already had it (the deck is named "… (imported 1 Dec 2026)"). */
  renamedFrom: string | null;
  formerMembers: string[];
}

/**
 * The whole of an import, run in the import worker (import-worker.mjs), never on the thread that
 * answers requests: the upload read (a .zip, read-export-zip.ts, or its JSON alone) and decoded,
 * read, checked and planned (plan-import.ts: the schemas, every reference, the replay of the
 * history, of every game and of the design story; everything gets a new id), every picture checked
 * as its upload is (checked-pictures.ts), then every row written in one transaction (a refused or
 * failed import writes nothing). Refusals are DeckErrors, as everywhere.
 */
export async function planAndWriteImport(file: Uint8Array, importerId: string, requestKey: string): Promise<WrittenImport> {
  const { text, zipped } = await readUpload(file);
  const plan = planImport(text, importerId, zipped);
  const pictures = await checkedPictures(plan);
  const { deckId, name } = await db.$transaction((tx) => writeImport(tx, importerId, requestKey, plan, pictures), { timeout: IMPORT_TIMEOUT_MS, maxWait: 10_000 });
  return { deckId, name, renamedFrom: name === plan.deck.name ? null : plan.deck.name, formerMembers: plan.formerMembers };
}

type JsonInput = Prisma.InputJsonValue;
const jsonOrNothing = (value: unknown) => (value === null ? undefined : (value as JsonInput));

/**
 * The imported deck's name: its own, or, when one of the importer's decks already has it,
 * "Name (imported 1 Dec 2026)", the day written in the importer's time zone (`zone`).
 */
async function deckName(tx: Prisma.TransactionClient, userId: string, name: string, zone: string): Promise<string> {
  const theirs = await tx.deck.findMany({ where: { members: { some: { userId } } }, select: { name: true } });
  return importedDeckName(name, theirs.map((deck) => deck.name), familyTime(zone).shortDay(new Date()));
}

/**
 * The design, as the export had it: the pictures crops were cut from (each once), the crops with
 * their print and screen pictures, before the cards that show them. Pictures are new rows of the
 * importer's; crops keep when they were cut.
 */
async function writePictures(tx: Prisma.TransactionClient, deckId: string, userId: string, plan: ImportPlan, pictures: CheckedPictures): Promise<void> {
  const sourceIds = new Map<string, string>();
  for (const [sha256, picture] of pictures.sources) {
    const { id } = await tx.deckPicture.create({ data: { deckId, bytes: new Uint8Array(picture.bytes), width: picture.width, height: picture.height, uploadedById: userId }, select: { id: true } });
    sourceIds.set(sha256, id);
  }
  for (const art of plan.arts) {
    const cut = (sha256: string) => new Uint8Array(pictures.cuts.get(sha256)!);
    const printed = artPrintPixels(art.box);
    await tx.cardArt.create({
      data: {
        id: art.id,
        deckId,
        pictureId: art.picture === null ? null : sourceIds.get(art.picture)!,
        box: art.box,
        crop: art.crop,
        printBytes: cut(art.print),
        printWidth: printed.width,
        printHeight: printed.height,
        screenBytes: cut(art.screen),
        createdById: userId,
        createdAt: art.createdAt,
      },
    });
  }
}

/**
 * Writes the plan: the deck (named as importedDeckName says), its pictures and crops, its players
 * and cards, then its games, their moves, every event and the prints, each a batch per statement that PostgreSQL reads from JSON (json_to_recordset), so
 * 100,000 events are 100 statements (plan-import.ts), their text sent as it is, each followed by a rest (rest-after.ts). Dates are
 * UTC, stored as Prisma stores them.
 */
async function writeImport(tx: Prisma.TransactionClient, userId: string, requestKey: string, plan: ImportPlan, pictures: CheckedPictures): Promise<{ deckId: string; name: string }> {
  const deckId = plan.deck.id;
  // The importer's zone: the deck's when the file names none (exported before decks had one), as a
  // new deck takes its creator's; and the day its name may say it was imported.
  const importer = await tx.user.findUnique({ where: { id: userId }, select: { timeZone: true } });
  const zone = importer?.timeZone ?? DEFAULT_TIME_ZONE;
  const name = await deckName(tx, userId, plan.deck.name, zone);
  await tx.deck.create({
    data: {
      ...plan.deck,
      name,
      timeZone: plan.deck.timeZone ?? zone,
      design: jsonOrNothing(plan.deck.design),
      setupDeal: jsonOrNothing(plan.deck.setupDeal),
      creationKey: requestKey,
      createdById: userId,
      members: { create: { userId, role: "OWNER" } },
    },
  });
  await writePictures(tx, deckId, userId, plan, pictures);
  await tx.player.createMany({ data: plan.players.map((p) => ({ ...p, deckId })) });
  // New cards, new short links: the file's cards keep theirs in the deck they came from.
  await tx.card.createMany({ data: plan.cards.map((c) => ({ ...c, deckId, linkCode: newLinkCode() })) });
  // A game's checkpoint is rebuilt from its moves the first time it is read or carried on.
  for (const games of plan.games) {
    await restAfter(() => tx.$executeRaw`
      INSERT INTO "games" ("id", "deckId", "mode", "status", "setup", "result", "actionCount", "creationKey", "createdById", "createdAt", "endedAt")
      SELECT g."id", ${deckId}::text, g."mode"::"GameMode", g."status"::"GameStatus", g."setup", g."result", g."actionCount",
             'import:' || ${deckId}::text || ':' || g."place", ${userId}::text, g."createdAt" AT TIME ZONE 'UTC', g."endedAt" AT TIME ZONE 'UTC'
      FROM json_to_recordset(${games}::json) AS g("id" text, "mode" text, "status" text, "setup" jsonb, "result" jsonb, "actionCount" int,
                                                 "createdAt" timestamptz, "endedAt" timestamptz, "place" int)`);
  }
  for (const actions of plan.actions) {
    await restAfter(() => tx.$executeRaw`
      INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
      SELECT a."gameId", a."index", a."action", a."createdAt" AT TIME ZONE 'UTC'
      FROM json_to_recordset(${actions}::json) AS a("gameId" text, "index" int, "action" jsonb, "createdAt" timestamptz)`);
  }
  // Each game's latest move is its last recorded action's time (a game untouched for a week is left unfinished).
  await restAfter(() => tx.$executeRaw`
    UPDATE "games" g SET "lastMoveAt" = a."last"
    FROM (SELECT a."gameId", max(a."createdAt") AS "last" FROM "game_actions" a JOIN "games" o ON o."id" = a."gameId" WHERE o."deckId" = ${deckId} GROUP BY a."gameId") a
    WHERE g."id" = a."gameId" AND g."deckId" = ${deckId}`);
  for (const events of plan.events) {
    await restAfter(() => tx.$executeRaw`
      INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "wordNormalised", "wordFolded", "previousWord", "playerId", "botName", "botWordsFrom",
                                 "recordedById", "recordedByName", "gameId", "snapRef", "reason", "requestKey", "createdAt")
      SELECT gen_random_uuid()::text, ${deckId}::text, e."seq", e."cardId", e."kind"::"WordEventKind", e."word", e."wordNormalised", e."wordFolded",
             e."previousWord", e."playerId", e."botName", e."botWordsFrom"::"BotWordsFrom", ${userId}::text, e."recordedByName", e."gameId", e."snapRef", e."reason", 'import:' || e."seq",
             e."createdAt" AT TIME ZONE 'UTC'
      FROM json_to_recordset(${events}::json) AS e("seq" int, "cardId" text, "kind" text, "word" text, "wordNormalised" text, "wordFolded" text,
                                                  "previousWord" text, "playerId" text, "botName" text, "botWordsFrom" text, "recordedByName" text, "gameId" text, "snapRef" text,
                                                  "reason" text, "createdAt" timestamptz)`);
    // The words written by hand keep their hands, each with the event that wrote it (lib/decks/word-drawings.ts).
    await restAfter(() => tx.$executeRaw`
      INSERT INTO "word_drawings" ("id", "deckId", "wordEventId", "cardId", "strokes", "createdAt")
      SELECT gen_random_uuid()::text, ${deckId}::text, w."id", w."cardId", e."hand", w."createdAt"
      FROM json_to_recordset(${events}::json) AS e("seq" int, "hand" text)
      JOIN "word_events" w ON w."deckId" = ${deckId} AND w."seq" = e."seq"
      WHERE e."hand" IS NOT NULL`);
  }
  for (const prints of plan.prints) {
    await restAfter(() => tx.$executeRaw`
      INSERT INTO "deck_prints" ("id", "deckId", "printedById", "printedByName", "printedAt", "historySeq", "designSeq", "cardIds", "cardCount", "pageCount", "options")
      SELECT gen_random_uuid()::text, ${deckId}::text, ${userId}::text, p."printedBy", p."printedAt" AT TIME ZONE 'UTC', p."historySeq", p."designSeq", p."cardIds",
             p."cardCount", p."pageCount", p."options"
      FROM json_to_recordset(${prints}::json) AS p("printedBy" text, "printedAt" timestamptz, "historySeq" int, "designSeq" int, "cardIds" jsonb, "cardCount" int,
                                                  "pageCount" int, "options" jsonb)`);
  }
  // The design story as it was told, with who made each change by name; the importer recorded it here.
  await tx.deckDesignEvent.createMany({
    data: plan.designEvents.map((event) => ({ ...event, deckId, recordedById: userId, requestKey: `import:design:${event.seq}` })),
  });
  if (pictures.back) {
    const { bytes, ...back } = pictures.back;
    await tx.deckBackImage.create({ data: { deckId, ...back, bytes: new Uint8Array(bytes), uploadedById: userId } });
  }
  // A picture no card shows a crop of is let go, as every picture change does (an export made by the app has none).
  await deleteUnusedPictures(tx, deckId);
  return { deckId, name };
}
