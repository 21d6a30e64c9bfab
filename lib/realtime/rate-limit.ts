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
/** A device says "received" at most once per step it is sent (the app once per card: acknowledgesStep): steps never come this fast for long. */
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
 * Devices disconnected for flooding, by their credentials (the cookie they connect with), in this
 * process: each may not connect again, to any room, for BENCHED_MS. The server refuses them at the
 * door (engine.io's allowRequest: the HTTP request answered 403 before a connection, a session or
 * any database work is made), so a flooder that comes straight back, again and again, costs the
 * server a look-up in memory and one short answer. A device with no credentials is never benched
 * (it can't connect, so it can't flood).
 */
export function benchedDevices() {
  const until = new Map<string, number>();
  return {
    bench(cookie: string | undefined, nowMs: number) {
      if (!cookie) return;
      if (until.size >= BENCHED_KEPT) until.delete(until.keys().next().value as string);
      until.set(cookie, nowMs + BENCHED_MS);
    },
    benched(cookie: string | undefined, nowMs: number): boolean {
      if (!cookie) return false;
      const end = until.get(cookie);
      if (end === undefined) return false;
      if (end > nowMs) return true;
      until.delete(cookie);
      return false;
    },
  };
}
