import { db } from "@/lib/db/client";
import type { SeatControl } from "../protocol";
import { roomSetup } from "./room-setup";

export interface RoomSeatView {
  id: string;
  name: string;
  colour: string;
  kind: "person" | "bot";
  control: SeatControl;
  /** The account's name, or the seat's player name for a device holding its token; null while free. */
  takenBy: string | null;
}

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
