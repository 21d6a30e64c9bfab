import { describe, expect, it } from "vitest";
import { screenClockSpeed } from "@/lib/games/screen/clock-speed";

describe("the game clock's speed for browser tests", () => {
  it("is real time on a server not started for browser tests, whatever cookie the browser sends", () => {
    expect(screenClockSpeed("4", {})).toBe(1);
    expect(screenClockSpeed("4", { SNAP_TEST_GAME_CLOCK: "1" })).toBe(1);
  });

  it("is what the test's cookie asks on a server that allows it, within the fastest a page keeps up with", () => {
    const env = { SNAP_TEST_GAME_CLOCK: "allow" };
    expect(screenClockSpeed("4", env)).toBe(4);
    expect(screenClockSpeed("1000", env)).toBe(8);
    expect(screenClockSpeed(undefined, env)).toBe(1);
  });

  it("is real time when the cookie is not a speed up", () => {
    const env = { SNAP_TEST_GAME_CLOCK: "allow" };
    for (const value of ["fast", "0.1", "-3", "NaN", ""]) expect(screenClockSpeed(value, env)).toBe(1);
  });
});
