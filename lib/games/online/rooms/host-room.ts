import { db } from "@/lib/db/client";
import { notFound } from "@/lib/decks/errors";

/** Rooms are answered "not found" to anyone but their host, so room ids can't be probed. */
export async function roomHostedBy(userId: string, roomId: string) {
  const room = await db.onlineRoom.findUnique({ where: { id: roomId } });
  if (!room || room.hostId !== userId) throw notFound("That room");
  return room;
}
