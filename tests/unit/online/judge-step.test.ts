import { describe, expect, test } from "vitest";
import type { JudgeEffect, JudgeEvent, JudgeState } from "@/lib/games/online/judge/judge-state";
import { judgeOf, tableStatus } from "@/lib/games/online/judge/judge-step";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import { from, msgId, person, sameRankDeck, setupOf } from "./judge-helpers";

const setup = setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(12) });
const judge = judgeOf(setup);
const NOW = 1_000_000;

function started(): JudgeState {
  const { state } = judge.start({ checkpoint: checkpointAfter(setup, []), actionCount: 0, controls: {}, paused: false }, NOW);
  let here = state;
  for (const seatId of ["ann", "ben"]) here = judge.step(here, { type: "presence", presence: { seatId, connected: true, oneWayMs: 10 }, now: NOW }).state;
  return here;
}

const kinds = (effects: JudgeEffect[]) => effects.map((e) => e.type);
const answerOf = (effects: JudgeEffect[]) => effects.find((e) => e.type === "answer")?.ack;

/** Deep-freezes a state: a step that changed the state it was given would throw. */
function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

const turnBy = (seatId: string, turn: number, now: number): JudgeEvent => ({ type: "turn", arrival: { ...from(seatId, 10), atMs: now }, intent: { msgId: msgId(), turn }, now });

describe("the judge is a step from one state to the next", () => {
  test("a card is sent to the devices only once its move is recorded", () => {
    const asked = judge.step(started(), turnBy("ann", 0, NOW + 10));
    expect(kinds(asked.effects)).toEqual(["record"]);
    const recorded = judge.step(asked.state, { type: "recorded", now: NOW + 20 });
    expect(kinds(recorded.effects)).toEqual(["broadcast", "schedule", "answer"]);
    expect(answerOf(recorded.effects)).toEqual({ ok: true });
    expect(recorded.state.card?.turn).toBe(1);
  });

  test("a verdict is sent before it is recorded: it follows from moves already recorded", () => {
    let state = judge.step(started(), turnBy("ann", 0, NOW)).state;
    state = judge.step(state, { type: "recorded", now: NOW }).state;
    state = judge.step(state, turnBy("ben", 1, NOW + 1_000)).state;
    state = judge.step(state, { type: "recorded", now: NOW + 1_000 }).state;
    const shownAt = state.card!.shownAt;
    const shout: JudgeEvent = { type: "shout", arrival: { ...from("ann", 10), atMs: shownAt + 310 }, intent: { msgId: msgId(), turn: 2, call: "Snap", reactionMs: 300 }, now: shownAt + 310 };
    state = judge.step(state, shout).state;
    state = judge.step(state, { type: "recorded", now: shownAt + 311 }).state;
    expect(tableStatus(state)).toBe("deciding");
    const close = judge.step(state, { type: "planned", move: { type: "resolveShouts", at: shownAt + 400 }, plannedAt: state.actionCount, now: shownAt + 400 });
    expect(kinds(close.effects)).toEqual(["recordVerdict", "broadcast", "record"]);
  });

  test("a move that could not be recorded stops the judge: that move is refused as not saved, and every later one as judged elsewhere", () => {
    const asked = judge.step(started(), turnBy("ann", 0, NOW));
    const failed = judge.step(asked.state, { type: "notRecorded", movedOn: false, now: NOW + 5 });
    expect(answerOf(failed.effects)).toEqual({ ok: false, reason: REFUSED.notRecorded });
    expect(failed.effects).toContainEqual({ type: "schedule", moves: [], plannedAt: 0 });
    expect(tableStatus(failed.state)).toBe("stopped");
    expect(answerOf(judge.step(failed.state, turnBy("ann", 0, NOW + 10)).effects)).toEqual({ ok: false, reason: REFUSED.elsewhere });
  });

  test("a replayed message is refused and changes nothing else", () => {
    const state = started();
    const turn = turnBy("ann", 0, NOW);
    const once = judge.step(judge.step(state, turn).state, { type: "recorded", now: NOW });
    const again = judge.step(once.state, { ...turn, now: NOW + 50 });
    expect(answerOf(again.effects)).toEqual({ ok: false, reason: REFUSED.replayed });
    expect(again.state.game).toBe(once.state.game);
  });

  test("the judge's states are named: open, deciding, paused, and back", () => {
    let state = started();
    expect(tableStatus(state)).toBe("open");
    state = judge.step(state, { type: "host", command: { msgId: msgId(), command: "pause" }, now: NOW }).state;
    expect(tableStatus(state)).toBe("paused");
    expect(answerOf(judge.step(state, turnBy("ann", 0, NOW + 1)).effects)).toEqual({ ok: false, reason: REFUSED.paused });
    state = judge.step(state, { type: "host", command: { msgId: msgId(), command: "resume" }, now: NOW + 2 }).state;
    expect(tableStatus(state)).toBe("open");
  });

  test("every player's device leaving pauses the game by itself, after the moves already in hand", () => {
    let state = started();
    state = judge.step(state, { type: "presence", presence: { seatId: "ann", connected: false, oneWayMs: null }, now: NOW }).state;
    const last = judge.step(state, { type: "presence", presence: { seatId: "ben", connected: false, oneWayMs: null }, now: NOW });
    const later = last.effects.find((e) => e.type === "later");
    expect(later).toMatchObject({ event: { type: "alone", alone: true } });
    const paused = judge.step(last.state, { type: "alone", alone: true, now: NOW + 1 });
    expect(tableStatus(paused.state)).toBe("paused");
  });

  test("a step never changes the state it was given", () => {
    const state = frozen(started());
    expect(() => {
      const asked = judge.step(state, turnBy("ann", 0, NOW));
      const recorded = judge.step(frozen(asked.state), { type: "recorded", now: NOW + 20 });
      judge.step(frozen(recorded.state), { type: "host", command: { msgId: msgId(), command: "pause" }, now: NOW + 30 });
    }).not.toThrow();
  });
});
