import { z } from "zod";
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

/** zod's number refuses NaN and ±Infinity as well as text. */
const finite = (what: string) => z.number({ error: `A point's ${what} must be a finite number.` });

const pointSchema = z.object({
  x: finite("x").refine((x) => x >= 0 && x <= DRAWING_WIDTH, { error: "A stroke goes outside the card." }),
  y: finite("y").refine((y) => y >= 0 && y <= DRAWING_HEIGHT, { error: "A stroke goes outside the card." }),
  t: finite("time").refine((t) => t >= 0 && t <= LIMITS.durationMs, { error: "A drawing can take at most ten minutes." }),
  pressure: finite("pressure").refine((p) => p >= 0 && p <= 1, { error: "Pressure is between 0 and 1." }),
});

const strokeSchema = z.object({
  pressure: z.boolean({ error: "Each stroke says whether its device reported pressure." }),
  points: z
    .array(pointSchema, { error: "Each stroke is a list of points." })
    .min(1, { error: "A stroke has no points." })
    .max(LIMITS.pointsPerStroke, { error: `A stroke can have at most ${LIMITS.pointsPerStroke} points.` }),
});

export const drawingSchema = z
  .object({
    strokes: z
      .array(strokeSchema, { error: "A drawing is a list of strokes." })
      .min(1, { error: "Nothing has been written by hand yet." })
      .max(LIMITS.strokes, { error: `A drawing can have at most ${LIMITS.strokes} strokes.` }),
  })
  .superRefine((drawing, ctx) => {
    let count = 0;
    let last = 0;
    for (const stroke of drawing.strokes) {
      count += stroke.points.length;
      for (const point of stroke.points) {
        if (point.t < last) {
          ctx.addIssue({ code: "custom", message: "A drawing's time can't go backwards." });
          return;
        }
        last = point.t;
      }
    }
    if (count > LIMITS.points) ctx.addIssue({ code: "custom", message: `A drawing can have at most ${LIMITS.points} points.` });
  });

export type DrawingCheck = { ok: true; drawing: Drawing } | { ok: false; message: string };

/**
 * Checks anything claimed to be a drawing. Never throws: bad input gives the first clear message,
 * and a good one comes back holding only the fields of the model (nothing extra rides along).
 */
export function checkDrawing(raw: unknown): DrawingCheck {
  // The array sizes are checked before zod walks every element: a million points is refused at once.
  if (tooBig(raw)) return { ok: false, message: `A drawing can have at most ${LIMITS.points} points.` };
  const parsed = drawingSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "That isn't a drawing." };
  return { ok: true, drawing: parsed.data };
}

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
