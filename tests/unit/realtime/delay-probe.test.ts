import { describe, expect, it } from "vitest";
import { acknowledgesStep } from "@/lib/games/online/protocol";
import { lineOf, stepTrips } from "@/lib/realtime/delay-probe";

const steady = (tripMs: number, count = 8) => Array.from({ length: count }, () => tripMs);

describe("a device's line, as the server measures it", () => {
  it("its one-way delay is half its best probe's round trip, and its jitter how far its probes wander", () => {
    expect(lineOf([52, 40, 47, 70])).toEqual({ oneWayMs: 20, jitterMs: 30 });
  });

  it("an honest device, whose steps come back as fast as its probes, is measured by its probes as before", () => {
    expect(lineOf([52, 40, 47, 70], [44, 61, 40, 50, 58])).toEqual({ oneWayMs: 20, jitterMs: 30 });
  });

  it("a device that holds back its probe answers is counted no farther away than half its typical acknowledged trip", () => {
    expect(lineOf(steady(40 + 400), steady(40))).toEqual({ oneWayMs: 20, jitterMs: 0 });
    expect(lineOf(steady(40 + 400), [40, 90, 44, 60, 48, 70, 41])).toEqual({ oneWayMs: 24, jitterMs: 0 });
  });

  it("holding back fewer than half its acknowledgements changes nothing; holding back half of them or more, and its probe answers, makes it look farther", () => {
    expect(lineOf(steady(440), [...steady(40, 4), ...steady(440, 3)]).oneWayMs).toBe(20);
    expect(lineOf(steady(440), [...steady(40, 4), ...steady(440, 4)]).oneWayMs).toBe(220);
  });
});

describe("the steps a device acknowledges", () => {
  it("a step's round trip is timed from when it was written to the device to its acknowledgement", () => {
    const steps = stepTrips();
    steps.sent(1, 1, 1000);
    expect(steps.acknowledged(1, 1042)).toBe(true);
    expect(steps.trips(1042)).toEqual([42]);
  });

  it("an acknowledgement of a step never sent, or sent before it was, measures nothing", () => {
    const steps = stepTrips();
    expect(steps.acknowledged(1, 1000)).toBe(false);
    steps.sent(1, 1, 1010);
    expect(steps.acknowledged(7, 1020)).toBe(false);
    expect(steps.trips(1020)).toEqual([]);
  });

  it("a replayed acknowledgement measures nothing", () => {
    const steps = stepTrips();
    steps.sent(1, 1, 1000);
    steps.acknowledged(1, 1040);
    expect(steps.acknowledged(1, 1041)).toBe(false);
    expect(steps.trips(1041)).toEqual([40]);
  });

  it("an acknowledgement of a later card's step stands for the earlier ones (they reached the device first), which measure nothing after it", () => {
    const steps = stepTrips();
    steps.sent(1, 1, 1000);
    steps.sent(2, 2, 1500);
    expect(steps.acknowledged(2, 1540)).toBe(true);
    expect(steps.acknowledged(1, 1541)).toBe(false);
    expect(steps.trips(1541)).toEqual([40]);
  });

  it("the step that turned a card is awaited until the device acknowledges it", () => {
    const steps = stepTrips();
    steps.sent(1, 1, 1000);
    steps.sent(2, 2, 2000);
    expect(steps.awaiting(2)).toBe(true);
    steps.acknowledged(2, 2040);
    expect(steps.awaiting(2)).toBe(false);
  });

  it("a later step at the same card (a shout shown, a verdict) is not that card: it is not awaited, and an acknowledgement of it measures nothing", () => {
    const steps = stepTrips();
    steps.sent(1, 1, 1000);
    steps.acknowledged(1, 1040);
    // A wrong shout judged at card 1: the device may shout at card 1 without having it yet.
    steps.sent(2, 1, 1100);
    expect(steps.awaiting(1)).toBe(false);
    expect(steps.acknowledged(2, 1200)).toBe(false);
    expect(steps.trips(1200)).toEqual([40]);
  });

  it("a device that never acknowledges is awaited at every card it was sent", () => {
    const steps = stepTrips();
    steps.sent(1, 1, 1000);
    steps.sent(2, 2, 2000);
    expect(steps.awaiting(1)).toBe(true);
    expect(steps.awaiting(2)).toBe(true);
    expect(steps.trips(3000)).toEqual([]);
  });

  it("a new game's steps are awaited afresh: an acknowledgement of the last game's step measures nothing", () => {
    const steps = stepTrips();
    steps.sent(40, 20, 1000);
    steps.sent(1, 1, 5000);
    expect(steps.acknowledged(40, 5010)).toBe(false);
    expect(steps.acknowledged(1, 5030)).toBe(true);
    expect(steps.awaiting(20)).toBe(false);
    expect(steps.trips(5030)).toEqual([30]);
  });

  it("keeps little: sixteen steps awaited at most, the last eight trips, none older than sixteen seconds", () => {
    const steps = stepTrips();
    for (let n = 1; n <= 100; n++) steps.sent(n, n, n * 10);
    expect(steps.acknowledged(84, 2000)).toBe(false);
    expect(steps.acknowledged(85, 2000)).toBe(true);
    for (let n = 101; n <= 120; n++) {
      steps.sent(n, n, 3000 + n);
      steps.acknowledged(n, 3050 + n);
    }
    expect(steps.trips(3200)).toEqual(steady(50));
    expect(steps.trips(3200 + 16_000)).toEqual([]);
  });
});

describe("the steps a device acknowledges, and the server times", () => {
  const at = (actionCount: number, turns: number) => ({ actionCount, turns });

  it("the first step a connection is sent, and each that turned a card since the step before it", () => {
    expect(acknowledgesStep(at(5, 3), null)).toBe(true);
    expect(acknowledgesStep(at(6, 4), at(5, 3))).toBe(true);
    // Several cards turned between two steps sent (a bot's turns judged together): a card all the same.
    expect(acknowledgesStep(at(9, 6), at(6, 4))).toBe(true);
  });

  it("not a step at the same card: a shout shown, a verdict, the shouting closed", () => {
    expect(acknowledgesStep(at(7, 4), at(6, 4))).toBe(false);
    expect(acknowledgesStep(at(8, 4), at(7, 4))).toBe(false);
  });

  it("a new game's first step, whose count starts again", () => {
    expect(acknowledgesStep(at(1, 0), at(40, 20))).toBe(true);
  });
});
