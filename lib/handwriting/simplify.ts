import type { Drawing, Point, Stroke } from "./drawing";
import { COORDINATE_STEP, PRESSURE_STEP } from "./space";
import { RADIUS_PER_PRESSURE, SIMPLIFY_TOLERANCE } from "./print-tolerance";

/**
 * The drawing as it is kept: each stroke simplified (Ramer–Douglas–Peucker) so that no point of the
 * stroke moves further than SIMPLIFY_TOLERANCE from what was drawn, then rounded to the stored steps.
 * Pressure counts as a third coordinate (how far it moves the marker's edge), so a pen's swell and
 * taper survive. What comes out is exactly what the stored form holds and gives back.
 */
export function simplifyDrawing(drawing: Drawing, tolerance = SIMPLIFY_TOLERANCE): Drawing {
  return { strokes: drawing.strokes.map((stroke) => simplifyStroke(stroke, tolerance)) };
}

function simplifyStroke(stroke: Stroke, tolerance: number): Stroke {
  const weight = stroke.pressure ? RADIUS_PER_PRESSURE : 0;
  const kept = keptIndexes(stroke.points, tolerance, weight);
  return { pressure: stroke.pressure, points: kept.map((i) => rounded(stroke.points[i]!, stroke.pressure)) };
}

/** Rounded to the stored steps; a stroke without pressure keeps none (it is drawn evenly). */
export function rounded(point: Point, pressure: boolean): Point {
  return {
    x: roundTo(point.x, COORDINATE_STEP),
    y: roundTo(point.y, COORDINATE_STEP),
    t: Math.round(point.t),
    pressure: pressure ? roundTo(point.pressure, PRESSURE_STEP) : 0.5,
  };
}

/** Math.round(v / step) * step gives 0.30000000000000004; dividing by the inverse gives 0.3, as decoding does. */
function roundTo(value: number, step: number) {
  const per = Math.round(1 / step);
  return Math.round(value * per) / per;
}

/** Ramer–Douglas–Peucker without recursion (a long stroke can't overflow the stack). */
function keptIndexes(points: readonly Point[], tolerance: number, weight: number): number[] {
  if (points.length <= 2) return points.map((_, i) => i);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const spans: [number, number][] = [[0, points.length - 1]];
  while (spans.length > 0) {
    const [from, to] = spans.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let i = from + 1; i < to; i++) {
      const d = distanceToSegment(points[i]!, points[from]!, points[to]!, weight);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    spans.push([from, farthest], [farthest, to]);
  }
  return [...keep.keys()].filter((i) => keep[i] === 1);
}

/** Distance from p to the segment a–b in (x, y, pressure × weight). */
export function distanceToSegment(p: Point, a: Point, b: Point, weight: number): number {
  const ax = a.x, ay = a.y, aw = a.pressure * weight;
  const dx = b.x - ax, dy = b.y - ay, dw = b.pressure * weight - aw;
  const length2 = dx * dx + dy * dy + dw * dw;
  const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy + (p.pressure * weight - aw) * dw) / length2));
  return Math.hypot(p.x - (ax + along * dx), p.y - (ay + along * dy), p.pressure * weight - (aw + along * dw));
}
