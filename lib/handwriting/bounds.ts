import type { Drawing } from "./drawing";
import type { Box } from "./fit";
import { markerRadius } from "./outline";
import { MARKER_SIZE } from "./space";

/**
 * Where a drawing's ink lies in the writing card (y down): every point widened by the marker's
 * radius there (an even stroke's line is MARKER_SIZE wide all along). Null for a drawing with no
 * point. A renderer fits this box, not the whole writing card, into the space the word is given.
 */
export function inkBounds(drawing: Drawing): Box | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const stroke of drawing.strokes) {
    const even = !stroke.pressure;
    for (const point of stroke.points) {
      const r = even ? MARKER_SIZE / 2 : markerRadius(point, stroke.pressure);
      left = Math.min(left, point.x - r);
      top = Math.min(top, point.y - r);
      right = Math.max(right, point.x + r);
      bottom = Math.max(bottom, point.y + r);
    }
  }
  return left <= right ? { x: left, y: top, width: right - left, height: bottom - top } : null;
}
