import { constants as zlibConstants, deflateSync } from "node:zlib";
import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, setFillingRgbColor, setStrokingRgbColor, type PDFPage } from "pdf-lib";
import type { Drawing } from "@/lib/handwriting/drawing";
import { fitDrawing, type Box } from "@/lib/handwriting/fit";
import { printAllowance, printShape } from "@/lib/handwriting/print-shape";
import { DRAWING_HEIGHT, DRAWING_WIDTH, MARKER_SIZE } from "@/lib/handwriting/space";

/**
 * Draws a word written by hand onto a PDF page as vector paths: the marker's shape the screen
 * draws (lib/handwriting/outline.ts), fitted into `box` (origin bottom-left as pdf-lib measures)
 * as the writing card fits any card, in the card's ink (#rrggbb). `mmPerBoxUnit`: how many
 * millimetres a unit of `box` prints (1 in a card's frame, which counts millimetres; 25.4 / 72 for
 * PDF points). The print draws only the detail its size can show (printShape, printAllowance).
 *
 * The paths go into a compressed form XObject of their own, written as PDF operators directly:
 * a word is a few hundred discs and bands, and pdf-lib's drawSvgPath (parsing an SVG path into an
 * uncompressed content stream) made a 52-card deck with 30 handwritten words 6× as slow to print
 * as with typed words, and 12× as large; discs as four curves each still made it 9.5× as large.
 */
export function drawHandwriting(page: PDFPage, drawing: Drawing, box: Box, ink: string, mmPerBoxUnit: number) {
  const [r, g, b] = hexColour(ink);
  const margin = MARKER_SIZE;
  const context = page.doc.context;
  // fitDrawing measures y downwards; the PDF box's top edge is y + height, and the drawing's y runs down from it.
  const fit = fitDrawing({ x: box.x, y: 0, width: box.width, height: box.height });
  const operators = markerOperators(drawing, printAllowance(fit.scale * mmPerBoxUnit));
  // Node's own zlib: pdf-lib's flateStream (pako, in JavaScript) took most of the time of drawing a word.
  // Huffman coding alone: operators are digits, spaces and a few letters, which it packs into 47%
  // of their bytes (level 1's matching: 43%) in under half the time.
  const form = context.stream(deflateSync(operators, { strategy: zlibConstants.Z_HUFFMAN_ONLY }), {
    Filter: "FlateDecode",
    Type: "XObject",
    Subtype: "Form",
    FormType: 1,
    BBox: [-margin, -margin, DRAWING_WIDTH + margin, DRAWING_HEIGHT + margin],
  });
  const name = page.node.newXObject("Hand", context.register(form));
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(r, g, b),
    setStrokingRgbColor(r, g, b),
    concatTransformationMatrix(fit.scale, 0, 0, -fit.scale, fit.x, box.y + box.height - fit.y),
    drawObject(name),
    popGraphicsState(),
  );
}

/**
 * The marker's shape as PDF operators, in the drawing's own units, within `allowance` units of the
 * exact shape (printShape; 0: exactly the screen's): the bands as one path filled nonzero, then each
 * line stroked as wide as its discs with round caps (1 J) and joins (1 j), a line of one point as a
 * dot (a line one step of its numbers long, not a zero-length one, which some viewers drop). The ink
 * is opaque, so painting the pieces one over another is their union, as the screen's fill is.
 *
 * Numbers are integers, in hundredths of a unit (the screen's two decimals), or in tenths where the
 * allowance leaves room for their rounding (on every card but the largest). The operators are
 * written straight into bytes, in a buffer kept for the next word: a 52-card deck's hands are a few
 * hundred kilobytes of operators, and making them as strings first took more time than drawing the
 * rest of the deck. The bytes returned are the buffer's own, good until the next call.
 */
export function markerOperators(drawing: Drawing, allowance: number): Uint8Array {
  const perUnit = allowance >= 2 * TENTHS_ROUNDING ? 10 : 100;
  const { lines, bands } = printShape(drawing, perUnit === 10 ? allowance - TENTHS_ROUNDING : allowance);
  const out = operators.reset(perUnit);
  out.line(`${1 / perUnit} 0 0 ${1 / perUnit} 0 0 cm`);
  for (const [a, b, c, d] of bands) out.number(a![0]).number(a![1]).op("m").number(b![0]).number(b![1]).op("l").number(c![0]).number(c![1]).op("l").number(d![0]).number(d![1]).op("l").line("h");
  if (bands.length > 0) out.line("f");
  out.line("1 J 1 j");
  for (const { r, points } of lines) {
    out.number(2 * r).op("w").number(points[0]!).number(points[1]!).op("m");
    if (points.length === 2) out.number(points[0]! + 1 / perUnit).number(points[1]!).op("l");
    for (let i = 2; i < points.length; i += 2) out.number(points[i]!).number(points[i + 1]!).op("l");
    out.line("S");
  }
  return out.bytes();
}

/** How far numbers in tenths move the edge: a point by up to 0.05√2, a line's radius by half of 0.05. */
const TENTHS_ROUNDING = 0.1;

/** PDF operators as ASCII bytes: numbers as integers (in `perUnit`ths of a unit), each followed by a space; an operator ends with a space or a line. */
class OperatorBytes {
  private buffer = new Uint8Array(1 << 16);
  private length = 0;

  private perUnit = 100;

  reset(perUnit: number): this {
    this.length = 0;
    this.perUnit = perUnit;
    return this;
  }

  /** A number, in `perUnit`ths of a unit, as an integer. */
  number(value: number): this {
    this.room(12);
    const b = this.buffer;
    let v = Math.round(value * this.perUnit);
    if (v < 0) {
      b[this.length++] = 45; // "-"
      v = -v;
    }
    // A drawing's numbers in hundredths are far below 2³¹: integer division by `| 0`.
    let digits = 1;
    for (let rest = v; rest >= 10; rest = (rest / 10) | 0) digits++;
    let at = this.length + digits;
    this.length = at + 1;
    b[at] = 32; // " "
    do {
      const next = (v / 10) | 0;
      b[--at] = 48 + v - 10 * next;
      v = next;
    } while (v > 0);
    return this;
  }

  /** An operator within a line. */
  op(ascii: string): this {
    return this.ascii(ascii, 32);
  }

  /** The last operator of a line. */
  line(ascii: string): this {
    return this.ascii(ascii, 10);
  }

  /** The operators written, without the last line's end. */
  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length > 0 && this.buffer[this.length - 1] === 10 ? this.length - 1 : this.length);
  }

  private ascii(text: string, end: number): this {
    this.room(text.length + 1);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
    this.buffer[this.length++] = end;
    return this;
  }

  private room(more: number) {
    if (this.length + more <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(2 * this.buffer.length, this.length + more));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
}

const operators = new OperatorBytes();

function hexColour(hex: string): [number, number, number] {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`An ink colour is #rrggbb, not ${hex}.`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}
