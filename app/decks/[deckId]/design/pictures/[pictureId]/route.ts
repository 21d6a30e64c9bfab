import type { NextRequest } from "next/server";
import { runRoute } from "@/lib/actions/run-route";
import { immutableJpeg, readDeckPicture } from "@/lib/designs/read-design-images";

/** GET /decks/:deckId/design/pictures/:pictureId: an uploaded card picture, for the crop screen. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ deckId: string; pictureId: string }> }) {
  const { deckId, pictureId } = await params;
  return runRoute(request, async (user) => immutableJpeg(await readDeckPicture(user.id, deckId, pictureId)));
}
