import { faceDownCards, isFaceDownView } from "@/lib/rules/engine";
import type { ScreenState } from "@/lib/games/screen/setup";
import type { RoomView, StepMessage, TableSnapshot } from "./protocol";

/** A pile of face-down cards as it travels: how many there are. */
interface FaceDownPile {
  faceDown: number;
}

/** A player of a table as it travels: each face-down pile (a hand, a draw pile) as its count. */
type WirePlayer = Record<string, unknown>;

/** A table as it travels: rules.tableView's state with its face-down piles counted. */
export type WireState = Omit<ScreenState, "players"> & { players: WirePlayer[] };

/** A step as the server sends it to devices (the "step" event): StepMessage with its face-down piles counted. */
export interface WireStep extends Omit<StepMessage, "state"> {
  state: WireState;
}

/** A room's table as the server sends it with the room (the "room" event), face-down piles counted. */
export interface WireTable extends Omit<TableSnapshot, "state"> {
  state: WireState;
}

/** A room view as the server sends it to devices (the "room" event): its table's face-down piles counted. */
export interface WireRoomView extends Omit<RoomView, "table"> {
  table: WireTable | null;
}

const isFaceDownPile = (value: unknown): value is FaceDownPile =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Number.isInteger((value as FaceDownPile).faceDown) && (value as FaceDownPile).faceDown > 0;

/**
 * The table as it is sent to every device of a room: each face-down pile (a hand in Snap Legacy
 * and Irish Snap, the face-down cards in Classic, the draw pile at the table), which
 * rules.tableView has already made blank cards, sent as its count. The blanks were a third to more
 * than half of a step's bytes (34–58 % over whole four-player bot games of each kind), and every
 * device of every room is sent, and parses, every step and every room view. stateFromWire makes
 * the same table again: the round trip is exact.
 */
function stateToWire(state: ScreenState): WireState {
  const players = state.players.map((player) => {
    const sent: WirePlayer = { ...player };
    for (const [key, value] of Object.entries(player)) if (Array.isArray(value) && isFaceDownView(value)) sent[key] = { faceDown: value.length } satisfies FaceDownPile;
    return sent;
  });
  return { ...state, players };
}

/** The table a device was sent, as the server had it (stateToWire's face-down piles made again). */
function stateFromWire(wire: WireState): ScreenState {
  const players = wire.players.map((player) => {
    const made: WirePlayer = { ...player };
    for (const [key, value] of Object.entries(player)) if (isFaceDownPile(value)) made[key] = faceDownCards(value.faceDown);
    return made;
  });
  return { ...wire, players } as unknown as ScreenState;
}

/** The step as it is sent to every device of a room (stateToWire). */
export function stepToWire(step: StepMessage): WireStep {
  return { ...step, state: stateToWire(step.state) };
}

/** The step a device was sent, as the server judged it. */
export function stepFromWire(wire: WireStep): StepMessage {
  return { ...wire, state: stateFromWire(wire.state) };
}

/** A room view (or the part of it every device shares) as it is sent: its table, if any, as stateToWire sends it. */
export function roomToWire<View extends { table: TableSnapshot | null }>(view: View): Omit<View, "table"> & { table: WireTable | null } {
  return { ...view, table: view.table && { ...view.table, state: stateToWire(view.table.state) } };
}

/** The room view a device was sent, as the server made it. */
export function roomFromWire(wire: WireRoomView): RoomView {
  return { ...wire, table: wire.table && { ...wire.table, state: stateFromWire(wire.table.state) } };
}
