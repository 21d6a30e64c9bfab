import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { downloadResponse } from "@/lib/history/export/download-response";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";

/** GET /decks/:deckId/history/export/json: the whole deck as one JSON file (members only, viewers too). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    const { fileName, stream } = await exportDeckJson(user.id, deckId);
    return downloadResponse(stream, fileName, "application/json; charset=utf-8");
  }, { heavy: "export" });
}
