import { renderContactSheetPdfInPool } from "@/lib/print/pdf-pool";
import { contactSheetPaper } from "./order-request";
import { prepareOrder } from "./prepare-order";
import { deckFileName } from "./print-deck-pdf";

/** The order's contact sheet (lib/print/contact-sheet.ts), drawn in the PDF worker pool on the print page's paper. */
export async function orderContactSheet(userId: string, rawInput: unknown) {
  const order = await prepareOrder(userId, rawInput);
  const paper = contactSheetPaper(order.query);
  const bytes = await renderContactSheetPdfInPool(order.cards, order.options, order.spec, paper);
  return { bytes, fileName: deckFileName(order.deck.name, `${order.spec.size}-contact-sheet`, "pdf") };
}
