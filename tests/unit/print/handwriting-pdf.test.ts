import { concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { Drawing, Stroke } from "@/lib/handwriting/drawing";
import { markerLines, markerPieces } from "@/lib/handwriting/outline";
import { LARGEST_CARD_MM, PRINT_PIXEL_IN_UNITS } from "@/lib/handwriting/print-tolerance";
import { printAllowance } from "@/lib/handwriting/print-shape";
import { DRAWING_HEIGHT, DRAWING_WIDTH, MARKER_SIZE } from "@/lib/handwriting/space";
import { drawHandwriting, markerOperators } from "@/lib/print/handwriting-pdf";
import { PT_PER_MM } from "@/lib/print/pdf-draw";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";
import { poppler, rasterise, rasteriseColour } from "./helpers";

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
  drawHandwriting(page, drawing, box, INK, 1 / PT_PER_MM);
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

  it("at the largest card's size, draws the very shape the screen draws: its discs and bands, point for point", () => {
    const word = penAndMouseWord(8);
    expect(printAllowance(LARGEST_CARD_MM.width / DRAWING_WIDTH)).toBe(0);
    const printed = printedPieces(markerOperators(word, 0));
    const screen = screenPieces(word, 100);
    // Every disc the screen draws is a point of a printed line of that very radius, and nothing else is printed.
    expect(printed.perUnit).toBe(100);
    expect(sorted(printed.discs.map((d) => key(100, d.x, d.y, 2 * d.r)))).toEqual(sorted(screen.discs.map((d) => key(100, d.x, d.y, 2 * d.r))));
    expectSameBands(printed, screen);
  });

  it("on a poker card, draws only the detail a printed pixel can show: a pen's discs share lines where their radii are within the print's allowance", () => {
    const word = penAndMouseWord(8);
    const allowance = printAllowance(POKER_MM_PER_UNIT);
    // What is left of a printed pixel at 300 dpi on a poker card once the stored form's own move is counted.
    expect(allowance).toBeCloseTo(0.9 * (25.4 / 300 / POKER_MM_PER_UNIT - PRINT_PIXEL_IN_UNITS), 6);
    expect(allowance).toBeGreaterThan(0.8);
    const printed = printedPieces(markerOperators(word, allowance));
    // In tenths of a unit: their rounding (a band's corner moves up to 0.07, a radius 0.025) is within the allowance too.
    expect(printed.perUnit).toBe(10);
    const screen = screenPieces(word, 10);
    // The same points (stored in tenths, so exactly), each drawn at a radius within the allowance of its disc's.
    expect(sorted(printed.discs.map((d) => key(10, d.x, d.y)))).toEqual(sorted(screen.discs.map((d) => key(10, d.x, d.y))));
    const radius = new Map(printed.discs.map((d) => [key(10, d.x, d.y), d.r]));
    for (const disc of screen.discs) expect(Math.abs(radius.get(key(10, disc.x, disc.y))! - disc.r)).toBeLessThanOrEqual(allowance);
    expectSameBands(printed, screen);
    // Fewer pieces: a third of the pen's discs or more are points of a line with the disc before.
    const exact = printedPieces(markerOperators(word, 0));
    expect(exact.lines - printed.lines).toBeGreaterThan(exact.lines / 3);
    expect(exact.bands.length - printed.bands.length).toBe(exact.lines - printed.lines);
  });

  it("on a poker card, prints the ink within one printed pixel of the exact shape", async () => {
    // Both printed at a poker card's scale and rasterised at 1200 dpi (four pixels to a 300 dpi one).
    const word = penAndMouseWord(3);
    const ink = async (allowance: number) => {
      const pdf = await PDFDocument.create();
      const scale = POKER_MM_PER_UNIT * PT_PER_MM;
      const page = pdf.addPage([DRAWING_WIDTH * scale, DRAWING_HEIGHT * scale]);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(scale, 0, 0, -scale, 0, DRAWING_HEIGHT * scale));
      const form = pdf.context.stream(markerOperators(word, allowance).slice(), { Type: "XObject", Subtype: "Form", BBox: [-50, -50, 1050, 1450] });
      page.pushOperators(drawObject(page.node.newXObject("Hand", pdf.context.register(form))), popGraphicsState());
      return rasterise(await pdf.save(), 1, 1200);
    };
    const [exact, printed] = [await ink(0), await ink(printAllowance(POKER_MM_PER_UNIT))];
    const farthest = farthestInk(exact, printed);
    expect(farthest).toBeGreaterThan(0);
    expect(farthest).toBeLessThanOrEqual(4);
  }, 30_000); // Two PDFs rasterised at 1200 dpi: about 3 s beside the type-check, lint and build, 6 s on a machine running two suites.

  it("refuses an ink that isn't a colour", async () => {
    const pdf = await PDFDocument.create();
    expect(() => drawHandwriting(pdf.addPage([100, 100]), drawing, { x: 0, y: 0, width: 100, height: 100 }, "red", 1)).toThrow(RangeError);
  });
});

/** A poker card's scale: the writing card across its 63 mm. */
const POKER_MM_PER_UNIT = 63 / DRAWING_WIDTH;

/** A word with a pen's pressure, and one written later with a mouse (even lines). */
function penAndMouseWord(seed: number): Drawing {
  const random = seededRandom(seed);
  const later = (stroke: Stroke) => ({ ...stroke, points: stroke.points.map((p) => ({ ...p, t: p.t + 60_000 })) });
  return { strokes: [...syntheticWord(random, { pressure: true }).strokes, ...syntheticWord(random, { pressure: false }).strokes.map(later)] };
}

/** Numbers rounded to hundredths or tenths of a unit (`perUnit` 100 or 10), as one text. */
const key = (perUnit: number, ...values: number[]) => values.map((v) => Math.round(v * perUnit) / perUnit).join(" ");
const sorted = (keys: string[]) => [...keys].sort();

interface Pieces {
  /** Discs by their centre and radius (a printed line's points at its radius). */
  discs: { x: number; y: number; r: number }[];
  /** Bands by their corners. */
  bands: string[];
  /** The printed lines' segments (from centre to centre), or the screen's bands by their two discs' centres. */
  joins: Set<string>;
  lines: number;
  /** What the numbers count: hundredths (100) or tenths (10) of a unit. */
  perUnit: number;
}

/** The screen's shape: markerPieces, and the even lines as discs joined by bands of MARKER_SIZE. */
function screenPieces(word: Drawing, perUnit: number): Pieces & { bandJoins: Map<string, string> } {
  const pieces = markerPieces(word);
  const discs: Pieces["discs"] = [];
  const bands: string[] = [];
  const joins = new Set<string>();
  const bandJoins = new Map<string, string>();
  for (const piece of pieces) {
    if (piece.kind === "disc") discs.push(piece);
    else {
      const corners = key(perUnit, ...piece.corners.flat());
      bands.push(corners);
      // A band follows the disc it ends at; it joins the disc before that one.
      const end = discs.at(-1)!, start = discs.at(-2)!;
      bandJoins.set(corners, joinKey(perUnit, start, end));
    }
  }
  for (const line of markerLines(word)) {
    line.forEach(([x, y], i) => {
      discs.push({ x, y, r: MARKER_SIZE / 2 });
      if (i > 0) joins.add(joinKey(perUnit, { x: line[i - 1]![0], y: line[i - 1]![1] }, { x, y }));
    });
  }
  return { discs, bands, joins, bandJoins, lines: 0, perUnit };
}

function joinKey(perUnit: number, a: { x: number; y: number }, b: { x: number; y: number }) {
  return `${key(perUnit, a.x, a.y)} > ${key(perUnit, b.x, b.y)}`;
}

/** The PDF operators read back: the filled bands, and the stroked lines' points at their radius. */
function printedPieces(bytes: Uint8Array): Pieces {
  const [scale, ...ops] = Buffer.from(bytes).toString("latin1").split("\n");
  // The first line scales the integers that follow into units.
  const perUnit = 1 / Number(/^(0\.1|0\.01) 0 0 \1 0 0 cm$/.exec(scale!)![1]);
  const numbers = (text: string) => (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map((v) => Number(v) / perUnit);
  const fillEnd = ops.indexOf("f");
  const bands = ops.slice(0, Math.max(0, fillEnd)).map((op) => key(perUnit, ...numbers(op)));
  const discs: Pieces["discs"] = [];
  const joins = new Set<string>();
  const lines = ops.slice(ops.indexOf("1 J 1 j") + 1);
  for (const line of lines) {
    const [width, ...points] = numbers(line);
    const r = width! / 2;
    // A dot: a line one step long.
    const dot = points.length === 4 && Math.round((points[2]! - points[0]!) * perUnit) === 1 && points[1] === points[3];
    const centres = dot ? [points[0]!, points[1]!] : points;
    for (let i = 0; i < centres.length; i += 2) {
      discs.push({ x: centres[i]!, y: centres[i + 1]!, r });
      if (i > 0) joins.add(joinKey(perUnit, { x: centres[i - 2]!, y: centres[i - 1]! }, { x: centres[i]!, y: centres[i + 1]! }));
    }
  }
  return { discs, bands, joins, lines: lines.length, perUnit };
}

/** Every band the screen fills is printed as that band, or as the body of a printed line between its two discs; nothing else is printed. */
function expectSameBands(printed: Pieces, screen: ReturnType<typeof screenPieces>) {
  const printedBands = new Set(printed.bands);
  for (const band of screen.bands) {
    if (!printedBands.has(band)) expect(printed.joins.has(screen.bandJoins.get(band)!), `band ${band}`).toBe(true);
  }
  const screenBands = new Set(screen.bands);
  for (const band of printed.bands) expect(screenBands.has(band)).toBe(true);
  const screenJoins = new Set([...screen.joins, ...screen.bandJoins.values()]);
  for (const join of printed.joins) expect(screenJoins.has(join), `line ${join}`).toBe(true);
}

/** The farthest ink pixel of either image from the other's ink, in pixels (searched up to 12 px away). */
function farthestInk(a: { width: number; height: number; pixels: Uint8Array }, b: { pixels: Uint8Array }): number {
  const { width: w, height: h } = a;
  const reach = 12;
  let worst = 0;
  const farthest = (from: Uint8Array, to: Uint8Array) => {
    for (let i = 0; i < from.length; i++) {
      if (from[i]! >= 128 || to[i]! < 128) continue;
      const x = i % w, y = (i - x) / w;
      let best = Infinity;
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = x + dx, ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && to[ny * w + nx]! < 128) best = Math.min(best, Math.hypot(dx, dy));
        }
      }
      worst = Math.max(worst, best);
    }
  };
  farthest(a.pixels, b.pixels);
  farthest(b.pixels, a.pixels);
  return worst;
}
