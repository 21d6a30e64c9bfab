import { faceDownCards, isFaceDownView } from "@/lib/rules/engine";
import type { ScreenState } from "@/lib/games/screen/setup";
import type { StepMessage } from "./protocol";

/** A pile of face-down cards as it travels: how many there are. */
interface FaceDownPile {
  faceDown: number;
}

/** A player of a step's table as it travels: each face-down pile (a hand, a draw pile) as its count. */
type WirePlayer = Record<string, unknown>;

/** A step as the server sends it to devices (the "step" event): StepMessage with its face-down piles counted. */
export interface WireStep extends Omit<StepMessage, "state"> {
  state: Omit<ScreenState, "players"> & { players: WirePlayer[] };
}

const isFaceDownPile = (value: unknown): value is FaceDownPile =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && Number.isInteger((value as FaceDownPile).faceDown) && (value as FaceDownPile).faceDown > 0;

/**
 * The step as it is sent to every device of a room: each face-down pile of its table (a hand in
 * Snap Legacy and Irish Snap, the face-down cards in Classic, the draw pile at the table), which
 * rules.tableView has already made blank cards, sent as its count. The blanks were a third to more
 * than half of a step's bytes (34–58 % over whole four-player bot games of each kind), and every
 * device of every room is sent, and parses, every step. stepFromWire makes the same step again:
 * the round trip is exact.
 */
export function stepToWire(step: StepMessage): WireStep {
  const players = step.state.players.map((player) => {
    const sent: WirePlayer = { ...player };
    for (const [key, value] of Object.entries(player)) if (Array.isArray(value) && isFaceDownView(value)) sent[key] = { faceDown: value.length } satisfies FaceDownPile;
    return sent;
  });
  return { ...step, state: { ...step.state, players } };
}

/** The step a device was sent, as the server judged it (stepToWire's face-down piles made again). */
export function stepFromWire(wire: WireStep): StepMessage {
  const players = wire.state.players.map((player) => {
    const made: WirePlayer = { ...player };
    for (const [key, value] of Object.entries(player)) if (isFaceDownPile(value)) made[key] = faceDownCards(value.faceDown);
    return made;
  });
  return { ...wire, state: { ...wire.state, players } as unknown as ScreenState };
}
