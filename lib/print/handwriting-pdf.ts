import { constants as zlibConstants, deflateSync } from "node:zlib";
import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, setFillingRgbColor, setStrokingRgbColor, type PDFPage } from "pdf-lib";
import type { Drawing } from "@/lib/handwriting/drawing";
import { fitDrawing, type Box } from "@/lib/handwriting/fit";
import { markerLines, markerPieces } from "@/lib/handwriting/outline";
import { DRAWING_HEIGHT, DRAWING_WIDTH, MARKER_SIZE } from "@/lib/handwriting/space";

/**
 * Draws a word written by hand onto a PDF page as filled vector paths: the marker's pieces the
 * screen draws too (lib/handwriting/outline.ts), fitted into `box` (PDF points, origin bottom-left
 * as pdf-lib measures) as the writing card fits any card, in the card's ink (#rrggbb).
 *
 * The paths go into a compressed form XObject of their own, written as PDF operators directly:
 * a word is a few hundred discs and bands, and pdf-lib's drawSvgPath (parsing an SVG path into an
 * uncompressed content stream) made a 52-card deck with 30 handwritten words 6× as slow to print
 * as with typed words, and 12× as large; discs as four curves each still made it 9.5× as large.
 */
export function drawHandwriting(page: PDFPage, drawing: Drawing, box: Box, ink: string) {
  const [r, g, b] = hexColour(ink);
  const margin = MARKER_SIZE;
  const context = page.doc.context;
  // Node's own zlib: pdf-lib's flateStream (pako, in JavaScript) took most of the time of drawing a word.
  // Huffman coding alone: operators are digits, spaces and a few letters, which it packs into 47%
  // of their bytes (level 1's matching: 43%) in under half the time.
  // Operators are ASCII: handed to zlib as Latin-1 bytes, not through a UTF-8 encoding of the string.
  const form = context.stream(deflateSync(Buffer.from(markerOperators(drawing), "latin1"), { strategy: zlibConstants.Z_HUFFMAN_ONLY }), {
    Filter: "FlateDecode",
    Type: "XObject",
    Subtype: "Form",
    FormType: 1,
    BBox: [-margin, -margin, DRAWING_WIDTH + margin, DRAWING_HEIGHT + margin],
  });
  const name = page.node.newXObject("Hand", context.register(form));
  // fitDrawing measures y downwards; the PDF box's top edge is y + height, and the drawing's y runs down from it.
  const fit = fitDrawing({ x: box.x, y: 0, width: box.width, height: box.height });
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
 * The marker's shape as PDF operators, in the drawing's own units: the bands as one path filled
 * nonzero, each disc as a dot (a line a hundredth of a unit long, as wide as the disc, with round
 * caps: a tenth of the numbers of four curves, and not a zero-length line, which some viewers drop),
 * then the even lines stroked MARKER_SIZE wide with round caps (1 J) and joins (1 j). The ink is
 * opaque, so painting the pieces one over another is their union, as the screen's fill is.
 */
export function markerOperators(drawing: Drawing): string {
  // Numbers in hundredths of a unit, as integers (the screen's two decimals, quicker written and read);
  // each piece one string joined once at the end (a 52-card deck's hands are a few hundred kilobytes of operators).
  const lines: string[] = [`${1 / HUNDREDTHS} 0 0 ${1 / HUNDREDTHS} 0 0 cm`];
  const dots: string[] = [];
  for (const piece of markerPieces(drawing)) {
    if (piece.kind === "band") {
      const [a, b, c, d] = piece.corners as [[number, number], [number, number], [number, number], [number, number]];
      lines.push(n(a[0]) + " " + n(a[1]) + " m " + n(b[0]) + " " + n(b[1]) + " l " + n(c[0]) + " " + n(c[1]) + " l " + n(d[0]) + " " + n(d[1]) + " l h");
    } else {
      dots.push(n(2 * piece.r) + " w " + n(piece.x) + " " + n(piece.y) + " m " + n(piece.x + DOT_LENGTH) + " " + n(piece.y) + " l S");
    }
  }
  if (lines.length > 1) lines.push("f");
  lines.push("1 J 1 j", ...dots);
  const even = markerLines(drawing);
  if (even.length > 0) {
    lines.push(`${n(MARKER_SIZE)} w`);
    for (const line of even) lines.push(line.map(([x, y], i) => n(x) + " " + n(y) + (i === 0 ? " m" : " l")).join(" "));
    lines.push("S");
  }
  return lines.join("\n");
}

/** How long a disc's dot is drawn: far below a printed pixel, yet not a zero-length line. */
const DOT_LENGTH = 0.01;
const HUNDREDTHS = 100;

function n(value: number): number {
  return Math.round(value * HUNDREDTHS);
}

function hexColour(hex: string): [number, number, number] {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`An ink colour is #rrggbb, not ${hex}.`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}
