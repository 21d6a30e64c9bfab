import { isPrintableCodePoint } from "@/lib/cards/words";
import type { Drawing } from "@/lib/handwriting/drawing";
import { inkBounds } from "@/lib/handwriting/bounds";
import type { Box as DrawingBox } from "@/lib/handwriting/fit";
import { DRAWING_WIDTH } from "@/lib/handwriting/space";
import { decodeDrawing } from "@/lib/handwriting/stored-form";
import type { FontId, FontMetrics } from "./font-catalog";
import { parseColour } from "@/lib/text/colour";
import { mixColour, type Shape, type TextShape } from "./shapes";
import { artBox, artBoxKindOf, type ArtBoxKind, type Box } from "./art-box";
import { cornerIndices } from "./card-corners";
import { scrimOpacity } from "./contrast";
import { RED_SUITS, type Suit } from "./suits";
import { qrCorner } from "./qr-corner";
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
  /** What the card's QR code holds, when a print adds one (addQrCodes): its short link, `/c/<linkCode>`. */
  url?: string;
  /** A custom Snap card's colour, #rrggbb. */
  colour?: string;
  /** The card's picture (a CardArt id), drawn in its art box (art-box.ts). */
  artId?: string;
  /**
   * The word as the family wrote it by hand (the stored form, lib/handwriting/stored-form.ts), when
   * the deck prints words in its handwriting (lib/decks/card-hands.ts): drawn where the typed word
   * would go, and the typed word small at the bottom. Ignored on a card without a word.
   */
  hand?: string | null;
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
  /** The print carries QR codes (card-qr.ts): the pips, court panel and word keep above the code's corner. */
  qr?: boolean;
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

/** A print shop's safe area: nothing that must be read is printed within 1/8 inch of the cut. */
export const PRINT_SAFE_MARGIN_MM = 3.175;
/** The frame around a standard card's picture panel, at a poker card's scale. */
const PANEL_FRAME_MM = 0.35;
/** How far a scrim keeps from the card's edge on a custom card's full picture (inside its colour frame). */
const FULL_ART_MARGIN_MM = 2.4;
/** The padding around a word set on a scrim: a share of the letters' size, at least this many millimetres. */
const SCRIM_PAD = { em: 0.28, min: 1.2 };

/** The space a card's word is given, and whether it is set there on a scrim over a picture. */
export interface WordSpace {
  /** Millimetres from the card's top-left trim corner. */
  box: Box;
  onPicture: boolean;
}

/**
 * Where a card's word may go: the band across the middle, between the corner indices (and above
 * `bottom`, the QR code's corner on a card printed with one), as wide as the card allows. Over a standard card's picture that band is narrowed to the picture's panel
 * (inside its frame), over a custom card's full picture to the card inside its colour frame; the
 * word and the scrim behind it are fitted inside. The screen and the print draw the same layout,
 * so a word fits this space on both.
 */
export function wordSpace(size: CardSizeMm, art: ArtBoxKind | null, bottom = size.height - 17 * cardScale(size)): WordSpace {
  const { width: w } = size;
  const k = cardScale(size);
  const band = { y: 17 * k, height: bottom - 17 * k };
  if (art === "PANEL") {
    const panel = artBox("PANEL", size, 0);
    const frame = PANEL_FRAME_MM * k;
    return { box: { x: panel.x + frame, ...band, width: panel.width - 2 * frame }, onPicture: true };
  }
  if (art === "FULL") {
    // The scrim may reach into the safe margin by its padding; the letters on it never do.
    const margin = Math.max(FULL_ART_MARGIN_MM * k, PRINT_SAFE_MARGIN_MM - SCRIM_PAD.min);
    return { box: { x: margin, ...band, width: w - 2 * margin }, onPicture: true };
  }
  const margin = Math.max(4.5 * k, PRINT_SAFE_MARGIN_MM);
  return { box: { x: margin, ...band, width: w - 2 * margin }, onPicture: false };
}

/**
 * Lays out a card face: rank and suit in two corners, the word in big letters across the middle
 * (over faded pips, like a word written on a real card), or the rank's own face when blank. A card
 * with a picture shows it in its art box: a custom card's over the whole card and into the bleed,
 * a standard card's in a framed panel between the indices, in place of its pips or court letter.
 */
export function layoutCardFace(card: PrintCard, options: CardFaceOptions): CardFaceLayout {
  const { size, bleed, theme, metrics } = options;
  const { width: w, height: h } = size;
  const k = cardScale(size);
  const colours = theme.face;
  const rank = parseRank(card.rank);
  const suit = parseSuit(card.suit);
  const standard = rank !== null && suit !== null;
  const customColour = parseColour(card.colour) ?? colours.ink;
  const accent = standard ? (RED_SUITS.has(suit) ? colours.red : colours.black) : customColour;
  const word = card.word ? printableText(card.word) : null;
  const hand = word && card.hand ? readHand(card.hand) : null;
  const artKind = card.artId ? artBoxKindOf(card) : null;
  const fullArt = artKind === "FULL";
  const cardRadius = 3.2 * k;
  // Where the face's middle ends: above the QR code's plate when there is one.
  const bottom = options.qr ? Math.min(h - 17 * k, qrCorner(size, k).plate.y - 2.2 * k) : h - 17 * k;
  const shapes: Shape[] = [];

  shapes.push(
    bleed > 0
      ? { kind: "rect", x: -bleed, y: -bleed, width: w + 2 * bleed, height: h + 2 * bleed, radius: 0, fill: colours.background }
      : { kind: "rect", x: 0, y: 0, width: w, height: h, radius: cardRadius, fill: colours.background, stroke: colours.edge, strokeWidth: 0.25 },
  );
  if (card.artId && artKind) {
    const box = artBox(artKind, size, bleed);
    shapes.push({ kind: "image", ...box, artId: card.artId, ...(fullArt && bleed === 0 ? { radius: cardRadius } : {}) });
    // A picture covers the card's edge line when the card is drawn without bleed: draw it again.
    if (fullArt && bleed === 0) shapes.push({ kind: "rect", x: 0, y: 0, width: w, height: h, radius: cardRadius, stroke: colours.edge, strokeWidth: 0.25 });
    if (artKind === "PANEL") shapes.push({ kind: "rect", ...box, radius: 0, stroke: accent, strokeWidth: PANEL_FRAME_MM * k });
  }
  if (!standard) {
    const inset = 1.2 * k;
    shapes.push({ kind: "rect", x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset, radius: 2.4 * k, stroke: customColour, strokeWidth: 1.4 * k });
  }

  const indexText = standard ? rank : printableText(Array.from(card.label ?? card.rank).slice(0, 2).join("")).toUpperCase();
  shapes.push(...cornerIndices({ text: indexText, suit: standard ? suit : null, accent }, { width: w, height: h, k }, theme, metrics, fullArt));

  if (standard && !card.artId) shapes.push(...standardFace(rank, suit, { w, h, k, bottom }, word ? mixColour(accent, colours.background, 0.84) : accent, theme, metrics, !word));
  const middle = wordSpace(size, artKind, bottom);
  if (word && hand) {
    shapes.push(...handAcross(hand, middle, { w, k }, theme, colours.ink));
  } else if (word) {
    shapes.push(...wordAcross(word, middle, 16 * k, theme, metrics, colours.ink));
  } else if (!standard && fullArt) {
    // The label would hide the picture's middle: it goes on a band at the bottom, between the corners.
    const bottomBand = { box: { x: 12 * k, y: h - 13 * k, width: w - 24 * k, height: 6 * k }, onPicture: true };
    shapes.push(...wordAcross(printableText(card.label ?? card.rank), bottomBand, 6.5 * k, theme, metrics, customColour));
  } else if (!standard) {
    shapes.push(...wordAcross(printableText(card.label ?? card.rank), middle, 16 * k, theme, metrics, customColour));
  }

  shapes.push(...cornerCode(card, h, k, theme, metrics, fullArt));
  if (word && hand) shapes.push(...typedWordSmall(word, { w, h, k }, theme, metrics, { onPicture: artKind !== null, qr: options.qr === true }));
  return { cardId: card.id, width: w, height: h, bleed, shapes };
}

/**
 * Text fitted to its space, its block centred there. Over a picture it sits on a scrim of the face
 * background, opaque enough that the ink keeps AA contrast whatever is under it; the scrim, with
 * its padding, is fitted inside the space too.
 */
function wordAcross(value: string, space: WordSpace, maxSize: number, theme: Theme, metrics: FontMetrics, fill: string): Shape[] {
  const font = theme.font;
  const { box, onPicture } = space;
  const fitted = fitText(value, { width: box.width, height: box.height, maxSize, ...(onPicture ? { pad: SCRIM_PAD } : {}) }, font, metrics);
  const { capHeight, descent } = metrics.vertical(font);
  const gap = fitted.size * 1.08;
  const blockHeight = capHeight * fitted.size + (fitted.lines.length - 1) * gap;
  const centreX = box.x + box.width / 2;
  const centreY = box.y + box.height / 2;
  const firstBaseline = centreY - blockHeight / 2 + capHeight * fitted.size;
  const lastBaseline = firstBaseline + (fitted.lines.length - 1) * gap;
  const shapes: Shape[] = [];
  if (onPicture) {
    shapes.push(
      scrim(
        {
          centreX,
          width: Math.max(...fitted.extents),
          // Covering the cap height and the font's descent at least, and any accent or descender beyond.
          top: firstBaseline - Math.max(capHeight, metrics.inkEm(fitted.lines[0] ?? "", font).top) * fitted.size,
          bottom: lastBaseline + Math.max(descent, metrics.inkEm(fitted.lines.at(-1) ?? "", font).bottom) * fitted.size,
        },
        Math.max(SCRIM_PAD.em * fitted.size, SCRIM_PAD.min),
        space.box,
        theme,
        fill,
      ),
    );
  }
  fitted.lines.forEach((line, i) => {
    shapes.push({ kind: "text", text: line, x: centreX, y: firstBaseline + i * gap, size: fitted.size, font, fill, anchor: "middle", width: fitted.widths[i] ?? 0 });
  });
  return shapes;
}

/**
 * The scrim behind a word over a picture: the face background round the word's ink (`block`, its
 * centre, width and top and bottom) with `pad` on every side (less above and below), never wider
 * than the word's space, opaque enough that the ink keeps AA contrast whatever is under it.
 */
function scrim(block: { centreX: number; width: number; top: number; bottom: number }, pad: number, box: Box, theme: Theme, fill: string): Shape {
  const width = Math.min(block.width + 2 * pad, box.width);
  const top = block.top - 0.8 * pad;
  const height = block.bottom + 0.8 * pad - top;
  return {
    kind: "rect",
    x: block.centreX - width / 2,
    y: top,
    width,
    height,
    radius: Math.min(2.4 * pad, height / 2),
    fill: theme.face.background,
    opacity: scrimOpacity(fill, theme.face.background),
  };
}

interface Hand {
  drawing: Drawing;
  /** Where its ink lies in the writing card. */
  ink: DrawingBox;
}

/** A stored drawing, read; null when it does not read as one (the card then shows its typed word). */
function readHand(stored: string): Hand | null {
  const read = decodeDrawing(stored);
  const ink = read.ok ? inkBounds(read.drawing) : null;
  return read.ok && ink ? { drawing: read.drawing, ink } : null;
}

/**
 * A word written by hand, where the typed word would go: its ink fitted into the word's space,
 * centred, its shape kept, never larger than it was written (the writing card is the card's width
 * across). Over a picture it sits on the typed word's scrim, its padding taken from the hand's
 * size as a word's is from its letters' (half the hand's height standing for the letters' size).
 */
function handAcross(hand: Hand, space: WordSpace, card: { w: number; k: number }, theme: Theme, fill: string): Shape[] {
  const { box, onPicture } = space;
  const { ink } = hand;
  const fitScale = (padX: number, padY: number) =>
    Math.max(0, Math.min(card.w / DRAWING_WIDTH, (box.width - 2 * padX) / ink.width, (box.height - 2 * padY) / ink.height));
  const unpadded = fitScale(0, 0);
  const pad = onPicture ? Math.min(Math.max((SCRIM_PAD.em * ink.height * unpadded) / 2, SCRIM_PAD.min), SCRIM_PAD.em * 16 * card.k) : 0;
  const scale = onPicture ? fitScale(pad, 0.8 * pad) : unpadded;
  const width = ink.width * scale;
  const height = ink.height * scale;
  const left = box.x + (box.width - width) / 2;
  const top = box.y + (box.height - height) / 2;
  const shapes: Shape[] = [];
  if (onPicture) shapes.push(scrim({ centreX: left + width / 2, width, top, bottom: top + height }, pad, box, theme, fill));
  shapes.push({ kind: "hand", drawing: hand.drawing, x: left - ink.x * scale, y: top - ink.y * scale, scale, ink: fill });
  return shapes;
}

/** The typed word's size at the bottom of a card written by hand, and the smallest it shrinks to, at a poker card's scale. */
const SMALL_WORD_MM = { size: 2.3, min: 1.7 };
/** How far from each side edge the small typed word keeps: clear of the card code (and the QR code above it) and of the lower corner index. */
const SMALL_WORD_SIDE_MM = 13;

/**
 * A card written by hand still carries its typed word, small, for reading and search: along the
 * bottom edge, between the card code (lower left) and the lower corner index (lower right), and on
 * a print with QR codes right of the code's plate, inside the print's safe margin: centred in that
 * room, shrunk, then cut short with an ellipsis, to fit; on a small plate of the face background
 * over a picture.
 */
function typedWordSmall(word: string, card: { w: number; h: number; k: number }, theme: Theme, metrics: FontMetrics, place: { onPicture: boolean; qr: boolean }): Shape[] {
  const { w, h, k } = card;
  const font = theme.font;
  const side = SMALL_WORD_SIDE_MM * k;
  const plate = qrCorner({ height: h }, k).plate;
  const left = place.qr ? Math.max(side, plate.x + plate.width + k) : side;
  const room = w - side - left;
  const fits = (value: string, size: number) => metrics.widthEm(value, font) * size <= room;
  let size = SMALL_WORD_MM.size * k;
  while (!fits(word, size) && size > SMALL_WORD_MM.min * k) size = Math.max(size - 0.1 * k, SMALL_WORD_MM.min * k);
  let value = word;
  while (!fits(value, size) && Array.from(value).length > 2) value = `${Array.from(value).slice(0, -2).join("")}…`;
  const baseline = h - Math.max(3.4 * k, PRINT_SAFE_MARGIN_MM + metrics.vertical(font).descent * size);
  const shape = text(value, (left + w - side) / 2, baseline, size, font, theme.face.ink, metrics);
  return place.onPicture ? onPlate(shape, k, theme, metrics) : [shape];
}

/** A standard card's own face, between its corners and above `bottom` (h − 17k, or the QR code's corner). */
function standardFace(rank: Rank, suit: Suit, card: { w: number; h: number; k: number; bottom: number }, fill: string, theme: Theme, metrics: FontMetrics, blank: boolean): Shape[] {
  const { w, k, bottom } = card;
  const middle = (17 * k + bottom) / 2;
  if (rank === "A") return [{ kind: "suit", suit, cx: w / 2, cy: middle, size: Math.min(30 * k, bottom - 17 * k), fill }];
  if (rank === "J" || rank === "Q" || rank === "K") {
    const panel = { x: 13 * k, y: 15 * k, width: w - 26 * k, height: bottom - 13 * k };
    const shapes: Shape[] = [];
    if (blank) shapes.push({ kind: "rect", ...panel, radius: 3 * k, fill: theme.face.panel, stroke: theme.face.frame, strokeWidth: 0.5 * k });
    const letterSize = 30 * k;
    const baseline = middle + (metrics.vertical(theme.font).capHeight * letterSize) / 2;
    shapes.push(text(rank, w / 2, baseline, letterSize, theme.font, fill, metrics));
    shapes.push({ kind: "suit", suit, cx: w / 2, cy: panel.y + 8 * k, size: 8 * k, fill });
    shapes.push({ kind: "suit", suit, cx: w / 2, cy: panel.y + panel.height - 8 * k, size: 8 * k, upsideDown: true, fill });
    return shapes;
  }
  const pipSize = 10.5 * k;
  // The pips' centres; above a QR code's corner, the bottom row's pips end at `bottom`.
  const area = { left: w * 0.3, right: w * 0.7, top: 17 * k, bottom: bottom < card.h - 17 * k ? bottom - pipSize / 2 : bottom };
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

/**
 * The card code in the lower-left corner (a print's QR code goes above it: addQrCodes), on a
 * small plate of the face background when a picture is under it.
 */
function cornerCode(card: PrintCard, h: number, k: number, theme: Theme, metrics: FontMetrics, onPicture: boolean): Shape[] {
  const code = printableText(card.code ?? cardCode(card.id));
  const shape = text(code, 3.4 * k, h - 3.4 * k, 2.1 * k, theme.font, theme.face.muted, metrics, { anchor: "start" });
  return onPicture ? onPlate(shape, k, theme, metrics) : [shape];
}

/** Small text on a plate of the face background, opaque enough to read over a picture. */
function onPlate(shape: TextShape, k: number, theme: Theme, metrics: FontMetrics): Shape[] {
  const pad = 0.9 * k;
  const left = shape.x - (shape.anchor === "middle" ? shape.width / 2 : shape.anchor === "end" ? shape.width : 0);
  const top = shape.y - metrics.vertical(theme.font).capHeight * shape.size - pad;
  const plate: Shape = { kind: "rect", x: left - pad, y: top, width: shape.width + 2 * pad, height: shape.y + pad - top, radius: pad, fill: theme.face.background, opacity: scrimOpacity(shape.fill, theme.face.background) };
  return [plate, shape];
}
