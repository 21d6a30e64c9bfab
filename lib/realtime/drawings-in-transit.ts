import { db } from "@/lib/db/client";
import type { WordDrawingSent } from "@/lib/games/online/protocol";

/** A drawing put aside and not taken within this long was for a judge that never heard of it. */
const KEPT_ASIDE_MS = 60_000;

/**
 * Puts a words intent's drawings (read and checked already) aside in the database, for the process
 * judging the room to take: the intent goes there in a PostgreSQL NOTIFY (at most 8,000 bytes, and
 * every process reads it), and carries only their ids. Drawings left aside by a judge that went
 * away are dropped here, a minute on.
 */
export async function putDrawingsAside(roomId: string, drawings: readonly WordDrawingSent[]): Promise<string[]> {
  await db.drawingInTransit.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - KEPT_ASIDE_MS) } } });
  const rows = await db.drawingInTransit.createManyAndReturn({
    data: drawings.map((d) => ({ roomId, cardId: d.cardId, word: d.word, strokes: d.drawing })),
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

/** Takes (reads and deletes) the room's drawings put aside under these ids; null when any is gone. */
export async function takeDrawingsAside(roomId: string, ids: readonly string[]): Promise<WordDrawingSent[] | null> {
  const rows = await db.$queryRaw<{ cardId: string; word: string; strokes: string }[]>`
    DELETE FROM "drawings_in_transit" WHERE "roomId" = ${roomId} AND "id" = ANY(${[...ids]}::text[])
    RETURNING "cardId", "word", "strokes"`;
  if (rows.length !== ids.length) return null;
  return rows.map((row) => ({ cardId: row.cardId, word: row.word, drawing: row.strokes }));
}
