import { normaliseWord } from "@/lib/cards/normalise";
import type { ExportedEvent } from "@/lib/history/export/schema";

/**
 * The word an imported event wrote, normalised as the history indexes it (and as a hand is matched
 * to its word: lib/decks/word-drawings.ts): none for a card lost, found or replaced, whose word is
 * the card's own and was not written then.
 */
export function eventWordNormalised(event: Pick<ExportedEvent, "kind" | "word">): string | null {
  return event.word === null || event.kind.startsWith("CARD_") ? null : normaliseWord(event.word);
}
