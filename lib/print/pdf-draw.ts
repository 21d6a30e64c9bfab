import {
  appendBezierCurve,
  clip,
  closePath,
  concatTransformationMatrix,
  degrees,
  drawObject,
  drawSvgPath as svgPathOperators,
  endPath,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  fill,
  fillAndStroke,
  rectangle,
  rgb,
  setFillingColor,
  setLineWidth,
  setStrokingColor,
  stroke,
  type PDFDocument,
  type PDFEmbeddedPage,
  type PDFFont,
  type PDFImage,
  type PDFName,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";
import type { FontId } from "./font-catalog";
import { cardTransform, type Slot } from "./layout";
import type { CardSizeMm } from "./card-face";
import type { Shape } from "./shapes";
import { roundedRectPath, SUIT_PATHS, type Suit } from "./suits";
import { pathOperators } from "./pdf-path";
import { drawHandwriting } from "./handwriting-pdf";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "@/lib/handwriting/space";

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export interface PdfResources {
  fonts: Partial<Record<FontId, PDFFont>>;
  backImage?: PDFImage;
  /** Each card picture, embedded once, by art id. */
  pictures?: Map<string, PDFImage>;
  suits: SuitSymbols;
}

/**
 * Each suit shape, in each colour, is written once as a form XObject and placed by a transform:
 * a pip costs a few numbers instead of its whole outline, which keeps decks small and fast.
 */
export class SuitSymbols {
  private readonly forms = new Map<string, PDFRef>();
  private readonly names = new WeakMap<PDFPage, Map<PDFRef, PDFName>>();

  constructor(private readonly doc: PDFDocument) {}

  private form(suit: Suit, fill: string): PDFRef {
    const key = `${suit}${fill}`;
    let ref = this.forms.get(key);
    if (!ref) {
      const context = this.doc.context;
      const operators = svgPathOperators(SUIT_PATHS[suit], { x: 0, y: 100, scale: 1, color: colour(fill), borderColor: undefined, borderWidth: 0 });
      ref = context.register(context.formXObject(operators, { BBox: context.obj([0, 0, 100, 100]) }));
      this.forms.set(key, ref);
    }
    return ref;
  }

  draw(page: PDFPage, shape: Extract<Shape, { kind: "suit" }>, frameHeight: number): void {
    const ref = this.form(shape.suit, shape.fill);
    let names = this.names.get(page);
    if (!names) this.names.set(page, (names = new Map()));
    let name = names.get(ref);
    if (!name) names.set(ref, (name = page.node.newXObject("Suit", ref)));
    const scale = shape.size / 100;
    const y = frameHeight - shape.cy;
    const matrix: [number, number, number, number, number, number] = shape.upsideDown
      ? [-scale, 0, 0, -scale, shape.cx + shape.size / 2, y + shape.size / 2]
      : [scale, 0, 0, scale, shape.cx - shape.size / 2, y - shape.size / 2];
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...matrix), drawObject(name), popGraphicsState());
  }
}

function colour(hex: string) {
  return rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);
}

function paint(shape: { fill?: string; stroke?: string; strokeWidth?: number; opacity?: number }) {
  return {
    ...(shape.fill ? { color: colour(shape.fill), ...(shape.opacity !== undefined ? { opacity: shape.opacity } : {}) } : {}),
    ...(shape.stroke ? { borderColor: colour(shape.stroke), borderWidth: shape.strokeWidth ?? 0.2 } : {}),
  };
}

/**
 * Draws path data (y down from `frameHeight`) as pdf-lib's drawSvgPath draws it, through
 * pathOperators. pdf-lib's own reading stays for what pathOperators does not read, and for a shape
 * with opacity (the graphics state it needs is embedded by pdf-lib's drawing only).
 */
function drawPath(page: PDFPage, d: string, frameHeight: number, shape: { fill?: string; stroke?: string; strokeWidth?: number; opacity?: number }): void {
  const operators = shape.opacity === undefined && (shape.fill || shape.stroke) ? pathOperators(d) : null;
  if (!operators) {
    page.drawSvgPath(d, { x: 0, y: frameHeight, ...paint(shape) });
    return;
  }
  const stroked = shape.stroke !== undefined;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(1, 0, 0, -1, 0, frameHeight),
    ...(shape.fill ? [setFillingColor(colour(shape.fill))] : []),
    ...(stroked ? [setStrokingColor(colour(shape.stroke!)), setLineWidth(shape.strokeWidth ?? 0.2)] : []),
    ...operators,
    shape.fill && stroked ? fillAndStroke() : shape.fill ? fill() : stroke(),
    popGraphicsState(),
  );
}

/**
 * Draws layout shapes inside the current transformation, which maps one unit to one millimetre
 * with y up; `frameHeight` flips the layout's y-down coordinates into it. `printedMm`: how many
 * millimetres that millimetre prints as (less on a booklet's or a contact sheet's small cards).
 */
export function drawShapes(page: PDFPage, shapes: Shape[], frameHeight: number, resources: PdfResources, printedMm = 1): void {
  for (const shape of shapes) {
    switch (shape.kind) {
      case "rect":
        if (shape.radius > 0) {
          drawPath(page, roundedRectPath(shape.x, shape.y, shape.width, shape.height, shape.radius), frameHeight, shape);
        } else {
          page.drawRectangle({ x: shape.x, y: frameHeight - shape.y - shape.height, width: shape.width, height: shape.height, ...paint(shape) });
        }
        break;
      case "path":
        drawPath(page, shape.d, frameHeight, shape);
        break;
      case "suit":
        resources.suits.draw(page, shape, frameHeight);
        break;
      case "line":
        page.drawLine({
          start: { x: shape.x1, y: frameHeight - shape.y1 },
          end: { x: shape.x2, y: frameHeight - shape.y2 },
          thickness: shape.strokeWidth,
          color: colour(shape.stroke),
        });
        break;
      case "text": {
        const font = resources.fonts[shape.font];
        if (!font) throw new Error(`Font ${shape.font} was not embedded.`);
        const shift = shape.anchor === "middle" ? shape.width / 2 : shape.anchor === "end" ? shape.width : 0;
        const x = shape.upsideDown ? shape.x + shift : shape.x - shift;
        page.drawText(shape.text, {
          x,
          y: frameHeight - shape.y,
          size: shape.size,
          font,
          color: colour(shape.fill),
          ...(shape.upsideDown ? { rotate: degrees(180) } : {}),
        });
        break;
      }
      case "image": {
        const image = shape.artId ? resources.pictures?.get(shape.artId) : resources.backImage;
        if (shape.artId && !image) throw new Error(`The picture ${shape.artId} was not embedded.`);
        if (!image) break;
        const scale = Math.max(shape.width / image.width, shape.height / image.height);
        const width = image.width * scale;
        const height = image.height * scale;
        const bottom = frameHeight - shape.y - shape.height;
        page.pushOperators(pushGraphicsState(), ...boxPath(shape.x, bottom, shape.width, shape.height, shape.radius ?? 0), clip(), endPath());
        page.drawImage(image, { x: shape.x + (shape.width - width) / 2, y: bottom + (shape.height - height) / 2, width, height });
        page.pushOperators(popGraphicsState());
        break;
      }
      case "hand": {
        // The writing card's box, in this frame's units (y up): drawHandwriting fits the card into it at the shape's scale.
        const [width, height] = [DRAWING_WIDTH * shape.scale, DRAWING_HEIGHT * shape.scale];
        drawHandwriting(page, shape.drawing, { x: shape.x, y: frameHeight - shape.y - height, width, height }, shape.ink, printedMm);
        break;
      }
    }
  }
}

/** A rectangle's outline (x, y its lower-left corner, y up), its corners rounded by `radius`. */
function boxPath(x: number, y: number, width: number, height: number, radius: number) {
  if (radius <= 0) return [rectangle(x, y, width, height)];
  const r = Math.min(radius, width / 2, height / 2);
  const c = r * (1 - 0.5523); // the control points of a quarter circle drawn as one cubic curve
  const [left, right, bottom, top] = [x, x + width, y, y + height];
  return [
    moveTo(left + r, bottom),
    lineTo(right - r, bottom),
    appendBezierCurve(right - c, bottom, right, bottom + c, right, bottom + r),
    lineTo(right, top - r),
    appendBezierCurve(right, top - c, right - c, top, right - r, top),
    lineTo(left + r, top),
    appendBezierCurve(left + c, top, left, top - c, left, top - r),
    lineTo(left, bottom + r),
    appendBezierCurve(left, bottom + c, left + c, bottom, left + r, bottom),
    closePath(),
  ];
}

/** Draws page-level shapes (marks, notes) given in millimetres from the page's top-left. */
export function drawPageShapes(page: PDFPage, shapes: Shape[], resources: PdfResources): void {
  const heightMm = page.getHeight() / PT_PER_MM;
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(PT_PER_MM, 0, 0, PT_PER_MM, 0, 0));
  drawShapes(page, shapes, heightMm, resources);
  page.pushOperators(popGraphicsState());
}

/** Card art drawn once as a reusable drawing (a form XObject) covering the card and its bleed. */
export interface EmbeddedCardArt {
  drawing: PDFEmbeddedPage;
  bleed: number;
}

export async function embedCardArt(doc: PDFDocument, art: { width: number; height: number; bleed: number; shapes: Shape[] }, resources: PdfResources): Promise<EmbeddedCardArt> {
  const k = PT_PER_MM;
  const { width, height, bleed } = art;
  const scratch = doc.addPage([(width + 2 * bleed) * k, (height + 2 * bleed) * k]);
  scratch.pushOperators(pushGraphicsState(), concatTransformationMatrix(k, 0, 0, k, bleed * k, bleed * k));
  drawShapes(scratch, art.shapes, height, resources);
  scratch.pushOperators(popGraphicsState());
  const drawing = await doc.embedPage(scratch);
  doc.removePage(doc.getPageCount() - 1);
  return { drawing, bleed };
}

/** Draws a card (shapes from its top-left trim corner, or embedded art) into its slot, turned if the slot is. */
export function drawCard(page: PDFPage, art: Shape[] | EmbeddedCardArt, slot: Slot, card: CardSizeMm, resources: PdfResources): void {
  const k = PT_PER_MM;
  const pageHeightMm = page.getHeight() / k;
  const [a] = cardTransform(slot, card);
  const matrix: [number, number, number, number, number, number] =
    a === 1
      ? [k, 0, 0, k, k * slot.x, k * (pageHeightMm - slot.y - card.height)]
      : [0, -k, k, 0, k * slot.x, k * (pageHeightMm - slot.y)];
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...matrix));
  if (Array.isArray(art)) drawShapes(page, art, card.height, resources);
  else page.drawPage(art.drawing, { x: -art.bleed, y: -art.bleed, xScale: 1 / k, yScale: 1 / k });
  page.pushOperators(popGraphicsState());
}

/**
 * Draws a card face (shapes from its top-left trim corner, in millimetres) at any size and angle:
 * its lower-left trim corner at (x, y) points, `width` points wide, turned `angle` degrees
 * anticlockwise about that corner. The booklet shows the deck's cards with it, as the sheets print them.
 */
export function drawCardAt(page: PDFPage, shapes: Shape[], card: CardSizeMm, place: { x: number; y: number; width: number; angle?: number }, resources: PdfResources): void {
  const scale = place.width / card.width;
  const turn = ((place.angle ?? 0) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn) * scale, Math.sin(turn) * scale];
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(cos, sin, -sin, cos, place.x, place.y));
  drawShapes(page, shapes, card.height, resources, scale / PT_PER_MM);
  page.pushOperators(popGraphicsState());
}
