import { z } from "zod";
import { db } from "@/lib/db/client";
import { tooLarge } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";
import { keyReused, requestKeySchema } from "@/lib/decks/request-key";
import { DOCUMENT_TOO_LARGE, IMPORT_LIMITS, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "./import-limits";
import { importInWorker } from "./import-pool";
import { isZip } from "./read-export-zip";

const CHOOSE_A_FILE = "Choose a deck's export to import: its .zip, or a .json file.";
const importDeckSchema = z.object({
  requestKey: requestKeySchema,
  file: z.instanceof(Uint8Array, { error: CHOOSE_A_FILE }).refine((file) => file.byteLength > 0, { error: CHOOSE_A_FILE }),
});

export interface ImportedDeck {
  deckId: string;
  name: string;
  /** A retry (or a double submit) of an import that already made this deck: nothing new was written. */
  replayed: boolean;
  /** Who had the deck before: they aren't members here until invited. */
  formerMembers: string[];
  /** The name the export gave, when one of the importer's decks already had it: the deck is named "… (imported 1 Dec 2026)". */
  renamedFrom: string | null;
}

/**
 * Brings a deck export (`file`: its bytes, a .zip with its pictures or its JSON alone) back as a new
 * deck, owned by the importer: its cards, players, every event, games with their actions, prints,
 * pictures, crops, design story and back picture, all in one transaction
 * (a refused or failed import writes nothing). The bytes move to the import worker, which reads,
 * checks and writes them (write-import.ts); this thread only asks whether the key was used already.
 * Events keep who recorded them by name (recordedByName), recorded here by the importer. A retried
 * import with the same key returns the deck the first one made.
 */
export async function importDeck(userId: string, rawInput: unknown): Promise<ImportedDeck> {
  const { requestKey, file } = parseInput(importDeckSchema, rawInput, "That import isn't valid.");

  const earlier = await deckImportedWith(userId, requestKey);
  if (earlier) return { ...earlier, replayed: true, formerMembers: [], renamedFrom: null };

  if (file.byteLength > IMPORT_MAX_BYTES) throw tooLarge(IMPORT_TOO_LARGE);
  if (!isZip(file) && file.byteLength > IMPORT_LIMITS.bytes) throw tooLarge(DOCUMENT_TOO_LARGE);
  try {
    return { ...(await importInWorker(file, userId, requestKey)), replayed: false };
  } catch (error) {
    // Two identical requests at once: the second finds the first's deck.
    const winner = await deckImportedWith(userId, requestKey);
    if (winner) return { ...winner, replayed: true, formerMembers: [], renamedFrom: null };
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

