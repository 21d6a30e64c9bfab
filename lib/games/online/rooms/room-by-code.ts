import { db } from "@/lib/db/client";
import { GAME_NAMES } from "@/lib/games/game-choices";
import type { GameKind } from "@/lib/rules";
import { noRoom, parseRoomCode } from "./room-code";
import { roomSetup } from "./room-setup";

export interface JoinableSeat {
  id: string;
  name: string;
  colour: string;
  kind: "person" | "bot";
  /** Someone (or a bot standing in) sits here: it can't be taken. */
  taken: boolean;
}

export interface JoinableRoom {
  roomId: string;
  code: string;
  status: "LOBBY" | "PLAYING";
  deckName: string;
  game: GameKind;
  gameName: string;
  seats: JoinableSeat[];
}

/**
 * What the join page shows anyone holding the code: the deck's name, the game and its seats.
 * Nothing else about the deck (no cards, no words, no members): a code is not an invitation to it.
 */
export async function roomByCode(rawCode: unknown): Promise<JoinableRoom> {
  const room = await db.onlineRoom.findUnique({
    where: { code: parseRoomCode(rawCode) },
    select: { id: true, code: true, status: true, setup: true, deck: { select: { name: true } }, seats: { select: { seatId: true, userId: true, tokenHash: true } } },
  });
  if (!room || room.status === "OVER") throw noRoom();
  const setup = roomSetup(room.setup);
  const sitting = new Set(room.seats.filter((s) => s.userId !== null || s.tokenHash !== null).map((s) => s.seatId));
  return {
    roomId: room.id,
    code: room.code,
    status: room.status,
    deckName: room.deck.name,
    game: setup.game,
    gameName: GAME_NAMES[setup.game],
    seats: setup.seats.map((s) => ({ id: s.id, name: s.name, colour: s.colour, kind: s.kind, taken: s.kind === "bot" || sitting.has(s.id) })),
  };
}
