/**
 * What devices and the server say to each other in online play (Socket.IO events). Devices send
 * intents, each checked here for shape (zod) before anything else looks at it; the server judges
 * and sends what happened. See docs/online-play.md for the whole flow and the fairness rules.
 *
 * Client → server events (each with an acknowledgement, an `Ack`):
 *   "clock"  ClockPing        → ack ClockPong (not an Ack): the device's clock sync sample
 *   "turn"   TurnIntent       turn my card
 *   "shout"  ShoutIntent      a shout, with the reaction time measured on the device
 *   "words"  WordsIntent      the snap winner's words (Snap Legacy), with any written by hand
 *                             (their drawings travel only here: never in a broadcast, see docs/handwriting.md)
 *   "host"   HostCommand      the host's controls: start, pause, resume, end the game early, remove /
 *                             bot / restore a seat, and a bot's words where the people write them
 *   "received" StepReceived  (no answer) the device has the step numbered actionCount: sent the
 *                             moment a step that turned a card arrives (acknowledgesStep), so the
 *                             server times those steps' round trips as it times its probes
 *                             (docs/online-fairness.md)
 * The server also sends "probe" (ProbePing) with an ack the device answers at once: how the server
 * measures each device's round trip itself (a device's own word for its delay is never trusted).
 *
 * Server → client events:
 *   "room"   WireRoomView     who is here and how the room stands (on connect, and on every change):
 *                             a RoomView with its table's face-down piles as counts (step-wire.ts:
 *                             roomToWire, roomFromWire)
 *   "step"   WireStep         each judged move, to show at its `showAt` instant: a StepMessage with its
 *                             face-down piles as counts (step-wire.ts: stepToWire, stepFromWire)
 *   "delays" DelaysMessage    every seat's delay measured anew (at most every 5 s per room,
 *                             DELAYS_SHOWN_EVERY_MS in lib/realtime/socket-server.ts): a
 *                             device's line changes often, the rest of the room seldom
 */
import { z } from "zod";
import type { GameResult } from "@/lib/games/screen/replay-game";
import type { ScreenGameSetup, ScreenState } from "@/lib/games/screen/setup";
import { LIMITS } from "@/lib/handwriting/space";
import type { GameEvent } from "@/lib/rules";

/** The Socket.IO path (the default one, on the app's own HTTP server). */
export const SOCKET_PATH = "/socket.io";

/** The cookie holding a device's seat (or watcher) token for one room. httpOnly; the socket
 *  handshake carries it, so page scripts never see the token. */
export function roomTokenCookie(roomId: string): string {
  return `snap-room-${roomId}`;
}

/** socket.handshake.auth: which room this connection is for. Who is asking comes from the
 *  session cookie or the room's token cookie, never from here. */
export const handshakeSchema = z.object({ roomId: z.string().min(1).max(100) });

/** Every intent carries an id of the device's choosing, used once: a replayed id is refused. */
const msgId = z.string().min(8).max(64);

/** The card a move answers: how many cards had been turned when the device sent it. A move for a
 *  card that is no longer the latest is stale and refused. */
const turn = z.number().int().min(0).max(1_000_000);

export const clockPingSchema = z.object({ t0: z.number().finite() });
export type ClockPing = z.infer<typeof clockPingSchema>;
export interface ClockPong {
  t0: number;
  /** The server's clock (epoch ms) when it answered. */
  serverMs: number;
}

export interface ProbePing {
  sentMs: number;
}

export const stepReceivedSchema = z.object({ actionCount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export type StepReceived = z.infer<typeof stepReceivedSchema>;

/** A step's place in its game: the moves judged so far, and the cards its table has turned. */
export interface StepPlace {
  actionCount: number;
  turns: number;
}

/**
 * Whether a device acknowledges a step ("received"), and the server times its round trip: a step
 * that turned a card, i.e. the first step a connection is sent in a game, or one whose table has
 * turned more cards than the step the connection was sent before it. A shout at a card is credited
 * its line's delay only once that card's step is acknowledged (lib/realtime/delay-probe.ts), so only
 * these steps need it; the steps between (a shout shown, a verdict, the shouting closed) are not
 * acknowledged: half of what every device said back to the server, and half of what the server read.
 */
export function acknowledgesStep(step: StepPlace, before: StepPlace | null): boolean {
  return before === null || step.actionCount <= before.actionCount || step.turns > before.turns;
}

/** A device's side of acknowledgesStep: the step its connection was sent last, remembered. */
export function stepAcknowledgements() {
  let last: StepPlace | null = null;
  return {
    /** A new connection: its first step is acknowledged. */
    connected(): void {
      last = null;
    },
    /** Whether to acknowledge this step, the one the connection was just sent. */
    acknowledges(step: { actionCount: number; state: { turns: number } }): boolean {
      const place = { actionCount: step.actionCount, turns: step.state.turns };
      const yes = acknowledgesStep(place, last);
      last = place;
      return yes;
    },
  };
}

export const turnIntentSchema = z.object({ msgId, turn });
export type TurnIntent = z.infer<typeof turnIntentSchema>;

/** Range and plausibility of reactionMs are the judge's to check, so a refusal can say why. */
export const shoutIntentSchema = z.object({ msgId, turn, call: z.string().min(1).max(60), reactionMs: z.number().finite() });
export type ShoutIntent = z.infer<typeof shoutIntentSchema>;

/** Words by card id. */
const words = z.record(z.string().min(1).max(100), z.string().max(200));

/** Won piles at most (six seats): the words of one snap, and their drawings, are at most this many. */
const MOST_WON_PILES = 6;

/**
 * The largest message a device may send, in bytes. The largest real one is a snap's words written
 * by hand: one per won pile, at most six, each a card id (at most 100) and a word (at most 200),
 * and again with its drawing (at most 4,096 characters, lib/handwriting): about 28 KB. Anything
 * bigger is no message of ours: the connection that sent it is closed before it is parsed, so one
 * device can't make the server parse megabytes while it judges other rooms.
 */
export const MAX_MESSAGE_BYTES = 32 * 1024;

/** A word written by hand too: the card, the word it is of, and its stored form (lib/handwriting/prepare.ts). */
const wordDrawing = z.object({ cardId: z.string().min(1).max(100), word: z.string().max(200), drawing: z.string().max(LIMITS.storedChars) });
export type WordDrawingSent = z.infer<typeof wordDrawing>;

export const wordsIntentSchema = z.object({ msgId, words, drawings: z.array(wordDrawing).max(MOST_WON_PILES).optional() });
export type WordsIntent = z.infer<typeof wordsIntentSchema>;

const seatId = z.string().min(1).max(100);
export const hostCommandSchema = z.discriminatedUnion("command", [
  z.object({ msgId, command: z.literal("start") }),
  /** Once the game `after` is over: the same seats and rules, a new deal (rooms/play-again.ts). */
  z.object({ msgId, command: z.literal("again"), after: z.string().min(1).max(100) }),
  z.object({ msgId, command: z.literal("pause") }),
  z.object({ msgId, command: z.literal("resume") }),
  /** End the game now, with the result as it stands (paused or not). */
  z.object({ msgId, command: z.literal("end") }),
  /** The seat's cards are turned for it and it never shouts (a player who has gone). */
  z.object({ msgId, command: z.literal("remove"), seatId }),
  /** A bot plays the seat from now on. */
  z.object({ msgId, command: z.literal("bot"), seatId }),
  /** The person plays their seat again. */
  z.object({ msgId, command: z.literal("restore"), seatId }),
  /** The words of a snap a bot won, written at the host's device (where the people write a bot's words). */
  z.object({ msgId, command: z.literal("words"), words }),
]);
export type HostCommand = z.infer<typeof hostCommandSchema>;
/** The host's commands the room's judge answers (the room starts and deals a game again before a judge has it). */
export type JudgeHostCommand = Exclude<HostCommand, { command: "start" | "again" }>;

/** The answer to every intent: accepted, or refused with a reason a person can read. */
export type Ack = { ok: true } | { ok: false; reason: string };

export type SeatControl = "PERSON" | "BOT" | "REMOVED";
export type RoomRole = "host" | "player" | "spectator";

export interface SeatView {
  id: string;
  name: string;
  colour: string;
  kind: "person" | "bot";
  control: SeatControl;
  /** Who took the seat ("Sam", or the account's name), or null while it is free. */
  takenBy: string | null;
  connected: boolean;
  /** The device's one-way delay as the server measures it, or null when not connected. */
  oneWayMs: number | null;
  /** How long the seat's device has been gone (ms), or null while it is here. */
  awayForMs: number | null;
}

/** The table as it stands, for a device that (re)connects. */
export interface TableSnapshot {
  /** Moves judged so far. */
  actionCount: number;
  /** rules.tableView(state): face-down cards are blank, the generator state is hidden. */
  state: ScreenState;
  result: GameResult;
  /** When (server epoch ms) the latest card was shown on every device, or null before the first. */
  shownAt: number | null;
  /** The verdicts so far in this game, newest last (at most the last 20). */
  verdicts: Verdict[];
  /** When (server epoch ms) the words waiting will be written as the time running out has them, or
   *  null (none waiting, or a process not judging the room, which doesn't know). */
  wordsDueBy: number | null;
}

/** The game's options as devices may know them: no seed and no deck order. */
export type PublicSetup = Omit<ScreenGameSetup, "seed" | "deck">;

/** host: the host paused every device; everyoneLeft: no player's device is connected (the game
 *  paused by itself and carries on when one comes back). */
export type PauseReason = "host" | "everyoneLeft";

export interface RoomView {
  roomId: string;
  code: string;
  deck: { id: string; name: string };
  hostName: string;
  status: "LOBBY" | "PLAYING" | "OVER";
  paused: boolean;
  pausedBecause: PauseReason | null;
  gameId: string | null;
  you: { role: RoomRole; seatId: string | null };
  setup: PublicSetup;
  seats: SeatView[];
  table: TableSnapshot | null;
}

/** Each seat's one-way delay as the server now measures it (null: no device at the seat). */
export interface DelaysMessage {
  seats: { seatId: string; oneWayMs: number | null }[];
}

/** The room view with the seats' delays of a "delays" message (a seat it doesn't name keeps its own). */
export function withDelays(view: RoomView, delays: DelaysMessage): RoomView {
  const measured = new Map(delays.seats.map((s) => [s.seatId, s.oneWayMs]));
  return { ...view, seats: view.seats.map((seat) => (measured.has(seat.id) && seat.connected ? { ...seat, oneWayMs: measured.get(seat.id)! } : seat)) };
}

export interface ShoutReport {
  seatId: string;
  call: string;
  /** As the verdict counted it: the device's own measure, or as much of it as the server credits. */
  reactionMs: number;
  /** What the device claimed, when the server counted another time (docs/online-fairness.md). */
  claimedMs?: number;
  /** The device's one-way delay as the server measured it when the shout arrived. */
  oneWayMs: number;
  /** won: the verdict went to this shout; right / wrong: judged so; falseStart: judged wrong for
   *  coming faster than a person can react (docs/rules.md); tied: in a tie the game settled its own
   *  way (Classic pools); refused: not a reaction to this card, or too late. */
  outcome: "won" | "right" | "wrong" | "falseStart" | "tied" | "refused";
  reason?: string;
}

/** Verdicts a (re)connecting device is given: the judge keeps as many, and so does the database. */
export const VERDICTS_KEPT = 20;

/** Why X won: every shout at one card, with its times, and the verdict. */
export interface Verdict {
  turn: number;
  shouts: ShoutReport[];
  /** Who took the cards (or the pile, in Irish Snap), or null (a tie settled otherwise, nobody). */
  winner: string | null;
  /** When (server epoch ms) every device shows the verdict. */
  showAt: number;
}

export interface StepMessage {
  /** Moves judged so far, this one included: devices apply steps in this order, once each. */
  actionCount: number;
  events: GameEvent[];
  state: ScreenState;
  result: GameResult;
  /** Server epoch ms at which every device shows this step (a card turned, a verdict), or null
   *  to show it at once. */
  showAt: number | null;
  verdict: Verdict | null;
  /** An earlier verdict a late press joined since the last step (it replaces that verdict). */
  amended: Verdict | null;
  /** Cards that were written on in this step: their faces changed (fetch them again). */
  written: string[];
  /** As TableSnapshot's: when the words waiting after this step run out of time. */
  wordsDueBy: number | null;
}
