import { createHash } from "node:crypto";
import type { z } from "zod";
import { invalid } from "@/lib/decks/errors";
import {
  deckExportSchema,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  FIRST_EXPORT_VERSION,
  firstDeckExportSchema,
  SECOND_EXPORT_VERSION,
  pictureFileName,
  type DeckExport,
  type FirstDeckExport,
} from "@/lib/history/export/schema";
import { DECK_LIMITS } from "@/lib/decks/schemas";
import { backImageKind } from "@/lib/print/back-image";
import { IMPORT_LIMITS } from "./import-limits";
import { refuse } from "./refusal";

/** Where in the file a problem is, as a person reading the JSON finds it: events[12].seq. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("") || "the file";
}

/** A zod problem in plain words, with where it is: "events[3].kind: expected one of …". */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = jsonPath(issue.path);
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return `${where}: missing (expected ${issue.expected})`;
  if (issue.code === "unrecognized_keys") return `${where}: unexpected field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
  return `${where}: ${issue.message.replace(/^Invalid input: /, "")}`;
}

/** How deeply the JSON text nests its arrays and objects, read in one pass (strings skipped). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote, past escaped characters.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

const number = (n: number) => n.toLocaleString("en-GB");

/**
 * The file's size in what it holds, before anything in it is read: each count within its limit
 * (lib/history/import/import-limits.ts), or refused saying the limit.
 */
function checkCounts(raw: Record<string, unknown>): void {
  const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);
  const limited: [string, number, number, string][] = [
    ["cards", length(raw.cards), IMPORT_LIMITS.cards, `a deck has at most ${IMPORT_LIMITS.cards} cards (${DECK_LIMITS.sets} sets of ${DECK_LIMITS.cardsPerSet})`],
    ["players", length(raw.players), IMPORT_LIMITS.players, `a deck has at most ${IMPORT_LIMITS.players} players`],
    ["members", length(raw.members), IMPORT_LIMITS.members, `an import names at most ${number(IMPORT_LIMITS.members)} members`],
    ["events", length(raw.events), IMPORT_LIMITS.events, `an import can bring at most ${number(IMPORT_LIMITS.events)} events`],
    ["games", length(raw.games), IMPORT_LIMITS.games, `an import can bring at most ${number(IMPORT_LIMITS.games)} games`],
    ["prints", length(raw.prints), IMPORT_LIMITS.prints, `an import can bring at most ${number(IMPORT_LIMITS.prints)} prints`],
    ["arts", length(raw.arts), IMPORT_LIMITS.arts, `an import can bring at most ${number(IMPORT_LIMITS.arts)} crops of pictures`],
    ["designEvents", length(raw.designEvents), IMPORT_LIMITS.designEvents, `an import can bring at most ${number(IMPORT_LIMITS.designEvents)} changes of design`],
    ["pictures", length(raw.pictures), IMPORT_LIMITS.pictureFiles, `an import can bring at most ${number(IMPORT_LIMITS.pictureFiles)} pictures`],
  ];
  for (const [part, n, limit, rule] of limited) {
    if (n > limit) throw invalid(`This export has ${number(n)} ${part}, but ${rule}: it can't be imported.`);
  }
  const moves = Array.isArray(raw.games) ? raw.games.reduce((sum: number, game) => sum + length((game as { actions?: unknown } | null)?.actions), 0) : 0;
  if (moves > IMPORT_LIMITS.moves) {
    throw invalid(`This export's games have ${number(moves)} moves, but an import can bring at most ${number(IMPORT_LIMITS.moves)}: it can't be imported.`);
  }
}

/** An export document read, and the pictures its JSON carried itself (a version 1 file's back picture), by their names in a .zip. */
export interface ParsedExport {
  file: DeckExport;
  inlinePictures: Map<string, Uint8Array>;
}

/**
 * A version 1 document as version 3 has it: no design story or crops (version 1 had neither), and
 * its back picture, which it carried as base64, as the picture file a .zip would hold.
 */
function fromFirstVersion(first: FirstDeckExport): ParsedExport {
  const inlinePictures = new Map<string, Uint8Array>();
  const { backImage, ...rest } = first;
  let back: DeckExport["backImage"] = null;
  const pictures: DeckExport["pictures"] = [];
  if (backImage) {
    const bytes = new Uint8Array(Buffer.from(backImage.base64, "base64"));
    if (bytes.length !== backImage.size) throw refuse("backImage.size", `expected ${bytes.length} (the picture's bytes), found ${backImage.size}`);
    const kind = backImageKind(bytes);
    if (!kind) throw refuse("backImage.base64", "its bytes are no PNG or JPEG picture");
    const type = kind === "png" ? "image/png" : "image/jpeg";
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const file = pictureFileName(sha256, type);
    inlinePictures.set(file, bytes);
    pictures.push({ file, sha256, type, bytes: bytes.length });
    back = { picture: sha256, mime: type, width: backImage.width, height: backImage.height };
  }
  return {
    file: {
      ...rest,
      version: EXPORT_VERSION,
      deck: { ...first.deck, designSeq: 0, lookSeq: 0 },
      cards: first.cards.map((card) => ({ ...card, artId: null, designSeq: 0 })),
      prints: first.prints.map((print) => ({ ...print, designSeq: 0 })),
      backImage: back,
      arts: [],
      designEvents: [],
      pictures,
    },
    inlinePictures,
  };
}

/**
 * Reads an export file's text as the schema it was written with, or refuses it (400) naming the
 * first problem and where it is. The format and version are checked first, so a file of another
 * kind or a newer version is told so rather than listed field by field; then its counts, so a
 * file too big to be a deck is refused before its parts are read one by one. Version 1 (before
 * pictures travelled with the deck) and version 2 (before hands) are read as version 3.
 */
export function parseDeckExport(text: string): ParsedExport {
  // JSON can carry a NUL (\u0000) that PostgreSQL can't store in text: refused here, by name, rather than mid-import.
  if (text.includes("\\u0000")) throw invalid("This export has a NUL character (\\u0000) in it, which can't be stored: the file is damaged.");
  if (nestingDepth(text) > IMPORT_LIMITS.depth) {
    throw invalid(`This file nests its data more than ${IMPORT_LIMITS.depth} levels deep; a deck export never does, so it can't be one.`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw invalid(`This file isn't valid JSON (${(error as Error).message}), so it can't be a deck export.`);
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw invalid("This file isn't a Snap Legacy deck export: it holds no export document.");
  const { format, version } = raw as Record<string, unknown>;
  if (format !== EXPORT_FORMAT) throw invalid(`This file isn't a Snap Legacy deck export: its "format" is ${JSON.stringify(format) ?? "missing"}, not "${EXPORT_FORMAT}".`);
  if (version !== EXPORT_VERSION && version !== SECOND_EXPORT_VERSION && version !== FIRST_EXPORT_VERSION) {
    throw invalid(
      `This export is version ${JSON.stringify(version) ?? "(missing)"}; this server reads versions ${FIRST_EXPORT_VERSION} to ${EXPORT_VERSION}. Import it on a server that knows that version.`,
    );
  }
  checkCounts(raw as Record<string, unknown>);
  if (version === FIRST_EXPORT_VERSION) {
    const first = firstDeckExportSchema.safeParse(raw);
    if (!first.success) throw invalid(`This export isn't valid: ${describeIssue(first.error.issues[0]!)}.`);
    return fromFirstVersion(first.data);
  }
  const parsed = deckExportSchema.safeParse(raw);
  if (!parsed.success) throw invalid(`This export isn't valid: ${describeIssue(parsed.error.issues[0]!)}.`);
  if (version === SECOND_EXPORT_VERSION && parsed.data.events.some((event) => event.hand !== undefined)) {
    throw invalid(`This export isn't valid: a version ${SECOND_EXPORT_VERSION} file has no handwriting, yet its events carry some.`);
  }
  return { file: { ...parsed.data, version: EXPORT_VERSION }, inlinePictures: new Map() };
}
