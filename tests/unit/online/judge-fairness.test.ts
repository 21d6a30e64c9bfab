import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { implausibleReaction, MAX_COUNTED_DELAY_MS, TOLERANCE_MS } from "@/lib/games/online/judge/fairness";
import { REFUSED } from "@/lib/games/online/judge/refusals";
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

/** A shout pressed `reactionMs` after the card was shown on the device, arriving `oneWayMs` later. */
async function shoutAt(room: TestRoom & { shownAt: number }, seatId: string, reactionMs: number, oneWayMs: number, claimedMs = reactionMs) {
  const arrives = room.shownAt + reactionMs + oneWayMs;
  await advance(arrives - Date.now());
  return room.judge.shout({ seatId, atMs: Date.now(), oneWayMs }, { msgId: msgId(), turn: 2, call: "snap", reactionMs: claimedMs });
}

describe("who reacted first wins, wherever they are", () => {
  test("a turned card is shown on every device when the slowest connected device has it", async () => {
    const room = await snapOnTheTable();
    const step = room.steps.at(-1)!;
    expect(step.showAt).toBe(room.shownAt);
    expect(room.shownAt - Date.now()).toBe(FAR_MS + 20);
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
    // A faster shout from Far could still arrive until shown + 230 + tie window 20 + 150 + margin 20.
    await advance(room.shownAt + 420 - Date.now() - 1);
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

describe("impossible reaction times are refused, not trusted", () => {
  test("a forged reaction time (faster than the server could have seen) is refused and changes nothing", async () => {
    const room = await snapOnTheTable();
    const before = room.memory.actions.length;
    const stepsBefore = room.steps.length;
    const answer = await shoutAt(room, "far", 200, FAR_MS, 100);
    expect(answer).toEqual({ ok: false, reason: REFUSED.fasterThanSeen });
    expect(room.memory.actions).toHaveLength(before);
    expect(room.steps).toHaveLength(stepsBefore);
    expect(room.memory.shouts.at(-1)).toMatchObject({ seatId: "far", reactionMs: 100, observedMs: 200, accepted: false, outcome: "refused" });
  });

  test("a reaction time longer than the shout took to arrive is refused", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "near", 200, NEAR_MS, 400)).toEqual({ ok: false, reason: REFUSED.slowerThanArrival });
  });

  test("a negative or huge reaction time is refused", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "near", 200, NEAR_MS, -1)).toEqual({ ok: false, reason: REFUSED.negativeReaction });
    expect(await shoutAt(room, "near", 200, NEAR_MS, 10_001)).toEqual({ ok: false, reason: REFUSED.hugeReaction });
    expect(room.memory.actions).toHaveLength(2);
  });

  test("a shout within the tolerance of what the server saw is accepted (a frame and a little jitter)", async () => {
    const room = await snapOnTheTable();
    expect(await shoutAt(room, "far", 200, FAR_MS, 200 - TOLERANCE_MS)).toEqual({ ok: true });
  });

  test("refused shouts are shown in the verdict with their reason", async () => {
    const room = await snapOnTheTable();
    await shoutAt(room, "near", 230, NEAR_MS);
    await shoutAt(room, "far", 200, FAR_MS, 100);
    await advance(500);
    expect(room.steps.at(-1)!.verdict!.shouts).toEqual([
      { seatId: "near", call: "snap", reactionMs: 230, oneWayMs: NEAR_MS, outcome: "won" },
      { seatId: "far", call: "snap", reactionMs: 100, oneWayMs: FAR_MS, outcome: "refused", reason: REFUSED.fasterThanSeen },
    ]);
  });
});

/** The smallest reaction time the server accepts from a device whose true reaction was `reactionMs`,
 *  on a connection whose true one-way delay is `trueOneWayMs`, when it delays every ping reply by
 *  `addedMs` (so the server measures half of that more one-way delay than there is). */
function smallestAcceptedClaim(reactionMs: number, trueOneWayMs: number, addedMs: number): number {
  const shownAt = START_MS;
  const arrival = { seatId: "far", atMs: shownAt + reactionMs + trueOneWayMs, oneWayMs: trueOneWayMs + addedMs / 2 };
  let claim = reactionMs;
  while (claim > 0 && implausibleReaction(claim - 1, arrival, shownAt) === null) claim -= 1;
  return claim;
}

test("a device sending refused shouts again and again is shown once in the verdict", async () => {
  const room = await snapOnTheTable();
  await shoutAt(room, "near", 230, NEAR_MS);
  for (let n = 0; n < 5; n += 1) await room.judge.shout(from("far", FAR_MS), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 1 });
  await advance(500);
  expect(room.steps.at(-1)!.verdict!.shouts.map((s) => [s.seatId, s.outcome])).toEqual([
    ["near", "won"],
    ["far", "refused"],
  ]);
  expect(room.memory.shouts.filter((s) => s.seatId === "far")).toHaveLength(5);
});

describe("what a dishonest device could still gain", () => {
  test("a device that delays its ping replies gains at most half the added delay plus the tolerance", () => {
    const reactionMs = 300;
    const trueOneWayMs = 20;
    const gains = [0, 50, 100, 200, 10_000].map((addedMs) => ({ addedMs, gainMs: reactionMs - smallestAcceptedClaim(reactionMs, trueOneWayMs, addedMs) }));
    expect(gains).toEqual([
      { addedMs: 0, gainMs: TOLERANCE_MS },
      { addedMs: 50, gainMs: 25 + TOLERANCE_MS },
      { addedMs: 100, gainMs: 50 + TOLERANCE_MS },
      { addedMs: 200, gainMs: 100 + TOLERANCE_MS },
      { addedMs: 10_000, gainMs: MAX_COUNTED_DELAY_MS - trueOneWayMs + TOLERANCE_MS },
    ]);
    for (const { addedMs, gainMs } of gains) expect(gainMs).toBeLessThanOrEqual(addedMs / 2 + TOLERANCE_MS);
  });

  test("the judge accepts exactly the claims the bound allows from a device that delayed its ping replies by 200 ms", async () => {
    const room = await snapOnTheTable();
    // Far's true trip is 150 ms; with its replies held back 200 ms the server measures 250 ms.
    const arrives = room.shownAt + 300 + FAR_MS;
    await advance(arrives - Date.now());
    const shout = (reactionMs: number) => room.judge.shout({ seatId: "far", atMs: arrives, oneWayMs: FAR_MS + 100 }, { msgId: msgId(), turn: 2, call: "snap", reactionMs });
    expect(await shout(300 - 100 - TOLERANCE_MS - 1)).toEqual({ ok: false, reason: REFUSED.fasterThanSeen });
    expect(await shout(300 - 100 - TOLERANCE_MS)).toEqual({ ok: true });
  });

  test("however long it delays its replies, the counted delay's cap bounds the gain", () => {
    const trueOneWayMs = 20;
    const gainMs = 600 - smallestAcceptedClaim(600, trueOneWayMs, 10_000);
    expect(gainMs).toBe(MAX_COUNTED_DELAY_MS - trueOneWayMs + TOLERANCE_MS);
  });

  test("a device can never claim less than zero, however it delays its replies", () => {
    expect(smallestAcceptedClaim(100, 20, 10_000)).toBe(0);
  });
});
