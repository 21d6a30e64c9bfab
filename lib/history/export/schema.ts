import { z } from "zod";
import { NAME_RULES } from "@/lib/auth/schemas";
import { SUITS } from "@/lib/cards/deck-composition";
import { wordField } from "@/lib/cards/words";
import { requestKeySchema } from "@/lib/decks/request-key";
import { deckNameField, printable, REASON_RULES } from "@/lib/decks/schemas";
import { setupDealSchema } from "@/lib/decks/setup-deal";
import { gameActionSchema } from "@/lib/games/screen/game-action";
import { gameResultSchema } from "@/lib/games/screen/replay-game";
import { screenGameSetupSchema } from "@/lib/games/screen/setup";
import { tableActionSchema, tableResultSchema } from "@/lib/games/table/ledger";
import { tableSetupSchema } from "@/lib/games/table/setup";
import { recordedPrintOptionsSchema } from "@/lib/print-jobs/recorded-print-options";
import { cropSchema } from "@/lib/print/art-box";
import { deckPrintDesignSchema } from "@/lib/print/themes";
import { colourField } from "@/lib/text/colour";
import { timeZoneField } from "@/lib/time/time-zone-field";
import { freeText } from "@/lib/text/free-text";
import { readSentDrawing } from "@/lib/handwriting/prepare";
import { LIMITS as DRAWING_LIMITS } from "@/lib/handwriting/space";
import { withinCalendarYears } from "../calendar-day";
import { IMPORT_LIMITS } from "../import/import-limits";

/**
 * The one definition of a deck's export document (version 3), used by the export that writes it
 * and the import that reads it back; the import also reads version 1, written before pictures
 * travelled with the deck (its back picture inside the JSON), and reads it as a version 2 document.
 * References inside (an event's card, a game's player ids in its setup…) are the source server's
 * ids: the import gives everything new ids and rewrites them. Dates are ISO strings (UTC). Members
 * are named, never by email: an export is meant to be shared.
 *
 * Version 2 carries the design: the deck's design JSON, each card's art (its crop, and the pictures
 * it was cut from and cut into), the back picture, the design story, and `pictures`: every picture
 * file once, by its sha256. The export is a .zip of this document (deck.json) and those files
 * (pictures/<sha256>.jpg or .png); a deck without pictures imports from deck.json alone.
 *
 * Version 3 carries the family's handwriting: an event that wrote a word by hand has its drawing's
 * stored form (lib/handwriting/stored-form.ts) as `hand`. A version 2 file is version 3 without hands.
 *
 * Each part is read with the schema the app writes it with (a game's setup, moves and result, the
 * setup deal, a print's options, the deck's design, a crop), and every text with the check its form
 * uses (the deck's name, player names, words, reasons, names of people, labels, colours), so a file
 * can't bring in what the app would never have accepted. What one field can't see (references,
 * the replayed history and games, the design story, the pictures' bytes) is checked by
 * lib/history/import/check-export-consistency.ts and check-design.ts.
 */
export const EXPORT_FORMAT = "snap-legacy-deck";
export const EXPORT_VERSION = 3;
/** The version before hands: read as version 3 whose words were all typed. */
export const SECOND_EXPORT_VERSION = 2;
/** The export document's name inside the .zip. */
export const EXPORT_DOCUMENT = "deck.json";
/** The first version: no design story or card pictures, the back picture as base64 in the JSON. */
export const FIRST_EXPORT_VERSION = 1;

const id = z.string().min(1).max(100);
const count = z.number().int().min(0);

/** A date and time, in UTC, of a year the database keeps (lib/history/calendar-day.ts). */
const date = z.iso.datetime({ offset: true, error: "expected a date and time, like 2026-06-01T10:00:00.000Z" }).transform((text, ctx) => {
  const instant = new Date(text);
  if (!withinCalendarYears(instant)) {
    ctx.addIssue({ code: "custom", message: `${text} isn't a date this server can keep: dates must fall between the years 1 and 9999` });
    return z.NEVER;
  }
  return instant.toISOString();
});

/** A person's name as an account has it (the same check as the sign-up and account forms). */
const personName = (label: string) => freeText({ max: NAME_RULES.max, label });
const reason = freeText({ ...REASON_RULES, min: 0 });
/** What the history notes about a won snap ("snap 3, written by Robin Bot", "table snap 2"). */
const snapNote = freeText({ label: "The snap's note", max: 200 });

/** Checks one part of a value with `schema`, its issues placed at `path`; the part as the schema keeps it. */
function within<S extends z.ZodType>(schema: S, value: unknown, path: PropertyKey[], ctx: z.RefinementCtx): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: "custom", message: issue.message, path: [...path, ...issue.path] });
  return parsed.data as z.output<S>;
}

const firstDeckSchema = z.strictObject({
  id,
  name: deckNameField,
  kind: z.enum(["STANDARD", "CUSTOM"]),
  stage: z.enum(["SETUP", "READY"]),
  design: deckPrintDesignSchema.nullable(),
  setupDeal: setupDealSchema.nullable(),
  createdAt: date,
  historySeq: count,
  /** The deck's time zone (absent from files exported before decks had one: the importer's is taken). */
  timeZone: timeZoneField.optional(),
});

/** The deck, with where its design story stands: its last design event, and the last that changed every card's look. */
export const exportedDeckSchema = firstDeckSchema.extend({
  designSeq: count,
  lookSeq: count,
  /** The deck shows every word in its font, not the hands it was written in (absent before version 3: in the family's hand). */
  wordsInFont: z.boolean().optional(),
});

export const exportedMemberSchema = z.strictObject({
  name: personName("A member's name"),
  role: z.enum(["OWNER", "EDITOR", "VIEWER"]),
});

export const exportedPlayerSchema = z.strictObject({
  id,
  name: printable("Player name"),
  colour: colourField("A player's colour"),
  position: count,
  archivedAt: date.nullable(),
  createdAt: date,
});

const firstCardSchema = z.strictObject({
  id,
  position: count,
  code: z.string().min(1).max(20),
  // A custom card's rank is its set's label, checked as the new-deck form checks it (with the deck's kind).
  rank: z.string().min(1).max(100),
  suit: z.enum(SUITS).nullable(),
  colour: colourField("A card's colour").nullable(),
  status: z.enum(["IN_DECK", "MISSING"]),
  word: wordField.nullable(),
  updatedSeq: count,
});

/** A card, with the art it shows (one of `arts`) and the design event that last changed its picture. */
export const exportedCardSchema = firstCardSchema.extend({ artId: id.nullable(), designSeq: count });

export const WORD_EVENT_KINDS = ["SETUP", "WON_SNAP", "IMPORT", "CORRECTION", "CARD_LOST", "CARD_FOUND", "CARD_REPLACED"] as const;

/**
 * A word's handwriting as the history keeps it: its stored form, read as the server reads one a
 * writer sends (a drawing within the limits, kept in its one canonical encoding).
 */
const hand = z
  .string()
  .max(DRAWING_LIMITS.storedChars, { error: `expected a drawing's stored form, at most ${DRAWING_LIMITS.storedChars} characters` })
  .transform((stored, ctx) => {
    const read = readSentDrawing(stored);
    if (read.ok) return read.stored;
    ctx.addIssue({ code: "custom", message: read.message });
    return z.NEVER;
  });

export const exportedEventSchema = z.strictObject({
  seq: z.number().int().min(1),
  cardId: id,
  kind: z.enum(WORD_EVENT_KINDS),
  word: wordField.nullable(),
  previousWord: wordField.nullable(),
  playerId: id.nullable(),
  /** A bot's words: the bot and how they came to be written (absent from files exported before
   *  bots had a table rule: the import reads the bot from snapRef: exportedEventBot in event-bot.ts). */
  botName: personName("A bot's name").nullable().optional(),
  botWordsFrom: z.enum(["PERSON", "WORD_LIST", "BOT"]).nullable().optional(),
  recordedBy: personName("The name of who recorded it"),
  gameId: id.nullable(),
  snapRef: snapNote.nullable(),
  reason: reason.nullable(),
  createdAt: date,
  /** The word as its writer wrote it by hand (version 3; absent when it was typed). */
  hand: hand.optional(),
});

const exportedAction = <S extends z.ZodType>(action: S) => z.strictObject({ index: count, action, createdAt: date });

/** A game's seats and dealt cards with the texts checked as their forms check them. */
const importedScreenSetup = screenGameSetupSchema.transform((setup, ctx) => ({
  ...setup,
  seats: setup.seats.map((seat, i) => ({
    ...seat,
    name: within(printable("A seat's name"), seat.name, ["seats", i, "name"], ctx),
    colour: within(colourField("A seat's colour"), seat.colour, ["seats", i, "colour"], ctx),
    ...(seat.animal === undefined ? {} : { animal: within(freeText({ label: "A seat's animal", max: 60, printed: true }), seat.animal, ["seats", i, "animal"], ctx) }),
  })),
  deck: setup.deck.map((card, i) => ({ ...card, word: card.word === null ? null : within(wordField, card.word, ["deck", i, "word"], ctx) })),
}));

/** A table session's snaps with their words and keys checked as recording them checks them. */
const importedTableAction = tableActionSchema.transform((action, ctx) => {
  const requestKey = within(requestKeySchema, action.requestKey, ["requestKey"], ctx);
  if (action.type === "undo") return { ...action, requestKey };
  return {
    ...action,
    requestKey,
    words: action.words.map((w, i) => ({ ...w, word: within(wordField, w.word, ["words", i, "word"], ctx) })),
    call: action.call.kind === "word" ? { ...action.call, word: within(wordField, action.call.word, ["call", "word"], ctx) } : action.call,
  };
});

const gameFields = {
  id,
  status: z.enum(["PLAYING", "OVER"]),
  actionCount: count,
  createdAt: date,
  endedAt: date.nullable(),
};

// Not who started a game: that is an account here, and an import can't bring accounts back (the
// importer starts every imported game); the seats in its setup say who played.
export const exportedScreenGameSchema = z.strictObject({
  ...gameFields,
  mode: z.enum(["SCREEN", "ONLINE"]),
  setup: importedScreenSetup,
  result: gameResultSchema.nullable(),
  actions: z.array(exportedAction(gameActionSchema)),
});

export const exportedTableGameSchema = z.strictObject({
  ...gameFields,
  mode: z.literal("TABLE"),
  setup: tableSetupSchema,
  result: tableResultSchema.nullable(),
  actions: z.array(exportedAction(importedTableAction)),
});

export const exportedGameSchema = z.discriminatedUnion("mode", [exportedScreenGameSchema, exportedTableGameSchema]);

const firstPrintSchema = z.strictObject({
  printedBy: personName("The name of who printed it"),
  printedAt: date,
  historySeq: count,
  cardIds: z.array(id).max(IMPORT_LIMITS.cards),
  cardCount: count,
  pageCount: count,
  options: recordedPrintOptionsSchema,
});

/** A print, with the deck's design position then (cards whose picture or look changed after it count as changed since). */
export const exportedPrintSchema = firstPrintSchema.extend({ designSeq: count });

/** Version 1's back picture, inside the JSON. */
export const firstBackImageSchema = z.strictObject({
  mime: z.enum(["image/jpeg", "image/png"]),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  size: z.number().int().min(1),
  base64: z.base64(),
});

const PICTURE_TYPES = ["image/jpeg", "image/png"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];
/** The extension a picture file of each type is named with in the .zip. */
export const PICTURE_EXTENSION: Record<PictureType, string> = { "image/jpeg": "jpg", "image/png": "png" };
/** A picture file's name in the .zip: pictures/<sha256>.<jpg|png>. */
export const pictureFileName = (sha256: string, type: PictureType) => `pictures/${sha256}.${PICTURE_EXTENSION[type]}`;

/** A picture's identity: the sha256 of its bytes, in lower-case hex. */
const sha256 = z.string().regex(/^[0-9a-f]{64}$/, { error: "expected a sha256: 64 lower-case hex digits" });

/** One picture file of the .zip: its name there, the sha256 of its bytes, its type and its length. */
export const exportedPictureSchema = z.strictObject({
  file: z.string().min(1).max(100),
  sha256,
  type: z.enum(PICTURE_TYPES),
  bytes: z.number().int().min(1),
});

/** The back picture: one of `pictures`, and its size in pixels. */
export const exportedBackImageSchema = z.strictObject({
  picture: sha256,
  mime: z.enum(PICTURE_TYPES),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});

/**
 * A crop a card shows or showed: the part of the picture it was cut from (`picture`, null once no
 * card showed a crop of that picture and it was let go) and the two pictures it was cut into, for
 * print (at 300 dpi of its box) and for screens. Each is one of `pictures`, by sha256.
 */
export const exportedArtSchema = z.strictObject({
  id,
  box: z.enum(["FULL", "PANEL"]),
  crop: cropSchema,
  picture: sha256.nullable(),
  print: sha256,
  screen: sha256,
  createdAt: date,
});

/** One change of the design story: a picture given to cards or taken off, or a new look for every card. */
export const exportedDesignEventSchema = z.strictObject({
  seq: z.number().int().min(1),
  kind: z.enum(["PICTURE_SET", "PICTURE_REMOVED", "LOOK_CHANGED"]),
  cardIds: z.array(id).max(IMPORT_LIMITS.cards),
  artId: id.nullable(),
  setLabel: printable("Set label").nullable(),
  summary: freeText({ label: "A change of look's summary", max: 1000 }).nullable(),
  recordedBy: personName("The name of who changed the design"),
  createdAt: date,
});

const formatField = z.literal(EXPORT_FORMAT, { error: `This isn't a Snap Legacy deck export (its "format" should be "${EXPORT_FORMAT}").` });

export const deckExportSchema = z.strictObject({
  format: formatField,
  version: z.literal([SECOND_EXPORT_VERSION, EXPORT_VERSION], { error: `This export's version isn't one this server knows (it reads versions ${SECOND_EXPORT_VERSION} and ${EXPORT_VERSION}).` }),
  exportedAt: date,
  deck: exportedDeckSchema,
  members: z.array(exportedMemberSchema),
  players: z.array(exportedPlayerSchema),
  cards: z.array(exportedCardSchema).min(1),
  prints: z.array(exportedPrintSchema),
  backImage: exportedBackImageSchema.nullable(),
  arts: z.array(exportedArtSchema),
  designEvents: z.array(exportedDesignEventSchema),
  pictures: z.array(exportedPictureSchema),
  games: z.array(exportedGameSchema),
  events: z.array(exportedEventSchema),
});

/** Version 1, as exports made before pictures travelled with the deck have it. */
export const firstDeckExportSchema = z.strictObject({
  format: formatField,
  version: z.literal(FIRST_EXPORT_VERSION),
  exportedAt: date,
  deck: firstDeckSchema,
  members: z.array(exportedMemberSchema),
  players: z.array(exportedPlayerSchema),
  cards: z.array(firstCardSchema).min(1),
  prints: z.array(firstPrintSchema),
  backImage: firstBackImageSchema.nullable(),
  games: z.array(exportedGameSchema),
  events: z.array(exportedEventSchema),
});
export type FirstDeckExport = z.output<typeof firstDeckExportSchema>;

/** The file as the export writes it and the import reads it before checking: every part as its schema takes it. */
export type DeckExportFile = z.input<typeof deckExportSchema>;
/** The file as the import keeps it once checked. */
export type DeckExport = z.output<typeof deckExportSchema>;
export type ExportedDeck = z.output<typeof exportedDeckSchema>;
export type ExportedMember = z.output<typeof exportedMemberSchema>;
export type ExportedPlayer = z.output<typeof exportedPlayerSchema>;
export type ExportedCard = z.output<typeof exportedCardSchema>;
export type ExportedEvent = z.output<typeof exportedEventSchema>;
export type ExportedGame = z.output<typeof exportedGameSchema>;
export type ExportedScreenGame = z.output<typeof exportedScreenGameSchema>;
export type ExportedTableGame = z.output<typeof exportedTableGameSchema>;
export type ExportedPrint = z.output<typeof exportedPrintSchema>;
export type ExportedBackImage = z.output<typeof exportedBackImageSchema>;
export type ExportedPicture = z.output<typeof exportedPictureSchema>;
export type ExportedArt = z.output<typeof exportedArtSchema>;
export type ExportedDesignEvent = z.output<typeof exportedDesignEventSchema>;
