/**
 * The print layout model: where every card, crop mark and note goes on every sheet, and what each
 * card face and back looks like. Pure (no I/O); the PDF renderer (pdf.ts) and the SVG renderer
 * (svg.ts) both draw from it, so the on-screen preview is the printed page.
 *
 * Units are millimetres; y points down from the top-left corner of the page (or card).
 */
import type { FontId, FontMetrics } from "./font-catalog";
import { layoutCardBack, type CardBackLayout } from "./card-back";
import { layoutCardFace, printableText, type CardFaceLayout, type CardSizeMm, type PrintCard } from "./card-face";
import type { Shape } from "./shapes";
import { DEFAULT_THEME, resolveTheme, type BackPattern, type CustomTheme, type Theme, type ThemeId } from "./themes";
import { calendarDayIn, DEFAULT_TIME_ZONE } from "@/lib/time/family-time";

export type { PrintCard, CardFaceLayout, CardSizeMm } from "./card-face";
export type { CardBackLayout } from "./card-back";
export type { Shape, TextShape } from "./shapes";

export type PaperName = "A4" | "Letter" | "A3";
export const PAPER_SIZES: Record<PaperName, CardSizeMm> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
  A3: { width: 297, height: 420 },
};

export type CardSizeName = "poker" | "bridge" | "mini";
export const CARD_SIZES: Record<CardSizeName, CardSizeMm> = {
  poker: { width: 63, height: 88 },
  bridge: { width: 57, height: 89 },
  mini: { width: 44, height: 63 },
};

export type DuplexFlip = "none" | "long-edge" | "short-edge";

/** Cards (with their bleed) keep at least this far from the paper's edge. */
export const MIN_MARGIN_MM = 5;
const MARK_GAP_MM = 1;
/** More than this is not printer drift but a wrong setting. */
export const MAX_BACK_OFFSET_MM = 10;
const MARK_STROKE = "#000000";

export interface PrintOptions {
  paper: PaperName;
  /** A named size, or a custom one in millimetres. */
  cardSize: CardSizeName | { widthMm: number; heightMm: number };
  bleedMm?: number;
  cropMarks?: boolean;
  backs?: DuplexFlip;
  /** Shifts every back, as seen looking at the back of the sheet (+x right, +y down). */
  backOffsetMm?: { x: number; y: number };
  deckName?: string;
  theme?: ThemeId;
  backPattern?: BackPattern;
  /** The deck's back picture, as normaliseBackImage stored it (a PNG is embedded too, at more cost). */
  backImage?: Uint8Array;
  /** The family's own theme; when present it is the look (`theme` is what it started from). */
  custom?: CustomTheme;
  /** Each card picture's print bytes (CardArt.printBytes, a JPEG), by art id: embedded once each. */
  pictures?: Record<string, Uint8Array>;
  /** Print a QR code of each card's `url` (its short link) above its code (layoutDeckForPrint adds them; the faces keep their corner free). */
  qr?: boolean;
  /** The date in the margin note; today when absent. */
  printedAt?: Date;
  /** The deck's time zone, whose calendar day the margin note's date is (UTC when absent). */
  timeZone?: string;
}

/** Where one card's trim box sits on a page. A turned card lies on its side, top edge to the right. */
export interface Slot {
  x: number;
  y: number;
  /** The footprint on the page (height and width swap when turned). */
  width: number;
  height: number;
  turned: boolean;
}

export interface SheetGeometry {
  paper: { name: PaperName; width: number; height: number };
  card: CardSizeMm;
  bleed: number;
  cols: number;
  rows: number;
  perPage: number;
  /** Front slots in reading order. */
  slots: Slot[];
}

export interface PlacedCard {
  cardIndex: number;
  slot: Slot;
}

export interface PageLayout {
  sheet: number;
  side: "front" | "back";
  width: number;
  height: number;
  cards: PlacedCard[];
  /** Crop marks and the margin note, in page coordinates. */
  shapes: Shape[];
}

export interface DeckLayout {
  geometry: SheetGeometry;
  faces: CardFaceLayout[];
  back: CardBackLayout | null;
  pages: PageLayout[];
  /** The font every letter is drawn with. */
  font: FontId;
  /** The look every card is drawn in (resolveTheme of the print's design). */
  theme: Theme;
}

export function cardSizeMm(size: PrintOptions["cardSize"]): CardSizeMm {
  if (typeof size === "string") return CARD_SIZES[size];
  if (!(size.widthMm >= 20 && size.heightMm >= 20 && size.widthMm <= 200 && size.heightMm <= 280)) {
    throw new RangeError("A custom card size must be between 20 and 200 mm wide and 20 and 280 mm tall.");
  }
  return { width: size.widthMm, height: size.heightMm };
}

function grid(paper: CardSizeMm, cell: CardSizeMm) {
  const cols = Math.floor((paper.width - 2 * MIN_MARGIN_MM + 1e-9) / cell.width);
  const rows = Math.floor((paper.height - 2 * MIN_MARGIN_MM + 1e-9) / cell.height);
  return { cols: Math.max(cols, 0), rows: Math.max(rows, 0) };
}

/**
 * Packs cards on portrait paper as tightly as the printable area allows, turning them on their
 * side when that fits more. Cards touch (their bleeds touch when there is bleed), so every cut is
 * one straight line through the sheet, and crop marks sit in the margins only.
 */
export function sheetGeometry(options: Pick<PrintOptions, "paper" | "cardSize" | "bleedMm">): SheetGeometry {
  const paper = PAPER_SIZES[options.paper];
  const card = cardSizeMm(options.cardSize);
  const bleed = Math.max(0, options.bleedMm ?? 0);
  if (bleed > 5) throw new RangeError("Bleed can be at most 5 mm.");
  const upright = grid(paper, { width: card.width + 2 * bleed, height: card.height + 2 * bleed });
  const turnedGrid = grid(paper, { width: card.height + 2 * bleed, height: card.width + 2 * bleed });
  const turned = turnedGrid.cols * turnedGrid.rows > upright.cols * upright.rows;
  const { cols, rows } = turned ? turnedGrid : upright;
  if (cols * rows === 0) throw new RangeError(`Cards of ${card.width} × ${card.height} mm do not fit on ${options.paper} paper.`);
  const footprint = turned ? { width: card.height, height: card.width } : card;
  const cellW = footprint.width + 2 * bleed;
  const cellH = footprint.height + 2 * bleed;
  const left = (paper.width - cols * cellW) / 2;
  const top = (paper.height - rows * cellH) / 2;
  const slots: Slot[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      slots.push({ x: left + col * cellW + bleed, y: top + row * cellH + bleed, ...footprint, turned });
    }
  }
  return { paper: { name: options.paper, ...paper }, card, bleed, cols, rows, perPage: cols * rows, slots };
}

/**
 * Where the back of the card in `slot` must be drawn on the back page so it lands behind its
 * front: a long-edge flip mirrors left and right, a short-edge flip mirrors top and bottom.
 */
export function backSlot(geometry: SheetGeometry, slot: Slot, flip: Exclude<DuplexFlip, "none">, offset = { x: 0, y: 0 }): Slot {
  const { width: W, height: H } = geometry.paper;
  const x = flip === "long-edge" ? W - slot.x - slot.width : slot.x;
  const y = flip === "short-edge" ? H - slot.y - slot.height : slot.y;
  return { ...slot, x: x + offset.x, y: y + offset.y };
}

/**
 * The affine map (SVG matrix order a b c d e f, y down) from a card's own coordinates to the page.
 * A turned card is rotated a quarter turn clockwise: its top edge lies along the right.
 */
export function cardTransform(slot: Slot, card: CardSizeMm): [number, number, number, number, number, number] {
  return slot.turned ? [0, 1, -1, 0, slot.x + card.height, slot.y] : [1, 0, 0, 1, slot.x, slot.y];
}

/** Short lines in the margins extending every cut line; nothing is drawn over a card. */
export function cropMarks(geometry: SheetGeometry): Shape[] {
  const { slots, bleed, paper } = geometry;
  const xs = [...new Set(slots.flatMap((s) => [round(s.x), round(s.x + s.width)]))];
  const ys = [...new Set(slots.flatMap((s) => [round(s.y), round(s.y + s.height)]))];
  const left = Math.min(...slots.map((s) => s.x)) - bleed;
  const right = Math.max(...slots.map((s) => s.x + s.width)) + bleed;
  const top = Math.min(...slots.map((s) => s.y)) - bleed;
  const bottom = Math.max(...slots.map((s) => s.y + s.height)) + bleed;
  const length = (margin: number) => Math.max(1.5, Math.min(5, margin - MARK_GAP_MM - 1.5));
  const line = (x1: number, y1: number, x2: number, y2: number): Shape => ({ kind: "line", x1, y1, x2, y2, stroke: MARK_STROKE, strokeWidth: 0.2 });
  const marks: Shape[] = [];
  for (const x of xs) {
    marks.push(line(x, top - MARK_GAP_MM, x, top - MARK_GAP_MM - length(top)));
    marks.push(line(x, bottom + MARK_GAP_MM, x, bottom + MARK_GAP_MM + length(paper.height - bottom)));
  }
  for (const y of ys) {
    marks.push(line(left - MARK_GAP_MM, y, left - MARK_GAP_MM - length(left), y));
    marks.push(line(right + MARK_GAP_MM, y, right + MARK_GAP_MM + length(paper.width - right), y));
  }
  return marks;
}

/**
 * The note under the cards, split along the card columns so it never crosses a crop mark:
 * how to print, the deck and date, and which sheet and side this is.
 */
export function marginNote(parts: [string, string, string], slots: Slot[], bleed: number, font: FontId, metrics: FontMetrics): Shape[] {
  const bottom = Math.max(...slots.map((s) => s.y + s.height)) + bleed;
  const firstRow = slots.filter((s) => s.y === slots[0]?.y).sort((a, b) => a.x - b.x);
  const columns = firstRow.map((s) => ({ left: s.x + 1.5, right: s.x + s.width - 1.5 }));
  const texts: string[] =
    columns.length >= 3 ? parts : columns.length === 2 ? [parts[0], `${parts[1]} · ${parts[2]}`] : [parts.join(" · ")];
  const picks = columns.length >= 3 ? [0, Math.floor((columns.length - 1) / 2), columns.length - 1] : columns.map((_, i) => i);
  const shapes: Shape[] = [];
  texts.forEach((raw, i) => {
    const column = columns[picks[i] ?? 0];
    if (!column) return;
    const available = column.right - column.left;
    let value = printableText(raw);
    let size = 2.3;
    while (metrics.widthEm(value, font) * size > available && size > 1.7) size -= 0.1;
    while (metrics.widthEm(value, font) * size > available && value.length > 2) value = `${value.slice(0, -2)}…`;
    const anchor = texts.length === 1 || i === 1 ? "middle" : i === 0 ? "start" : "end";
    const x = anchor === "middle" ? (column.left + column.right) / 2 : anchor === "start" ? column.left : column.right;
    const y = bottom + MARK_GAP_MM + metrics.vertical(font).capHeight * size + 0.4;
    shapes.push({ kind: "text", text: value, x, y, size, font, fill: "#333333", anchor, width: metrics.widthEm(value, font) * size });
  });
  return shapes;
}

/** Lays out a whole deck: faces, the shared back, and every page in printing order. */
export function layoutDeck(cards: PrintCard[], options: PrintOptions, metrics: FontMetrics): DeckLayout {
  if (cards.length === 0) throw new RangeError("There are no cards to print.");
  const geometry = sheetGeometry(options);
  const theme = printTheme(options);
  const flip = options.backs ?? "none";
  const offset = options.backOffsetMm ?? { x: 0, y: 0 };
  if (!(Math.abs(offset.x) <= MAX_BACK_OFFSET_MM && Math.abs(offset.y) <= MAX_BACK_OFFSET_MM)) {
    throw new RangeError(`The back offset can be at most ${MAX_BACK_OFFSET_MM} mm each way.`);
  }
  const faceOptions = { size: geometry.card, bleed: geometry.bleed, theme, metrics, qr: options.qr };
  const faces = cards.map((card) => layoutCardFace(card, faceOptions));
  const back =
    flip === "none"
      ? null
      : layoutCardBack({ size: geometry.card, bleed: geometry.bleed, theme, metrics, image: options.backImage !== undefined });
  const sheets = Math.ceil(cards.length / geometry.perPage);
  const date = calendarDayIn(options.printedAt ?? new Date(), options.timeZone ?? DEFAULT_TIME_ZONE);
  const deck = options.deckName?.trim() ? `${options.deckName.trim()} · printed ${date}` : `Printed ${date}`;
  const marks = options.cropMarks === false ? [] : cropMarks(geometry);
  const pages: PageLayout[] = [];
  for (let sheet = 0; sheet < sheets; sheet++) {
    const placed = geometry.slots
      .map((slot, i) => ({ cardIndex: sheet * geometry.perPage + i, slot }))
      .filter((p) => p.cardIndex < cards.length);
    const label = `Sheet ${sheet + 1} of ${sheets}`;
    const page = { sheet: sheet + 1, width: geometry.paper.width, height: geometry.paper.height };
    pages.push({
      ...page,
      side: "front",
      cards: placed,
      shapes: [...marks, ...marginNote(["Print at 100% / actual size", deck, `${label} · front`], geometry.slots, geometry.bleed, theme.font, metrics)],
    });
    if (flip !== "none") {
      const backSlots = geometry.slots.map((slot) => backSlot(geometry, slot, flip, offset));
      pages.push({
        ...page,
        side: "back",
        cards: placed.map((p) => ({ cardIndex: p.cardIndex, slot: backSlot(geometry, p.slot, flip, offset) })),
        shapes: marginNote(
          [`Print at 100% · flip on the ${flip === "long-edge" ? "long" : "short"} edge`, deck, `${label} · back`],
          backSlots,
          geometry.bleed,
          theme.font,
          metrics,
        ),
      });
    }
  }
  return { geometry, faces, back, pages, font: theme.font, theme };
}

/** The look a print's cards are drawn in: its built-in theme and back pattern, or the family's own theme. */
export function printTheme(options: Pick<PrintOptions, "theme" | "backPattern" | "custom" | "deckName">): Theme {
  return resolveTheme({ theme: options.theme ?? DEFAULT_THEME, backPattern: options.backPattern, custom: options.custom, useBackImage: false }, options.deckName ?? "");
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
