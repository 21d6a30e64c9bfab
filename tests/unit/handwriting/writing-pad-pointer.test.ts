import { describe, expect, it } from "vitest";
import { checkDrawing, type Stroke } from "@/lib/handwriting/drawing";
import { writingGuide } from "@/lib/handwriting/guide";
import { keptPressure, LONGEST_PAUSE_MS, pointerPoint, reportsPressure, strokeClock, toWritingCard } from "@/lib/handwriting/pointer";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "@/lib/handwriting/space";

const pad = { left: 20, top: 100, width: 350, height: 490 };

describe("the writing pad maps the pointer onto the writing card", () => {
  it("puts the pad's corners on the card's corners and its middle on the card's middle", () => {
    expect(toWritingCard(20, 100, pad)).toEqual({ x: 0, y: 0 });
    expect(toWritingCard(370, 590, pad)).toEqual({ x: DRAWING_WIDTH, y: DRAWING_HEIGHT });
    expect(toWritingCard(195, 345, pad)).toEqual({ x: 500, y: 700 });
  });

  it("keeps a pointer held past the card's edge on the edge, so a stroke never leaves the card", () => {
    expect(toWritingCard(-50, 2000, pad)).toEqual({ x: 0, y: DRAWING_HEIGHT });
    expect(toWritingCard(900, 0, pad)).toEqual({ x: DRAWING_WIDTH, y: 0 });
    expect(toWritingCard(Number.NaN, 345, pad)).toEqual({ x: 0, y: 700 });
  });

  it("is the same card on a phone and on a tablet: the same place on the card from either pad", () => {
    const tablet = { left: 170, top: 80, width: 480, height: 480 * (88 / 63) };
    const phone = toWritingCard(20 + 350 * 0.3, 100 + 490 * 0.6, pad);
    const big = toWritingCard(170 + 480 * 0.3, 80 + tablet.height * 0.6, tablet);
    expect(big.x).toBeCloseTo(phone.x, 6);
    expect(big.y).toBeCloseTo(phone.y, 6);
  });
});

describe("a stroke keeps pressure where the device reports it", () => {
  it("a pen always reports pressure", () => {
    expect(reportsPressure("pen", 0.5)).toBe(true);
    expect(reportsPressure("pen", 0)).toBe(true);
  });

  it("a mouse or a finger reports none when it says 0 or the Pointer Events default 0.5", () => {
    expect(reportsPressure("mouse", 0.5)).toBe(false);
    expect(reportsPressure("touch", 0.5)).toBe(false);
    expect(reportsPressure("touch", 0)).toBe(false);
  });

  it("a finger on a screen that measures force reports it", () => {
    expect(reportsPressure("touch", 0.31)).toBe(true);
  });

  it("a point without pressure is kept at the middle, and a reported one within 0..1", () => {
    expect(keptPressure(0)).toBe(0.5);
    expect(keptPressure(Number.NaN)).toBe(0.5);
    expect(keptPressure(0.8)).toBe(0.8);
    expect(keptPressure(1.4)).toBe(1);
  });
});

describe("a drawing's time is milliseconds since it began", () => {
  const stroke = (t: number): Stroke => ({ pressure: false, points: [{ x: 10, y: 10, t, pressure: 0.5 }] });

  it("the first stroke starts at 0 and follows the events' timestamps, never going backwards", () => {
    const clock = strokeClock([], 5000.4, null);
    expect(clock(5000.4)).toBe(0);
    expect(clock(5016.9)).toBe(17);
    expect(clock(5010)).toBe(17);
  });

  it("a later stroke starts after the last one by the pause between them", () => {
    const clock = strokeClock([stroke(400)], 9300, 9000);
    expect(clock(9300)).toBe(700);
  });

  it("a long pause (the phone put down) counts as a short one, so a slow family never runs out of time", () => {
    const clock = strokeClock([stroke(400)], 900_000, 9000);
    expect(clock(900_000)).toBe(400 + LONGEST_PAUSE_MS);
  });

  it("a stroke written after a stored drawing was opened again carries on from its last time", () => {
    expect(strokeClock([stroke(1234)], 50, null)(50)).toBe(1234);
  });

  it("points made from pointer events are a drawing the checks accept", () => {
    const clock = strokeClock([], 100, null);
    const points = [100, 108, 116].map((timeStamp, i) => pointerPoint({ clientX: 60 + i * 30, clientY: 300 + i, pressure: 0.5, timeStamp }, pad, clock));
    expect(checkDrawing({ strokes: [{ pressure: false, points }] }).ok).toBe(true);
  });
});

describe("the pad's guide shows where the word goes", () => {
  it("is the card's word band, across the middle and inside the card", () => {
    const { band, wordSize } = writingGuide();
    expect(band.x).toBeGreaterThan(0);
    expect(band.x + band.width).toBeLessThan(DRAWING_WIDTH);
    expect(band.y + band.height / 2).toBeCloseTo(DRAWING_HEIGHT / 2, 6);
    expect(wordSize).toBeLessThan(band.height);
  });
});
