import { z } from "zod";
import { db } from "@/lib/db/client";
import { conflict, invalid } from "@/lib/decks/errors";
import { parseInput } from "@/lib/decks/parse-input";
import { roomHostedBy } from "./host-room";
import { roomSetup } from "./room-setup";

export const setSeatControlSchema = z.object({
  roomId: z.string().min(1).max(100),
  seatId: z.string().min(1).max(100),
  control: z.enum(["PERSON", "BOT"], { error: "A seat is played by its person or by a bot." }),
});

/**
 * In the lobby, the host says who plays a person's seat: a bot (nobody came, or they'd rather
 * watch) or the person again. A free seat made a bot gets a row of its own with nobody in it,
 * which a person arriving later may still take over.
 */
export async function setSeatControl(userId: string, rawInput: unknown): Promise<{ seatId: string; control: "PERSON" | "BOT" }> {
  const input = parseInput(setSeatControlSchema, rawInput);
  const room = await roomHostedBy(userId, input.roomId);
  if (room.status !== "LOBBY") throw conflict("The game has started: seats are handled at the table now.");
  const seat = roomSetup(room.setup).seats.find((s) => s.id === input.seatId);
  if (!seat || seat.kind !== "person") throw invalid("That isn't a person's seat at this table.");

  const key = { roomId_seatId: { roomId: room.id, seatId: seat.id } };
  if (input.control === "BOT") {
    await db.roomSeat.upsert({ where: key, create: { roomId: room.id, seatId: seat.id, control: "BOT" }, update: { control: "BOT" } });
  } else {
    // A bot standing in an empty seat goes away (the seat is free again); a person keeps theirs.
    await db.roomSeat.deleteMany({ where: { roomId: room.id, seatId: seat.id, userId: null, tokenHash: null } });
    await db.roomSeat.updateMany({ where: { roomId: room.id, seatId: seat.id }, data: { control: "PERSON" } });
  }
  return { seatId: seat.id, control: input.control };
}
