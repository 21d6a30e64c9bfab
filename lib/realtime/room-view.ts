import { db } from "@/lib/db/client";
import { currentCheckpoint } from "@/lib/games/recorded-actions";
import { keptVerdicts } from "@/lib/games/online/judge-store";
import type { Presence, RoomJudge } from "@/lib/games/online/judge-types";
import type { PublicSetup, RoomView, SeatControl, SeatView, TableSnapshot, Verdict } from "@/lib/games/online/protocol";
import type { RoomAccess } from "@/lib/games/online/rooms/room-access";
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import { roomSeats, type RoomSeatView } from "@/lib/games/online/rooms/room-seats";
import { roomSetup } from "@/lib/games/online/rooms/room-setup";
import { rulesFor, type ScreenGameSetup } from "@/lib/games/screen/setup";

/** A room's view without its `you`: built once per change, then given to each device. */
export type SharedRoomView = Omit<RoomView, "you">;

/** The table as the game's recorded moves leave it, for a process that isn't judging the room. */
function storedTable(setup: ScreenGameSetup, game: StoredRoom["game"]): TableSnapshot | null {
  if (!game?.checkpoint) return null;
  const { checkpoint } = game;
  return { actionCount: game.actionCount, state: rulesFor(setup).tableView(checkpoint.state), result: checkpoint.result, shownAt: null, verdicts: game.verdicts, wordsDueBy: null };
}

/** What the database says of a room for its view (everything but the judge's word and the devices' presence). */
export interface StoredRoom {
  code: string;
  status: SharedRoomView["status"];
  paused: boolean;
  gameId: string | null;
  setup: ScreenGameSetup;
  deck: { id: string; name: string };
  hostName: string;
  /** The game's moves so far and, unless this process judges it, the game as they leave it and its latest verdicts as kept. */
  game: { actionCount: number; checkpoint: GameCheckpoint | null; verdicts: Verdict[] } | null;
  seats: RoomSeatView[];
}

/**
 * The room as stored, for its view; null when it is gone. A room judged here takes its table from
 * its judge; for another process's room the game is brought up to its last recorded move (its
 * stored checkpoint may be a few plain moves behind).
 */
export async function storedRoom(roomId: string, judgedHere: boolean): Promise<StoredRoom | null> {
  const room = await db.onlineRoom.findUnique({
    where: { id: roomId },
    select: {
      code: true,
      status: true,
      paused: true,
      gameId: true,
      setup: true,
      deck: { select: { id: true, name: true } },
      host: { select: { name: true } },
      game: { select: { id: true, actionCount: true, checkpoint: true } },
    },
  });
  if (!room) return null;
  const setup = roomSetup(room.setup);
  const { game } = room;
  const elsewhere = game !== null && !judgedHere && room.status !== "LOBBY";
  const [checkpoint, verdicts] = elsewhere ? await Promise.all([currentCheckpoint(db, setup, { ...game, deckId: room.deck.id }), keptVerdicts(game.id)]) : [null, []];
  return { ...room, setup, hostName: room.host.name, game: game && { actionCount: game.actionCount, checkpoint, verdicts }, seats: await roomSeats(roomId) };
}

/**
 * How the room stands: the game's options without its seed and deck order, each seat with who took
 * it, its control, and whether its device is here (`presences`: every process's devices), and the
 * table from the judge (or the game's checkpoint when another process judges).
 */
export function sharedRoomView(
  roomId: string,
  room: StoredRoom,
  judge: RoomJudge | null,
  presences: readonly Presence[],
  awaySince: ReadonlyMap<string, number>,
): SharedRoomView {
  const { setup } = room;
  // The judge's word on who plays each seat is the latest (its store writes it down just after).
  const controls: Record<string, SeatControl> = judge?.controls() ?? {};
  const now = Date.now();

  const seats: SeatView[] = room.seats.map((seat) => {
    const presence = presences.find((p) => p.seatId === seat.id && p.connected);
    const away = awaySince.get(seat.id);
    return {
      ...seat,
      control: seat.kind === "bot" ? "BOT" : (controls[seat.id] ?? seat.control),
      connected: presence !== undefined,
      oneWayMs: presence?.oneWayMs ?? null,
      awayForMs: presence || away === undefined ? null : now - away,
    };
  });

  const pausedBecause = judge ? judge.paused() : room.paused ? "host" : null;
  const { seed: _seed, deck: _deck, ...publicSetup } = setup;
  const setupForDevices: PublicSetup = publicSetup;
  return {
    roomId,
    code: room.code,
    deck: room.deck,
    hostName: room.hostName,
    status: room.status,
    paused: pausedBecause !== null,
    pausedBecause,
    gameId: room.gameId,
    setup: setupForDevices,
    seats,
    table: room.status === "LOBBY" ? null : (judge?.snapshot() ?? storedTable(setup, room.game)),
  };
}

/** One device's view of the room: the shared view (as made here, or as sent: roomToWire) and who the device is. */
export function roomViewFor<Shared extends Omit<SharedRoomView, "table">>(shared: Shared, access: RoomAccess): Shared & Pick<RoomView, "you"> {
  return { ...shared, you: { role: access.role, seatId: access.seatId } };
}
