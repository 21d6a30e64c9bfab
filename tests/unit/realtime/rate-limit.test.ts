import { describe, expect, it } from "vitest";
import { BENCHED_MS, benchedDevices, rateLimit, SOCKET_RATE } from "@/lib/realtime/rate-limit";

const takes = (limit: ReturnType<typeof rateLimit>, count: number, atMs: number) => Array.from({ length: count }, () => limit.take(atMs)).filter(Boolean).length;

describe("a device's messages: a steady rate, with room for a quick run of shouts and turns", () => {
  it("a burst of exactly `burst` messages goes through at once, and the next is refused", () => {
    const limit = rateLimit({ perSecond: 20, burst: 40 }, 0);
    expect(takes(limit, 40, 0)).toBe(40);
    expect(limit.take(0)).toBe(false);
  });

  it("after a burst, messages come back at `perSecond`: one every 50 ms at 20 a second", () => {
    const limit = rateLimit({ perSecond: 20, burst: 40 }, 0);
    takes(limit, 40, 0);
    expect(limit.take(49)).toBe(false);
    expect(limit.take(50)).toBe(true);
    expect(limit.take(50)).toBe(false);
    expect(takes(limit, 10, 1050)).toBe(10);
  });

  it("a quiet device never saves up more than its burst", () => {
    const limit = rateLimit({ perSecond: 20, burst: 40 }, 0);
    expect(takes(limit, 100, 60_000)).toBe(40);
  });

  it("a refused message uses no token", () => {
    const limit = rateLimit({ perSecond: 1, burst: 1 }, 0);
    expect(limit.take(0)).toBe(true);
    for (let i = 0; i < 5; i++) expect(limit.take(500)).toBe(false);
    expect(limit.take(1000)).toBe(true);
  });

  it("the socket's rate lets a family play fast: a shout and a turn every 100 ms for a minute is never refused", () => {
    const limit = rateLimit(SOCKET_RATE, 0);
    let refused = 0;
    for (let ms = 0; ms < 60_000; ms += 100) refused += 2 - takes(limit, 2, ms);
    expect(refused).toBe(0);
  });
});

describe("a device disconnected for flooding", () => {
  it("may not connect again with those credentials, to any room, until its time is up; others may", () => {
    const flooders = benchedDevices();
    flooders.bench("token=sam", 1_000);
    expect(flooders.benched("token=sam", 1_000 + BENCHED_MS - 1)).toBe(true);
    expect(flooders.benched("token=mum", 1_000)).toBe(false);
    expect(flooders.benched("token=sam", 1_000 + BENCHED_MS)).toBe(false);
  });

  it("is never a device without credentials (it can't connect, so it can't have flooded)", () => {
    const flooders = benchedDevices();
    flooders.bench(undefined, 1_000);
    flooders.bench("", 1_000);
    expect(flooders.benched(undefined, 1_001)).toBe(false);
    expect(flooders.benched("", 1_001)).toBe(false);
  });
});
