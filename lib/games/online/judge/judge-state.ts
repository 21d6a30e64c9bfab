/**
 * The online judge as data (docs/online-play.md, "The judge"): its state, the events it is given
 * and the effects it asks for. `step` (judge-step.ts) is the judge: a pure function of these;
 * room-judge.ts only feeds it events in order and carries out its effects.
 */
import type { GameResult } from "@/lib/games/screen/replay-game";
import type { ScreenState } from "@/lib/games/screen/setup";
import type { PlannedMove } from "@/lib/games/table-host/planned-moves";
import type { MoveDrawing } from "@/lib/games/won-snap-drawings";
import type { GameAction, Step } from "@/lib/rules";
import type { Arrival, Presence, ShoutAudit } from "../judge-types";
import type { Ack, JudgeHostCommand, PauseReason, SeatControl, ShoutIntent, StepMessage, TurnIntent, Verdict, WordsIntent } from "../protocol";
import type { CardInPlay } from "./card-in-play";
import type { ServerGameClock } from "./game-clock";
import type { Seats } from "./seats";
import type { SeenMessages } from "./seen-messages";

/**
 * Where the judge is: judging the table, paused (by the host, or because every player's device
 * left), or stopped (its game moved on elsewhere, or a move could not be recorded: its room is let
 * go and taken over from the recorded moves). What the table itself is doing (a card open to
 * shouts, shouts being decided, words being written, over) is the game's phase (`tableStatus`).
 */
export type JudgeMode = { name: "judging" } | { name: "paused"; since: number; because: PauseReason } | { name: "stopped" };

/** The judge's named states, as every event is admitted by them. */
export type JudgeStatus = "open" | "deciding" | "words" | "over" | "paused" | "stopped";

/** What happens once a move has been recorded (or could not be): the rest of the intent's judging. */
export type AfterRecord =
  | { kind: "turn" }
  | { kind: "shout"; shout: ShoutInHand }
  | { kind: "close"; closingTurn: number | null }
  | { kind: "move" };

/** A move applied by the rules and waiting for its record. */
export interface PendingMove {
  index: number;
  action: GameAction;
  next: Step<ScreenState>;
  /** Shown at an instant (a card, a verdict): the step carries showAt. */
  shown: boolean;
  /** Sent before it was recorded (a verdict: it follows from moves already recorded). */
  sentEarly: boolean;
  /** When every device shows it, once sent. */
  shownAt: number | null;
  then: AfterRecord;
}

/** A shout being judged: what is kept about it, whatever its outcome. */
export interface ShoutInHand {
  arrival: Arrival;
  turn: number;
  call: string;
  claimedMs: number;
  /** The reaction it is judged by (the claim as fairness.ts credits it). */
  reactionMs: number;
  audit: Omit<ShoutAudit, "accepted" | "outcome" | "actionIndex">;
}

export interface JudgeState {
  mode: JudgeMode;
  game: ScreenState;
  result: GameResult;
  actionCount: number;
  clock: ServerGameClock;
  seats: Seats;
  seen: SeenMessages;
  /** The latest card as this judge showed it (null before its first, or a card shown before it took the room over). */
  card: CardInPlay | null;
  verdicts: Verdict[];
  /** A verdict a late press joined since the last move was sent (it goes with the next one). */
  amending: Verdict | null;
  /** When (server ms) the words still waiting were asked for. */
  wordsDueAt: number | null;
  pending: PendingMove | null;
}

/** Everything the judge is told, each with the server time it happened. */
export type JudgeEvent = { now: number } & (
  | { type: "turn"; arrival: Arrival; intent: TurnIntent }
  | { type: "shout"; arrival: Arrival; intent: ShoutIntent }
  | { type: "words"; arrival: Arrival; intent: WordsIntent }
  | { type: "host"; command: JudgeHostCommand }
  | { type: "presence"; presence: Presence }
  /** A move the table's host planned when the game had `plannedAt` moves. */
  | { type: "planned"; move: PlannedMove; plannedAt: number }
  /** Every player's device left (pause), or one came back (resume). */
  | { type: "alone"; alone: boolean }
  | { type: "recorded" }
  | { type: "notRecorded"; movedOn: boolean }
  /** The amended verdict's time to wait for a move to go with is up. */
  | { type: "amendDue" }
  | { type: "stop" }
);

/** What the judge asks the world to do, in order. */
export type JudgeEffect =
  /** `drawings`: the words of this move written by hand, checked by the realtime layer. */
  | { type: "record"; index: number; action: GameAction; botPlayed: ReadonlySet<string>; drawings: readonly MoveDrawing[] }
  | { type: "broadcast"; step: StepMessage }
  | { type: "answer"; ack: Ack }
  /** Replaces every planned move's timer (none: cancels them). */
  | { type: "schedule"; moves: PlannedMove[]; plannedAt: number }
  | { type: "amendAfter"; ms: number }
  | { type: "cancelAmend" }
  | { type: "verdictChanged"; verdict: Verdict }
  | { type: "recordShout"; audit: ShoutAudit }
  | { type: "recordVerdict"; verdict: Verdict }
  | { type: "setPaused"; paused: boolean }
  | { type: "setControl"; seatId: string; control: SeatControl }
  | { type: "roomChanged" }
  /** An event to judge after this one, in order. */
  | { type: "later"; event: JudgeEvent };

export interface Stepped {
  state: JudgeState;
  effects: JudgeEffect[];
}
