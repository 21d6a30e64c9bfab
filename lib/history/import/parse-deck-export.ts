import type { z } from "zod";
import { invalid } from "@/lib/decks/errors";
import { deckExportSchema, EXPORT_FORMAT, EXPORT_VERSION, type DeckExport } from "@/lib/history/export/schema";
import { DECK_LIMITS } from "@/lib/decks/schemas";
import { IMPORT_LIMITS } from "./import-limits";

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
  ];
  for (const [part, n, limit, rule] of limited) {
    if (n > limit) throw invalid(`This export has ${number(n)} ${part}, but ${rule}: it can't be imported.`);
  }
  const moves = Array.isArray(raw.games) ? raw.games.reduce((sum: number, game) => sum + length((game as { actions?: unknown } | null)?.actions), 0) : 0;
  if (moves > IMPORT_LIMITS.moves) {
    throw invalid(`This export's games have ${number(moves)} moves, but an import can bring at most ${number(IMPORT_LIMITS.moves)}: it can't be imported.`);
  }
}

/**
 * Reads an export file's text as the schema it was written with, or refuses it (400) naming the
 * first problem and where it is. The format and version are checked first, so a file of another
 * kind or a newer version is told so rather than listed field by field; then its counts, so a
 * file too big to be a deck is refused before its parts are read one by one.
 */
export function parseDeckExport(text: string): DeckExport {
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
  if (version !== EXPORT_VERSION) {
    throw invalid(`This export is version ${JSON.stringify(version) ?? "(missing)"}; this server reads version ${EXPORT_VERSION}. Import it on a server that knows that version.`);
  }
  checkCounts(raw as Record<string, unknown>);
  const parsed = deckExportSchema.safeParse(raw);
  if (!parsed.success) throw invalid(`This export isn't valid: ${describeIssue(parsed.error.issues[0]!)}.`);
  return parsed.data;
}
