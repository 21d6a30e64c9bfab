/**
 * Snaps between two devices on ordinary, jittery lines, judged by the room judge itself (on a
 * pretend clock): the devices behave as the app's client does — they sync their clocks from the
 * best of eight pings, paint the card at its instant on the next frame (or when it arrives, if
 * late), time the press from the paint (from the instant and a frame, if late), and acknowledge
 * each step the moment it arrives — and the server measures each line as the realtime layer does
 * (delay-probe.ts): its own probes and the steps' acknowledgements. Every message's trip is drawn
 * afresh. A dishonest device holds back its probe answers, and perhaps its acknowledgements too.
 */
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { allowanceFor, judgedReaction, MAX_COUNTED_DELAY_MS } from "@/lib/games/online/judge/fairness";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import type { Arrival } from "@/lib/games/online/judge-types";
import type { Ack } from "@/lib/games/online/protocol";
import { lineOf, stepTrips } from "@/lib/realtime/delay-probe";
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
/** The steps (earlier cards and shouts) each device acknowledged before the snap's card. */
const EARLIER_STEPS = 8;
/** The snap's card is the game's third move: the one it turns is card 2. */
const CARD_TURN = 2;

/** Draws from the rules' own seeded generator, so the snaps are the same every run. */
function draws(seed: number) {
  const seeded = { rng: seedFrom(seed) };
  const random = () => nextFloat(seeded);
  return { random, between: (low: number, high: number) => low + random() * (high - low) };
}
type Draws = ReturnType<typeof draws>;

/** How long a device holds back what it answers: the server's probes, and its acknowledgements of steps. */
interface Holds {
  probeMs: number;
  ackMs: number;
}
const HONEST: Holds = { probeMs: 0, ackMs: 0 };

/**
 * A device on a line `baseMs` away: every message's trip wanders up to ±40 ms. The trips of its
 * acknowledgements are drawn from `ackDraws`, so the rest are drawn as they were before devices
 * acknowledged steps (the same snaps).
 */
function device(seatId: string, reactionMs: number, { random, between }: Draws, holds: Holds = HONEST, ackDraws: Draws = draws(seedFrom(seatId) ^ Math.round(reactionMs * 1000))) {
  const baseMs = between(5, 150);
  const trip = (from: Draws = { random, between }) => Math.max(1, baseMs + from.between(-JITTER_MS, JITTER_MS));
  // The server's probes, and the steps before this card as the server timed them until acknowledged.
  const probes = Array.from({ length: 8 }, () => trip() + trip() + holds.probeMs);
  const steps = stepTrips();
  // The snap's card is sent a second from now (oneSnap); the steps before it, a second apart.
  const cardSentAt = Date.now() + 1000;
  for (let n = 1; n <= EARLIER_STEPS; n++) {
    const sentAt = cardSentAt - (EARLIER_STEPS + 1 - n) * 1000;
    steps.sent(n, 0, sentAt);
    steps.acknowledged(n, sentAt + trip(ackDraws) + trip(ackDraws) + holds.ackMs);
  }
  // The device's clock sync: the ping with the shortest round trip; its error is half the legs' difference.
  const pings = Array.from({ length: 8 }, () => ({ up: trip(), down: trip() }));
  const best = pings.reduce((a, b) => (a.up + a.down <= b.up + b.down ? a : b));
  return {
    seatId,
    reactionMs,
    trip,
    ackTrip: () => trip(ackDraws),
    holds,
    probes,
    steps,
    clockErrorMs: (best.up - best.down) / 2,
    framePhase: random() * FRAME_MS,
    /** The line as the server measures it now. */
    line: () => lineOf(probes, steps.trips(Date.now())),
  };
}
type Device = ReturnType<typeof device>;

/**
 * The device's shout at the card sent at `sentAt` to show at `showAt`: when it reaches the server,
 * the reaction time it claims (as room-play.tsx times it, or `claimMs`), and when the card's
 * acknowledgement reaches the server. A device holding its acknowledgements back sends the card's
 * just before its shout, if not before (a shout that overtook it would be credited no delay); one
 * connection delivers in order, so the shout never arrives before it.
 */
function shoutOf(d: Device, sentAt: number, showAt: number, claimMs?: number) {
  const instant = showAt - d.clockErrorMs;
  const received = sentAt + d.trip();
  const due = Math.max(received, instant);
  const painted = Math.ceil((due - d.framePhase) / FRAME_MS) * FRAME_MS + d.framePhase;
  const pressed = painted + d.reactionMs;
  const shownFrom = Math.min(painted, instant + FRAME_MS);
  const ackArrives = Math.min(received + d.holds.ackMs, pressed) + d.ackTrip();
  const arrives = Math.ceil(Math.max(pressed + d.trip(), ackArrives));
  return { device: d, arrives, ackArrives, claimedMs: claimMs ?? Math.round(pressed - shownFrom), trueMs: pressed - shownFrom };
}

interface Refused {
  seatId: string;
  gapMs: number;
  reason: string;
}

/** One snap between the two devices; the verdict, and what each shout was judged by. */
async function oneSnap(a: Device, b: Device, options: { claims?: Record<string, number>; falseStartMs?: number } = {}) {
  const room = openRoom(setupOf("classic", [person(a.seatId), person(b.seatId)], { deck: sameRankDeck(6), falseStartMs: options.falseStartMs ?? 100 }));
  for (const d of [a, b]) room.judge.presence({ seatId: d.seatId, connected: true, ...d.line() });
  await room.judge.turn({ seatId: a.seatId, atMs: Date.now(), oneWayMs: a.line().oneWayMs, allowanceMs: 0 }, { msgId: msgId(), turn: 0 });
  await advance(1000);
  await room.judge.turn({ seatId: b.seatId, atMs: Date.now(), oneWayMs: b.line().oneWayMs, allowanceMs: 0 }, { msgId: msgId(), turn: 1 });
  const sentAt = Date.now();
  const showAt = room.steps.at(-1)!.showAt!;
  for (const d of [a, b]) d.steps.sent(EARLIER_STEPS + 1, CARD_TURN, sentAt);
  const shouts = [a, b].map((d) => shoutOf(d, sentAt, showAt, options.claims?.[d.seatId])).sort((x, y) => x.arrives - y.arrives);
  // What reaches the server, in order: the card's acknowledgements and the shouts.
  const acknowledgements = shouts.map((s) => ({ at: s.ackArrives, device: s.device, shout: false }));
  const messages = [...acknowledgements, ...shouts.map((s) => ({ at: s.arrives, device: s.device, shout: true }))].sort((x, y) => x.at - y.at || Number(x.shout) - Number(y.shout));
  const answers = new Map<string, Ack>();
  const arrivals = new Map<string, Arrival>();
  for (const { at, device: d, shout } of messages) {
    await advance(Math.max(0, at - Date.now()));
    if (!shout) {
      d.steps.acknowledged(EARLIER_STEPS + 1, Date.now());
      continue;
    }
    const line = d.line();
    // As the realtime layer counts it (delay-probe.ts oneWayForShout).
    const oneWayMs = d.steps.awaiting(CARD_TURN) ? 0 : line.oneWayMs;
    const arrival = { seatId: d.seatId, atMs: Date.now(), oneWayMs, allowanceMs: allowanceFor(line.jitterMs) };
    arrivals.set(d.seatId, arrival);
    const claimedMs = shouts.find((s) => s.device === d)!.claimedMs;
    answers.set(d.seatId, await room.judge.shout(arrival, { msgId: msgId(), turn: CARD_TURN, call: "snap", reactionMs: claimedMs }));
  }
  await advance(1000);
  const verdict = room.steps.findLast((s) => s.verdict !== null)!.verdict!;
  room.judge.stop();
  return { verdict, answers, shouts, arrivals, showAt };
}


/** Thousands of snaps on a pretend clock: seconds of CPU, more on a busy machine (not a time it asserts). */
const SIMULATION_TIMEOUT_MS = 60_000;
test("between two honest devices on jittery lines, no shout that could win or tie is refused, and the faster player wins every snap where they were at least 40 ms faster", async () => {
  const random = draws(20261205);
  const wins = new Map(GAPS_MS.map((gap) => [gap, 0]));
  const refused: Refused[] = [];
  const perGap = SNAPS / GAPS_MS.length;
  for (const gap of GAPS_MS) {
    for (let n = 0; n < perGap; n++) {
      const faster = device("faster", random.between(180, 400), random);
      const slower = device("slower", faster.reactionMs + gap, random);
      const { verdict, answers } = await oneSnap(faster, slower);
      for (const [seatId, answer] of answers) if (!answer.ok) refused.push({ seatId, gapMs: gap, reason: answer.reason });
      if (verdict.winner === "faster") wins.set(gap, wins.get(gap)! + 1);
    }
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
}, SIMULATION_TIMEOUT_MS);

/** Snaps per line of the table below; each line plays the same snaps (the same draws). */
const CHEATS = 200;
const CHEATER_SLOWER_MS = 50;
const HELD_MS = [100, 200, 400];
const HOLDS = {
  "its probe answers": (ms: number): Holds => ({ probeMs: ms, ackMs: 0 }),
  "its probe answers and acknowledgements": (ms: number): Holds => ({ probeMs: ms, ackMs: ms }),
};

/** A snap between an honest player and a device 50 ms slower that claims 0 ms: what it gained (its
 *  true reaction less the one counted, also when it came too late to win), whether it won, and the
 *  one-way delay it was counted with. */
async function cheat(n: number, holds: Holds) {
  const random = draws(20261206 + n);
  const honest = device("honest", random.between(180, 400), random);
  const cheater = device("cheater", honest.reactionMs + CHEATER_SLOWER_MS, random, holds);
  const { verdict, shouts, arrivals, showAt } = await oneSnap(honest, cheater, { claims: { cheater: 0 }, falseStartMs: 0 });
  const arrival = arrivals.get("cheater")!;
  const counted = judgedReaction(0, arrival, showAt);
  if ("refused" in counted) throw new Error("a claim of 0 is a reaction time");
  const ackTrips = cheater.steps.trips(Date.now()).sort((a, b) => a - b);
  return {
    gainMs: shouts.find((s) => s.device === cheater)!.trueMs - counted.reactionMs,
    won: verdict.winner === "cheater",
    oneWayMs: arrival.oneWayMs,
    medianAckTripMs: ackTrips[Math.floor(ackTrips.length / 2)]!,
  };
}

test("a device that delays its ping replies gains no more than being counted at its typical acknowledged trip; delaying its acknowledgements too, half the delay, up to the cap", async () => {
  const honestly = [];
  for (let n = 0; n < CHEATS; n++) honestly.push(await cheat(n, HONEST));
  const rows = [{ holds: "nothing", heldMs: 0, snaps: honestly }];
  for (const [holds, of] of Object.entries(HOLDS)) {
    for (const heldMs of HELD_MS) {
      const snaps = [];
      for (let n = 0; n < CHEATS; n++) snaps.push(await cheat(n, of(heldMs)));
      rows.push({ holds, heldMs, snaps });
      for (const [n, snap] of snaps.entries()) {
        const baseline = honestly[n]!;
        // What holding back adds to a claim of 0 on the same snap: it is counted farther away (its
        // allowance is the same: it holds back alike every time); the card's instant moves with it,
        // so the frame the card is painted in may differ by one.
        const addedMs = snap.gainMs - baseline.gainMs;
        if (holds === "its probe answers") {
          expect(snap.oneWayMs).toBeLessThanOrEqual(snap.medianAckTripMs / 2 + 0.05);
          expect(addedMs).toBeLessThanOrEqual(snap.medianAckTripMs / 2 - baseline.oneWayMs + FRAME_MS + 0.05);
        } else {
          expect(addedMs).toBeLessThanOrEqual(Math.min(heldMs / 2, MAX_COUNTED_DELAY_MS - baseline.oneWayMs) + FRAME_MS + 0.05);
        }
      }
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `A device ${CHEATER_SLOWER_MS} ms slower than an honest player, claiming 0 ms, over the same ${CHEATS} snaps (one-way 5–150 ms, ±${JITTER_MS} ms per message):\n` +
      rows
        .map(({ holds, heldMs, snaps }) => {
          const gains = snaps.map((s) => s.gainMs);
          const won = (100 * snaps.filter((s) => s.won).length) / snaps.length;
          return `  holding back ${holds}${heldMs ? ` by ${heldMs} ms` : ""}: gains ${mean(gains).toFixed(1)} ms on average, ${Math.max(...gains).toFixed(1)} ms at most; wins ${won.toFixed(1)} %`;
        })
        .join("\n"),
  );
}, SIMULATION_TIMEOUT_MS);
