import type { Drawing, Point, Stroke } from "./drawing";
import { MARKER_SIZE, PRESSURE_THINNING } from "./space";

/**
 * The marker's radius at a point: a round nib, MARKER_SIZE across at middling pressure, thinner
 * where a pen presses lightly and thicker where it presses hard; an even line without pressure.
 */
export function markerRadius(point: Point, pressure: boolean): number {
  return MARKER_SIZE * (0.5 - (pressure ? PRESSURE_THINNING : 0) * (0.5 - point.pressure));
}

/**
 * The drawing as one SVG path `d` in its own space (0..1000 × 0..1400, y down), to be filled
 * (nonzero): the screen draws it in an <svg viewBox="0 0 1000 1400"> path, the PDF with pdf-lib's
 * drawSvgPath, so both draw the very same shape.
 *
 * The shape is what a round felt nib leaves: a disc at every point and, between two points, the
 * band joining their discs (the two discs' tangent lines). Every piece winds the same way, so
 * filled nonzero they make their union. Unlike an outline traced around the stroke (as
 * perfect-freehand draws, which we tried: its outline of the simplified stroke moved by up to
 * 1.4 units, 3 printed pixels on the largest card), this shape moves no further than its points
 * and radii do, which is what simplification bounds.
 */
export function drawingPath(drawing: Drawing): string {
  return drawing.strokes.map(strokePath).join("");
}

export function strokePath(stroke: Stroke): string {
  const discs = stroke.points.map((p) => ({ x: p.x, y: p.y, r: markerRadius(p, stroke.pressure) }));
  const parts: string[] = [];
  discs.forEach((disc, i) => {
    // A point where the pen rested (the same place as the one before) adds nothing.
    const before = discs[i - 1];
    if (before && before.x === disc.x && before.y === disc.y && before.r === disc.r) return;
    parts.push(circle(disc));
    if (before) parts.push(band(before, disc));
  });
  return parts.join("");
}

interface Disc {
  x: number;
  y: number;
  r: number;
}

/** Bézier handle length for a quarter circle. */
const KAPPA = 0.5522847498;

/** A circle clockwise on screen (y down), as four cubic curves from its right-hand point. */
function circle({ x, y, r }: Disc): string {
  const k = r * KAPPA;
  return (
    `M${n(x + r)} ${n(y)}` +
    `C${n(x + r)} ${n(y + k)} ${n(x + k)} ${n(y + r)} ${n(x)} ${n(y + r)}` +
    `C${n(x - k)} ${n(y + r)} ${n(x - r)} ${n(y + k)} ${n(x - r)} ${n(y)}` +
    `C${n(x - r)} ${n(y - k)} ${n(x - k)} ${n(y - r)} ${n(x)} ${n(y - r)}` +
    `C${n(x + k)} ${n(y - r)} ${n(x + r)} ${n(y - k)} ${n(x + r)} ${n(y)}Z`
  );
}

/**
 * The band between two discs: the quadrilateral of their outer tangent points, clockwise like the
 * circles. None when one disc holds the other (they have no outer tangents, nor need them).
 */
function band(a: Disc, b: Disc): string {
  const dx = b.x - a.x, dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  if (d <= Math.abs(a.r - b.r)) return "";
  const ux = dx / d, uy = dy / d;
  // The tangent points sit at angle ±acos((ra − rb) / d) from the line between the centres.
  const c = (a.r - b.r) / d, s = Math.sqrt(1 - c * c);
  const side = (sign: number) => [c * ux - sign * s * uy, c * uy + sign * s * ux];
  const corners = [side(1), side(-1)].flatMap(([ox, oy]) => [
    [a.x + a.r * ox, a.y + a.r * oy],
    [b.x + b.r * ox, b.y + b.r * oy],
  ]);
  // a and b on one side, then b and a on the other; turned to wind as the circles do (positive shoelace area).
  const quad = [corners[0]!, corners[1]!, corners[3]!, corners[2]!];
  if (shoelace(quad) < 0) quad.reverse();
  return `M${quad.map(([x, y]) => `${n(x!)} ${n(y!)}`).join("L")}Z`;
}

function shoelace(points: readonly number[][]): number {
  let sum = 0;
  points.forEach(([x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    sum += x! * ny! - nx! * y!;
  });
  return sum;
}

/** Two decimals: a hundredth of a unit is far below a printed pixel on any card. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}
