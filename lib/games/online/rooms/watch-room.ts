import { z } from "zod";
import { db } from "@/lib/db/client";
import { parseInput } from "@/lib/decks/parse-input";
import { newRoomToken } from "./join-room-seat";
import { noRoom, parseRoomCode } from "./room-code";

export const watchRoomSchema = z.object({ code: z.string({ error: "Type the room's code." }).max(40) });

/**
 * Lets a device without an account watch a room, by its code: a watcher token for this room only.
 * Deck members need none: they open the room and watch as themselves.
 */
export async function watchRoom(rawInput: unknown): Promise<{ roomId: string; token: string }> {
  const input = parseInput(watchRoomSchema, rawInput);
  const room = await db.onlineRoom.findUnique({ where: { code: parseRoomCode(input.code) }, select: { id: true, status: true } });
  if (!room || room.status === "OVER") throw noRoom();
  const { token, tokenHash } = newRoomToken();
  await db.roomWatcher.create({ data: { roomId: room.id, tokenHash } });
  return { roomId: room.id, token };
}
