import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { downloadResponse } from "@/lib/history/export/download-response";
import { exportDeckZip } from "@/lib/history/export/export-deck-zip";

/** GET /decks/:deckId/history/export/zip: the whole deck as one .zip, deck.json and its pictures (members only, viewers too). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string }> }) {
  const { deckId } = await params;
  return runRoute(request, async (user) => {
    const { fileName, stream } = await exportDeckZip(user.id, deckId);
    return downloadResponse(stream, fileName, "application/zip");
  }, { heavy: "export" });
}
