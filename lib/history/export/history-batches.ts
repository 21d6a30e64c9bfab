import { db } from "@/lib/db/client";
import type { DeckExportFile, ExportedEvent } from "./schema";

/** Rows per query: big enough that 100,000 events are 50 round trips, small enough to keep memory flat. */
export const EXPORT_BATCH = 2000;
/** Games per query (each carries its setup and result, a few kilobytes). */
const GAME_BATCH = 100;

type ExportedGameRow = Omit<DeckExportFile["games"][number], "actions">;

interface EventRow {
  seq: number;
  cardId: string;
  kind: ExportedEvent["kind"];
  word: string | null;
  previousWord: string | null;
  playerId: string | null;
  botName: string | null;
  botWordsFrom: ExportedEvent["botWordsFrom"];
  recordedBy: string;
  gameId: string | null;
  snapRef: string | null;
  reason: string | null;
  createdAt: Date;
}

/**
 * The deck's events from seq 1 to `upTo`, in order, a batch at a time: keyset on the unique
 * (deckId, seq) index, so each batch costs the same however long the history is. Who recorded an
 * event is the name an imported export gave, else the user's own name.
 */
export async function* eventBatches(deckId: string, upTo: number): AsyncGenerator<ExportedEvent[]> {
  for (let after = 0; after < upTo; ) {
    const rows = await db.$queryRaw<EventRow[]>`
      SELECT e."seq", e."cardId", e."kind"::text AS "kind", e."word", e."previousWord", e."playerId", e."botName", e."botWordsFrom"::text AS "botWordsFrom",
             COALESCE(e."recordedByName", u."name") AS "recordedBy", e."gameId", e."snapRef", e."reason", e."createdAt"
      FROM "word_events" e JOIN "users" u ON u."id" = e."recordedById"
      WHERE e."deckId" = ${deckId} AND e."seq" > ${after} AND e."seq" <= ${upTo}
      ORDER BY e."seq" LIMIT ${EXPORT_BATCH}`;
    if (rows.length === 0) return;
    yield rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    after = rows.at(-1)!.seq;
  }
}

/** The deck's games named, a few at a time, each without its actions (and never its checkpoint). */
export async function* gameBatches(deckId: string, gameIds: readonly string[]): AsyncGenerator<ExportedGameRow[]> {
  for (let i = 0; i < gameIds.length; i += GAME_BATCH) {
    const ids = gameIds.slice(i, i + GAME_BATCH);
    const games = await db.game.findMany({
      where: { deckId, id: { in: ids } },
      select: { id: true, mode: true, status: true, setup: true, result: true, actionCount: true, createdAt: true, endedAt: true },
    });
    const byId = new Map(games.map((g) => [g.id, g]));
    // A game deleted with its deck while the export streams is simply left out.
    yield ids.flatMap((id) => {
      const g = byId.get(id);
      if (!g) return [];
      return [
        {
          id: g.id,
          mode: g.mode,
          status: g.status,
          setup: g.setup,
          result: g.result as ExportedGameRow["result"],
          actionCount: g.actionCount,
          createdAt: g.createdAt.toISOString(),
          endedAt: g.endedAt ? g.endedAt.toISOString() : null,
        },
      ];
    });
  }
}
