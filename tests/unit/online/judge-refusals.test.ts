import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { advance, from, msgId, openRoom, person, sameRankDeck, setupOf, START_MS } from "./judge-helpers";

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Ann and Ben on their own devices, 10 ms away; every card is a Five, so the second card makes a snap. */
function annAndBen(overrides: Parameters<typeof setupOf>[2] = {}) {
  const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10), ...overrides }));
  room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
  room.judge.presence({ seatId: "ben", connected: true, oneWayMs: 10 });
  return room;
}

const at = (seatId: string) => from(seatId, 10);

describe("bad input gets a refusal with a reason, and the game is unchanged", () => {
  test("a turn out of turn is refused with the rules' reason", async () => {
    const room = annAndBen();
    expect(await room.judge.turn(at("ben"), { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: "It is ANN's turn to turn a card." });
    expect(room.memory.actions).toEqual([]);
    expect(room.steps).toEqual([]);
  });

  test("a turn for a card that is no longer the latest is refused as stale", async () => {
    const room = annAndBen();
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 3 })).toEqual({ ok: false, reason: REFUSED.staleTurn });
  });

  test("a shout at a card that is no longer the latest is refused as stale", async () => {
    const room = annAndBen();
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(400);
    expect(await room.judge.shout(at("ben"), { msgId: msgId(), turn: 0, call: "snap", reactionMs: 300 })).toEqual({ ok: false, reason: REFUSED.staleTurn });
    expect(room.memory.actions).toHaveLength(1);
  });

  test("a replayed message is refused and nothing is applied twice", async () => {
    const room = annAndBen();
    const id = msgId();
    expect(await room.judge.turn(at("ann"), { msgId: id, turn: 0 })).toEqual({ ok: true });
    await advance(1000);
    expect(await room.judge.turn(at("ben"), { msgId: id, turn: 1 })).toEqual({ ok: false, reason: REFUSED.replayed });
    expect(room.memory.actions).toHaveLength(1);
  });

  test("a shout from a locked-out seat is refused with the rules' reason", async () => {
    const room = annAndBen();
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(400);
    expect(await room.judge.shout(at("ben"), { msgId: msgId(), turn: 1, call: "snap", reactionMs: 360 })).toEqual({ ok: true });
    expect(room.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "ben", right: false }));
    await advance(100);
    expect(await room.judge.shout(at("ben"), { msgId: msgId(), turn: 1, call: "snap", reactionMs: 460 })).toEqual({
      ok: false,
      reason: "BEN shouted wrongly and must wait for the next card.",
    });
    expect(room.memory.actions).toHaveLength(2);
    expect(room.memory.shouts.map((s) => [s.accepted, s.outcome])).toEqual([
      [true, "wrong"],
      [false, "refused"],
    ]);
  });

  test("a late shout after the verdict is refused as too late, not judged wrong", async () => {
    const room = annAndBen();
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    await advance(300);
    await room.judge.shout(at("ann"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 260 });
    await advance(400);
    expect(room.steps.at(-1)!.verdict!.winner).toBe("ann");
    const moves = room.memory.actions.length;
    expect(await room.judge.shout(at("ben"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 650 })).toEqual({ ok: false, reason: REFUSED.alreadyDecided });
    expect(room.memory.actions).toHaveLength(moves);
    expect(room.judge.snapshot().state.players.find((p) => p.id === "ben")!.lockedOut).toBe(false);
  });

  test("an action after the game is over is refused", async () => {
    const room = annAndBen({ turnLimit: 1 });
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    expect(await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 })).toEqual({ ok: true });
    expect(room.judge.snapshot().state.phase).toBe("over");
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 1 })).toEqual({ ok: false, reason: REFUSED.over });
    expect(await room.judge.shout(at("ann"), { msgId: msgId(), turn: 1, call: "snap", reactionMs: 300 })).toEqual({ ok: false, reason: REFUSED.over });
    // Its room lets the judge go once the game is over: a shout that was waiting its turn hears the same.
    room.judge.stop();
    expect(await room.judge.shout(at("ann"), { msgId: msgId(), turn: 1, call: "snap", reactionMs: 300 })).toEqual({ ok: false, reason: REFUSED.over });
  });

  test("an intent from a seat that is not in the game is refused", async () => {
    const room = annAndBen();
    expect(await room.judge.turn(at("cat"), { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: REFUSED.noSuchSeat });
  });

  test("words from anyone but the snap's winner are refused", async () => {
    const room = annAndBen();
    expect(await room.judge.words(at("ann"), { msgId: msgId(), words: { c1: "Apple" } })).toEqual({ ok: false, reason: REFUSED.noWordsWanted });
  });
});
