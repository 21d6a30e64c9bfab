import type { Drawing, Point } from "./drawing";
import { band, markerRadius } from "./outline";
import { PRINT_DPI, PRINT_PIXEL_IN_UNITS } from "./print-tolerance";

/** One printed pixel at 300 dpi, in millimetres. */
const PRINTED_PIXEL_MM = 25.4 / PRINT_DPI;

/**
 * How far a print may draw the marker's edge from the exact shape (markerPieces), in the writing
 * card's units, when the drawing prints `mmPerUnit` millimetres per unit.
 *
 * The stored drawing is within one printed pixel at 300 dpi of what was drawn on the largest card
 * the app prints (PRINT_PIXEL_IN_UNITS, print-tolerance.ts). On a smaller card a printed pixel is
 * larger in the writing card's units (on a poker card about three times as large), and what is
 * left of it, with a tenth to spare, is the print's: the printed edge is never more than one
 * printed pixel from what the writer drew, at any size. At the largest card's size: nothing (exact).
 */
export function printAllowance(mmPerUnit: number): number {
  const pixelInUnits = PRINTED_PIXEL_MM / mmPerUnit;
  return Math.max(0, 0.9 * (pixelInUnits - PRINT_PIXEL_IN_UNITS));
}

/** A line of the marker at one radius, stroked 2r wide with round caps and joins: its points as x, y, x, y, …; one point is a dot. */
export interface MarkerLine {
  r: number;
  points: number[];
}

/**
 * The marker's shape as a print draws it, within `allowance` units of markerPieces' exact shape:
 *
 * - `lines`: each run of a stroke's points whose discs can share one radius within the allowance
 *   (every radius of the run within `allowance` of it), as a line of that radius. A line with round
 *   caps and joins is exactly the union of its discs and the bands between them when their radii
 *   are equal, and moves the edge by at most the allowance otherwise. An even stroke is one line.
 * - `bands`: between two runs, the exact band joining the last disc of one to the first of the
 *   next (their radii differ too much to share a line); the discs at its ends are the lines' caps.
 *
 * With no allowance, a run is points of the very same radius, and the shape is markerPieces'
 * exactly: its discs are the lines' points (a dot where a run is one point), its bands the `bands`
 * or the lines' bodies. A pen's swell and taper only become lines where the print can't tell.
 */
export function printShape(drawing: Drawing, allowance: number): { lines: MarkerLine[]; bands: [number, number][][] } {
  const lines: MarkerLine[] = [];
  const bands: [number, number][][] = [];
  for (const stroke of drawing.strokes) {
    let line: MarkerLine | null = null;
    let low = 0, high = 0;
    let before: Point | null = null;
    let beforeR = 0;
    for (const point of stroke.points) {
      const r = markerRadius(point, stroke.pressure);
      // A point where the pen rested (the same place as the one before) adds nothing.
      if (before && before.x === point.x && before.y === point.y && beforeR === r) continue;
      const [from, to] = [Math.max(low, r - allowance), Math.min(high, r + allowance)];
      if (line && from <= to) {
        [low, high] = [from, to];
        line.points.push(point.x, point.y);
        line.r = (low + high) / 2;
      } else {
        const joining = before && band({ x: before.x, y: before.y, r: beforeR }, { x: point.x, y: point.y, r });
        if (joining) bands.push(joining.corners);
        [low, high] = [r - allowance, r + allowance];
        line = { r, points: [point.x, point.y] };
        lines.push(line);
      }
      before = point;
      beforeR = r;
    }
  }
  return { lines, bands };
}
