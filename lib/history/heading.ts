import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";

/** What every history page shows above its own part: the deck's name and how far its history goes. */
export async function historyHeading(userId: string, deckId: string) {
  const [role, deck] = await Promise.all([
    requireDeckRole(userId, deckId, "VIEWER"),
    db.deck.findUnique({ where: { id: deckId }, select: { id: true, name: true, historySeq: true, designSeq: true } }),
  ]);
  if (!deck) throw notFound();
  return { ...deck, role, extent: historyExtent(deck.historySeq, deck.designSeq) };
}

const count = (n: number, one: string, many: string) => `${n === 1 ? "One" : n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** How far the history goes, in words: "1,204 events so far.", "3 events and 2 changes to the design so far." */
export function historyExtent(events: number, designChanges: number): string {
  const told = count(events, "event", "events");
  if (designChanges === 0) return `${told} so far.`;
  return `${told} and ${count(designChanges, "change", "changes").replace(/^One/, "one")} to the design so far.`;
}
