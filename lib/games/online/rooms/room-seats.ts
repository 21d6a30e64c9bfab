import { db } from "@/lib/db/client";
import type { SeatView } from "../protocol";
import { roomSetup } from "./room-setup";

/** A seat as the room keeps it: SeatView without what the connected devices tell. */
export type RoomSeatView = Omit<SeatView, "connected" | "oneWayMs" | "awayForMs">;

/** The room's seats in table order, who sits in each and who plays it (the person, a bot, nobody). */
export async function roomSeats(roomId: string): Promise<RoomSeatView[]> {
  const room = await db.onlineRoom.findUniqueOrThrow({
    where: { id: roomId },
    select: { setup: true, seats: { select: { seatId: true, control: true, tokenHash: true, user: { select: { name: true } } } } },
  });
  const rows = new Map(room.seats.map((row) => [row.seatId, row]));
  return roomSetup(room.setup).seats.map((seat) => {
    const row = rows.get(seat.id);
    const takenBy = row?.user ? row.user.name : row?.tokenHash ? seat.name : null;
    return {
      id: seat.id,
      name: seat.name,
      colour: seat.colour,
      kind: seat.kind,
      control: seat.kind === "bot" ? "BOT" : (row?.control ?? "PERSON"),
      takenBy,
    };
  });
}
