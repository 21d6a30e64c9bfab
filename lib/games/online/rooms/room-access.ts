import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import type { RoomRole } from "../protocol";

/** Who is asking about a room, and what they may do there. */
export interface RoomAccess {
  roomId: string;
  deckId: string;
  role: RoomRole;
  /** The seat they play, or null (watching, or the host without a seat). */
  seatId: string | null;
  /** The account asking, or null for a device with the room's token. */
  userId: string | null;
}

/** Whether two answers give the same place in the room (a connection keeps its place, or loses it). */
export function sameRoomAccess(a: RoomAccess, b: RoomAccess): boolean {
  return a.roomId === b.roomId && a.role === b.role && a.seatId === b.seatId && a.userId === b.userId;
}

/** Room tokens (seats and watchers) are shown to their device once; only their sha256 is kept. */
export function hashRoomToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * What the asker may do in the room: its host (who started it); a deck member, playing the seat
 * they took or watching; a device holding a seat's or a watcher's token for this room (a token is
 * for its own room only; a seat's token no longer once the host has taken that seat out of the game).
 * Anyone else, and any room that doesn't exist, is null: the same answer, so nobody learns which
 * rooms exist.
 */
export async function roomAccess(roomId: string, who: { userId: string | null; token: string | null }): Promise<RoomAccess | null> {
  if (roomId.length === 0 || roomId.length > 100) return null;
  const room = await db.onlineRoom.findUnique({ where: { id: roomId }, select: { id: true, deckId: true, hostId: true } });
  if (!room) return null;
  const base = { roomId: room.id, deckId: room.deckId };

  if (who.userId) {
    const [member, seat] = await Promise.all([
      db.deckMember.findUnique({ where: { deckId_userId: { deckId: room.deckId, userId: who.userId } }, select: { role: true } }),
      db.roomSeat.findUnique({ where: { roomId_userId: { roomId: room.id, userId: who.userId } }, select: { seatId: true } }),
    ]);
    if (member) {
      const role: RoomRole = room.hostId === who.userId ? "host" : seat ? "player" : "spectator";
      return { ...base, role, seatId: seat?.seatId ?? null, userId: who.userId };
    }
  }

  if (who.token && who.token.length <= 200) {
    const tokenHash = hashRoomToken(who.token);
    const [seat, watcher] = await Promise.all([
      db.roomSeat.findFirst({ where: { roomId: room.id, tokenHash, control: { not: "REMOVED" } }, select: { seatId: true } }),
      db.roomWatcher.findFirst({ where: { roomId: room.id, tokenHash }, select: { tokenHash: true } }),
    ]);
    if (seat) return { ...base, role: "player", seatId: seat.seatId, userId: null };
    if (watcher) return { ...base, role: "spectator", seatId: null, userId: null };
  }
  return null;
}
