import type { Drawing } from "@/lib/handwriting/drawing";
import { markerRadius } from "@/lib/handwriting/outline";

/**
 * Whether the marker's shape (lib/handwriting/outline.ts: discs at the points, joined by the bands
 * between them) covers a place: some segment has a point closer than its radius there. How far a
 * place is outside a segment's swept disc is convex along the segment, so a ternary search finds it.
 */
export function inkAt(drawing: Drawing, x: number, y: number): boolean {
  return drawing.strokes.some((stroke) => {
    const discs = stroke.points.map((p) => ({ x: p.x, y: p.y, r: markerRadius(p, stroke.pressure) }));
    return discs.some((a, i) => {
      const b = discs[Math.min(i + 1, discs.length - 1)]!;
      const outside = (t: number) => Math.hypot(x - (a.x + t * (b.x - a.x)), y - (a.y + t * (b.y - a.y))) - (a.r + t * (b.r - a.r));
      let [lo, hi] = [0, 1];
      for (let k = 0; k < 40; k++) {
        const m1 = lo + (hi - lo) / 3, m2 = hi - (hi - lo) / 3;
        if (outside(m1) < outside(m2)) hi = m2;
        else lo = m1;
      }
      return outside((lo + hi) / 2) <= 0;
    });
  });
}
