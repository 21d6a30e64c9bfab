import { rightCall, type RightCall, type TableCard } from "../right-call";
import type { OutboxEntry } from "./entry";

/**
 * While snaps wait on the device, the table goes on: the companion treats their words as written,
 * so the next snap's right call and its blank cards are worked out from the deck as the family sees
 * it. A snap in conflict was refused, so its words are not counted; the snaps waiting behind it are.
 * Words the server already holds are never replaced (a card holds one word, for ever).
 */
export function cardsAsWritten<C extends TableCard & { id: string }>(cards: readonly C[], entries: readonly OutboxEntry[]): C[] {
  const written = new Map<string, string>();
  for (const entry of entries) {
    if (entry.state !== "waiting") continue;
    for (const w of entry.input.words) if (!written.has(w.cardId)) written.set(w.cardId, w.word);
  }
  return cards.map((card) => (card.word === null && written.has(card.id) ? { ...card, word: written.get(card.id)! } : card));
}

/**
 * Each queued snap with the call it was judged by: the words of the snaps queued before it are
 * counted as written, its own are not (they were written after the snap was won).
 */
export function queuedSnapCalls<C extends TableCard & { id: string }>(
  cards: readonly C[],
  entries: readonly OutboxEntry[],
  options: { matchSuits: boolean },
): { entry: OutboxEntry; call: RightCall | null }[] {
  return entries.map((entry, i) => {
    const before = cardsAsWritten(cards, entries.slice(0, i));
    const onTable = before.find((c) => c.id === entry.input.onTableCardId);
    const justPlayed = before.find((c) => c.id === entry.input.justPlayedCardId);
    return { entry, call: onTable && justPlayed ? rightCall(onTable, justPlayed, options) : null };
  });
}
