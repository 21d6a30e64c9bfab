import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { allowanceFor, jitterOf, judgedReaction, MAX_ALLOWANCE_MS, MAX_COUNTED_DELAY_MS, TOLERANCE_MS } from "@/lib/games/online/judge/fairness";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { lineOf } from "@/lib/realtime/delay-probe";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import { advance, from, msgId, openRoom, person, sameRankDeck, setupOf, START_MS, type TestRoom } from "./judge-helpers";

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});
afterEach(() => {
  vi.useRealTimers();
});

const NEAR_MS = 5;
const FAR_MS = 150;

/** Two players on their own devices, Near on a 5 ms connection and Far on a 150 ms one; Near and
 *  Far each turn a card of the same rank, so the second card shown makes a snap. Returns when it was shown. */
async function snapOnTheTable(): Promise<TestRoom & { shownAt: number }> {
  const room = openRoom(setupOf("classic", [person("near"), person("far")], { deck: sameRankDeck(10) }));
  room.judge.presence({ seatId: "near", connected: true, oneWayMs: NEAR_MS });
  room.judge.presence({ seatId: "far", connected: true, oneWayMs: FAR_MS });
  expect(await room.judge.turn(from("near", NEAR_MS), { msgId: msgId(), turn: 0 })).toEqual({ ok: true });
  await advance(1000);
  expect(await room.judge.turn(from("far", FAR_MS), { msgId: msgId(), turn: 1 })).toEqual({ ok: true });
  const shownAt = room.judge.snapshot().shownAt!;
  return { ...room, shownAt };
}

/** Near and Far both 5 ms away turn a card each of the same rank: a snap on the table, and when it was shown. */
async function nearSnap(overrides: Partial<ScreenGameSetup> = {}) {
  const room = openRoom(setupOf("classic", [person("near"), person("far")], { deck: sameRankDeck(10), ...overrides }));
  room.judge.presence({ seatId: "near", connected: true, oneWayMs: NEAR_MS });
  room.judge.presence({ seatId: "far", connected: true, oneWayMs: NEAR_MS });
  await room.judge.turn(from("near", NEAR_MS), { msgId: msgId(), turn: 0 });
  await advance(1000);
  await room.judge.turn(from("far", NEAR_MS), { msgId: msgId(), turn: 1 });
  return { room, shownAt: room.judge.snapshot().shownAt! };
}

/** A shout pressed `reactionMs` after the card was shown on the device, arriving `oneWayMs` later. */
async function shoutAt(room: TestRoom & { shownAt: number }, seatId: string, reactionMs: number, oneWayMs: number, claimedMs = reactionMs) {
  const arrives = room.shownAt + reactionMs + oneWayMs;
  await advance(arrives - Date.now());
  return room.judge.shout(from(seatId, oneWayMs), { msgId: msgId(), turn: 2, call: "snap", reactionMs: claimedMs });
}

describe("who reacted first wins, wherever they are", () => {
  test("a turned card is shown on every device when the slowest connected device has it", async () => {
    const room = await snapOnTheTable();
    const step = room.steps.at(-1)!;
    expect(step.showAt).toBe(room.shownAt);
    expect(room.shownAt - Date.now()).toBe(FAR_MS + 20);
  });

  test("a card is shown late enough for a slow trip of the slowest line: its one-way delay and its jitter", async () => {
    const room = openRoom(setupOf("classic", [person("near"), person("far")], { deck: sameRankDeck(10) }));
    room.judge.presence({ seatId: "near", connected: true, oneWayMs: NEAR_MS, jitterMs: 4 });
    room.judge.presence({ seatId: "far", connected: true, oneWayMs: FAR_MS, jitterMs: 30 });
    expect(await room.judge.turn(from("near", NEAR_MS), { msgId: msgId(), turn: 0 })).toEqual({ ok: true });
    expect(room.steps.at(-1)!.showAt! - Date.now()).toBe(FAR_MS + 30 + 20);
  });

  test("a player on a 150 ms connection who reacts 30 ms faster beats a player on a 5 ms connection", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "near", 230, NEAR_MS)).toEqual({ ok: true });
    expect(await shoutAt(room, "far", 200, FAR_MS)).toEqual({ ok: true });
    await advance(500);
    const verdict = room.steps.at(-1)!.verdict!;
    expect(verdict.winner).toBe("far");
    expect(verdict.shouts.map((s) => [s.seatId, s.reactionMs, s.oneWayMs, s.outcome])).toEqual([
      ["near", 230, NEAR_MS, "right"],
      ["far", 200, FAR_MS, "won"],
    ]);
    expect(room.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "far" }));
  });

  test("the verdict carries its own show-at instant, after every device has it", async () => {
    const room = await snapOnTheTable();
    await shoutAt(room, "near", 230, NEAR_MS);
    // A faster shout from Far could still arrive until shown + 230 + tie window 20 + 150 + a frame's allowance 25.
    await advance(room.shownAt + 230 + 20 + FAR_MS + TOLERANCE_MS - Date.now() - 1);
    expect(room.steps.at(-1)!.verdict).toBeNull();
    await advance(1);
    const step = room.steps.at(-1)!;
    expect(step.verdict!.showAt).toBe(step.showAt);
    expect(step.showAt).toBe(Date.now() + FAR_MS + 20);
  });

  test("the tie window closes at most 250 ms after the first right shout arrived, however far a device is", async () => {
    const room = await snapOnTheTable();
    room.judge.presence({ seatId: "far", connected: true, oneWayMs: 2000 });
    await shoutAt(room, "near", 230, NEAR_MS);
    const firstArrived = Date.now();
    await advance(249);
    expect(room.steps.at(-1)!.verdict).toBeNull();
    await advance(1);
    expect(room.steps.at(-1)!.verdict!.winner).toBe("near");
    expect(Date.now() - firstArrived).toBe(250);
  });
});

describe("a late shout is never refused: the server credits what the device's own jitter allows", () => {
  test("a claim faster than the server saw is judged at what it saw less the allowance, not refused", async () => {
    const room = await snapOnTheTable();
    const answer = await shoutAt(room, "far", 200, FAR_MS, 100);
    expect(answer).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "shout", playerId: "far", reactionMs: 200 - TOLERANCE_MS });
    expect(room.memory.shouts.at(-1)).toMatchObject({ seatId: "far", reactionMs: 100, observedMs: 200, accepted: true, outcome: "right" });
  });

  test("an honest shout whose trip took 30 ms longer than the device's best is judged at its own time", async () => {
    const room = await snapOnTheTable();
    // Far's trips have wandered by 30 ms, so its allowance is a frame and 30 ms.
    const arrives = room.shownAt + 200 + FAR_MS + 30;
    await advance(arrives - Date.now());
    expect(await room.judge.shout(from("far", FAR_MS, allowanceFor(30)), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 200 })).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "shout", reactionMs: 200 });
  });

  test("a claim longer than the shout took to arrive is judged at the time it took", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "near", 200, NEAR_MS, 400)).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "shout", reactionMs: 200 + NEAR_MS });
  });

  test("a negative or huge reaction time is refused and changes nothing", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "near", 200, NEAR_MS, -1)).toEqual({ ok: false, reason: REFUSED.negativeReaction });
    expect(await shoutAt(room, "near", 200, NEAR_MS, 10_001)).toEqual({ ok: false, reason: REFUSED.hugeReaction });
    expect(room.memory.actions).toHaveLength(2);
  });

  test("a shout within the allowance of what the server saw is judged as claimed", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "far", 200, FAR_MS, 200 - TOLERANCE_MS)).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "shout", reactionMs: 200 - TOLERANCE_MS });
  });

  test("a press that comes after the verdict joins it as too late, and every device is sent the verdict again, with the next move or on its own", async () => {
    const room = await snapOnTheTable();
    await shoutAt(room, "near", 230, NEAR_MS);
    await advance(1000);
    const verdict = room.steps.at(-1)!.verdict!;
    expect(verdict.winner).toBe("near");
    expect(await room.judge.shout(from("far", FAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 900 })).toEqual({ ok: false, reason: REFUSED.alreadyDecided });
    expect(room.amended).toEqual([]);
    await advance(1000);
    expect(room.amended).toEqual([{ ...verdict, shouts: [...verdict.shouts, { seatId: "far", call: "snap", reactionMs: 900, oneWayMs: FAR_MS, outcome: "refused", reason: REFUSED.alreadyDecided }] }]);
    expect(room.judge.snapshot().verdicts.at(-1)).toEqual(room.amended[0]);
    // Kept with the game in its latest form, for a device that reloads or a judge taking the room over.
    expect(room.memory.verdicts.get(2)).toEqual(room.amended[0]);
    const takenOver = openRoom(room.setup, { moves: room.memory.actions, verdicts: [...room.memory.verdicts.values()] });
    expect(takenOver.judge.snapshot().verdicts).toEqual(room.amended);
    // A second late press from the same seat is not added again.
    await room.judge.shout(from("far", FAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 950 });
    await advance(1000);
    expect(room.amended).toHaveLength(1);
  });

  test("a verdict a late press joined goes with the room's next move when one comes first, and not on its own", async () => {
    const { room, shownAt } = await nearSnap();
    await advance(shownAt + 300 + NEAR_MS - Date.now());
    await room.judge.shout(from("near", NEAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 300 });
    await advance(200);
    expect(room.steps.at(-1)!.verdict!.winner).toBe("near");
    await room.judge.shout(from("far", NEAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 480 });
    const state = room.judge.snapshot().state;
    const next = state.players[state.current]!.id;
    expect(await room.judge.turn(from(next, NEAR_MS), { msgId: msgId(), turn: state.turns })).toEqual({ ok: true });
    expect(room.steps.at(-1)!.amended?.shouts.map((s) => [s.seatId, s.outcome])).toEqual([
      ["near", "won"],
      ["far", "refused"],
    ]);
    await advance(2000);
    expect(room.amended).toEqual([]);
  });

  test("the verdict shows a credited shout at the time it was judged by, with what it claimed", async () => {
    const room = await snapOnTheTable();
    await shoutAt(room, "near", 230, NEAR_MS);
    await shoutAt(room, "far", 200, FAR_MS, 100);
    await advance(500);
    expect(room.steps.at(-1)!.verdict!.shouts).toEqual([
      { seatId: "near", call: "snap", reactionMs: 230, oneWayMs: NEAR_MS, outcome: "right" },
      { seatId: "far", call: "snap", reactionMs: 200 - TOLERANCE_MS, claimedMs: 100, oneWayMs: FAR_MS, outcome: "won" },
    ]);
  });

  test("an honest device's late shout is still never refused: its acknowledgements come back as its probes do, and a slow trip is credited", async () => {
    const room = await snapOnTheTable();
    // Far's round trips, probes and acknowledged steps alike, take 300 to 330 ms: 150 ms one way, jitter 30 ms.
    const line = lineOf([300, 310, 330, 305, 315, 300, 320, 312], [301, 340, 318, 306, 325]);
    expect(line).toEqual({ oneWayMs: FAR_MS, jitterMs: 30 });
    // Its shout took 80 ms longer than its best trip: the server sees 280 ms, and counts no less than 280 − 55.
    const arrives = room.shownAt + 200 + FAR_MS + 80;
    await advance(arrives - Date.now());
    expect(await room.judge.shout(from("far", line.oneWayMs, allowanceFor(line.jitterMs)), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 200 })).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "shout", reactionMs: 280 - TOLERANCE_MS - 30 });
  });

  test("a device's allowance is a frame and how far its trips wander, and never more than 60 ms", () => {
    expect(jitterOf([40, 42, 41, 70])).toBe(30);
    expect(allowanceFor(0)).toBe(TOLERANCE_MS);
    expect(allowanceFor(jitterOf([40, 42, 41, 70]))).toBe(TOLERANCE_MS + 30);
    expect(allowanceFor(500)).toBe(MAX_ALLOWANCE_MS);
  });
});

describe("a false start online", () => {
  test("a shout judged faster than the table's floor is a false start: wrong, shown so in the verdict and kept", async () => {
    const { room, shownAt } = await nearSnap({ falseStartMs: 100 });
    // Near shouts 40 ms after the card was shown (arriving 5 ms later): no person is that quick.
    await advance(shownAt + 40 + NEAR_MS - Date.now());
    expect(await room.judge.shout(from("near", NEAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 40 })).toEqual({ ok: true });
    await advance(300 + NEAR_MS - 40);
    await room.judge.shout(from("far", NEAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 300 });
    await advance(500);
    expect(room.steps.at(-1)!.verdict!.shouts.map((s) => [s.seatId, s.reactionMs, s.outcome])).toEqual([
      ["near", 40, "falseStart"],
      ["far", 300, "won"],
    ]);
    expect(room.memory.shouts.find((s) => s.seatId === "near")).toMatchObject({ accepted: true, outcome: "falseStart" });
  });
});

/** What a device holds back by how long: its answers to the server's probes, and its
 *  acknowledgements of steps ("received"). */
interface Holds {
  probesMs: number;
  acksMs: number;
}

/** The fastest reaction the judge will count for a device whose true reaction was `reactionMs`, on a
 *  steady connection whose true one-way delay is `trueOneWayMs`, when it holds back its answers
 *  (the server measures its line from them as delay-probe.ts does) and claims 0. */
function fastestCounted(reactionMs: number, trueOneWayMs: number, holds: Holds, allowanceMs?: number): number {
  const shownAt = START_MS;
  const trips = (heldMs: number) => Array.from({ length: 8 }, () => 2 * trueOneWayMs + heldMs);
  const line = lineOf(trips(holds.probesMs), trips(holds.acksMs));
  const arrival = { seatId: "far", atMs: shownAt + reactionMs + trueOneWayMs, oneWayMs: line.oneWayMs, allowanceMs: allowanceMs ?? allowanceFor(line.jitterMs) };
  const timed = judgedReaction(0, arrival, shownAt);
  if ("refused" in timed) throw new Error("a claim of 0 is a reaction time");
  return timed.reactionMs;
}

test("a device sending refused shouts again and again is shown once in the verdict", async () => {
  const room = await snapOnTheTable();
  await shoutAt(room, "near", 230, NEAR_MS);
  for (let n = 0; n < 5; n += 1) await room.judge.shout(from("far", FAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: -1 });
  await advance(500);
  expect(room.steps.at(-1)!.verdict!.shouts.map((s) => [s.seatId, s.outcome])).toEqual([
    ["near", "won"],
    ["far", "refused"],
  ]);
  expect(room.memory.shouts.filter((s) => s.seatId === "far")).toHaveLength(5);
});

const NOTHING_HELD: Holds = { probesMs: 0, acksMs: 0 };
const probesHeld = (ms: number): Holds => ({ probesMs: ms, acksMs: 0 });
const allHeld = (ms: number): Holds => ({ probesMs: ms, acksMs: ms });

describe("what a dishonest device could still gain", () => {
  test("a device that claims too fast gains at most its allowance, and at most 60 ms however unsteady it makes its line look", () => {
    expect(300 - fastestCounted(300, 20, NOTHING_HELD)).toBe(TOLERANCE_MS);
    expect(300 - fastestCounted(300, 20, NOTHING_HELD, allowanceFor(10_000))).toBe(MAX_ALLOWANCE_MS);
  });

  test("a device that delays its ping replies gains no more than its allowance, however long it delays them: it is measured by its acknowledgements", () => {
    for (const addedMs of [0, 50, 100, 200, 10_000]) expect(300 - fastestCounted(300, 20, probesHeld(addedMs))).toBe(TOLERANCE_MS);
    // Holding them back unevenly makes its line look unsteady: its allowance grows, to 60 ms at most.
    expect(300 - fastestCounted(300, 20, probesHeld(10_000), allowanceFor(10_000))).toBe(MAX_ALLOWANCE_MS);
  });

  test("a device that delays its ping replies and its acknowledgements gains at most half the added delay plus its allowance", () => {
    const reactionMs = 300;
    const trueOneWayMs = 20;
    const gains = [0, 50, 100, 200, 10_000].map((addedMs) => ({ addedMs, gainMs: reactionMs - fastestCounted(reactionMs, trueOneWayMs, allHeld(addedMs)) }));
    expect(gains).toEqual([
      { addedMs: 0, gainMs: TOLERANCE_MS },
      { addedMs: 50, gainMs: 25 + TOLERANCE_MS },
      { addedMs: 100, gainMs: 50 + TOLERANCE_MS },
      { addedMs: 200, gainMs: 100 + TOLERANCE_MS },
      { addedMs: 10_000, gainMs: MAX_COUNTED_DELAY_MS - trueOneWayMs + TOLERANCE_MS },
    ]);
    for (const { addedMs, gainMs } of gains) expect(gainMs).toBeLessThanOrEqual(addedMs / 2 + TOLERANCE_MS);
  });

  test("the judge counts exactly what the bound allows from a device that delayed its ping replies and acknowledgements by 200 ms", async () => {
    const room = await snapOnTheTable();
    // Far's true trip is 150 ms; with its answers held back 200 ms the server measures 250 ms.
    const arrives = room.shownAt + 300 + FAR_MS;
    await advance(arrives - Date.now());
    await room.judge.shout({ seatId: "far", atMs: arrives, oneWayMs: FAR_MS + 100, allowanceMs: TOLERANCE_MS }, { msgId: msgId(), turn: 2, call: "snap", reactionMs: 1 });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "shout", reactionMs: 300 - 100 - TOLERANCE_MS });
  });

  test("however long it delays its ping replies and acknowledgements, the counted delay's cap bounds the gain", () => {
    expect(600 - fastestCounted(600, 20, allHeld(10_000))).toBe(MAX_COUNTED_DELAY_MS - 20 + TOLERANCE_MS);
    expect(600 - fastestCounted(600, 20, allHeld(10_000), MAX_ALLOWANCE_MS)).toBe(MAX_COUNTED_DELAY_MS - 20 + MAX_ALLOWANCE_MS);
  });

  test("a reaction is never counted below zero, however it delays its answers", () => {
    expect(fastestCounted(100, 20, allHeld(10_000))).toBe(0);
  });
});
