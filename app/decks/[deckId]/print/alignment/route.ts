import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { pdfResponse } from "@/lib/print-jobs/pdf-response";
import { printAlignmentSheet } from "@/lib/print-jobs/print-alignment-sheet";

/** GET /decks/:deckId/print/alignment?paper=A4&backs=long-edge&backOffsetX=…: the printer test sheet. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    const sheet = await printAlignmentSheet(user.id, { deckId, request: request.nextUrl.search });
    return pdfResponse(sheet.bytes, sheet.fileName);
  }, { heavy: "print" });
}
