/**
 * A thousand snaps between two honest devices on ordinary, jittery lines, judged by the room judge
 * itself (on a pretend clock): the devices behave as the app's client does — they sync their clocks
 * from the best of eight pings, paint the card at its instant on the next frame (or when it arrives,
 * if late), time the press from the paint (from the instant and a frame, if late) — and the server
 * measures each line with its own probes. Every message's trip is drawn afresh.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { allowanceFor, jitterOf } from "@/lib/games/online/judge/fairness";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { DEFAULT_TIE_WINDOW_MS, nextFloat, seedFrom } from "@/lib/rules";
import { advance, msgId, openRoom, person, sameRankDeck, setupOf, START_MS } from "./judge-helpers";

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});
afterEach(() => {
  vi.useRealTimers();
});

const FRAME_MS = 1000 / 60;
const SNAPS = 1000;
const GAPS_MS = [10, 20, 30, 40, 60];
const JITTER_MS = 40;
/** The reaction gap from which the faster player must win every snap. */
const ALWAYS_WINS_FROM_MS = 40;

/** The rules' own seeded generator, so the thousand snaps are the same every run. */
const seeded = { rng: seedFrom(20261205) };
const random = () => nextFloat(seeded);
const between = (low: number, high: number) => low + random() * (high - low);

/** A device on a line `baseMs` away: every message's trip wanders up to ±40 ms. */
function device(seatId: string, reactionMs: number) {
  const baseMs = between(5, 150);
  const trip = () => Math.max(1, baseMs + between(-JITTER_MS, JITTER_MS));
  // The server's probes: one-way = half the best of eight round trips; jitter = how far they wander.
  const probes = Array.from({ length: 8 }, () => trip() + trip());
  // The device's clock sync: the ping with the shortest round trip; its error is half the legs' difference.
  const pings = Array.from({ length: 8 }, () => ({ up: trip(), down: trip() }));
  const best = pings.reduce((a, b) => (a.up + a.down <= b.up + b.down ? a : b));
  return {
    seatId,
    reactionMs,
    trip,
    oneWayMs: Math.round((Math.min(...probes) / 2) * 10) / 10,
    jitterMs: Math.round(jitterOf(probes)),
    clockErrorMs: (best.up - best.down) / 2,
    framePhase: random() * FRAME_MS,
  };
}
type Device = ReturnType<typeof device>;

/** When the device's shout reaches the server, and the reaction time it claims (as room-play.tsx times it). */
function shoutOf(d: Device, sentAt: number, showAt: number) {
  const instant = showAt - d.clockErrorMs;
  const due = Math.max(sentAt + d.trip(), instant);
  const painted = Math.ceil((due - d.framePhase) / FRAME_MS) * FRAME_MS + d.framePhase;
  const pressed = painted + d.reactionMs;
  const shownFrom = Math.min(painted, instant + FRAME_MS);
  return { seatId: d.seatId, arrives: Math.ceil(pressed + d.trip()), claimedMs: Math.round(pressed - shownFrom), oneWayMs: d.oneWayMs, allowanceMs: allowanceFor(d.jitterMs) };
}

interface Refused {
  seatId: string;
  gapMs: number;
  reason: string;
}

async function oneSnap(gapMs: number, refused: Refused[]): Promise<boolean> {
  const faster = device("faster", between(180, 400));
  const slower = device("slower", faster.reactionMs + gapMs);
  const room = openRoom(setupOf("classic", [person("faster"), person("slower")], { deck: sameRankDeck(6), falseStartMs: 100 }));
  for (const d of [faster, slower]) room.judge.presence({ seatId: d.seatId, connected: true, oneWayMs: d.oneWayMs, jitterMs: d.jitterMs });
  await room.judge.turn({ seatId: "faster", atMs: Date.now(), oneWayMs: faster.oneWayMs, allowanceMs: 0 }, { msgId: msgId(), turn: 0 });
  await advance(1000);
  await room.judge.turn({ seatId: "slower", atMs: Date.now(), oneWayMs: slower.oneWayMs, allowanceMs: 0 }, { msgId: msgId(), turn: 1 });
  const sentAt = Date.now();
  const showAt = room.steps.at(-1)!.showAt!;
  const shouts = [shoutOf(faster, sentAt, showAt), shoutOf(slower, sentAt, showAt)].sort((a, b) => a.arrives - b.arrives);
  for (const shout of shouts) {
    await advance(Math.max(0, shout.arrives - Date.now()));
    const arrival = { seatId: shout.seatId, atMs: Date.now(), oneWayMs: shout.oneWayMs, allowanceMs: shout.allowanceMs };
    const answer = await room.judge.shout(arrival, { msgId: msgId(), turn: 2, call: "snap", reactionMs: shout.claimedMs });
    if (!answer.ok) refused.push({ seatId: shout.seatId, gapMs, reason: answer.reason });
  }
  await advance(1000);
  const verdict = room.steps.findLast((s) => s.verdict !== null)!.verdict!;
  room.judge.stop();
  return verdict.winner === "faster";
}

test("between two honest devices on jittery lines, no shout that could win or tie is refused, and the faster player wins every snap where they were at least 40 ms faster", async () => {
  const wins = new Map(GAPS_MS.map((gap) => [gap, 0]));
  const refused: Refused[] = [];
  const perGap = SNAPS / GAPS_MS.length;
  for (const gap of GAPS_MS) {
    for (let n = 0; n < perGap; n++) if (await oneSnap(gap, refused)) wins.set(gap, wins.get(gap)! + 1);
  }
  console.log(
    `Fairness over ${SNAPS} snaps (one-way 5–150 ms, ±${JITTER_MS} ms per message): the faster player won ` +
      GAPS_MS.map((gap) => `${((100 * wins.get(gap)!) / perGap).toFixed(1)} % at ${gap} ms ahead`).join(", "),
  );
  // The only shouts turned away came after the verdict, from a player slower than the winner by more
  // than the tie window: they could neither win nor tie, and the verdict was already on its way.
  console.log(`${refused.length} shouts came after the verdict, all of them the slower player's.`);
  for (const shout of refused) expect(shout).toEqual({ seatId: "slower", gapMs: expect.any(Number), reason: REFUSED.alreadyDecided });
  expect(refused.every((shout) => shout.gapMs > DEFAULT_TIE_WINDOW_MS)).toBe(true);
  for (const gap of GAPS_MS.filter((g) => g >= ALWAYS_WINS_FROM_MS)) expect(wins.get(gap)).toBe(perGap);
});
