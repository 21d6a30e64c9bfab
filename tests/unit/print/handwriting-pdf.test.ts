import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Drawing, Stroke } from "@/lib/handwriting/drawing";
import { drawingPaths, markerPieces } from "@/lib/handwriting/outline";
import { MARKER_SIZE } from "@/lib/handwriting/space";
import { drawHandwriting, markerOperators } from "@/lib/print/handwriting-pdf";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";
import { poppler, rasteriseColour } from "./helpers";

const INK = "#1d3f8f";
const WHITE = "#ffffff";
const MM_PER_PT = 25.4 / 72;

/** A line across the writing card at y = 700, a dot above it at (500, 300) and a pen's line below, pressing harder as it goes. */
const drawing: Drawing = {
  strokes: [
    { pressure: false, points: [{ x: 100, y: 700, t: 0, pressure: 0.5 }, { x: 500, y: 700, t: 100, pressure: 0.5 }, { x: 900, y: 700, t: 200, pressure: 0.5 }] },
    { pressure: false, points: [{ x: 500, y: 300, t: 400, pressure: 0.5 }] },
    { pressure: true, points: [200, 350, 500, 650, 800].map((x, i) => ({ x, y: 1000 + (i % 2) * 10, t: 500 + i * 16, pressure: 0.2 + i * 0.15 })) },
  ],
};

async function onePage(box: { x: number; y: number; width: number; height: number }) {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 400]);
  drawHandwriting(page, drawing, box, INK);
  const bytes = await pdf.save();
  const colour = rasteriseColour(bytes, 1, 288);
  /** The colour at a point given in PDF points from the page's top-left. */
  return { bytes, at: (xPt: number, yFromTopPt: number) => colour.at(xPt * MM_PER_PT, yFromTopPt * MM_PER_PT) };
}

describe("a word written by hand, printed", () => {
  it("puts the card's ink where the strokes are, scaled into the box, and nothing elsewhere", async () => {
    // A box the writing card's shape: 0.15 pt per unit; its top edge is 400 − 270 = 130 pt from the page's top.
    const { at } = await onePage({ x: 50, y: 60, width: 150, height: 210 });
    const place = (x: number, y: number) => [50 + 0.15 * x, 130 + 0.15 * y] as const;
    for (const x of [100, 300, 500, 700, 900]) expect(at(...place(x, 700))).toBe(INK);
    expect(at(...place(500, 300))).toBe(INK);
    // The marker is 26 units across (3.9 pt): 20 units off the line, and past the line's ends, is paper.
    expect(at(...place(500, 720))).toBe(WHITE);
    expect(at(...place(500, 680))).toBe(WHITE);
    expect(at(...place(940, 700))).toBe(WHITE);
    expect(at(...place(60, 700))).toBe(WHITE);
    expect(at(...place(500, 500))).toBe(WHITE);
    // The pen's line: ink along it, paper 30 units off it (its marker is at most 2 × 19 units wide there).
    for (const x of [200, 275, 350, 425, 500, 575, 650, 725, 800]) expect(at(...place(x, 1005))).toBe(INK);
    for (const x of [200, 500, 800]) expect([at(...place(x, 1045)), at(...place(x, 965))]).toEqual([WHITE, WHITE]);
  });

  it("fits the writing card into a box of another shape, centred, keeping the hand's shape", async () => {
    // Twice as wide as the card's shape: 0.15 pt per unit, centred, so the card's left edge is 75 pt in.
    const { at } = await onePage({ x: 0, y: 60, width: 300, height: 210 });
    expect(at(75 + 0.15 * 100, 130 + 0.15 * 700)).toBe(INK);
    expect(at(75 + 0.15 * 900, 130 + 0.15 * 700)).toBe(INK);
    expect(at(75 + 0.15 * 960, 130 + 0.15 * 700)).toBe(WHITE);
    expect(at(75 + 0.15 * 40, 130 + 0.15 * 700)).toBe(WHITE);
  });

  it("prints as vector paths, with no picture in the PDF", async () => {
    const { bytes } = await onePage({ x: 50, y: 60, width: 150, height: 210 });
    expect(poppler("pdfimages", bytes, ["-list"]).trim().split("\n")).toHaveLength(2);
  });

  it("draws the very shape the screen draws: its bands, its discs (as round dots as wide) and its even lines, point for point", () => {
    const random = seededRandom(8);
    const later = (stroke: Stroke) => ({ ...stroke, points: stroke.points.map((p) => ({ ...p, t: p.t + 60_000 })) });
    const word = { strokes: [...syntheticWord(random, { pressure: true }).strokes, ...syntheticWord(random, { pressure: false }).strokes.map(later)] };
    const numbers = (text: string) => (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    const round = (v: number) => Math.round(v * 100) / 100;
    const pieces = markerPieces(word);
    // The operators count in hundredths of a unit (their first line scales them).
    const [scale, ...ops] = markerOperators(word).split("\n");
    expect(scale).toBe("0.01 0 0 0.01 0 0 cm");
    const inUnits = (text: string) => numbers(text).map((v) => v / 100);

    const fillEnd = ops.indexOf("f");
    expect(inUnits(ops.slice(0, fillEnd).join(" "))).toEqual(pieces.flatMap((p) => (p.kind === "band" ? p.corners.flat().map(round) : [])));
    const dots = ops.filter((op) => op.endsWith(" l S")).map(inUnits);
    expect(dots).toEqual(pieces.flatMap((p) => (p.kind === "disc" ? [[round(2 * p.r), round(p.x), round(p.y), round(p.x + 0.01), round(p.y)]] : [])));
    const lines = ops.slice(ops.indexOf(`${MARKER_SIZE * 100} w`) + 1, -1).join(" ");
    expect(inUnits(lines)).toEqual(numbers(drawingPaths(word).line));
  });

  it("refuses an ink that isn't a colour", async () => {
    const pdf = await PDFDocument.create();
    expect(() => drawHandwriting(pdf.addPage([100, 100]), drawing, { x: 0, y: 0, width: 100, height: 100 }, "red")).toThrow(RangeError);
  });
});
