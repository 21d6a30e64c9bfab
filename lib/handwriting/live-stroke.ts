import type { Point, Stroke } from "./drawing";
import { drawingPaths, markerPieces, n, piecesPath } from "./outline";

/**
 * The stroke being written, with its SVG paths built as it goes (`fill` filled in the ink, `line`
 * stroked MARKER_SIZE wide with round caps and joins, as drawingPaths draws a stored one): each new
 * point adds only its own piece, so painting a move costs the same at the stroke's end as at its
 * start. The paths draw the very shape drawingPaths draws for the finished stroke.
 */
export interface LiveStroke {
  stroke: Stroke;
  fill: string;
  line: string;
}

export function startLiveStroke(pressure: boolean): LiveStroke {
  return { stroke: { pressure, points: [] }, fill: "", line: "" };
}

/**
 * Adds a point (in place). `pressure`: whether this point's device reports pressure; a stroke that
 * turns out to have it is drawn again once, with it. A point the same as the one before in every
 * way (a repeated event) adds nothing. Returns whether the paths changed.
 */
export function extendLiveStroke(live: LiveStroke, point: Point, pressure: boolean): boolean {
  const { stroke } = live;
  const before = stroke.points.at(-1);
  if (before && before.x === point.x && before.y === point.y && before.pressure === point.pressure) return false;
  stroke.points.push(point);
  if (!stroke.pressure && pressure) {
    stroke.pressure = true;
    live.fill = drawingPaths({ strokes: [stroke] }).fill;
    live.line = "";
  } else if (stroke.pressure) {
    // The new point's disc and the band joining it to the one before (strokePieces' own order).
    const pieces = markerPieces({ strokes: [{ pressure: true, points: before ? [before, point] : [point] }] });
    live.fill += piecesPath(before ? pieces.slice(1) : pieces);
  } else {
    // An even line; its first point alone still shows as a dot through the round caps.
    live.line += before ? `L${n(point.x)} ${n(point.y)}` : `M${n(point.x)} ${n(point.y)}l0 0`;
  }
  return true;
}
