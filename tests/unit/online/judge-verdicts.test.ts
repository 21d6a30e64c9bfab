import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { TOLERANCE_MS } from "@/lib/games/online/judge/fairness";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { replayGame } from "@/lib/games/screen/replay-game";
import { SLAP_WINDOW_MS } from "@/lib/rules";
import { advance, from, msgId, openRoom, person, sameRankDeck, setupOf, START_MS, type TestRoom } from "./judge-helpers";

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});
afterEach(() => {
  vi.useRealTimers();
});

const ONE_WAY_MS = 10;
const at = (seatId: string) => from(seatId, ONE_WAY_MS);

function connectAll(room: TestRoom, ...seatIds: string[]) {
  for (const seatId of seatIds) room.judge.presence({ seatId, connected: true, oneWayMs: ONE_WAY_MS });
}

/** A shout (or slap) pressed `reactionMs` after the latest card was shown, arriving one trip later. */
async function press(room: TestRoom, seatId: string, reactionMs: number, call = "snap") {
  const shownAt = room.judge.snapshot().shownAt!;
  await advance(shownAt + reactionMs + ONE_WAY_MS - Date.now());
  return room.judge.shout(at(seatId), { msgId: msgId(), turn: room.judge.snapshot().state.turns, call, reactionMs });
}

describe("every move is kept before anyone sees it", () => {
  test("every move is recorded before it is broadcast, in order; a verdict, decided by the moves already recorded, is sent first", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
    connectAll(room, "ann", "ben");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    await press(room, "ann", 300);
    await advance(500);
    expect(room.memory.log).toEqual(["record 0", "broadcast 1", "record 1", "broadcast 2", "record 2", "broadcast 3", "broadcast 4", "record 3"]);
    expect(room.memory.actions.map((a) => a.type)).toEqual(["turn", "turn", "shout", "resolveShouts"]);
  });

  test("a card is shown at an instant set when it is sent: a slow database does not make it reach the devices after its instant", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
    connectAll(room, "ann", "ben");
    room.memory.slowRecords(400);
    const asked = Date.now();
    const turned = room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(400);
    await turned;
    const sent = Date.now();
    const [step] = room.steps;
    expect(step!.showAt! - asked).toBeGreaterThanOrEqual(400);
    expect(step!.showAt!).toBeGreaterThan(sent);
    expect(room.judge.snapshot().shownAt).toBe(step!.showAt);
  });

  test("a store that refuses a move stops the judge: nothing is broadcast and later intents are refused", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
    connectAll(room, "ann", "ben");
    room.memory.refuseRecordsFromNow();
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: REFUSED.movedOn });
    expect(room.steps).toEqual([]);
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: REFUSED.elsewhere });
    expect(room.judge.snapshot().actionCount).toBe(0);
  });

  test("a move the database failed to record is refused as not saved, and the judge stops", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
    connectAll(room, "ann", "ben");
    room.memory.refuseRecordsFromNow("database failed");
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: REFUSED.notRecorded });
    expect(room.steps).toEqual([]);
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: REFUSED.elsewhere });
  });

  test("a stopped judge answers nothing and plays nothing", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), { ...person("bot-1"), kind: "bot" }], { deck: sameRankDeck(10) }));
    connectAll(room, "ann");
    room.judge.stop();
    await advance(60_000);
    expect(room.memory.actions).toEqual([]);
    expect(await room.judge.host({ msgId: msgId(), command: "pause" })).toEqual({ ok: false, reason: REFUSED.elsewhere });
  });
});

describe("another process takes the room over", () => {
  test("a judge carrying on from the recorded moves resolves a snap left waiting, and its clock carries on", async () => {
    const first = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
    connectAll(first, "ann", "ben");
    await first.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await first.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    await press(first, "ann", 272);
    first.judge.stop();
    const moves = [...first.memory.actions];
    await advance(5000);

    const second = openRoom(first.setup, { moves });
    connectAll(second, "ann", "ben");
    expect(await second.judge.shout(at("ben"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 280 })).toEqual({ ok: false, reason: REFUSED.cardBeforeTakeover });
    await advance(100);
    expect(second.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "ann" }));
    const resolved = second.memory.actions.at(-1)!;
    expect(resolved.type).toBe("resolveShouts");
    expect(resolved.atMs).toBeGreaterThanOrEqual(moves.at(-1)!.atMs);
    expect(second.judge.snapshot().actionCount).toBe(moves.length + 1);
  });

  test("a verdict sent before its record was written is the verdict the next process gives: it follows from the recorded shouts", async () => {
    const first = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
    connectAll(first, "ann", "ben");
    await first.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await first.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    await press(first, "ben", 250);
    await press(first, "ann", 272);
    first.memory.refuseRecordsFromNow();
    await advance(500);
    const sent = first.steps.at(-1)!;
    expect(sent.verdict?.winner).toBe("ben");
    expect(first.memory.actions.map((a) => a.type)).toEqual(["turn", "turn", "shout", "shout"]);

    const second = openRoom(first.setup, { moves: [...first.memory.actions] });
    connectAll(second, "ann", "ben");
    await advance(100);
    const resolved = second.steps.at(-1)!;
    // The same snap to the same player with the same cards (only the moment differs).
    const won = (events: typeof sent.events) => {
      const { atMs: _moment, ...snap } = events.find((e) => e.type === "snapWon") as Extract<(typeof events)[number], { type: "snapWon" }>;
      return snap;
    };
    expect(won(resolved.events)).toEqual(won(sent.events));
    expect(resolved.state.players).toEqual(sent.state.players);
  });
});

describe("simultaneous shouts", () => {
  async function tiedSnap(): Promise<TestRoom> {
    const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10), seed: 11 }));
    connectAll(room, "ann", "ben");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    await press(room, "ann", 250);
    await room.judge.shout(at("ben"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 250 });
    await advance(500);
    return room;
  }

  test("tie: equal reaction times are broken the same way on replay (seeded)", async () => {
    const first = await tiedSnap();
    vi.setSystemTime(START_MS);
    const second = await tiedSnap();
    const verdict = first.steps.at(-1)!.verdict!;
    expect(verdict.winner).not.toBeNull();
    expect(second.steps.at(-1)!.verdict!.winner).toBe(verdict.winner);
    const replayed = replayGame(first.setup, first.memory.actions).events.find((e) => e.type === "snapWon");
    expect(replayed).toMatchObject({ playerId: verdict.winner });
    expect(verdict.shouts.map((s) => s.outcome).sort()).toEqual(["tied", "won"]);
  });
});

describe("Irish Snap's slap", () => {
  /** Every card an Ace: the first card is turned as the table calls Ace, so everyone must slap. */
  async function slapDue(): Promise<TestRoom> {
    const room = openRoom(setupOf("irish", [person("ann"), person("ben"), person("cy")], { deck: sameRankDeck(12, "A") }));
    connectAll(room, "ann", "ben", "cy");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    expect(room.judge.snapshot().state.phase).toBe("shouts");
    return room;
  }

  test("Irish: the last to slap takes the pile", async () => {
    const room = await slapDue();
    await press(room, "ann", 300, "slap");
    await press(room, "ben", 350, "slap");
    await press(room, "cy", 420, "slap");
    await advance(30);
    const verdict = room.steps.at(-1)!.verdict!;
    expect(verdict.winner).toBe("cy");
    expect(room.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "pileCollected", playerId: "cy", reason: "lastToSlap" }));
  });

  test("Irish: a far device's slap made inside the slap window counts, though it arrives after the window", async () => {
    const room = await slapDue();
    room.judge.presence({ seatId: "cy", connected: true, oneWayMs: 150 });
    await press(room, "ann", 300, "slap");
    await press(room, "ben", 500, "slap");
    const shownAt = room.judge.snapshot().shownAt!;
    const reactionMs = SLAP_WINDOW_MS - 30;
    await advance(shownAt + reactionMs + 150 - Date.now());
    expect(Date.now()).toBeGreaterThan(shownAt + SLAP_WINDOW_MS);
    expect(await room.judge.shout(from("cy", 150), { msgId: msgId(), turn: room.judge.snapshot().state.turns, call: "slap", reactionMs })).toEqual({ ok: true });
    await advance(100);
    expect(room.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "pileCollected", playerId: "cy", reason: "lastToSlap" }));
  });

  test("Irish: the slap window closes without everyone, and whoever missed takes the pile", async () => {
    const room = await slapDue();
    await press(room, "ann", 300, "slap");
    await press(room, "cy", 500, "slap");
    const shownAt = room.judge.snapshot().shownAt!;
    await advance(shownAt + SLAP_WINDOW_MS - Date.now());
    expect(room.judge.snapshot().state.phase).toBe("shouts");
    await advance(ONE_WAY_MS + TOLERANCE_MS - 1);
    expect(room.judge.snapshot().state.phase).toBe("shouts");
    await advance(1);
    expect(room.steps.at(-1)!.verdict!.winner).toBe("ben");
    expect(room.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "pileCollected", playerId: "ben", reason: "missedSlap" }));
  });
});
