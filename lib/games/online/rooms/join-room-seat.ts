import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { conflict, invalid } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashRoomToken } from "./room-access";
import { noRoom, parseRoomCode } from "./room-code";
import { roomSetup } from "./room-setup";

export const joinRoomSeatSchema = z.object({
  code: z.string({ error: "Type the room's code." }).max(40),
  seatId: z.string({ error: "Choose which player you are." }).min(1).max(100),
});

const SEAT_TAKEN = "That seat has just been taken. Choose another, or watch.";

/** A seat or watcher token: 32 random bytes, shown to its device once (as a cookie); only its sha256 is kept. */
export function newRoomToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashRoomToken(token) };
}

const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Takes a free person seat in a room, by its code, while the room is waiting or playing (a seat
 * left free may be taken mid-game; a taken seat never). A signed-in member of the deck takes it by
 * account, one seat per room (asking again answers with the seat they have); anyone else gets a
 * seat token for this room only. Two devices asking for one seat at once: the seat's primary key
 * lets exactly one in.
 */
export async function joinRoomSeat(who: { userId: string | null }, rawInput: unknown): Promise<{ roomId: string; token: string | null }> {
  const input = parseInput(joinRoomSeatSchema, rawInput);
  const room = await db.onlineRoom.findUnique({ where: { code: parseRoomCode(input.code) }, select: { id: true, deckId: true, status: true, setup: true } });
  if (!room || room.status === "OVER") throw noRoom();

  const seat = roomSetup(room.setup).seats.find((s) => s.id === input.seatId);
  if (!seat || seat.kind !== "person") throw invalid("That isn't a seat for a person at this table.");

  const member = who.userId ? await db.deckMember.findUnique({ where: { deckId_userId: { deckId: room.deckId, userId: who.userId } }, select: { userId: true } }) : null;
  const claim = member ? { userId: member.userId, token: null, tokenHash: null } : { userId: null, ...newRoomToken() };

  if (claim.userId) {
    const own = await db.roomSeat.findUnique({ where: { roomId_userId: { roomId: room.id, userId: claim.userId } }, select: { seatId: true } });
    if (own) return { roomId: room.id, token: null };
  }
  try {
    await db.roomSeat.create({ data: { roomId: room.id, seatId: seat.id, userId: claim.userId, tokenHash: claim.tokenHash } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Taken by now, by this member (a double submit), or by someone else; or standing free with a
    // bot in it (made a bot in the lobby, or its person gone): then it can be taken over.
    if (claim.userId && (await db.roomSeat.count({ where: { roomId: room.id, userId: claim.userId } })) > 0) return { roomId: room.id, token: null };
    const taken = await db.roomSeat.updateMany({
      where: { roomId: room.id, seatId: seat.id, userId: null, tokenHash: null },
      data: { userId: claim.userId, tokenHash: claim.tokenHash, control: "PERSON", claimedAt: new Date() },
    });
    if (taken.count === 0) throw conflict(SEAT_TAKEN);
  }
  return { roomId: room.id, token: claim.token };
}
