import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { deckBooklet } from "@/lib/history/booklet/deck-booklet";
import { pdfResponse } from "@/lib/print-jobs/pdf-response";

/** GET /decks/:deckId/history/booklet: the deck's story as a printable PDF booklet (members only). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    const booklet = await deckBooklet(user.id, deckId);
    return pdfResponse(booklet.bytes, booklet.fileName);
  }, { heavy: "booklet" });
}
