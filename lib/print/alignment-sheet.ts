/**
 * The alignment test sheet a family prints first: crosses on the front, scales on the back at the
 * places those crosses land after the duplex flip. Held up to a window, the number where a cross
 * meets a scale is the back offset to enter, so the next print puts every back behind its front.
 */
import type { FontId, FontMetrics } from "./font-catalog";
import { backSlot, PAPER_SIZES, sheetGeometry, type DuplexFlip, type PaperName } from "./layout";
import type { Shape } from "./shapes";
import { themeById, type ThemeId } from "./themes";

export interface AlignmentSheetOptions {
  paper: PaperName;
  backs: Exclude<DuplexFlip, "none">;
  /** The offset in use now: the scales are labelled so the reading is the new total offset. */
  backOffsetMm?: { x: number; y: number };
  theme?: ThemeId;
}

export interface AlignmentSheetLayout {
  width: number;
  height: number;
  font: FontId;
  /** Centres of the crosses on the front, in front-page coordinates. */
  targets: Array<{ x: number; y: number }>;
  front: Shape[];
  back: Shape[];
}

const INK = "#1b1b1f";
const ACCENT = "#c8102e";
const SCALE_HALF_MM = 8;
const CROSS_ARM_MM = 14;
const SCALE_GAP_MM = 9;

function line(x1: number, y1: number, x2: number, y2: number, width = 0.25, stroke = INK): Shape {
  return { kind: "line", x1, y1, x2, y2, stroke, strokeWidth: width };
}

function label(text: string, x: number, y: number, size: number, font: FontId, metrics: FontMetrics, anchor: "start" | "middle" = "middle", fill = INK): Shape {
  return { kind: "text", text, x, y, size, font, fill, anchor, width: metrics.widthEm(text, font) * size };
}

/** Formats a scale reading compactly: "0", "2", "−1.5". */
function signed(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded < 0 ? `−${Math.abs(rounded)}` : String(rounded);
}

export function layoutAlignmentSheet(options: AlignmentSheetOptions, metrics: FontMetrics): AlignmentSheetLayout {
  const paper = PAPER_SIZES[options.paper];
  const font = themeById(options.theme).font;
  const offset = options.backOffsetMm ?? { x: 0, y: 0 };
  const { width: W, height: H } = paper;
  const targets = [
    { x: W / 2, y: H / 2 + 20 },
    { x: 45, y: 115 },
    { x: W - 45, y: 115 },
    { x: 45, y: H - 45 },
    { x: W - 45, y: H - 45 },
  ];
  const edge = options.backs === "long-edge" ? "long" : "short";
  const front: Shape[] = [
    label("Snap Legacy · printer alignment test", 15, 22, 6, font, metrics, "start"),
    ...[
      `1. Print this sheet double-sided at 100% (actual size), flipping on the ${edge} edge.`,
      "2. Check the scale: the red bar below must measure exactly 100 mm.",
      "3. Hold the sheet up to a window. Each cross on this side crosses two scales on the back.",
      "4. Read the X and Y numbers where the lines meet the scales, and enter them as the back offset.",
      "5. Print the test again: every line should now meet its scale at 0.",
    ].map((text, i) => label(text, 15, 34 + i * 6, 3.2, font, metrics, "start")),
  ];
  front.push(line(15, 72, 115, 72, 0.6, ACCENT));
  for (let mm = 0; mm <= 100; mm += 10) front.push(line(15 + mm, 72, 15 + mm, mm % 50 === 0 ? 67 : 69, 0.3, ACCENT));
  front.push(label("100 mm", 120, 73, 3.2, font, metrics, "start", ACCENT));

  const back: Shape[] = [
    label(`Back of the alignment test · flipped on the ${edge} edge`, 15, 22, 4, font, metrics, "start"),
    label("Where a line from the other side meets a scale, that number (mm) is the back offset X or Y.", 15, 29, 3, font, metrics, "start"),
  ];
  const geometry = sheetGeometry({ paper: options.paper, cardSize: "poker" });
  for (const target of targets) {
    front.push(line(target.x - CROSS_ARM_MM, target.y, target.x + CROSS_ARM_MM, target.y));
    front.push(line(target.x, target.y - CROSS_ARM_MM, target.x, target.y + CROSS_ARM_MM));
    const landing = backSlot(geometry, { x: target.x, y: target.y, width: 0, height: 0, turned: false }, options.backs, offset);
    back.push(...scales(landing.x, landing.y, offset, font, metrics));
  }
  return { width: W, height: H, font, targets, front, back };
}

/**
 * An X scale below and a Y scale beside the point where a front cross should land. A tick at
 * t mm from the point is labelled t + the current offset, so the reading is the offset to use.
 */
function scales(cx: number, cy: number, offset: { x: number; y: number }, font: FontId, metrics: FontMetrics): Shape[] {
  const shapes: Shape[] = [];
  const xScaleY = cy + SCALE_GAP_MM;
  const yScaleX = cx + SCALE_GAP_MM;
  shapes.push(line(cx - SCALE_HALF_MM, xScaleY, cx + SCALE_HALF_MM, xScaleY, 0.2));
  shapes.push(line(yScaleX, cy - SCALE_HALF_MM, yScaleX, cy + SCALE_HALF_MM, 0.2));
  for (let t = -SCALE_HALF_MM; t <= SCALE_HALF_MM; t++) {
    const long = t % 2 === 0 ? 2.4 : 1.4;
    const colour = t === 0 ? ACCENT : INK;
    shapes.push(line(cx + t, xScaleY, cx + t, xScaleY + long, 0.2, colour));
    shapes.push(line(yScaleX, cy + t, yScaleX + long, cy + t, 0.2, colour));
    if (t % 2 === 0) {
      shapes.push(label(signed(t + offset.x), cx + t, xScaleY + 4.4, 1.5, font, metrics, "middle", colour));
      shapes.push(label(signed(t + offset.y), yScaleX + 3, cy + t + 0.55, 1.5, font, metrics, "start", colour));
    }
  }
  shapes.push(label("X", cx - SCALE_HALF_MM - 2.5, xScaleY + 1.2, 2.6, font, metrics, "middle", ACCENT));
  shapes.push(label("Y", yScaleX, cy - SCALE_HALF_MM - 1.6, 2.6, font, metrics, "middle", ACCENT));
  return shapes;
}
