import type { NextRequest } from "next/server";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { printRequestFromQuery } from "@/lib/print-jobs/print-request";
import { pdfResponse, printRoute, siteOrigin } from "../http";

/** GET /decks/:deckId/print/pdf?paper=A4&cardSize=poker&which=changed…: the cards as a PDF. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return printRoute(async (user) => {
    const raw = printRequestFromQuery(request.nextUrl.searchParams);
    const pdf = await printDeckPdf(user.id, { deckId, origin: await siteOrigin(), request: raw });
    return pdfResponse(pdf.bytes, pdf.fileName);
  });
}
