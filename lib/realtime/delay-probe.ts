import type { Socket } from "socket.io";
import { jitterOf } from "@/lib/games/online/judge/fairness";
import { acknowledgesStep, type ProbePing, type StepPlace } from "@/lib/games/online/protocol";
import type { WireStep } from "@/lib/games/online/step-wire";

/** Round trips kept per device of each kind (probes, acknowledged steps): the best probe is its
 *  delay (a slow sample is a queue, not the line). */
const KEPT = 8;
const EVERY_MS = 2_000;
/** At connect a few quick probes, so the first shout is already judged with a measured delay. */
const QUICK_MS = [0, 150, 300, 450];
const PROBE_TIMEOUT_MS = 5_000;
/** A step's round trip speaks for the line as long as the probes kept do. */
const STEP_TRIP_FRESH_MS = KEPT * EVERY_MS;
/** Steps a device has not acknowledged yet, remembered at most (the oldest forgotten first). */
const AWAITED_KEPT = 16;

/**
 * A device's line as the server measures it on its own clock: the server sends "probe" and the
 * device answers at once, and the device says "received" the moment each step that turned a card
 * arrives (acknowledgesStep); each round
 * trip is timed here. One-way delay = half the best recent probe's round trip, but no more than half
 * the typical (median) round trip of the steps it acknowledged lately: a device may answer late,
 * never before it has the message, so one that holds back its probe answers to look far away is
 * measured by its acknowledgements, and has to hold back half of those or more (docs/online-fairness.md).
 * Jitter = how far its probes' trips wander (fairness.ts jitterOf).
 */
export interface MeasuredLine {
  oneWayMs: number;
  jitterMs: number;
}

/** The upper median: a device must hold back half its acknowledgements or more to move it. */
function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** The line from recent probes' round trips (at least one) and acknowledged steps' round trips. */
export function lineOf(probeTripsMs: readonly number[], stepTripsMs: readonly number[] = []): MeasuredLine {
  const bestMs = stepTripsMs.length === 0 ? Math.min(...probeTripsMs) : Math.min(...probeTripsMs, median(stepTripsMs));
  return { oneWayMs: Math.round((bestMs / 2) * 10) / 10, jitterMs: Math.round(jitterOf(probeTripsMs)) };
}

/**
 * The steps sent to one device that it acknowledges (those that turned a card: acknowledgesStep)
 * and the round trips its acknowledgements showed. Only those steps sent to this device and not yet
 * acknowledged count, each once, so an acknowledgement of a step never sent, of one it doesn't
 * acknowledge, a replayed one, or one from another device changes nothing.
 */
export function stepTrips() {
  /** The steps that turned a card, by actionCount, in the order sent. */
  const awaited = new Map<number, { sentMs: number; turn: number }>();
  let last: StepPlace | null = null;
  let trips: { atMs: number; tripMs: number }[] = [];

  return {
    /** The server wrote step `actionCount` (at card `turn`) to the device. */
    sent(actionCount: number, turn: number, atMs: number): void {
      const step = { actionCount, turns: turn };
      const opensTurn = acknowledgesStep(step, last);
      // A new game counts its steps from the start again: the last game's are no longer awaited.
      if (last && actionCount <= last.actionCount) awaited.clear();
      last = step;
      if (!opensTurn) return;
      awaited.set(actionCount, { sentMs: atMs, turn });
      if (awaited.size > AWAITED_KEPT) awaited.delete(awaited.keys().next().value!);
    },
    /** The device says it has step `actionCount`; whether that measured a round trip. The steps
     *  sent before it reached the device first (a connection delivers in order): their trips
     *  would only be longer, and they are awaited no more. */
    acknowledged(actionCount: number, atMs: number): boolean {
      const step = awaited.get(actionCount);
      if (!step) return false;
      for (const sent of [...awaited.keys()]) if (sent <= actionCount) awaited.delete(sent);
      trips = [...trips, { atMs, tripMs: atMs - step.sentMs }].slice(-KEPT);
      return true;
    },
    /** Whether the step that turned card `turn`, or an earlier card, was sent to the device and not acknowledged yet. */
    awaiting(turn: number): boolean {
      for (const step of awaited.values()) if (step.turn <= turn) return true;
      return false;
    },
    /** The round trips measured lately (ms). */
    trips(nowMs: number): number[] {
      return trips.filter((t) => t.atMs >= nowMs - STEP_TRIP_FRESH_MS).map((t) => t.tripMs);
    },
  };
}

export interface LineMeter {
  /** The device says it has step `actionCount` (its "received"). */
  received(actionCount: number, atMs: number): void;
  /**
   * The one-way delay a shout at card `turn` is judged with: the line's, unless the device shouts
   * at a card it was sent and has not acknowledged. The app acknowledges a step the moment it
   * arrives, so its acknowledgement reaches the server before any shout at that card (one
   * connection delivers in order): a shout that overtakes it is credited no delay at all.
   */
  oneWayForShout(turn: number): number;
  stop(): void;
}

/**
 * Measures a device's line: the server probes it now and then, and times each step it writes to the
 * device until the device acknowledges it. `onChange` hears the line whenever it changes.
 */
export function measureLine(socket: Socket, onChange: (line: MeasuredLine) => void): LineMeter {
  const probes: number[] = [];
  const steps = stepTrips();
  let reported: MeasuredLine | null = null;
  const timers: NodeJS.Timeout[] = [];

  const measure = () => {
    if (probes.length === 0) return;
    const line = lineOf(probes, steps.trips(Date.now()));
    if (reported === null || Math.abs(line.oneWayMs - reported.oneWayMs) >= 1 || line.jitterMs !== reported.jitterMs) {
      reported = line;
      onChange(line);
    }
  };

  const probe = () => {
    const sentMs = Date.now();
    const started = performance.now();
    const ping: ProbePing = { sentMs };
    socket.timeout(PROBE_TIMEOUT_MS).emit("probe", ping, (error: Error | null) => {
      if (error || !socket.connected) return;
      probes.push(performance.now() - started);
      if (probes.length > KEPT) probes.shift();
      measure();
    });
  };

  // Every step written to this device, whether the room's judge is here or in another process.
  const stepSent = (event: string, step: WireStep) => {
    if (event === "step") steps.sent(step.actionCount, step.state.turns, Date.now());
  };
  socket.onAnyOutgoing(stepSent);

  for (const ms of QUICK_MS) timers.push(setTimeout(probe, ms));
  const every = setInterval(probe, EVERY_MS);
  return {
    received(actionCount, atMs) {
      if (steps.acknowledged(actionCount, atMs)) measure();
    },
    oneWayForShout(turn) {
      return steps.awaiting(turn) ? 0 : (reported?.oneWayMs ?? 0);
    },
    stop() {
      timers.forEach(clearTimeout);
      clearInterval(every);
      socket.offAnyOutgoing(stepSent);
    },
  };
}
