import { db } from "@/lib/db/client";

/** Where the deck's word history and design story stood when a card was last printed. */
export interface PrintedAt {
  historySeq: number;
  designSeq: number;
}

/**
 * For each card ever printed, the deck's history and design positions when it was last printed
 * (the latest recorded print that held it).
 */
export async function lastPrintedSeqByCard(deckId: string): Promise<Map<string, PrintedAt>> {
  const prints = await db.deckPrint.findMany({
    where: { deckId },
    orderBy: [{ historySeq: "desc" }, { designSeq: "desc" }],
    select: { historySeq: true, designSeq: true, cardIds: true },
  });
  const printed = new Map<string, PrintedAt>();
  for (const print of prints) {
    for (const id of print.cardIds as string[]) if (!printed.has(id)) printed.set(id, { historySeq: print.historySeq, designSeq: print.designSeq });
  }
  return printed;
}

/**
 * A card changed after it was last printed, or never printed at all: a word written on it since,
 * a new picture, or a new look for the whole deck (lookSeq).
 */
export function changedSincePrinted(printed: Map<string, PrintedAt>, lookSeq: number) {
  return (card: { id: string; updatedSeq: number; designSeq: number }) => {
    const last = printed.get(card.id);
    return !last || card.updatedSeq > last.historySeq || Math.max(card.designSeq, lookSeq) > last.designSeq;
  };
}

/** The deck's latest print, for "last printed on … by …". */
export function latestPrint(deckId: string) {
  return db.deckPrint.findFirst({
    where: { deckId },
    orderBy: { printedAt: "desc" },
    select: { printedAt: true, cardCount: true, pageCount: true, printedBy: { select: { name: true } } },
  });
}
