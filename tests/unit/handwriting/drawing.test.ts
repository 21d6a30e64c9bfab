import { describe, expect, it } from "vitest";
import { checkDrawing } from "@/lib/handwriting/drawing";
import { LIMITS } from "@/lib/handwriting/space";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

const point = (x: number, y: number, t: number, pressure = 0.5) => ({ x, y, t, pressure });
const line = { pressure: true, points: [point(100, 700, 0), point(200, 710, 16), point(300, 690, 32)] };

function refusal(raw: unknown) {
  const checked = checkDrawing(raw);
  expect(checked.ok).toBe(false);
  return checked.ok ? "" : checked.message;
}

describe("a word written by hand", () => {
  it("is strokes of points with place, time and pressure, kept as written", () => {
    const word = syntheticWord(seededRandom(7));
    const checked = checkDrawing(word);
    expect(checked).toEqual({ ok: true, drawing: word });
  });

  it("keeps only the model's fields: anything else sent along is dropped", () => {
    const checked = checkDrawing({ strokes: [{ ...line, colour: "red", points: line.points.map((p) => ({ ...p, __proto__x: 1 })) }], admin: true });
    expect(checked).toEqual({ ok: true, drawing: { strokes: [line] } });
  });

  it("may be a single dot", () => {
    expect(checkDrawing({ strokes: [{ pressure: false, points: [point(500, 700, 0)] }] }).ok).toBe(true);
  });

  it("is refused when nothing was written", () => {
    expect(refusal({ strokes: [] })).toBe("Nothing has been written by hand yet.");
  });

  it("is refused with an empty stroke", () => {
    expect(refusal({ strokes: [line, { pressure: true, points: [] }] })).toBe("A stroke has no points.");
  });

  it("is refused when a stroke goes outside the card", () => {
    expect(refusal({ strokes: [{ pressure: true, points: [point(100, 700, 0), point(1000.5, 700, 10)] }] })).toBe("A stroke goes outside the card.");
    expect(refusal({ strokes: [{ pressure: true, points: [point(100, -1, 0)] }] })).toBe("A stroke goes outside the card.");
    expect(refusal({ strokes: [{ pressure: true, points: [point(100, 1401, 0)] }] })).toBe("A stroke goes outside the card.");
  });

  it("is refused with coordinates that are not finite numbers (NaN, Infinity, text)", () => {
    expect(refusal({ strokes: [{ pressure: true, points: [point(Number.NaN, 700, 0)] }] })).toBe("A point's x must be a finite number.");
    expect(refusal({ strokes: [{ pressure: true, points: [point(100, Number.POSITIVE_INFINITY, 0)] }] })).toBe("A point's y must be a finite number.");
    expect(refusal({ strokes: [{ pressure: true, points: [{ x: "100", y: 700, t: 0, pressure: 0.5 }] }] })).toBe("A point's x must be a finite number.");
  });

  it("is refused when its time goes backwards, within a stroke or from one stroke to the next", () => {
    expect(refusal({ strokes: [{ pressure: true, points: [point(100, 700, 50), point(110, 700, 40)] }] })).toBe("A drawing's time can't go backwards.");
    expect(refusal({ strokes: [line, { pressure: true, points: [point(100, 700, 20)] }] })).toBe("A drawing's time can't go backwards.");
  });

  it("is refused with pressure outside 0..1", () => {
    expect(refusal({ strokes: [{ pressure: true, points: [point(100, 700, 0, 1.5)] }] })).toBe("Pressure is between 0 and 1.");
  });

  it("is refused with too many strokes", () => {
    const strokes = Array.from({ length: LIMITS.strokes + 1 }, (_, i) => ({ pressure: false, points: [point(10 + i, 700, i)] }));
    expect(refusal({ strokes })).toBe(`A drawing can have at most ${LIMITS.strokes} strokes.`);
  });

  it("is refused with too many points in a stroke, or in all", () => {
    const long = (n: number, from = 0) => ({ pressure: false, points: Array.from({ length: n }, (_, i) => point(100 + (i % 800), 700, from + i)) });
    expect(refusal({ strokes: [long(LIMITS.pointsPerStroke + 1)] })).toBe(`A stroke can have at most ${LIMITS.pointsPerStroke} points.`);
    const many = Array.from({ length: 6 }, (_, s) => long(LIMITS.pointsPerStroke, s * LIMITS.pointsPerStroke));
    expect(refusal({ strokes: many })).toBe(`A drawing can have at most ${LIMITS.points} points.`);
  });

  it("refuses a million points at once, without walking them", () => {
    const points = new Array(1_000_000).fill(point(1, 1, 0));
    expect(refusal({ strokes: [{ pressure: false, points }] })).toBe(`A drawing can have at most ${LIMITS.points} points.`);
  });

  it("never throws on things that are not drawings", () => {
    for (const raw of [null, undefined, 42, "strokes", [], { strokes: "x" }, { strokes: [null] }, { strokes: [{ points: null }] }, Object.create(null)]) {
      expect(() => checkDrawing(raw)).not.toThrow();
      expect(checkDrawing(raw).ok).toBe(false);
    }
  });
});
