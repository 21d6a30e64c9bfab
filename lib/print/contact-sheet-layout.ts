/**
 * The contact sheet a family checks before ordering: every image of the order small on a page (or
 * pages), each with its bleed, the trim line (where the service cuts) and the dashed safe line
 * (what must stay inside), named by its file and its card. Pure: where each card and line goes,
 * in millimetres from the page's top-left; contact-sheet.ts draws it.
 */
import type { FontId, FontMetrics } from "./font-catalog";
import { printableText } from "./card-face";
import { PAPER_SIZES, type PaperName } from "./layout";
import { imagePixels, sizeInWords, type OrderSpec } from "./order-presets";
import type { Shape } from "./shapes";

export const TRIM_COLOUR = "#c8102e";
export const SAFE_COLOUR = "#1d4ed8";
const INK = "#1b1b1f";
const MUTED = "#4a4f5c";
const MARGIN_MM = 12;
const GAP_MM = 4;
const COLUMNS = 6;
const LABEL_MM = 7;
const HEADER_MM = 22;

/** One image of the order on the sheet: its bleed box's top-left corner and its scale. */
export interface SheetCard {
  /** Index into the order's images (the faces, then the back). */
  image: number;
  x: number;
  y: number;
  scale: number;
}

export interface ContactSheetPage {
  width: number;
  height: number;
  cards: SheetCard[];
  shapes: Shape[];
}

export interface ContactSheetInput {
  paper: PaperName;
  spec: OrderSpec;
  deckName: string;
  /** Each image's file name and what it is ("Ace of Spades", "The back"), in order. */
  images: Array<{ file: string; name: string }>;
  font: FontId;
}

function text(value: string, x: number, y: number, size: number, font: FontId, fill: string, metrics: FontMetrics, anchor: "start" | "middle" = "start"): Shape {
  return { kind: "text", text: value, x, y, size, font, fill, anchor, width: metrics.widthEm(value, font) * size };
}

/** Text made to fit `width`: smaller down to `minSize`, then cut short with an ellipsis. */
function fitted(raw: string, width: number, size: number, minSize: number, font: FontId, metrics: FontMetrics): { value: string; size: number } {
  let value = printableText(raw);
  while (metrics.widthEm(value, font) * size > width && size > minSize) size -= 0.1;
  while (metrics.widthEm(value, font) * size > width && value.length > 2) value = `${value.slice(0, -2)}…`;
  return { value, size };
}

/** A dashed line's dashes, as lines. */
function dashes(x1: number, y1: number, x2: number, y2: number, stroke: string, strokeWidth: number, dash = 1.2): Shape[] {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const count = Math.max(1, Math.floor(length / (2 * dash)));
  const step = length / count;
  return Array.from({ length: count }, (_, i) => {
    const [from, to] = [(i * step) / length, (i * step + step / 2) / length];
    return { kind: "line", x1: x1 + (x2 - x1) * from, y1: y1 + (y2 - y1) * from, x2: x1 + (x2 - x1) * to, y2: y1 + (y2 - y1) * to, stroke, strokeWidth } as Shape;
  });
}

function outline(x: number, y: number, width: number, height: number, stroke: string, strokeWidth: number, dashed: boolean): Shape[] {
  const sides: Array<[number, number, number, number]> = [
    [x, y, x + width, y],
    [x + width, y, x + width, y + height],
    [x + width, y + height, x, y + height],
    [x, y + height, x, y],
  ];
  return sides.flatMap(([x1, y1, x2, y2]) => (dashed ? dashes(x1, y1, x2, y2, stroke, strokeWidth) : [{ kind: "line", x1, y1, x2, y2, stroke, strokeWidth } as Shape]));
}

export function layoutContactSheet(input: ContactSheetInput, metrics: FontMetrics): ContactSheetPage[] {
  const { spec, font } = input;
  const paper = PAPER_SIZES[input.paper];
  const box = { width: spec.trim.width + 2 * spec.bleedMm, height: spec.trim.height + 2 * spec.bleedMm };
  const usable = { width: paper.width - 2 * MARGIN_MM, height: paper.height - 2 * MARGIN_MM - HEADER_MM };
  // Six across, unless that would leave fewer than three rows a page.
  const scale = Math.min((usable.width - (COLUMNS - 1) * GAP_MM) / COLUMNS / box.width, (usable.height / 3 - GAP_MM - LABEL_MM) / box.height);
  const cell = { width: box.width * scale, height: box.height * scale };
  // (The scale makes the columns fit exactly: a rounding error must not cost one.)
  const cols = Math.floor((usable.width + GAP_MM) / (cell.width + GAP_MM) + 1e-9);
  const rows = Math.floor((usable.height + GAP_MM) / (cell.height + LABEL_MM + GAP_MM) + 1e-9);
  const perPage = cols * rows;
  const pageCount = Math.ceil(input.images.length / perPage);
  const left = (paper.width - (cols * cell.width + (cols - 1) * GAP_MM)) / 2;
  const px = imagePixels(spec);
  const pages: ContactSheetPage[] = [];
  for (let p = 0; p < pageCount; p++) {
    const title = fitted(`${input.deckName}: contact sheet, ${spec.name.toLowerCase()} cards`, usable.width, 5, 3.5, font, metrics);
    const shapes: Shape[] = [
      text(title.value, MARGIN_MM, MARGIN_MM + 4, title.size, font, INK, metrics),
      text(`Each image ${sizeInWords(box)} = ${px.width} × ${px.height} px at ${spec.dpi} dpi · page ${p + 1} of ${pageCount}`, MARGIN_MM, MARGIN_MM + 10, 2.6, font, MUTED, metrics),
      ...outline(MARGIN_MM, MARGIN_MM + 14.4, 6, 0, TRIM_COLOUR, 0.4, false),
      text("Trim: where the card is cut (the bleed outside it is cut off)", MARGIN_MM + 8, MARGIN_MM + 15.3, 2.6, font, INK, metrics),
      ...dashes(MARGIN_MM, MARGIN_MM + 19.4, MARGIN_MM + 6, MARGIN_MM + 19.4, SAFE_COLOUR, 0.4),
      text("Safe area: words and faces inside it are never cut", MARGIN_MM + 8, MARGIN_MM + 20.3, 2.6, font, INK, metrics),
    ];
    const cards: SheetCard[] = [];
    input.images.slice(p * perPage, (p + 1) * perPage).forEach((image, i) => {
      const x = left + (i % cols) * (cell.width + GAP_MM);
      const y = MARGIN_MM + HEADER_MM + Math.floor(i / cols) * (cell.height + LABEL_MM + GAP_MM);
      cards.push({ image: p * perPage + i, x, y, scale });
      const bleed = spec.bleedMm * scale;
      const safe = (spec.bleedMm + spec.safeMm) * scale;
      shapes.push(...outline(x + bleed, y + bleed, cell.width - 2 * bleed, cell.height - 2 * bleed, TRIM_COLOUR, 0.25, false));
      shapes.push(...outline(x + safe, y + safe, cell.width - 2 * safe, cell.height - 2 * safe, SAFE_COLOUR, 0.2, true));
      const file = fitted(image.file, cell.width, 2.2, 1.6, font, metrics);
      const name = fitted(image.name, cell.width, 2, 1.4, font, metrics);
      shapes.push(text(file.value, x + cell.width / 2, y + cell.height + 2.9, file.size, font, INK, metrics, "middle"));
      shapes.push(text(name.value, x + cell.width / 2, y + cell.height + 5.9, name.size, font, MUTED, metrics, "middle"));
    });
    pages.push({ width: paper.width, height: paper.height, cards, shapes });
  }
  return pages;
}
