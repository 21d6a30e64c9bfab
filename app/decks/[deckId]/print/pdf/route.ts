import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { pdfResponse } from "@/lib/print-jobs/pdf-response";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";

/**
 * GET /decks/:deckId/print/pdf?paper=A4&cardSize=poker&which=changed…: the cards as a PDF. An
 * editor's download is recorded as the deck's print, so another origin's page may not trigger one.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(
    request,
    async (user) => {
      const pdf = await printDeckPdf(user.id, { deckId, request: request.nextUrl.search });
      return pdfResponse(pdf.bytes, pdf.fileName);
    },
    { readsChangeSomething: true, heavy: "print" },
  );
}
