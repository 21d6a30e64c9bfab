import type { NextRequest } from "next/server";
import { requireDeckRole } from "@/lib/decks/access";
import { printAlignmentSheet } from "@/lib/print-jobs/print-alignment-sheet";
import { printRequestFromQuery } from "@/lib/print-jobs/print-request";
import { pdfResponse, printRoute } from "../http";

/** GET /decks/:deckId/print/alignment?paper=A4&backs=long-edge&backOffsetX=…: the printer test sheet. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return printRoute(async (user) => {
    await requireDeckRole(user.id, deckId, "VIEWER");
    const sheet = await printAlignmentSheet(printRequestFromQuery(request.nextUrl.searchParams));
    return pdfResponse(sheet.bytes, sheet.fileName);
  });
}
