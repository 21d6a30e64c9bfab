import { db } from "@/lib/db/client";

/**
 * For each card ever printed, the deck's history position when it was last printed (the latest
 * recorded print that held it).
 */
export async function lastPrintedSeqByCard(deckId: string): Promise<Map<string, number>> {
  const prints = await db.deckPrint.findMany({ where: { deckId }, orderBy: { historySeq: "desc" }, select: { historySeq: true, cardIds: true } });
  const printed = new Map<string, number>();
  for (const print of prints) {
    for (const id of print.cardIds as string[]) if (!printed.has(id)) printed.set(id, print.historySeq);
  }
  return printed;
}

/** A card changed after it was last printed, or never printed at all. */
export function changedSincePrinted(printed: Map<string, number>) {
  return (card: { id: string; updatedSeq: number }) => card.updatedSeq > (printed.get(card.id) ?? -1);
}

/** The deck's latest print, for "last printed on … by …". */
export function latestPrint(deckId: string) {
  return db.deckPrint.findFirst({
    where: { deckId },
    orderBy: { printedAt: "desc" },
    select: { printedAt: true, cardCount: true, pageCount: true, printedBy: { select: { name: true } } },
  });
}
