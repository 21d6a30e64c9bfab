// A test device's clock, kept as a browser keeps it: pings to the server, the best sample
// (lib/games/online/clock-sync.ts), and each step shown when the estimated server clock reaches
// its showAt.
import { bestEstimate, clockSample, keepSample, type ClockEstimate, type ClockSample } from "@/lib/games/online/clock-sync";
import type { ClockPong } from "@/lib/games/online/protocol";
import type { Device } from "./realtime-room";

/** The device's estimate after `pings` pings (the device's clock is performance.now here). */
export async function syncClock(device: Device, pings = 8): Promise<ClockEstimate> {
  let samples: ClockSample[] = [];
  for (let i = 0; i < pings; i++) {
    const t0 = performance.now();
    const pong = (await device.socket.timeout(5_000).emitWithAck("clock", { t0 })) as ClockPong;
    samples = keepSample(samples, clockSample(pong.t0, pong.serverMs, performance.now()));
  }
  return bestEstimate(samples)!;
}

/** Runs `show` when the device's estimate of the server clock reaches `showAt`; resolves with the
 *  device's clock (performance.now) at that moment. */
export function showAt(estimate: ClockEstimate, showAtMs: number): Promise<number> {
  const deviceMs = showAtMs - estimate.offsetMs;
  return new Promise((resolve) => setTimeout(() => resolve(performance.now()), Math.max(0, deviceMs - performance.now())));
}
