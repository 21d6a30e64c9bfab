import type { FontMetrics } from "./font-catalog";
import { mixColour, type Shape } from "./shapes";
import { circlePath, placePath, SUITS, suitPath } from "./suits";
import { printableText, type CardSizeMm } from "./card-face";
import { fitText } from "./text-fit";
import type { BackPattern, Theme } from "./themes";

export interface CardBackOptions {
  size: CardSizeMm;
  bleed: number;
  theme: Theme;
  metrics: FontMetrics;
  /** Overrides the theme's pattern. */
  pattern?: BackPattern;
  /** Use the deck's uploaded image instead of a pattern. */
  image?: boolean;
}

/** The one back every card shares: shapes in millimetres from the card's top-left trim corner. */
export interface CardBackLayout {
  width: number;
  height: number;
  bleed: number;
  shapes: Shape[];
}

const DIAMOND = "M50,0L100,50L50,100L0,50Z";

/**
 * A generated back: a border, a repeating motif, and a plate in the middle saying the theme's back
 * text ("Snap", or the deck's name or monogram; no plate when it is empty). Every back is the same
 * and symmetric, so it does not matter which way a card is turned.
 */
export function layoutCardBack(options: CardBackOptions): CardBackLayout {
  const { size, bleed, theme, metrics } = options;
  const { width: w, height: h } = size;
  const k = Math.min(w / 63, h / 88);
  const colours = theme.back;
  const full = { x: -bleed, y: -bleed, width: w + 2 * bleed, height: h + 2 * bleed };
  const shapes: Shape[] = [
    bleed > 0
      ? { kind: "rect", ...full, radius: 0, fill: colours.background }
      : { kind: "rect", x: 0, y: 0, width: w, height: h, radius: 3.2 * k, fill: colours.background },
  ];
  if (options.image) {
    shapes.push({ kind: "image", ...(bleed > 0 ? full : { x: 0, y: 0, width: w, height: h, radius: 3.2 * k }) });
    return { width: w, height: h, bleed, shapes };
  }

  const inset = 3.2 * k;
  shapes.push({ kind: "rect", x: inset, y: inset, width: w - 2 * inset, height: h - 2 * inset, radius: 2.4 * k, stroke: colours.motif, strokeWidth: 0.6 * k });

  const plate = backPlate(theme, w, h, k, inset, metrics);
  const area = { left: inset + 3 * k, top: inset + 3 * k, right: w - inset - 3 * k, bottom: h - inset - 3 * k };
  const pattern = options.pattern ?? colours.pattern;
  const step = (pattern === "dots" ? 4.6 : pattern === "suits" ? 7 : 5.6) * k;
  const motif = (pattern === "dots" ? 2.4 : pattern === "suits" ? 4.2 : 3.6) * k;
  const cols = Math.floor((area.right - area.left) / step);
  const rows = Math.floor((area.bottom - area.top) / step);
  const startX = (w - (cols - 1) * step) / 2;
  const startY = (h - (rows - 1) * step) / 2;
  let d = "";
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (pattern !== "suits" && (row + col) % 2 === 1) continue;
      const cx = startX + col * step;
      const cy = startY + row * step;
      if (plate.covers(cx, cy, motif)) continue;
      if (pattern === "dots") d += circlePath(cx, cy, motif / 2);
      else if (pattern === "suits") d += suitPath(SUITS[(row + col) % 4] ?? "spades", { cx, cy, size: motif, upsideDown: cy > h / 2 });
      else d += placePath(DIAMOND, { cx, cy, size: motif });
    }
  }
  shapes.push({ kind: "path", d, fill: colours.motif });

  shapes.push(...plate.shapes);
  return { width: w, height: h, bleed, shapes };
}

/** Smallest size, at a poker card's scale, a text may shrink to on the round plate before it gets a long one. */
const ROUND_PLATE_MIN_SIZE_MM = 5.5;

/**
 * The plate in the middle of the back and what it says: a round plate for a short text ("Snap",
 * a monogram), a long rounded one, across the card, for a deck's name. `covers` says where the
 * motif must leave room for it.
 */
function backPlate(theme: Theme, w: number, h: number, k: number, inset: number, metrics: FontMetrics) {
  const colours = theme.back;
  const font = theme.font;
  const value = printableText(colours.text.trim());
  if (value === "") return { shapes: [], covers: () => false };
  const outline = { fill: colours.plate, stroke: mixColour(colours.motif, colours.plate, 0.3), strokeWidth: 0.8 * k };
  const { capHeight } = metrics.vertical(font);
  const radius = 12 * k;
  const roundSize = Math.min(8 * k, (radius * 1.55) / metrics.widthEm(value, font));
  if (roundSize >= ROUND_PLATE_MIN_SIZE_MM * k) {
    const shapes: Shape[] = [
      { kind: "path", d: circlePath(w / 2, h / 2, radius), ...outline },
      { kind: "text", text: value, x: w / 2, y: h / 2 + (capHeight * roundSize) / 2, size: roundSize, font, fill: colours.plateText, anchor: "middle", width: metrics.widthEm(value, font) * roundSize },
    ];
    return { shapes, covers: (cx: number, cy: number, margin: number) => Math.hypot(cx - w / 2, cy - h / 2) < radius + margin };
  }
  const width = w - 2 * inset - 8 * k;
  const height = 22 * k;
  const fitted = fitText(value, { width: width - 10 * k, height: height - 8 * k, maxSize: 8 * k }, font, metrics);
  const gap = fitted.size * 1.08;
  const firstBaseline = h / 2 - (capHeight * fitted.size + (fitted.lines.length - 1) * gap) / 2 + capHeight * fitted.size;
  const shapes: Shape[] = [
    { kind: "rect", x: (w - width) / 2, y: (h - height) / 2, width, height, radius: height / 2, ...outline },
    ...fitted.lines.map((line, i): Shape => ({ kind: "text", text: line, x: w / 2, y: firstBaseline + i * gap, size: fitted.size, font, fill: colours.plateText, anchor: "middle", width: fitted.widths[i] ?? 0 })),
  ];
  return { shapes, covers: (cx: number, cy: number, margin: number) => Math.abs(cx - w / 2) < width / 2 + margin && Math.abs(cy - h / 2) < height / 2 + margin };
}
