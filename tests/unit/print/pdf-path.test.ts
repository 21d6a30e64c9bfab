import { describe, expect, it } from "vitest";
import { concatTransformationMatrix, PDFDocument, popGraphicsState, pushGraphicsState, rgb, type PDFPage } from "pdf-lib";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import { drawShapes, PT_PER_MM, SuitSymbols } from "@/lib/print/pdf-draw";
import { pathOperators } from "@/lib/print/pdf-path";
import type { Shape } from "@/lib/print/shapes";
import { roundedRectPath } from "@/lib/print/suits";
import { rasterise } from "./helpers";

const written = (d: string) => pathOperators(d)?.map(String);

describe("path data drawn into a PDF", () => {
  it("draws a QR code's run of modules as one rectangle, its numbers as written", () => {
    expect(written("M3.400,60.250H4.100V60.950H3.400Z M5,6H7V8H5Z")).toEqual(["3.400 60.250 0.7 0.7 re", "5 6 2 2 re"]);
  });

  it("keeps a box wound the other way as lines, so overlapping paths fill as before", () => {
    expect(written("M5,6V8H7V6Z")).toEqual(["5 6 m", "5 8 l", "7 8 l", "7 6 l", "h"]);
  });

  it("carries moves, lines and curves over, and writes a number in exponent form as PDF reads it", () => {
    expect(written("M1,2 L3,4 5,6 C1,2 3,4 2.5e-3,6 Z M9 9 H10")).toEqual(["1 2 m", "3 4 l", "5 6 l", "1 2 3 4 0.0025 6 c", "h", "9 9 m", "10 9 l"]);
  });

  it("leaves path data it does not read to pdf-lib: arcs, relative commands, a command short of numbers", () => {
    for (const d of ["M0,0 A5,5 0 0 1 10,10", "m0,0 l5,5", "M0,0 L5", "M0,0 X"]) expect(pathOperators(d), d).toBeNull();
  });

  it("prints a card with its QR code exactly as pdf-lib's own path drawing does", async () => {
    const cards = [{ id: "card-1", rank: "Q", suit: "hearts", word: "Llama", url: "https://snap.example/decks/deck-1/cards/card-1" }];
    const face = layoutDeckForPrint(cards, { paper: "A4", cardSize: "poker", qr: true }).faces[0]!;
    const shapes = face.shapes.filter((shape) => shape.kind === "path" || shape.kind === "rect");
    expect(shapes.some((shape) => shape.kind === "path" && pathOperators(shape.d) !== null)).toBe(true);
    const drawn = async (draw: (page: PDFPage, shapes: Shape[]) => void) => {
      const doc = await PDFDocument.create();
      const page = doc.addPage([face.width * PT_PER_MM, face.height * PT_PER_MM]);
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(PT_PER_MM, 0, 0, PT_PER_MM, 0, 0));
      draw(page, shapes);
      page.pushOperators(popGraphicsState());
      return rasterise(await doc.save(), 1, 300);
    };
    const ours = await drawn((page, list) => drawShapes(page, list, face.height, { fonts: {}, suits: new SuitSymbols(page.doc) }));
    const pdfLib = await drawn((page, list) => {
      for (const shape of list) {
        const paint = { ...("fill" in shape && shape.fill ? { color: hex(shape.fill) } : {}), ...("stroke" in shape && shape.stroke ? { borderColor: hex(shape.stroke), borderWidth: shape.strokeWidth ?? 0.2 } : {}) };
        if (shape.kind === "path") page.drawSvgPath(shape.d, { x: 0, y: face.height, ...paint });
        else if (shape.kind === "rect" && shape.radius === 0) page.drawRectangle({ x: shape.x, y: face.height - shape.y - shape.height, width: shape.width, height: shape.height, ...paint });
        else if (shape.kind === "rect") page.drawSvgPath(roundedRect(shape), { x: 0, y: face.height, ...paint, ...(shape.opacity !== undefined ? { opacity: shape.opacity } : {}) });
      }
    });
    expect(ours.width).toBe(pdfLib.width);
    expect(Buffer.from(ours.pixels).equals(Buffer.from(pdfLib.pixels))).toBe(true);
  });
});

function hex(colour: string) {
  return rgb(parseInt(colour.slice(1, 3), 16) / 255, parseInt(colour.slice(3, 5), 16) / 255, parseInt(colour.slice(5, 7), 16) / 255);
}

function roundedRect(shape: Extract<Shape, { kind: "rect" }>): string {
  return roundedRectPath(shape.x, shape.y, shape.width, shape.height, shape.radius);
}
