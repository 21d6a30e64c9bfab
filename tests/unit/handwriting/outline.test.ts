import { describe, expect, it } from "vitest";
import { drawingPaths, drawingSvg, markerRadius } from "@/lib/handwriting/outline";
import { MARKER_SIZE } from "@/lib/handwriting/space";
import type { Drawing } from "@/lib/handwriting/drawing";
import { inkAt } from "@/tests/support/ink-at";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

const straight = (pressure: boolean, pressureOf: (i: number) => number): Drawing => ({
  strokes: [{ pressure, points: Array.from({ length: 30 }, (_, i) => ({ x: 200 + i * 20, y: 700, t: i * 10, pressure: pressureOf(i) })) }],
});

/** The marker's half-width across a horizontal stroke at x = 500, to a tenth of a unit. */
function halfWidthAt(drawing: Drawing, x = 500) {
  let half = 0;
  while (inkAt(drawing, x, 700 + half + 0.1)) half += 0.1;
  return half;
}

/** The shoelace area of each subpath's corners (its on-curve points), to see which way each winds. */
function windings(d: string) {
  return d.split("Z").filter(Boolean).map((sub) => {
    const numbers = sub.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
    const isCircle = sub.includes("C");
    const points: [number, number][] = [];
    for (let i = 0; i < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
    const corners = isCircle ? points.filter((_, i) => i === 0 || i % 3 === 0) : points;
    return corners.reduce((sum, [x, y], i) => sum + x * corners[(i + 1) % corners.length]![1] - corners[(i + 1) % corners.length]![0] * y, 0);
  });
}

describe("the marker's shape of a word written by hand", () => {
  it("is, for a pen's strokes, one SVG path of closed pieces (a disc per point, a band between points), all winding the same way so they fill as one", () => {
    const word = syntheticWord(seededRandom(3), { pressure: true });
    const d = drawingPaths(word).fill;
    expect(drawingPaths(word).line).toBe("");
    expect(d).toMatch(/^(?:[MCLZ ]|-?\d+(?:\.\d+)?)+$/);
    const areas = windings(d);
    expect(areas.length).toBeGreaterThan(word.strokes.reduce((n, s) => n + s.points.length, 0));
    expect(areas.every((area) => area > 0)).toBe(true);
  });

  it("is, for strokes without pressure, a line the marker's width with round caps and joins (the same shape as discs swept along it)", () => {
    const word = syntheticWord(seededRandom(4), { pressure: false });
    const { fill, line } = drawingPaths(word);
    const lines = word.strokes.filter((s) => s.points.length > 1);
    expect(line.match(/M/g)).toHaveLength(lines.length);
    expect(line.match(/L/g)).toHaveLength(lines.reduce((n, s) => n + s.points.length - 1, 0));
    // The dots (an i's) are discs.
    expect(fill.match(/M/g) ?? []).toHaveLength(word.strokes.length - lines.length);
    expect(drawingSvg(word, "#1d2a5b")).toContain(`stroke-width="${MARKER_SIZE}" stroke-linecap="round" stroke-linejoin="round"`);
  });

  it("is the same paths every time for the same drawing (every renderer draws one shape)", () => {
    const word = syntheticWord(seededRandom(4));
    expect(drawingPaths(structuredClone(word))).toEqual(drawingPaths(word));
  });

  it("is an even marker line when the device reports no pressure", () => {
    expect(halfWidthAt(straight(false, () => 0.1))).toBeCloseTo(MARKER_SIZE / 2, 0);
    expect(halfWidthAt(straight(false, () => 0.9))).toBeCloseTo(MARKER_SIZE / 2, 0);
  });

  it("is thinner where a pen presses lightly and thicker where it presses hard", () => {
    expect(halfWidthAt(straight(true, () => 0.1))).toBeLessThan(MARKER_SIZE / 2 - 1);
    expect(halfWidthAt(straight(true, () => 0.9))).toBeGreaterThan(MARKER_SIZE / 2 + 1);
    expect(markerRadius({ x: 0, y: 0, t: 0, pressure: 0 }, true)).toBeGreaterThan(0);
  });

  it("draws a dot as a round blob the marker's size", () => {
    const dot: Drawing = { strokes: [{ pressure: false, points: [{ x: 500, y: 700, t: 0, pressure: 0.5 }] }] };
    expect(inkAt(dot, 500 + MARKER_SIZE / 2 - 0.1, 700)).toBe(true);
    expect(inkAt(dot, 500, 700 - MARKER_SIZE / 2 + 0.1)).toBe(true);
    expect(inkAt(dot, 500 + MARKER_SIZE / 2 + 0.1, 700)).toBe(false);
    expect(drawingPaths(dot).fill.match(/M/g)).toHaveLength(1);
  });
});
