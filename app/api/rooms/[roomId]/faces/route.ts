import { screenBackSvg, screenCardSvg } from "@/app/_components/card-svg";
import { roomAccessOfRequest } from "@/lib/games/online/room-asker";
import { roomGameCards } from "@/lib/games/online/room-cards";

const NOT_FOUND = { error: "That room was not found." };

/**
 * GET /api/rooms/:roomId/faces: the faces of every card of the room's game as they are now (words
 * won so far included) and the deck's back, for the room's devices only: anyone else, and a room
 * with no game yet, gets the same 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ roomId: string }> }) {
  const { roomId } = await params;
  const access = await roomAccessOfRequest(roomId);
  const game = access && (await roomGameCards(access.roomId));
  if (!game) return Response.json(NOT_FOUND, { status: 404, headers: { "Cache-Control": "no-store" } });
  const faces = Object.fromEntries(game.cards.map((card) => [card.id, screenCardSvg(card, game.design)]));
  return Response.json({ faces, back: screenBackSvg(game.design) }, { headers: { "Cache-Control": "private, no-store" } });
}
