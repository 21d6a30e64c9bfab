/**
 * What one room's judge needs and offers. The judge (judge/room-judge.ts) is the only place an
 * online game is played: it runs the rules library, times everything on the server's clock, and
 * records every move before any device sees it. The realtime layer (lib/realtime) hands it the
 * intents that arrive, stamped with when they arrived and the device's measured delay, and carries
 * what it says to the devices. Nothing here knows about sockets or the database.
 */
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import type { MoveDrawing } from "@/lib/games/won-snap-drawings";
import type { GameAction } from "@/lib/rules";
import type { Ack, JudgeHostCommand, PauseReason, SeatControl, ShoutIntent, StepMessage, TableSnapshot, TurnIntent, Verdict, WordsIntent } from "./protocol";

/** An intent as it reached the server. */
export interface Arrival {
  seatId: string;
  /** Server epoch ms when it arrived (stamped by the process the device is connected to). */
  atMs: number;
  /** The device's one-way delay as the server measured it (half its best recent round trip). */
  oneWayMs: number;
  /** How far below what the server saw its claimed reaction is credited (fairness.ts allowanceFor). */
  allowanceMs: number;
}

/** Whether a seat's device is here, and how far away. */
export interface Presence {
  seatId: string;
  connected: boolean;
  oneWayMs: number | null;
  /** How far its trips wander (delay-probe.ts); none measured yet when absent. */
  jitterMs?: number;
  /** When (server ms) its device was last seen leaving, as the realtime layer saw it go: the one
   *  record of "away" (the room's view shows it, the judge plays for a seat away long enough). */
  leftAt?: number;
}

/** One shout as the judge saw it: kept with the game (OnlineShout), accepted or refused. */
export interface ShoutAudit {
  seatId: string;
  turn: number;
  call: string;
  reactionMs: number;
  oneWayMs: number;
  /** arrival − shown at − one-way delay: the reaction time the server could see. */
  observedMs: number;
  accepted: boolean;
  outcome: string;
  actionIndex: number | null;
}

/** Thrown by a store's record when the game's count is not the judge's: another process judged it meanwhile. */
export class GameMovedOn extends Error {
  constructor(expected: number, found: number) {
    super(`The game has ${found} moves recorded, not ${expected}: another process is judging it.`);
  }
}

export interface JudgeStore {
  /** Records the actions as the game's moves `from`, `from + 1`, … in one transaction (words
   *  written go into the deck's history in it). `botPlayed`: the person seats a bot plays as the
   *  judge judged these moves (their words are the bot's); `drawings`: their words written by hand,
   *  kept in the same transaction (won-snap-drawings.ts). Resolves once committed; rejects with
   *  GameMovedOn when the game has moved on elsewhere (another process judged it), or with the
   *  database's error — either way nothing was recorded, and the judge stops. */
  record(from: number, actions: GameAction[], botPlayed: ReadonlySet<string>, drawings?: readonly MoveDrawing[]): Promise<void>;
  /** Keeps a shout for the audit (ordered, not awaited by judging). */
  recordShout(audit: ShoutAudit): Promise<void>;
  /** Keeps a verdict as the devices were shown it (again when it gains a late press), so a device
   *  that reloads or a judge taking the room over shows it (not awaited by judging; never throws). */
  recordVerdict(verdict: Verdict): Promise<void>;
  setPaused(paused: boolean): Promise<void>;
  setControl(seatId: string, control: SeatControl): Promise<void>;
}

export interface JudgeDeps {
  /** Server epoch ms (Date.now in production; a fake clock in tests). */
  now(): number;
  /** Runs `run` after `ms` of server time; returns a function that cancels it. */
  setTimer(ms: number, run: () => void): () => void;
  store: JudgeStore;
  /** Sends a step to every device in the room (all processes). */
  broadcast(step: StepMessage): void;
  /** Seats' control, pause or presence changed: the room's view should be sent again. */
  roomChanged(): void;
  /** A verdict already sent gained a shout (a press that came after it): every device is sent it again. */
  verdictChanged(verdict: Verdict): void;
}

export interface RoomJudgeOptions {
  setup: ScreenGameSetup;
  /** The game as its recorded moves left it, and how many moves that is. */
  checkpoint: GameCheckpoint;
  actionCount: number;
  /** Each person seat's control as stored (seats not listed are PERSON; bots are bots). */
  controls: Record<string, SeatControl>;
  paused: boolean;
  /** The game's latest verdicts as kept, oldest first. */
  verdicts?: Verdict[];
  deps: JudgeDeps;
}

export interface RoomJudge {
  presence(presence: Presence): void;
  turn(arrival: Arrival, intent: TurnIntent): Promise<Ack>;
  shout(arrival: Arrival, intent: ShoutIntent): Promise<Ack>;
  words(arrival: Arrival, intent: WordsIntent): Promise<Ack>;
  /** The host's controls other than start (the room is started before its judge exists). */
  host(command: JudgeHostCommand): Promise<Ack>;
  snapshot(): TableSnapshot;
  controls(): Record<string, SeatControl>;
  /** Why the game is paused, or null while it is not. */
  paused(): PauseReason | null;
  /** Seats' presence as the judge knows it (for the room view). */
  presences(): Presence[];
  /** Stops every timer; the judge answers nothing afterwards. */
  stop(): void;
}
