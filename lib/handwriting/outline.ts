import type { Drawing, Point, Stroke } from "./drawing";
import { DRAWING_HEIGHT, DRAWING_WIDTH, MARKER_SIZE, PRESSURE_THINNING } from "./space";

/**
 * The marker's radius at a point: a round nib, MARKER_SIZE across at middling pressure, thinner
 * where a pen presses lightly and thicker where it presses hard; an even line without pressure.
 */
export function markerRadius(point: Point, pressure: boolean): number {
  return MARKER_SIZE * (0.5 - (pressure ? PRESSURE_THINNING : 0) * (0.5 - point.pressure));
}

/** A disc of the nib at a point, or the band joining two discs (four corners, winding as the discs do). */
export type MarkerPiece = { kind: "disc"; x: number; y: number; r: number } | { kind: "band"; corners: [number, number][] };

/**
 * The marker's shape, in the drawing's space (0..1000 × 0..1400, y down): what a round felt nib
 * leaves, a disc at every point and, between two points, the band joining their discs (their outer
 * tangent lines). Every piece winds the same way, so filled nonzero as one path they make their
 * union. The screen draws these pieces and markerLines (drawingPaths); the PDF draws the same
 * shape, point for point at the largest card's size, and within what a printed pixel hides on a
 * smaller card (print-shape.ts, lib/print/handwriting-pdf.ts).
 *
 * Unlike an outline traced around the stroke (perfect-freehand's, which we tried: its outline of
 * the simplified stroke moved by up to 1.4 units, 3 printed pixels on the largest card), this
 * shape moves no further than its points and radii do, which is what simplification bounds.
 */
export function markerPieces(drawing: Drawing): MarkerPiece[] {
  return drawing.strokes.filter((stroke) => !isEvenLine(stroke)).flatMap(strokePieces);
}

/**
 * An even stroke (no pressure) of two points or more is drawn as a line MARKER_SIZE wide with round
 * caps and joins instead: exactly the same shape as its discs and bands (a disc swept along the
 * line), in a tenth of the numbers. A dot stays a disc.
 */
function isEvenLine(stroke: Stroke) {
  return !stroke.pressure && stroke.points.length > 1;
}

/** The even strokes' lines, each a list of points, to be stroked MARKER_SIZE wide with round caps and joins. */
export function markerLines(drawing: Drawing): [number, number][][] {
  return drawing.strokes.filter(isEvenLine).map((stroke) => stroke.points.map((p) => [p.x, p.y]));
}

function strokePieces(stroke: Stroke): MarkerPiece[] {
  const discs = stroke.points.map((p) => ({ x: p.x, y: p.y, r: markerRadius(p, stroke.pressure) }));
  const pieces: MarkerPiece[] = [];
  discs.forEach((disc, i) => {
    const before = discs[i - 1];
    // A point where the pen rested (the same place as the one before) adds nothing.
    if (before && before.x === disc.x && before.y === disc.y && before.r === disc.r) return;
    pieces.push({ kind: "disc", ...disc });
    const joining = before ? band(before, disc) : null;
    if (joining) pieces.push(joining);
  });
  return pieces;
}

interface Disc {
  x: number;
  y: number;
  r: number;
}

/** The band between two discs: none when one disc holds the other (no outer tangents, nor need of them). */
export function band(a: Disc, b: Disc): Extract<MarkerPiece, { kind: "band" }> | null {
  const dx = b.x - a.x, dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  if (d <= Math.abs(a.r - b.r)) return null;
  const ux = dx / d, uy = dy / d;
  // The tangent points sit at ±acos((ra − rb) / d) from the line between the centres.
  const c = (a.r - b.r) / d, s = Math.sqrt(1 - c * c);
  const [lx, ly] = [c * ux - s * uy, c * uy + s * ux];
  const [rx, ry] = [c * ux + s * uy, c * uy - s * ux];
  const corners: [number, number][] = [
    [a.x + a.r * lx, a.y + a.r * ly],
    [b.x + b.r * lx, b.y + b.r * ly],
    [b.x + b.r * rx, b.y + b.r * ry],
    [a.x + a.r * rx, a.y + a.r * ry],
  ];
  // Wind as the discs do (a positive shoelace area with these coordinates).
  if (shoelace(corners) < 0) corners.reverse();
  return { kind: "band", corners };
}

function shoelace(points: readonly [number, number][]): number {
  return points.reduce((sum, [x, y], i) => {
    const [nx, ny] = points[(i + 1) % points.length]!;
    return sum + x * ny - nx * y;
  }, 0);
}

/** Bézier handle length for a quarter circle. */
export const KAPPA = 0.5522847498;

/**
 * A disc as four cubic curves from its right-hand point, in the order (+x, +y, −x, −y) that winds
 * as the bands do: [start, then three points per curve].
 */
export function discCurves({ x, y, r }: Disc): [number, number][] {
  const k = r * KAPPA;
  return [
    [x + r, y],
    [x + r, y + k], [x + k, y + r], [x, y + r],
    [x - k, y + r], [x - r, y + k], [x - r, y],
    [x - r, y - k], [x - k, y - r], [x, y - r],
    [x + k, y - r], [x + r, y - k], [x + r, y],
  ];
}

/**
 * The drawing as SVG paths, for an <svg viewBox="0 0 1000 1400">: `fill`, filled nonzero in the
 * ink, and `line`, stroked in the ink MARKER_SIZE wide with round caps and joins (see drawingSvg).
 */
export function drawingPaths(drawing: Drawing): { fill: string; line: string } {
  return { fill: fillPath(drawing), line: markerLines(drawing).map((line) => `M${line.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`).join("") };
}

/** The drawing as an SVG picture of its own, in the ink (#rrggbb): what a screen draws over the card. */
export function drawingSvg(drawing: Drawing, ink: string): string {
  const { fill, line } = drawingPaths(drawing);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}">` +
    (fill ? `<path d="${fill}" fill="${ink}"/>` : "") +
    (line ? `<path d="${line}" fill="none" stroke="${ink}" stroke-width="${MARKER_SIZE}" stroke-linecap="round" stroke-linejoin="round"/>` : "") +
    `</svg>`
  );
}

function fillPath(drawing: Drawing): string {
  return piecesPath(markerPieces(drawing));
}

/** Marker pieces as one SVG path to fill nonzero (a writing pad adds a live stroke's pieces as they come). */
export function piecesPath(pieces: readonly MarkerPiece[]): string {
  return pieces
    .map((piece) => {
      if (piece.kind === "band") return `M${piece.corners.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
      const [start, ...curve] = discCurves(piece);
      let d = `M${n(start![0])} ${n(start![1])}`;
      for (let i = 0; i < curve.length; i += 3) d += `C${curve.slice(i, i + 3).map(([x, y]) => `${n(x)} ${n(y)}`).join(" ")}`;
      return `${d}Z`;
    })
    .join("");
}

/** Two decimals: a hundredth of a unit is far below a printed pixel on any card. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}
