/**
 * One online room's judge, running: it feeds the judge's step (judge-step.ts) one event at a time,
 * in arrival order, and carries out the effects it asks for — records (whose outcome is the next
 * event), broadcasts, timers for the moves the table's host planned, and answers to the devices.
 * Everything the judge decides is decided in the step; nothing here judges.
 */
import type { PlannedMove } from "@/lib/games/table-host/planned-moves";
import { GameMovedOn, type RoomJudge, type RoomJudgeOptions } from "../judge-types";
import type { Ack, TableSnapshot } from "../protocol";
import type { JudgeEffect, JudgeEvent, JudgeState } from "./judge-state";
import { judgeOf, pausedBecause, wordsDueBy } from "./judge-step";
import { seatBook } from "./seats";

/** An event as it is handed in: it is stamped with the server's time when its turn to be judged comes. */
type Unstamped = JudgeEvent extends infer E ? (E extends JudgeEvent ? Omit<E, "now"> : never) : never;

const NO_ANSWER: Ack = { ok: true };

export function createRoomJudge(options: RoomJudgeOptions): RoomJudge {
  const { setup, deps } = options;
  const judge = judgeOf(setup);
  let state: JudgeState;
  let planned: (() => void)[] = [];
  let amendTimer: (() => void) | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  /** Judges one event now and carries out its effects; a record's outcome is judged next, at once. */
  async function judgeNow(event: Unstamped): Promise<Ack> {
    const stepped = judge.step(state, { ...event, now: deps.now() } as JudgeEvent);
    state = stepped.state;
    let answer: Ack = NO_ANSWER;
    for (const effect of stepped.effects) {
      if (effect.type === "answer") answer = effect.ack;
      else if (effect.type === "record") answer = await record(effect);
      else {
        const carried = carryOut(effect);
        if (carried) await carried;
      }
    }
    return answer;
  }

  async function record(effect: Extract<JudgeEffect, { type: "record" }>): Promise<Ack> {
    try {
      await deps.store.record(effect.index, [effect.action], effect.botPlayed, effect.drawings);
    } catch (error) {
      return judgeNow({ type: "notRecorded", movedOn: error instanceof GameMovedOn });
    }
    return judgeNow({ type: "recorded" });
  }

  /** Runs an event after every event before it has been judged: two moves never interleave. */
  function inOrder(event: Unstamped): Promise<Ack> {
    const run = queue.then(() => judgeNow(event));
    queue = run.catch(() => undefined);
    return run;
  }

  /** Judges an event that changes no move at once, between moves (a seat's presence, an amended verdict's time). */
  function atOnce(event: Unstamped): void {
    judgeNow(event).catch((error: Error) => console.error(`[judge] A ${event.type} was not judged: ${error.message}`));
  }

  function schedule(moves: PlannedMove[], plannedAt: number) {
    for (const cancel of planned) cancel();
    const now = deps.now();
    planned = moves.map((move) => deps.setTimer(Math.max(0, move.at - now), () => void inOrder({ type: "planned", move, plannedAt })));
  }

  /** Carries out an effect; only the store's pause and seat control are waited for. */
  function carryOut(effect: Exclude<JudgeEffect, { type: "answer" | "record" }>): Promise<void> | void {
    switch (effect.type) {
      case "broadcast":
        return deps.broadcast(effect.step);
      case "schedule":
        return schedule(effect.moves, effect.plannedAt);
      case "amendAfter":
        amendTimer?.();
        amendTimer = deps.setTimer(effect.ms, () => atOnce({ type: "amendDue" }));
        return;
      case "cancelAmend":
        amendTimer?.();
        amendTimer = null;
        return;
      case "verdictChanged":
        return deps.verdictChanged(effect.verdict);
      case "recordShout":
        // The store reports its own failures; a lost audit row never changes the game, so judging does not wait for it.
        deps.store.recordShout(effect.audit).catch(() => undefined);
        return;
      case "recordVerdict":
        void deps.store.recordVerdict(effect.verdict);
        return;
      case "setPaused":
        return deps.store.setPaused(effect.paused);
      case "setControl":
        return deps.store.setControl(effect.seatId, effect.control);
      case "roomChanged":
        return deps.roomChanged();
      case "later":
        // Stamped again when its turn comes.
        void inOrder(effect.event);
        return;
    }
  }

  const started = judge.start(options, deps.now());
  state = started.state;
  for (const effect of started.effects) if (effect.type === "schedule") schedule(effect.moves, effect.plannedAt);

  return {
    presence: (presence) => atOnce({ type: "presence", presence }),
    turn: (arrival, intent) => inOrder({ type: "turn", arrival, intent }),
    shout: (arrival, intent) => inOrder({ type: "shout", arrival, intent }),
    words: (arrival, intent) => inOrder({ type: "words", arrival, intent }),
    host: (command) => inOrder({ type: "host", command }),
    snapshot(): TableSnapshot {
      return { actionCount: state.actionCount, state: judge.view(state.game), result: state.result, shownAt: state.card?.shownAt ?? null, verdicts: state.verdicts, wordsDueBy: wordsDueBy(state) };
    },
    controls: () => ({ ...state.seats.controls }),
    paused: () => pausedBecause(state),
    presences: () => seatBook(setup, state.seats).presences(),
    stop: () => atOnce({ type: "stop" }),
  };
}
