import type { FontId, FontMetrics } from "./font-catalog";

export interface FittedText {
  lines: string[];
  /** Font size in millimetres. */
  size: number;
  /** Width of each line in millimetres at that size. */
  widths: number[];
}

export interface FitBox {
  width: number;
  height: number;
  /** The largest size worth using, in millimetres. */
  maxSize: number;
  /** Baseline-to-baseline distance as a multiple of the size. */
  lineHeight?: number;
}

/** Where a word may break between two lines: after a space (dropped) or a hyphen (kept). */
function breakCandidates(text: string): Array<[string, string]> {
  const candidates: Array<[string, string]> = [];
  for (let i = 1; i < text.length - 1; i++) {
    if (text[i] === " ") candidates.push([text.slice(0, i), text.slice(i + 1)]);
    else if (text[i] === "-") candidates.push([text.slice(0, i + 1), text.slice(i + 1)]);
  }
  return candidates;
}

/**
 * Fits text as large as the box allows: one line shrunk to fit, or, when that would leave it
 * much smaller than a two-line layout, the best two-line split at a space or hyphen.
 */
export function fitText(text: string, box: FitBox, font: FontId, metrics: FontMetrics): FittedText {
  const lineHeight = box.lineHeight ?? 1.08;
  const { capHeight } = metrics.vertical(font);
  const oneLine = Math.min(box.maxSize, box.width / Math.max(metrics.widthEm(text, font), 1e-6), box.height / Math.max(capHeight, 0.5));
  let best = { lines: [text], size: oneLine };
  let twoLines = { lines: [text], size: 0 };
  for (const [first, second] of breakCandidates(text)) {
    const widest = Math.max(metrics.widthEm(first, font), metrics.widthEm(second, font));
    const size = Math.min(box.maxSize, box.width / Math.max(widest, 1e-6), box.height / (capHeight + lineHeight));
    if (size > twoLines.size) twoLines = { lines: [first, second], size };
  }
  if (twoLines.size > oneLine * 1.15) best = twoLines;
  const size = Math.floor(best.size * 100) / 100;
  return { lines: best.lines, size, widths: best.lines.map((line) => metrics.widthEm(line, font) * size) };
}
