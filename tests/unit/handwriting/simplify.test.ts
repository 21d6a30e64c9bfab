import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Point } from "@/lib/handwriting/drawing";
import { distanceToSegment, simplifyDrawing } from "@/lib/handwriting/simplify";
import { LARGEST_CARD_MM, PRINT_PIXEL_IN_UNITS, RADIUS_PER_PRESSURE, SIMPLIFY_TOLERANCE } from "@/lib/handwriting/print-tolerance";
import { COORDINATE_STEP, PRESSURE_STEP } from "@/lib/handwriting/space";
import { cardSizeMm } from "@/lib/print/layout";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

/** How far a point is from a simplified stroke, in the plane (what the eye sees of the centre line). */
function distanceToStroke(p: Point, kept: readonly Point[]) {
  if (kept.length === 1) return Math.hypot(p.x - kept[0]!.x, p.y - kept[0]!.y);
  let best = Infinity;
  for (let i = 1; i < kept.length; i++) best = Math.min(best, distanceToSegment(p, kept[i - 1]!, kept[i]!, 0));
  return best;
}

describe("simplifying a word written by hand", () => {
  it("moves no point of any stroke by more than one printed pixel at 300 dpi on the largest card", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const word = syntheticWord(seededRandom(seed));
        const kept = simplifyDrawing(word);
        word.strokes.forEach((stroke, s) => {
          for (const p of stroke.points) expect(distanceToStroke(p, kept.strokes[s]!.points)).toBeLessThanOrEqual(PRINT_PIXEL_IN_UNITS);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("leaves a pixel's room for the rounding of what is stored (a tenth of a unit, a hundredth of pressure)", () => {
    const rounding = Math.SQRT2 * (COORDINATE_STEP / 2) + RADIUS_PER_PRESSURE * (PRESSURE_STEP / 2);
    expect(SIMPLIFY_TOLERANCE).toBeGreaterThan(0);
    expect(SIMPLIFY_TOLERANCE + rounding).toBeLessThanOrEqual(PRINT_PIXEL_IN_UNITS);
  });

  it("plans for the largest card the app prints", () => {
    expect(cardSizeMm({ widthMm: LARGEST_CARD_MM.width, heightMm: LARGEST_CARD_MM.height })).toEqual(LARGEST_CARD_MM);
    expect(() => cardSizeMm({ widthMm: LARGEST_CARD_MM.width + 1, heightMm: LARGEST_CARD_MM.height })).toThrow();
    expect(() => cardSizeMm({ widthMm: LARGEST_CARD_MM.width, heightMm: LARGEST_CARD_MM.height + 1 })).toThrow();
  });

  it("draws a straight line with its two ends", () => {
    const points = Array.from({ length: 50 }, (_, i) => ({ x: 100 + i * 10, y: 700 + i * 2, t: i * 8, pressure: 0.5 }));
    expect(simplifyDrawing({ strokes: [{ pressure: true, points }] }).strokes[0]!.points).toEqual([points[0], points[49]]);
  });

  it("keeps a pen's swell along a straight line (pressure counts)", () => {
    const points = Array.from({ length: 21 }, (_, i) => ({ x: 100 + i * 10, y: 700, t: i * 8, pressure: i === 10 ? 0.9 : 0.3 }));
    const kept = simplifyDrawing({ strokes: [{ pressure: true, points }] }).strokes[0]!.points;
    expect(kept.map((p) => p.pressure)).toContain(0.9);
    // Without pressure the same line is just its ends.
    expect(simplifyDrawing({ strokes: [{ pressure: false, points }] }).strokes[0]!.points).toHaveLength(2);
  });

  it("keeps a dot, and rounds every point to the stored steps", () => {
    const dot = { pressure: true, points: [{ x: 500.04, y: 700.06, t: 3.4, pressure: 0.456 }] };
    expect(simplifyDrawing({ strokes: [dot] }).strokes[0]!.points).toEqual([{ x: 500, y: 700.1, t: 3, pressure: 0.46 }]);
  });
});
