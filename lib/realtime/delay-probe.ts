import type { Socket } from "socket.io";
import { jitterOf } from "@/lib/games/online/judge/fairness";
import type { ProbePing } from "@/lib/games/online/protocol";

/** Round trips kept per device; the best of them is its delay (a slow sample is a queue, not the line). */
const KEPT = 8;
const EVERY_MS = 2_000;
/** At connect a few quick probes, so the first shout is already judged with a measured delay. */
const QUICK_MS = [0, 150, 300, 450];
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Measures a device's delay on the server's own clock: the server sends "probe", the device
 * answers at once, and the round trip is timed here. One-way delay = half the best recent round trip;
 * jitter = how far its recent trips wander (fairness.ts jitterOf). A device that answers slowly
 * only makes itself look farther away, or its line less steady (online-fairness.md).
 */
export interface MeasuredLine {
  oneWayMs: number;
  jitterMs: number;
}

export function probeDelay(socket: Socket, onChange: (line: MeasuredLine) => void): () => void {
  const trips: number[] = [];
  let reported: MeasuredLine | null = null;
  const timers: NodeJS.Timeout[] = [];

  const probe = () => {
    const sentMs = Date.now();
    const started = performance.now();
    const ping: ProbePing = { sentMs };
    socket.timeout(PROBE_TIMEOUT_MS).emit("probe", ping, (error: Error | null) => {
      if (error || !socket.connected) return;
      trips.push(performance.now() - started);
      if (trips.length > KEPT) trips.shift();
      const line = { oneWayMs: Math.round((Math.min(...trips) / 2) * 10) / 10, jitterMs: Math.round(jitterOf(trips)) };
      if (reported === null || Math.abs(line.oneWayMs - reported.oneWayMs) >= 1 || line.jitterMs !== reported.jitterMs) {
        reported = line;
        onChange(line);
      }
    });
  };

  for (const ms of QUICK_MS) timers.push(setTimeout(probe, ms));
  const every = setInterval(probe, EVERY_MS);
  return () => {
    timers.forEach(clearTimeout);
    clearInterval(every);
  };
}
