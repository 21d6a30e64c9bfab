import { vi } from "vitest";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import { botSeat, type GameSeat, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { TOLERANCE_MS } from "@/lib/games/online/judge/fairness";
import { createRoomJudge } from "@/lib/games/online/judge/room-judge";
import { GameMovedOn, type Arrival, type JudgeStore, type RoomJudge, type ShoutAudit } from "@/lib/games/online/judge-types";
import type { SeatControl, StepMessage, Verdict } from "@/lib/games/online/protocol";
import type { Card, GameAction, GameKind } from "@/lib/rules";
import { standardDeck } from "../rules/helpers";

/** The server's clock when each test starts (fake timers). */
export const START_MS = 1_800_000_000_000;

export const person = (id: string): GameSeat => ({ id, name: id.toUpperCase(), colour: "#123456", kind: "person" });

/** Cards all of one rank: the second card turned always makes a match. */
export function sameRankDeck(count: number, rank = "5"): Card[] {
  return Array.from({ length: count }, (_, i) => ({ id: `c${i + 1}`, rank, suit: ["clubs", "diamonds", "hearts", "spades"][i % 4]!, word: null }));
}

export function setupOf(game: GameKind, seats: GameSeat[], overrides: Partial<ScreenGameSetup> = {}): ScreenGameSetup {
  return {
    game,
    seats,
    deck: standardDeck(),
    seed: 7,
    matchSuits: false,
    timeLimitMs: null,
    turnLimit: null,
    tieWindowMs: 20,
    // No floor unless a test sets one: these tests shout at made-up times (judge-fairness.test.ts sets one).
    falseStartMs: 0,
    matchesStay: true,
    calledPilesStay: true,
    classic: game === "classic" ? { pools: false, centrePile: false, onlyOwners: false, animals: false } : null,
    ...overrides,
  };
}

export const bots = (...paces: ("quick" | "normal" | "relaxed")[]) => paces.map((pace, n) => botSeat(n, pace));

/** A store kept in memory, logging every call in order (with the broadcasts) to check the order. */
export function memoryStore(recorded: readonly GameAction[] = []) {
  const log: string[] = [];
  const actions: GameAction[] = [...recorded];
  const shouts: ShoutAudit[] = [];
  /** The verdicts kept, by turn (the latest form of each). */
  const verdicts = new Map<number, Verdict>();
  /** For each move recorded, the person seats a bot played as it was judged. */
  const botPlayedAt: string[][] = [...recorded].map(() => []);
  const controls: Record<string, SeatControl> = {};
  let refuseRecords: "moved on" | "database failed" | null = null;
  let recordTakesMs = 0;
  let paused = false;
  const store: JudgeStore = {
    async record(from, recorded, botPlayed) {
      log.push(`record ${from}`);
      if (recordTakesMs > 0) await new Promise((resolve) => setTimeout(resolve, recordTakesMs));
      if (refuseRecords === "moved on") throw new GameMovedOn(from, from + 1);
      if (refuseRecords === "database failed") throw new Error("Connection terminated unexpectedly");
      if (from !== actions.length) throw new Error(`expected move ${actions.length}, got ${from}`);
      actions.push(...recorded);
      botPlayedAt.push(...recorded.map(() => [...botPlayed].sort()));
    },
    async recordShout(audit) {
      shouts.push(audit);
    },
    async recordVerdict(verdict) {
      verdicts.set(verdict.turn, verdict);
    },
    async setPaused(value) {
      paused = value;
    },
    async setControl(seatId, control) {
      controls[seatId] = control;
    },
  };
  return {
    store,
    log,
    actions,
    botPlayedAt,
    shouts,
    verdicts,
    controls,
    isPaused: () => paused,
    /** Every record from now on fails: another process has judged the game, or the database failed. */
    refuseRecordsFromNow(why: "moved on" | "database failed" = "moved on") {
      refuseRecords = why;
    },
    /** Every record from now on takes this long (a busy database). */
    slowRecords(ms: number) {
      recordTakesMs = ms;
    },
  };
}

export interface TestRoom {
  judge: RoomJudge;
  steps: StepMessage[];
  memory: ReturnType<typeof memoryStore>;
  setup: ScreenGameSetup;
  roomChanges: () => number;
  /** Verdicts sent again with a press that came after them. */
  amended: Verdict[];
}

/** A judge for a game about to start (or carrying on after `moves`, as when a process takes a room
 *  over), on vitest's fake timers (call vi.useFakeTimers first). */
export function openRoom(setup: ScreenGameSetup, options: { controls?: Record<string, SeatControl>; paused?: boolean; moves?: GameAction[]; verdicts?: Verdict[] } = {}): TestRoom {
  const moves = options.moves ?? [];
  const memory = memoryStore(moves);
  const steps: StepMessage[] = [];
  const amended: Verdict[] = [];
  let changes = 0;
  const judge = createRoomJudge({
    setup,
    checkpoint: checkpointAfter(setup, moves),
    actionCount: moves.length,
    controls: options.controls ?? {},
    paused: options.paused ?? false,
    verdicts: options.verdicts ?? [],
    deps: {
      now: () => Date.now(),
      setTimer(ms, run) {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      store: memory.store,
      broadcast(step) {
        memory.log.push(`broadcast ${step.actionCount}`);
        steps.push(step);
      },
      roomChanged() {
        changes += 1;
      },
      verdictChanged(verdict) {
        amended.push(verdict);
      },
    },
  });
  return { judge, steps, memory, setup, roomChanges: () => changes, amended };
}

let messageNumber = 0;
/** A fresh message id, as a device makes one for each intent. */
export function msgId(): string {
  messageNumber += 1;
  return `message-${messageNumber.toString().padStart(4, "0")}`;
}

/** An intent arriving from a seat's device now, over a connection with this one-way delay. */
/** An intent arriving now from a device `oneWayMs` away on a steady line (the least allowance). */
export const from = (seatId: string, oneWayMs: number, allowanceMs = TOLERANCE_MS): Arrival => ({ seatId, atMs: Date.now(), oneWayMs, allowanceMs });

export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}
