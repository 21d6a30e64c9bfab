import { renderDeckPdfInPool } from "@/lib/print/pdf-pool";
import { preparePrint, recordedOptions } from "./prepare-print";
import { recordPrint } from "./record-print";

/** A file name from the deck's name: letters, digits and dashes only. */
export function deckFileName(deckName: string, suffix: string, extension: "pdf" | "zip"): string {
  const base = deckName.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().replace(/\s+/g, "-").toLowerCase();
  return `${base || "deck"}-${suffix}.${extension}`;
}

export function pdfFileName(deckName: string, suffix = "cards"): string {
  return deckFileName(deckName, suffix, "pdf");
}

/**
 * The PDF of the chosen cards, rendered in the PDF worker pool; the print is recorded (with the
 * deck's history position) only once the PDF has been made. A layout the worker can't make comes
 * back as the RangeError it threw (errors keep their type across the thread boundary), which the
 * one error boundary answers with its message, 400.
 */
export async function printDeckPdf(userId: string, rawInput: unknown) {
  const print = await preparePrint(userId, rawInput);
  const bytes = await renderDeckPdfInPool(print.cards, print.options);
  await recordPrint(userId, {
    deckId: print.deck.id,
    historySeq: print.deck.historySeq,
    designSeq: print.deck.designSeq,
    cardIds: print.cards.map((card) => card.id),
    pageCount: print.pageCount,
    options: recordedOptions(print.request, print.options),
  });
  return { bytes, fileName: pdfFileName(print.deck.name), pageCount: print.pageCount, cardCount: print.cards.length };
}
