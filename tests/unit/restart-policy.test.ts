import { describe, expect, it } from "vitest";
import { RestartPolicy } from "@/scripts/restart-policy";

describe("restarting the web server after a crash", () => {
  it("restarts at once after a first crash, then waits twice as long after each further crash", () => {
    const policy = new RestartPolicy(5, 60_000, 500, 8_000);
    expect([0, 1000, 2000, 3000].map((t) => policy.crashed(t))).toEqual([
      { restart: true, recentCrashes: 1, delayMs: 500 },
      { restart: true, recentCrashes: 2, delayMs: 1000 },
      { restart: true, recentCrashes: 3, delayMs: 2000 },
      { restart: true, recentCrashes: 4, delayMs: 4000 },
    ]);
  });

  it("stops restarting at the fifth crash within a minute", () => {
    const policy = new RestartPolicy(5, 60_000);
    for (let t = 0; t < 4; t++) policy.crashed(t * 10_000);
    expect(policy.crashed(59_000)).toEqual({ restart: false, recentCrashes: 5 });
  });

  it("forgets crashes older than a minute", () => {
    const policy = new RestartPolicy(5, 60_000, 500);
    for (let t = 0; t < 4; t++) policy.crashed(t * 1000);
    expect(policy.crashed(63_500)).toEqual({ restart: true, recentCrashes: 1, delayMs: 500 });
  });

  it("never waits longer than the longest pause", () => {
    const policy = new RestartPolicy(10, 60_000, 500, 3_000);
    const delays = [0, 1, 2, 3, 4, 5].map((t) => policy.crashed(t)).map((d) => (d.restart ? d.delayMs : -1));
    expect(delays).toEqual([500, 1000, 2000, 3000, 3000, 3000]);
  });
});
