import { isPrintableCodePoint } from "@/lib/cards/words";
import type { FontId, FontMetrics } from "./font-catalog";
import { HEX_COLOUR, mixColour, type Shape, type TextShape } from "./shapes";
import { circlePath, RED_SUITS, type Suit } from "./suits";
import { fitText } from "./text-fit";
import type { Theme } from "./themes";

export interface PrintCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
  label?: string;
  /** The short code printed in the corner; derived from the id when absent. */
  code?: string;
  /** The card's page in the app, for the QR code a print may add (addQrCodes). */
  url?: string;
  /** A custom Snap card's colour, #rrggbb. */
  colour?: string;
  /** The card's picture (a CardArt id), drawn in its art box (art-box.ts). */
  artId?: string;
}

export interface CardSizeMm {
  width: number;
  height: number;
}

export interface CardFaceOptions {
  size: CardSizeMm;
  bleed: number;
  theme: Theme;
  metrics: FontMetrics;
}

/** One card face, ready to draw: shapes in millimetres from the card's top-left trim corner. */
export interface CardFaceLayout {
  cardId: string;
  width: number;
  height: number;
  bleed: number;
  shapes: Shape[];
}

export type Rank = "A" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K";

const RANK_NAMES: Record<string, Rank> = {
  a: "A", ace: "A", "1": "A", j: "J", jack: "J", q: "Q", queen: "Q", k: "K", king: "K", t: "10", ten: "10",
  two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9",
};

/** Reads "A", "ace", "10", "T", "queen"… as a standard rank; anything else is a custom card. */
export function parseRank(rank: string): Rank | null {
  const key = rank.trim().toLowerCase();
  if (/^([2-9]|10)$/.test(key)) return key as Rank;
  return RANK_NAMES[key] ?? null;
}

/** Reads "hearts", "H", "♥"… as a suit. */
export function parseSuit(suit: string | null): Suit | null {
  if (!suit) return null;
  const key = suit.trim().toLowerCase();
  const bySymbol: Record<string, Suit> = { "♥": "hearts", "♡": "hearts", "♦": "diamonds", "♢": "diamonds", "♣": "clubs", "♧": "clubs", "♠": "spades", "♤": "spades" };
  const byLetter: Record<string, Suit> = { h: "hearts", d: "diamonds", c: "clubs", s: "spades" };
  return bySymbol[key] ?? byLetter[key.charAt(0)] ?? null;
}

/** A short, stable code for a card (Crockford base 32 of a hash of its id), e.g. "K7Q2MX". */
export function cardCode(id: string): string {
  let hash = 0x811c9dc5;
  for (const char of id) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  let code = "";
  for (let i = 0; i < 6; i++) code += alphabet[(hash >>> (i * 5)) & 31];
  return code;
}

/** Text the fonts can draw: NFC, with anything outside the shared coverage shown as "?". */
export function printableText(text: string): string {
  return Array.from(text.normalize("NFC"), (char) => (isPrintableCodePoint(char.codePointAt(0) ?? 0) ? char : "?")).join("");
}

/** Pip positions of the number cards, as fractions of the pip area (column, row). */
const PIPS: Record<string, Array<[number, number]>> = {
  "2": [[0.5, 0], [0.5, 1]],
  "3": [[0.5, 0], [0.5, 0.5], [0.5, 1]],
  "4": [[0, 0], [1, 0], [0, 1], [1, 1]],
  "5": [[0, 0], [1, 0], [0.5, 0.5], [0, 1], [1, 1]],
  "6": [[0, 0], [1, 0], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  "7": [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0, 1], [1, 1]],
  "8": [[0, 0], [1, 0], [0.5, 0.25], [0, 0.5], [1, 0.5], [0.5, 0.75], [0, 1], [1, 1]],
  "9": [[0, 0], [1, 0], [0, 1 / 3], [1, 1 / 3], [0.5, 0.5], [0, 2 / 3], [1, 2 / 3], [0, 1], [1, 1]],
  "10": [[0, 0], [1, 0], [0.5, 1 / 6], [0, 1 / 3], [1, 1 / 3], [0, 2 / 3], [1, 2 / 3], [0.5, 5 / 6], [0, 1], [1, 1]],
};

function text(value: string, x: number, y: number, size: number, font: FontId, fill: string, metrics: FontMetrics, extra: Partial<TextShape> = {}): TextShape {
  return { kind: "text", text: value, x, y, size, font, fill, anchor: "middle", width: metrics.widthEm(value, font) * size, ...extra };
}

/** How much larger than a poker card (63 × 88 mm) a card of this size draws everything on it. */
export function cardScale(size: CardSizeMm): number {
  return Math.min(size.width / 63, size.height / 88);
}

/**
 * Lays out a card face: rank and suit in two corners, the word in big letters across the middle
 * (over faded pips, like a word written on a real card), or the rank's own face when blank.
 */
export function layoutCardFace(card: PrintCard, options: CardFaceOptions): CardFaceLayout {
  const { size, bleed, theme, metrics } = options;
  const { width: w, height: h } = size;
  const k = cardScale(size);
  const font = theme.font;
  const colours = theme.face;
  const rank = parseRank(card.rank);
  const suit = parseSuit(card.suit);
  const standard = rank !== null && suit !== null;
  const customColour = card.colour && HEX_COLOUR.test(card.colour) ? card.colour : colours.ink;
  const accent = standard ? (RED_SUITS.has(suit) ? colours.red : colours.black) : customColour;
  const word = card.word ? printableText(card.word) : null;
  const shapes: Shape[] = [];

  shapes.push(
    bleed > 0
      ? { kind: "rect", x: -bleed, y: -bleed, width: w + 2 * bleed, height: h + 2 * bleed, radius: 0, fill: colours.background }
      : { kind: "rect", x: 0, y: 0, width: w, height: h, radius: 3.2 * k, fill: colours.background, stroke: colours.edge, strokeWidth: 0.25 },
  );
  if (!standard) {
    const inset = 1.2 * k;
    shapes.push({ kind: "rect", x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset, radius: 2.4 * k, stroke: customColour, strokeWidth: 1.4 * k });
  }

  // Corner indices: top-left, and the same turned half a turn at bottom-right.
  const indexText = standard ? rank : printableText(Array.from(card.label ?? card.rank).slice(0, 2).join("")).toUpperCase();
  const indexX = (standard ? 6 : 6.4) * k;
  const indexSize = Math.min(7 * k, ((standard ? 8.2 : 6.4) * k) / Math.max(metrics.widthEm(indexText, font), 0.01));
  const indexBaseline = 3.6 * k + metrics.vertical(font).capHeight * indexSize;
  const indexSuitY = indexBaseline + 4 * k;
  for (const upsideDown of [false, true]) {
    const x = upsideDown ? w - indexX : indexX;
    const y = upsideDown ? h - indexBaseline : indexBaseline;
    const suitY = upsideDown ? h - indexSuitY : indexSuitY;
    shapes.push(text(indexText, x, y, indexSize, font, accent, metrics, { upsideDown }));
    shapes.push(
      standard
        ? { kind: "suit", suit, cx: x, cy: suitY, size: 5 * k, upsideDown, fill: accent }
        : { kind: "path", d: circlePath(x, suitY, 2 * k), fill: accent },
    );
  }

  if (standard) shapes.push(...standardFace(rank, suit, w, h, k, word ? mixColour(accent, colours.background, 0.84) : accent, theme, metrics, !word));
  const centred = word ?? (standard ? null : printableText(card.label ?? card.rank));
  if (centred) {
    const box = { width: w - 9 * k, height: h - 34 * k, maxSize: 16 * k };
    const fitted = fitText(centred, box, font, metrics);
    const { capHeight } = metrics.vertical(font);
    const gap = fitted.size * 1.08;
    const blockHeight = capHeight * fitted.size + (fitted.lines.length - 1) * gap;
    const firstBaseline = h / 2 - blockHeight / 2 + capHeight * fitted.size;
    const fill = word ? colours.ink : customColour;
    fitted.lines.forEach((line, i) => {
      shapes.push({ kind: "text", text: line, x: w / 2, y: firstBaseline + i * gap, size: fitted.size, font, fill, anchor: "middle", width: fitted.widths[i] ?? 0 });
    });
  }

  shapes.push(cornerCode(card, h, k, theme, metrics));
  return { cardId: card.id, width: w, height: h, bleed, shapes };
}

function standardFace(rank: Rank, suit: Suit, w: number, h: number, k: number, fill: string, theme: Theme, metrics: FontMetrics, blank: boolean): Shape[] {
  if (rank === "A") return [{ kind: "suit", suit, cx: w / 2, cy: h / 2, size: 30 * k, fill }];
  if (rank === "J" || rank === "Q" || rank === "K") {
    const panel = { x: 13 * k, y: 15 * k, width: w - 26 * k, height: h - 30 * k };
    const shapes: Shape[] = [];
    if (blank) shapes.push({ kind: "rect", ...panel, radius: 3 * k, fill: theme.face.panel, stroke: theme.face.frame, strokeWidth: 0.5 * k });
    const letterSize = 30 * k;
    const baseline = h / 2 + (metrics.vertical(theme.font).capHeight * letterSize) / 2;
    shapes.push(text(rank, w / 2, baseline, letterSize, theme.font, fill, metrics));
    shapes.push({ kind: "suit", suit, cx: w / 2, cy: panel.y + 8 * k, size: 8 * k, fill });
    shapes.push({ kind: "suit", suit, cx: w / 2, cy: panel.y + panel.height - 8 * k, size: 8 * k, upsideDown: true, fill });
    return shapes;
  }
  const area = { left: w * 0.3, right: w * 0.7, top: 17 * k, bottom: h - 17 * k };
  const pipSize = 10.5 * k;
  return (PIPS[rank] ?? []).map(([col, row]) => ({
    kind: "suit",
    suit,
    cx: area.left + col * (area.right - area.left),
    cy: area.top + row * (area.bottom - area.top),
    size: pipSize,
    upsideDown: row > 0.5,
    fill,
  }));
}

/** The card code in the lower-left corner (a print's QR code goes above it: addQrCodes). */
function cornerCode(card: PrintCard, h: number, k: number, theme: Theme, metrics: FontMetrics): Shape {
  const code = printableText(card.code ?? cardCode(card.id));
  return text(code, 3.4 * k, h - 3.4 * k, 2.1 * k, theme.font, theme.face.muted, metrics, { anchor: "start" });
}
