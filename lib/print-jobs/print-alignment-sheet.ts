import { renderAlignmentSheetPdfInPool } from "@/lib/print/pdf-pool";
import { parsePrintRequest } from "./print-request";

/**
 * The printer alignment test sheet for the chosen paper, flip and current back offset (backs
 * default to a long-edge flip: the sheet is only useful two-sided).
 */
export async function printAlignmentSheet(rawRequest: unknown) {
  const request = parsePrintRequest(rawRequest);
  const bytes = await renderAlignmentSheetPdfInPool({
    paper: request.paper,
    backs: request.backs === "none" ? "long-edge" : request.backs,
    backOffsetMm: { x: request.backOffsetX, y: request.backOffsetY },
    theme: request.theme,
  });
  return { bytes, fileName: `alignment-test-${request.paper.toLowerCase()}.pdf` };
}
