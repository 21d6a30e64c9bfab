import type { z } from "zod";
import { invalid } from "@/lib/decks/errors";
import { deckExportSchema, EXPORT_FORMAT, EXPORT_VERSION, type DeckExport } from "@/lib/history/export/schema";

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

/**
 * Reads an export file's text as the schema it was written with, or refuses it (400) naming the
 * first problem and where it is. The format and version are checked first, so a file of another
 * kind or a newer version is told so rather than listed field by field.
 */
export function parseDeckExport(text: string): DeckExport {
  // JSON can carry a NUL (\u0000) that PostgreSQL can't store in text: refused here, by name, rather than mid-import.
  if (text.includes("\\u0000")) throw invalid("This export has a NUL character (\\u0000) in it, which can't be stored: the file is damaged.");
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
  const parsed = deckExportSchema.safeParse(raw);
  if (!parsed.success) throw invalid(`This export isn't valid: ${describeIssue(parsed.error.issues[0]!)}.`);
  return parsed.data;
}
