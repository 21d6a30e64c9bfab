import { problemFor, type Problem } from "@/lib/actions/problem";
import { immutableJpeg } from "@/lib/designs/read-design-images";
import { roomAccessOfRequest } from "@/lib/games/online/room-asker";
import { roomCardArt } from "@/lib/games/online/room-art";

const NOT_FOUND: Problem = { status: 404, error: "That picture isn’t on this room’s cards." };

function problemResponse(problem: Problem): Response {
  return Response.json({ error: problem.error }, { status: problem.status, headers: { "Cache-Control": "no-store" } });
}

/**
 * GET /online/:roomId/art/:artId: a picture on the room's cards, for the room's own devices (its
 * session, seat or watcher cookie), which may have no account: the deck's own picture address is
 * for its members. Anyone else gets the same 404 as for a picture that isn't there.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ roomId: string; artId: string }> }) {
  const { roomId, artId } = await params;
  try {
    const access = await roomAccessOfRequest(roomId);
    const bytes = access && (await roomCardArt(access.deckId, artId));
    return bytes ? immutableJpeg(bytes) : problemResponse(NOT_FOUND);
  } catch (error) {
    return problemResponse(problemFor(error));
  }
}
