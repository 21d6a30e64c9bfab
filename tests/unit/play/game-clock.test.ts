import { describe, expect, it } from "vitest";
import { gameClock } from "@/app/_components/play/game-clock";

/** A clock on a pretend timeline: `wait` moves time on, frames are painted when asked. */
function pretendClock(speed?: number) {
  let perf = 1_000;
  let frames: (() => void)[] = [];
  const clock = gameClock(
    () => perf,
    (run) => frames.push(run),
    speed,
  );
  return {
    clock,
    wait: (ms: number) => (perf += ms),
    paint: () => {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    },
  };
}

describe("the play screen's clock", () => {
  it("a reaction is timed from the frame after the card is painted, not from when the rules turned it", () => {
    const { clock, wait, paint } = pretendClock();
    clock.run(0);
    clock.cardTurned();
    wait(30);
    expect(clock.sinceShown()).toBe(0);
    paint();
    paint();
    wait(412);
    expect(clock.sinceShown()).toBe(412);
  });

  it("a pause freezes the game's time and the reaction being timed: a slap after it is timed as if it never happened", () => {
    const { clock, wait, paint } = pretendClock();
    clock.run(5_000);
    clock.cardTurned();
    paint();
    paint();
    wait(300);
    clock.freeze();
    wait(60_000);
    expect(clock.now()).toBe(5_300);
    expect(clock.sinceShown()).toBe(300);
    clock.run(clock.now());
    wait(100);
    expect(clock.sinceShown()).toBe(400);
    expect(clock.now()).toBe(5_400);
  });

  it("stands still until the screen starts it", () => {
    const { clock, wait } = pretendClock();
    wait(10_000);
    expect(clock.now()).toBe(0);
  });

  it("a browser test's faster clock runs game time (and reactions) that many times faster, and its timers wait that much less", () => {
    const { clock, wait, paint } = pretendClock(4);
    clock.run(0);
    clock.cardTurned();
    paint();
    paint();
    wait(100);
    expect(clock.sinceShown()).toBe(400);
    expect(clock.now()).toBe(400);
    expect(clock.realMs(900)).toBe(225);
  });

  it("runs at real speed unless told otherwise", () => {
    const { clock, wait } = pretendClock();
    clock.run(0);
    wait(250);
    expect(clock.now()).toBe(250);
    expect(clock.realMs(900)).toBe(900);
  });
});
