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
export const TOO_MANY = "Too many messages: slow down";
