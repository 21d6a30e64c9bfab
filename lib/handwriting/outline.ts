import { getStroke } from "perfect-freehand";
import type { Drawing, Stroke } from "./drawing";
import { MARKER_SIZE, PRESSURE_THINNING } from "./space";

/**
 * The marker's outline around one stroke, as a polygon in the drawing's space. A pen's pressure
 * thins and swells it; a stroke without pressure is an even line. No streamline (the line follows
 * the points, without lag) so the outline of the stored, simplified stroke stays within a printed
 * pixel of the outline of what was drawn.
 */
export function strokeOutline(stroke: Stroke): [number, number][] {
  return getStroke(
    stroke.points.map((p) => [p.x, p.y, stroke.pressure ? p.pressure : 0.5]),
    {
      size: MARKER_SIZE,
      thinning: stroke.pressure ? PRESSURE_THINNING : 0,
      smoothing: 0.5,
      streamline: 0,
      simulatePressure: false,
      last: true,
    },
  ) as [number, number][];
}

/**
 * The drawing as one SVG path `d` in its own space (0..1000 × 0..1400, y down), filled nonzero: the
 * screen draws it in an <svg viewBox="0 0 1000 1400"> path, the PDF with pdf-lib's drawSvgPath, so
 * both draw the very same shape. Each outline is drawn through the midpoints of its edges with
 * quadratic curves (smooth edges from few numbers).
 */
export function drawingPath(drawing: Drawing): string {
  return drawing.strokes.map((stroke) => outlinePath(strokeOutline(stroke))).filter((d) => d !== "").join(" ");
}

function outlinePath(points: readonly [number, number][]): string {
  if (points.length < 3) return "";
  const n = points.length;
  const mid = (i: number): [number, number] => {
    const [ax, ay] = points[i % n]!;
    const [bx, by] = points[(i + 1) % n]!;
    return [(ax + bx) / 2, (ay + by) / 2];
  };
  const parts = [`M${num(mid(0)[0])} ${num(mid(0)[1])}`];
  for (let i = 1; i <= n; i++) {
    const [cx, cy] = points[i % n]!;
    const [mx, my] = mid(i);
    parts.push(`Q${num(cx)} ${num(cy)} ${num(mx)} ${num(my)}`);
  }
  parts.push("Z");
  return parts.join("");
}

/** Two decimals: a hundredth of a unit is far below a printed pixel on any card. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}
