import type { FontId, FontMetrics } from "./font-catalog";

export interface FittedText {
  lines: string[];
  /** Font size in millimetres. */
  size: number;
  /** Width of each line in millimetres at that size (its advance, which centres it). */
  widths: number[];
  /** Width each line takes centred, in millimetres: its advance and, on both sides, its letters' widest overhang. */
  extents: number[];
}

export interface FitBox {
  width: number;
  height: number;
  /** The largest size worth using, in millimetres. */
  maxSize: number;
  /** Baseline-to-baseline distance as a multiple of the size. */
  lineHeight?: number;
  /**
   * Room kept free on each side of every line (a scrim's padding): a share of the size, at least
   * `min` millimetres. Lines and their padding together fit `width`.
   */
  pad?: { em: number; min: number };
}

/** Breaks a text may take, each a list of lines: whole, or split after a space (dropped) or a hyphen (kept). */
function breakCandidates(text: string): string[][] {
  const candidates = [[text]];
  for (let i = 1; i < text.length - 1; i++) {
    if (text[i] === " ") candidates.push([text.slice(0, i), text.slice(i + 1)]);
    else if (text[i] === "-") candidates.push([text.slice(0, i + 1), text.slice(i + 1)]);
  }
  return candidates;
}

/** The em width a line takes when centred: its advance, widened on both sides by its widest overhang. */
function extentEm(line: string, font: FontId, metrics: FontMetrics): number {
  const advance = metrics.widthEm(line, font);
  const { left, right } = metrics.inkEm(line, font);
  return advance + 2 * Math.max(left, right, 0);
}

/** The largest size at which a line `em` wide, with the box's padding on both sides, fits the box's width. */
function widthLimit(em: number, box: FitBox): number {
  const width = Math.max(em, 1e-6);
  if (!box.pad) return box.width / width;
  return Math.max(0, Math.min((box.width - 2 * box.pad.min) / width, box.width / (width + 2 * box.pad.em)));
}

/**
 * Fits text as large as the box allows, letters and their overhangs inside it: one line shrunk to
 * fit, or, when that would leave it much smaller than a two-line layout, the best two-line split at
 * a space or hyphen.
 */
export function fitText(text: string, box: FitBox, font: FontId, metrics: FontMetrics): FittedText {
  const lineHeight = box.lineHeight ?? 1.08;
  const { capHeight } = metrics.vertical(font);
  const [whole, ...splits] = breakCandidates(text);
  const oneLine = Math.min(box.maxSize, widthLimit(extentEm(text, font, metrics), box), box.height / Math.max(capHeight, 0.5));
  let best = { lines: whole ?? [text], size: oneLine };
  let twoLines = { lines: [text], size: 0 };
  for (const lines of splits) {
    const widest = Math.max(...lines.map((line) => extentEm(line, font, metrics)));
    const size = Math.min(box.maxSize, widthLimit(widest, box), box.height / (capHeight + lineHeight));
    if (size > twoLines.size) twoLines = { lines, size };
  }
  if (twoLines.size > oneLine * 1.15) best = twoLines;
  const size = Math.floor(best.size * 100) / 100;
  return {
    lines: best.lines,
    size,
    widths: best.lines.map((line) => metrics.widthEm(line, font) * size),
    extents: best.lines.map((line) => extentEm(line, font, metrics) * size),
  };
}
