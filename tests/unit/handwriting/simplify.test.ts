import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Point } from "@/lib/handwriting/drawing";
import { simplifyDrawing } from "@/lib/handwriting/simplify";
import { markerRadius } from "@/lib/handwriting/outline";
import { LARGEST_CARD_MM, PRINT_PIXEL_IN_UNITS, SIMPLIFY_TOLERANCE, STORED_ROUNDING } from "@/lib/handwriting/print-tolerance";
import { cardSizeMm } from "@/lib/print/layout";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

/**
 * How far the marker's edge moves at a drawn point when the stroke is simplified: the distance from
 * its centre to the simplified centre line plus the change of radius there (the marker's shape is
 * discs along the line, so its edge moves no further than that), at the nearest place of the line.
 */
function edgeMove(p: Point, kept: readonly Point[], pressure: boolean) {
  const r = markerRadius(p, pressure);
  if (kept.length === 1) return Math.hypot(p.x - kept[0]!.x, p.y - kept[0]!.y) + Math.abs(r - markerRadius(kept[0]!, pressure));
  let best = Infinity;
  for (let i = 1; i < kept.length; i++) {
    const a = kept[i - 1]!, b = kept[i]!;
    const dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
    const radius = markerRadius(a, pressure) + t * (markerRadius(b, pressure) - markerRadius(a, pressure));
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy) + Math.abs(r - radius));
  }
  return best;
}

describe("simplifying a word written by hand", () => {
  it("moves the marker's edge by at most one printed pixel at 300 dpi on the largest card", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const word = syntheticWord(seededRandom(seed));
        const kept = simplifyDrawing(word);
        word.strokes.forEach((stroke, s) => {
          for (const p of stroke.points) expect(edgeMove(p, kept.strokes[s]!.points, stroke.pressure)).toBeLessThanOrEqual(PRINT_PIXEL_IN_UNITS);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("leaves a pixel's room for the rounding of what is stored (a tenth of a unit, a hundredth of pressure)", () => {
    expect(SIMPLIFY_TOLERANCE).toBeGreaterThan(0);
    expect(Math.SQRT2 * SIMPLIFY_TOLERANCE + STORED_ROUNDING).toBeLessThanOrEqual(PRINT_PIXEL_IN_UNITS);
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
