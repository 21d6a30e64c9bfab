import { DECK_NAME_MAX } from "@/lib/decks/schemas";

const sameName = (name: string) => name.normalize("NFC").toLocaleLowerCase("en-GB");

/**
 * The name an imported deck takes among the importer's decks (`taken`, the names of the decks they
 * are in): its own, unless one of theirs already has it (letter case aside); then
 * "Name (imported 1 Dec 2026)" on the day it was imported (`day`, written in the importer's time
 * zone), and "Name (imported 1 Dec 2026, 2)" and on for another import that day. The name is cut
 * to leave room for the note, so the whole stays within a deck name's DECK_NAME_MAX characters.
 */
export function importedDeckName(name: string, taken: Iterable<string>, day: string): string {
  const used = new Set([...taken].map(sameName));
  if (!used.has(sameName(name))) return name;
  for (let n = 1; ; n++) {
    const note = ` (imported ${day}${n > 1 ? `, ${n}` : ""})`;
    const candidate = `${Array.from(name).slice(0, DECK_NAME_MAX - Array.from(note).length).join("").trimEnd()}${note}`;
    if (!used.has(sameName(candidate))) return candidate;
  }
}
