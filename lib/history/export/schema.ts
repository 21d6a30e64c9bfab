import { z } from "zod";

/**
 * The one definition of a deck's export file (version 1), used by the export that writes it and
 * the import that reads it back. References inside (an event's card, a game's player ids in its
 * setup…) are the source server's ids: the import gives everything new ids and rewrites them.
 * Dates are ISO strings (UTC). Members are named, never by email: an export is meant to be shared.
 */
export const EXPORT_FORMAT = "snap-legacy-deck";
export const EXPORT_VERSION = 1;

const id = z.string().min(1).max(100);
const date = z.iso.datetime({ offset: true });
const json = z.json();
/** A JSON value that must be there (a game's setup, a print's options). */
const jsonValue = json.refine((value) => value !== null, { error: "expected a value, found null" });
const count = z.number().int().min(0);

export const exportedDeckSchema = z.strictObject({
  id,
  name: z.string().min(1).max(200),
  kind: z.enum(["STANDARD", "CUSTOM"]),
  stage: z.enum(["SETUP", "READY"]),
  design: json.nullable(),
  setupDeal: json.nullable(),
  createdAt: date,
  historySeq: count,
});

export const exportedMemberSchema = z.strictObject({
  name: z.string().max(200),
  role: z.enum(["OWNER", "EDITOR", "VIEWER"]),
});

export const exportedPlayerSchema = z.strictObject({
  id,
  name: z.string().min(1).max(200),
  colour: z.string().max(50),
  position: count,
  archivedAt: date.nullable(),
  createdAt: date,
});

export const exportedCardSchema = z.strictObject({
  id,
  position: count,
  code: z.string().min(1).max(20),
  rank: z.string().min(1).max(20),
  suit: z.string().max(20).nullable(),
  colour: z.string().max(20).nullable(),
  status: z.enum(["IN_DECK", "MISSING"]),
  word: z.string().max(500).nullable(),
  updatedSeq: count,
});

export const WORD_EVENT_KINDS = ["SETUP", "WON_SNAP", "IMPORT", "CORRECTION", "CARD_LOST", "CARD_FOUND", "CARD_REPLACED"] as const;

export const exportedEventSchema = z.strictObject({
  seq: z.number().int().min(1),
  cardId: id,
  kind: z.enum(WORD_EVENT_KINDS),
  word: z.string().max(500).nullable(),
  previousWord: z.string().max(500).nullable(),
  playerId: id.nullable(),
  /** A bot's words: the bot and how they came to be written (absent from files exported before
   *  bots had a table rule: the import reads the bot from snapRef, lib/history/bot-of-snap-ref.ts). */
  botName: z.string().max(200).nullable().optional(),
  botWordsFrom: z.enum(["PERSON", "WORD_LIST", "BOT"]).nullable().optional(),
  recordedBy: z.string().max(200),
  gameId: id.nullable(),
  snapRef: z.string().max(200).nullable(),
  reason: z.string().max(2000).nullable(),
  createdAt: date,
});

export const exportedActionSchema = z.strictObject({
  index: count,
  action: json,
  createdAt: date,
});

export const exportedGameSchema = z.strictObject({
  id,
  mode: z.enum(["SCREEN", "TABLE", "ONLINE"]),
  status: z.enum(["PLAYING", "OVER"]),
  setup: jsonValue,
  result: json.nullable(),
  actionCount: count,
  createdAt: date,
  endedAt: date.nullable(),
  // Not who started it: that is an account here, and an import can't bring accounts back (the
  // importer starts every imported game); the seats in its setup say who played.
  actions: z.array(exportedActionSchema),
});

export const exportedPrintSchema = z.strictObject({
  printedBy: z.string().max(200),
  printedAt: date,
  historySeq: count,
  cardIds: z.array(id),
  cardCount: count,
  pageCount: count,
  options: jsonValue,
});

export const exportedBackImageSchema = z.strictObject({
  mime: z.enum(["image/jpeg", "image/png"]),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  size: z.number().int().min(1),
  base64: z.base64(),
});

export const deckExportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT, { error: `This isn't a Snap Legacy deck export (its "format" should be "${EXPORT_FORMAT}").` }),
  version: z.literal(EXPORT_VERSION, { error: `This export's version isn't one this server knows (it reads version ${EXPORT_VERSION}).` }),
  exportedAt: date,
  deck: exportedDeckSchema,
  members: z.array(exportedMemberSchema),
  players: z.array(exportedPlayerSchema),
  cards: z.array(exportedCardSchema).min(1),
  prints: z.array(exportedPrintSchema),
  backImage: exportedBackImageSchema.nullable(),
  games: z.array(exportedGameSchema),
  events: z.array(exportedEventSchema),
});

export type DeckExport = z.infer<typeof deckExportSchema>;
export type ExportedDeck = z.infer<typeof exportedDeckSchema>;
export type ExportedMember = z.infer<typeof exportedMemberSchema>;
export type ExportedPlayer = z.infer<typeof exportedPlayerSchema>;
export type ExportedCard = z.infer<typeof exportedCardSchema>;
export type ExportedEvent = z.infer<typeof exportedEventSchema>;
export type ExportedGame = z.infer<typeof exportedGameSchema>;
export type ExportedAction = z.infer<typeof exportedActionSchema>;
export type ExportedPrint = z.infer<typeof exportedPrintSchema>;
export type ExportedBackImage = z.infer<typeof exportedBackImageSchema>;
