// What the app kept of a word written by hand in a browser test: the drawing stored with the word's
// event (the `word_drawings` row, read from the shared app's database), and how far its points are
// from the strokes the test wrote.
import { db } from "@/lib/db/client";
import type { Drawing } from "@/lib/handwriting/drawing";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "@/lib/handwriting/space";
import { decodeDrawing } from "@/lib/handwriting/stored-form";
import type { PadPoint } from "./pen";

/** Every hand stored on the deck, oldest first, with the kind and word of the event it belongs to. */
export async function storedHands(deckId: string): Promise<{ kind: string; word: string | null; drawing: Drawing }[]> {
  const rows = await db.wordDrawing.findMany({ where: { deckId }, orderBy: { createdAt: "asc" }, include: { wordEvent: { select: { kind: true, word: true } } } });
  return rows.map((row) => {
    const decoded = decodeDrawing(row.strokes);
    if (!decoded.ok) throw new Error(`A stored hand can't be read: ${decoded.message}`);
    return { kind: row.wordEvent.kind, word: row.wordEvent.word, drawing: decoded.drawing };
  });
}

/**
 * How far, in the writing card's units, the stored drawing strays from the strokes written on the pad
 * (each as fractions of the pad, as writeStroke takes them): the greatest distance of a stored point
 * from the line of the stroke it belongs to, or of a written stroke's ends from the stored stroke's.
 * Stored strokes are simplified (points dropped where the line stays within a print pixel) and
 * rounded to tenths, so a fraction of a unit is expected (a CSS pixel of the pad is about two); a
 * stroke stored shifted, scaled or in another stroke's place is tens or hundreds away.
 */
export function farthestFromWritten(drawing: Drawing, written: readonly (readonly PadPoint[])[]): number {
  if (drawing.strokes.length !== written.length) throw new Error(`${drawing.strokes.length} strokes stored, ${written.length} written.`);
  return Math.max(
    ...drawing.strokes.map((stroke, i) => {
      const line = written[i]!.map((p) => ({ x: p.x * DRAWING_WIDTH, y: p.y * DRAWING_HEIGHT }));
      const ends = [distance(stroke.points[0]!, line[0]!), distance(stroke.points.at(-1)!, line.at(-1)!)];
      return Math.max(...ends, ...stroke.points.map((point) => distanceToLine(point, line)));
    }),
  );
}

type At = { x: number; y: number };

function distance(a: At, b: At): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function distanceToLine(point: At, line: readonly At[]): number {
  if (line.length === 1) return distance(point, line[0]!);
  let nearest = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    const length2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const along = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length2));
    nearest = Math.min(nearest, distance(point, { x: a.x + along * (b.x - a.x), y: a.y + along * (b.y - a.y) }));
  }
  return nearest;
}
