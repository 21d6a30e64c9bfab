import { DRAWING_HEIGHT, DRAWING_WIDTH, LIMITS } from "./space";

/**
 * A word written by hand: strokes of points in the writing card's space (./space.ts). t is the time
 * in milliseconds since the drawing began; pressure 0..1 as the pointer reported it. A stroke from a
 * device that reports no pressure (a mouse, most fingers) has `pressure: false`, and is drawn as an
 * even marker line whatever its points' pressure says.
 */
export interface Point {
  x: number;
  y: number;
  t: number;
  pressure: number;
}
export interface Stroke {
  pressure: boolean;
  points: Point[];
}
export interface Drawing {
  strokes: Stroke[];
}

export type DrawingCheck = { ok: true; drawing: Drawing } | { ok: false; message: string };

/**
 * Checks anything claimed to be a drawing. Never throws: bad input gives the first clear message,
 * and a good one comes back holding only the fields of the model (nothing extra rides along).
 * Written as one walk over the points rather than a schema: every drawing printed or drawn on a
 * page is read through here, point by point, and a schema's walk cost several times as much.
 */
export function checkDrawing(raw: unknown): DrawingCheck {
  // The array sizes are checked before any point is: a million points is refused at once.
  if (tooBig(raw)) return refused(`A drawing can have at most ${LIMITS.points} points.`);
  const sent = isRecord(raw) ? raw.strokes : undefined;
  if (!Array.isArray(sent)) return refused("A drawing is a list of strokes.");
  if (sent.length === 0) return refused("Nothing has been written by hand yet.");
  if (sent.length > LIMITS.strokes) return refused(`A drawing can have at most ${LIMITS.strokes} strokes.`);
  const strokes: Stroke[] = [];
  let count = 0;
  let last = 0;
  let backwards = false;
  for (const stroke of sent) {
    if (!isRecord(stroke) || typeof stroke.pressure !== "boolean") return refused("Each stroke says whether its device reported pressure.");
    const sentPoints = stroke.points;
    if (!Array.isArray(sentPoints)) return refused("Each stroke is a list of points.");
    if (sentPoints.length === 0) return refused("A stroke has no points.");
    if (sentPoints.length > LIMITS.pointsPerStroke) return refused(`A stroke can have at most ${LIMITS.pointsPerStroke} points.`);
    const points: Point[] = [];
    for (const point of sentPoints) {
      const read = readPoint(point);
      if (typeof read === "string") return refused(read);
      if (read.t < last) backwards = true;
      last = read.t;
      points.push(read);
    }
    count += points.length;
    strokes.push({ pressure: stroke.pressure, points });
  }
  if (backwards) return refused("A drawing's time can't go backwards.");
  if (count > LIMITS.points) return refused(`A drawing can have at most ${LIMITS.points} points.`);
  return { ok: true, drawing: { strokes } };
}

/** One point of the model, or what is wrong with it: each number finite (no NaN, no Infinity, no text) and within its range. */
function readPoint(point: unknown): Point | string {
  const { x, y, t, pressure } = isRecord(point) ? point : {};
  if (!isFinite(x)) return "A point's x must be a finite number.";
  if (x < 0 || x > DRAWING_WIDTH) return "A stroke goes outside the card.";
  if (!isFinite(y)) return "A point's y must be a finite number.";
  if (y < 0 || y > DRAWING_HEIGHT) return "A stroke goes outside the card.";
  if (!isFinite(t)) return "A point's time must be a finite number.";
  if (t < 0 || t > LIMITS.durationMs) return "A drawing can take at most ten minutes.";
  if (!isFinite(pressure)) return "A point's pressure must be a finite number.";
  if (pressure < 0 || pressure > 1) return "Pressure is between 0 and 1.";
  return { x, y, t, pressure };
}

const isFinite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const refused = (message: string): DrawingCheck => ({ ok: false, message });

function tooBig(raw: unknown): boolean {
  const strokes = (raw as { strokes?: unknown } | null)?.strokes;
  if (!Array.isArray(strokes) || strokes.length > LIMITS.strokes) return false;
  let count = 0;
  for (const stroke of strokes) {
    const points = (stroke as { points?: unknown } | null)?.points;
    if (Array.isArray(points)) count += points.length;
  }
  return count > LIMITS.points;
}
