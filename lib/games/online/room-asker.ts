import { cookies } from "next/headers";
import { getCurrentUser } from "@/lib/auth/session";
import { roomTokenCookie } from "./protocol";
import { roomAccess, type RoomAccess } from "./rooms/room-access";

/** What the person asking in this request may do in the room: their session, or the room's seat or
 *  watcher cookie. Null for anyone else (and for rooms that don't exist). */
export async function roomAccessOfRequest(roomId: string): Promise<RoomAccess | null> {
  const [user, jar] = await Promise.all([getCurrentUser(), cookies()]);
  return roomAccess(roomId, { userId: user?.id ?? null, token: jar.get(roomTokenCookie(roomId))?.value ?? null });
}
