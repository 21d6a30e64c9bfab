import type { FontId, FontMetrics } from "./font-catalog";
import type { Shape } from "./shapes";
import { circlePath, type Suit } from "./suits";
import type { CornerStyle, Theme } from "./themes";

/** What a corner index shows: a standard card's rank and suit, or a custom card's label and colour dot. */
export interface CornerIndex {
  text: string;
  suit: Suit | null;
  /** The suit's (or the set's) colour. */
  accent: string;
}

interface CornerStyleMetrics {
  /** Largest rank size, and widest the rank may be (standard card, custom card). */
  maxSize: number;
  maxWidth: [number, number];
  suitSize: number;
  /** From the rank's baseline to the suit's centre. */
  suitGap: number;
}

/** Sizes at a poker card's scale (k = 1), in millimetres. */
const STYLES: Record<CornerStyle, CornerStyleMetrics> = {
  classic: { maxSize: 7, maxWidth: [8.2, 6.4], suitSize: 5, suitGap: 4 },
  large: { maxSize: 9.6, maxWidth: [9.4, 8], suitSize: 4.4, suitGap: 3.9 },
  badge: { maxSize: 5.6, maxWidth: [5.8, 5.4], suitSize: 4.2, suitGap: 3.5 },
};

const TOP_MM = 3.6;
const PLATE_PAD_MM = 1.3;

/**
 * The two corner indices of a face: top-left, and the same turned half a turn at bottom-right.
 * A badge draws them in the face's background colour on a plate of the accent; `onPicture` puts
 * the other styles on a small plate of the face background so they stay readable over a picture.
 */
export function cornerIndices(index: CornerIndex, card: { width: number; height: number; k: number }, theme: Theme, metrics: FontMetrics, onPicture: boolean): Shape[] {
  const { width: w, height: h, k } = card;
  const style = STYLES[theme.corners];
  const font: FontId = theme.font;
  const standard = index.suit !== null;
  const x = (standard ? 6 : 6.4) * k;
  const maxWidth = style.maxWidth[standard ? 0 : 1] * k;
  const size = Math.min(style.maxSize * k, maxWidth / Math.max(metrics.widthEm(index.text, font), 0.01));
  const baseline = TOP_MM * k + metrics.vertical(font).capHeight * size;
  const suitY = baseline + style.suitGap * k;
  const badge = theme.corners === "badge";
  const ink = badge ? theme.face.background : index.accent;
  const textWidth = metrics.widthEm(index.text, font) * size;
  const half = Math.max(textWidth / 2, (style.suitSize * k) / 2) + PLATE_PAD_MM * k;
  const plate = { x: x - half, y: (TOP_MM - PLATE_PAD_MM) * k, width: 2 * half, height: suitY + (style.suitSize / 2 + PLATE_PAD_MM) * k - (TOP_MM - PLATE_PAD_MM) * k };
  const shapes: Shape[] = [];
  for (const upsideDown of [false, true]) {
    const turn = (px: number, py: number) => (upsideDown ? [w - px, h - py] : [px, py]) as [number, number];
    const [cx, cy] = turn(x, baseline);
    const [, sy] = turn(x, suitY);
    if (badge || onPicture) {
      const [px, py] = upsideDown ? [w - plate.x - plate.width, h - plate.y - plate.height] : [plate.x, plate.y];
      shapes.push({ kind: "rect", x: px, y: py, width: plate.width, height: plate.height, radius: Math.min(2.2 * k, half), fill: badge ? index.accent : theme.face.background });
    }
    shapes.push({ kind: "text", text: index.text, x: cx, y: cy, size, font, fill: ink, anchor: "middle", width: textWidth, upsideDown });
    shapes.push(
      index.suit
        ? { kind: "suit", suit: index.suit, cx, cy: sy, size: style.suitSize * k, upsideDown, fill: ink }
        : { kind: "path", d: circlePath(cx, sy, (style.suitSize / 2.5) * k), fill: ink },
    );
  }
  return shapes;
}
