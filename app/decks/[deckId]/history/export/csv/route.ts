import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { downloadResponse } from "@/lib/history/export/download-response";
import { exportHistoryCsv } from "@/lib/history/export/export-history-csv";

/** GET /decks/:deckId/history/export/csv: the deck's history, one row per event (members only, viewers too). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    const { fileName, stream } = await exportHistoryCsv(user.id, deckId);
    return downloadResponse(stream, fileName, "text/csv; charset=utf-8; header=present");
  }, { heavy: "export" });
}
