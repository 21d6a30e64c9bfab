import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { immutableJpeg, readCardArt } from "@/lib/designs/read-design-images";

/** GET /decks/:deckId/art/:artId: a card's picture as screens draw it. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string; artId: string }> }) {
  const { deckId, artId } = await params;
  return runRoute(request, async (user) => immutableJpeg(await readCardArt(user.id, deckId, artId)));
}
