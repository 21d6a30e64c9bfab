import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { GAME_NAMES } from "@/lib/games/game-choices";
import { roomSetup } from "./room-setup";

/** The deck's rooms still waiting or playing, newest first, for the deck's page (any member). */
export async function openRooms(userId: string, deckId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const rooms = await db.onlineRoom.findMany({
    where: { deckId, status: { in: ["LOBBY", "PLAYING"] } },
    orderBy: { createdAt: "desc" },
    select: { id: true, code: true, status: true, setup: true, createdAt: true, host: { select: { name: true } } },
  });
  return rooms.map((room) => ({
    roomId: room.id,
    code: room.code,
    status: room.status,
    gameName: GAME_NAMES[roomSetup(room.setup).game],
    hostName: room.host.name,
    createdAt: room.createdAt,
  }));
}
