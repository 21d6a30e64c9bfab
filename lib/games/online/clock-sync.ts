/**
 * A device's estimate of the server's clock (NTP's way, kept simple): each sample is one ping,
 * sent at t0 and answered at t1 (device clock) with the server's time in between. Assuming the
 * answer took as long to come back as the ping took to go, the server's clock read serverMs at the
 * device's (t0 + t1) / 2. A sample is only as good as its round trip is short (a long trip leaves
 * more room for it to be lopsided), so the estimate is the sample with the shortest round trip of
 * the recent ones.
 */
export interface ClockSample {
  /** Round trip (device ms). */
  rttMs: number;
  /** Server clock − device clock. */
  offsetMs: number;
}

export interface ClockEstimate extends ClockSample {
  samples: number;
}

/** How many recent samples are kept: old ones age out, so a connection that got worse shows it. */
export const CLOCK_SAMPLES_KEPT = 8;

export function clockSample(t0: number, serverMs: number, t1: number): ClockSample {
  const rttMs = Math.max(0, t1 - t0);
  return { rttMs, offsetMs: serverMs - (t0 + t1) / 2 };
}

/** The recent samples with this one added (the oldest dropped beyond CLOCK_SAMPLES_KEPT). */
export function keepSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  return [...samples, sample].slice(-CLOCK_SAMPLES_KEPT);
}

/** The best estimate from the samples: the one with the shortest round trip. */
export function bestEstimate(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockSample | null = null;
  for (const sample of samples) if (best === null || sample.rttMs < best.rttMs) best = sample;
  return best && { ...best, samples: samples.length };
}

export type ConnectionQuality = "good" | "fair" | "poor";

/** How a connection is shown to the family: good under 60 ms round trip, fair under 200. */
export function connectionQuality(rttMs: number): ConnectionQuality {
  return rttMs < 60 ? "good" : rttMs < 200 ? "fair" : "poor";
}
