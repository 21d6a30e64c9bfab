import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { atMostEvery } from "@/lib/realtime/at-most-every";

describe("a room's task run at most once every interval (the seats' delays told to its devices)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("runs at once when it has not run for an interval, and once more when the interval is up however often it was asked meanwhile", () => {
    const throttle = atMostEvery(5_000);
    const ran: number[] = [];
    const task = () => ran.push(Date.now());
    throttle.run("room", task);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([0]);
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(1_000);
      throttle.run("room", task);
    }
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([0]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual([0, 5_000]);
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual([0, 5_000]);
  });

  it("keeps each room's interval apart", () => {
    const throttle = atMostEvery(5_000);
    const ran: string[] = [];
    throttle.run("kitchen", () => ran.push("kitchen"));
    throttle.run("garden", () => ran.push("garden"));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(["kitchen", "garden"]);
  });

  it("a room forgotten (no device left) runs at once again; stopped, nothing waiting runs", () => {
    const throttle = atMostEvery(5_000);
    const ran: string[] = [];
    throttle.run("room", () => ran.push("first"));
    vi.advanceTimersByTime(0);
    throttle.forget("room");
    throttle.run("room", () => ran.push("again"));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(["first", "again"]);
    throttle.run("room", () => ran.push("never"));
    throttle.stop();
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual(["first", "again"]);
  });
});
