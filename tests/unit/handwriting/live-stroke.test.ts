import { describe, expect, it } from "vitest";
import { extendLiveStroke, startLiveStroke } from "@/lib/handwriting/live-stroke";
import { drawingPaths } from "@/lib/handwriting/outline";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

/** A stroke written point by point, as the pad paints it. */
function writtenLive(points: { x: number; y: number; t: number; pressure: number }[], pressure: (i: number) => boolean) {
  const live = startLiveStroke(pressure(0));
  points.forEach((point, i) => extendLiveStroke(live, { ...point }, pressure(i)));
  return live;
}

describe("the stroke being written is drawn in the stored marker's shape", () => {
  it("a pen's stroke, built a point at a time, is exactly the finished stroke's outline", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const stroke = syntheticWord(seededRandom(seed), { pressure: true }).strokes[0]!;
      const live = writtenLive(stroke.points, () => true);
      expect(live.fill).toBe(drawingPaths({ strokes: [stroke] }).fill);
      expect(live.line).toBe("");
    }
  });

  it("an even stroke (a finger, a mouse) is the finished stroke's line through the same points", () => {
    const stroke = syntheticWord(seededRandom(7), { pressure: false }).strokes[0]!;
    const live = writtenLive(stroke.points, () => false);
    expect(live.line.replace("l0 0", "")).toBe(drawingPaths({ strokes: [stroke] }).line);
    expect(live.fill).toBe("");
  });

  it("a lone touch shows as a dot at once", () => {
    const live = writtenLive([{ x: 500, y: 700, t: 0, pressure: 0.5 }], () => false);
    expect(live.line).toBe("M500 700l0 0");
  });

  it("a stroke whose device turns out to report pressure is drawn again with it, and carries on the same", () => {
    const stroke = syntheticWord(seededRandom(8), { pressure: true }).strokes[0]!;
    const live = writtenLive(stroke.points, (i) => i >= 3);
    expect(live.stroke.pressure).toBe(true);
    expect(live.fill).toBe(drawingPaths({ strokes: [{ pressure: true, points: stroke.points }] }).fill);
    expect(live.line).toBe("");
  });

  it("a repeated event adds nothing", () => {
    const live = startLiveStroke(false);
    const point = { x: 10, y: 20, t: 0, pressure: 0.5 };
    expect(extendLiveStroke(live, point, false)).toBe(true);
    expect(extendLiveStroke(live, { ...point, t: 4 }, false)).toBe(false);
    expect(live.stroke.points).toHaveLength(1);
  });
});
