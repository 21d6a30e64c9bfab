import { cachingFontkit, loadFontBytes } from "./fonts";
import type { Shape, TextShape } from "./shapes";

/** fontkit's glyph outline, with the point mapping it has but its type declarations leave out. */
interface Outline {
  mapPoints(map: (x: number, y: number) => [number, number]): Outline;
  toSVG(): string;
}

/**
 * A text shape as the outlines of its glyphs (a path shape, in the same millimetres): what a
 * renderer with no fonts of its own (librsvg, rasterising a card for an order) draws. The glyphs
 * are the ones pdf-lib embeds for the same text (the print font's own shaping, so ligatures match),
 * each placed at the running sum of their advance widths as the PDF places them (no kerning), and
 * the text anchored and turned as the PDF draws it (pdf-draw.ts).
 */
export function textOutline(shape: TextShape): Extract<Shape, { kind: "path" }> {
  const font = cachingFontkit.create(loadFontBytes(shape.font));
  const scale = shape.size / font.unitsPerEm;
  const shift = shape.anchor === "middle" ? shape.width / 2 : shape.anchor === "end" ? shape.width : 0;
  const turn = shape.upsideDown ? -1 : 1;
  let pen = 0;
  let d = "";
  for (const glyph of font.layout(shape.text).glyphs) {
    const start = pen;
    // Font units are y up from the baseline; the layout's millimetres are y down.
    const placed = (glyph.path as unknown as Outline).mapPoints((x: number, y: number) => [shape.x + turn * ((start + x) * scale - shift), shape.y - turn * y * scale]);
    d += placed.toSVG();
    pen += glyph.advanceWidth;
  }
  return { kind: "path", d, fill: shape.fill };
}

/** Shapes with every text drawn as its glyphs' outlines. */
export function outlineTexts(shapes: Shape[]): Shape[] {
  return shapes.map((shape) => (shape.kind === "text" ? textOutline(shape) : shape));
}
