/**
 * A token bucket per socket: a device may send `perSecond` messages a second on average, and up to
 * `burst` at once (a quick run of shouts and turns is normal play; a flood is not).
 */
export interface RateLimit {
  /** Whether one more message may go through now (it then uses a token). */
  take(nowMs: number): boolean;
}

export function rateLimit(options: { perSecond: number; burst: number }, startMs: number): RateLimit {
  let tokens = options.burst;
  let lastMs = startMs;
  return {
    take(nowMs) {
      tokens = Math.min(options.burst, tokens + ((nowMs - lastMs) / 1000) * options.perSecond);
      lastMs = nowMs;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export const SOCKET_RATE = { perSecond: 20, burst: 40 };
/** A device says "received" once per step it is sent: steps never come this fast for long. */
export const RECEIVED_RATE = { perSecond: 20, burst: 40 };
export const TOO_MANY = "Too many messages: slow down";
/** Refused messages a device may send before it is disconnected: a device that goes on sending past
 *  its limit is not playing, and every message it sends is parsed before it can be refused. */
export const REFUSED_RATE = { perSecond: 5, burst: 50 };
export const FLOODED = "This device sent far more messages than a game needs and was disconnected: reload the page to carry on.";
export const FLOODED_WAIT = "This device sent far more messages than a game needs: wait a few seconds, then reload the page.";
/** How long a device disconnected for flooding waits before it may connect again. */
export const BENCHED_MS = 10_000;
/** At most this many devices are remembered as benched (the oldest go first). */
const BENCHED_KEPT = 1_000;

/**
 * Devices disconnected for flooding, by room and credentials (the cookie they connect with), in
 * this process: each may not connect again for BENCHED_MS, so a flooder that comes straight back
 * costs the server a look-up in memory, not a connection's database checks.
 */
export function benchedDevices() {
  const until = new Map<string, number>();
  const key = (roomId: string, cookie: string | undefined) => `${roomId}\n${cookie ?? ""}`;
  return {
    bench(roomId: string, cookie: string | undefined, nowMs: number) {
      if (until.size >= BENCHED_KEPT) until.delete(until.keys().next().value as string);
      until.set(key(roomId, cookie), nowMs + BENCHED_MS);
    },
    benched(roomId: string, cookie: string | undefined, nowMs: number): boolean {
      const k = key(roomId, cookie);
      const end = until.get(k);
      if (end === undefined) return false;
      if (end > nowMs) return true;
      until.delete(k);
      return false;
    },
  };
}
