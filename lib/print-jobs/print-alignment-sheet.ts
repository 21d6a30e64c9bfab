import { z } from "zod";
import { deckAccess } from "@/lib/decks/access";
import { renderAlignmentSheetPdfInPool } from "@/lib/print/pdf-pool";
import { parsePrintRequest } from "./print-request";

export const printAlignmentSheetSchema = z.object({ deckId: z.string().min(1), request: z.unknown() });

/**
 * The printer alignment test sheet for the chosen paper, flip and current back offset (backs
 * default to a long-edge flip: the sheet is only useful two-sided), for anyone who may see the deck.
 */
export async function printAlignmentSheet(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: printAlignmentSheetSchema, role: "VIEWER" });
  const request = parsePrintRequest(input.request);
  const bytes = await renderAlignmentSheetPdfInPool({
    paper: request.paper,
    backs: request.backs === "none" ? "long-edge" : request.backs,
    backOffsetMm: { x: request.backOffsetX, y: request.backOffsetY },
    theme: request.theme,
  });
  return { bytes, fileName: `alignment-test-${request.paper.toLowerCase()}.pdf` };
}
