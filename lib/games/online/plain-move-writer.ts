import { judgeWritersPool } from "@/lib/db/client";
import { sqlRows } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import type { GameAction } from "@/lib/rules";

/** One room's plain moves (no words, not the game's end) and, now and then, the checkpoint after them. */
export interface PlainMoves {
  gameId: string;
  deckId: string;
  /** How many moves the game has before these: they are recorded only if it still has that many. */
  from: number;
  actions: readonly GameAction[];
  /**
   * The game after these moves (its `at` says how many that is), or null to keep the stored one: a
   * checkpoint is kilobytes, a move a hundred bytes, and writing every game's checkpoint with every
   * move made the statement ten times dearer. The judge decides when (judge-store.ts); anyone
   * reading the game carries a stored checkpoint on through the moves after it (currentCheckpoint).
   */
  checkpoint: GameCheckpoint | null;
}

/** Rooms' moves recorded at once at most (one statement). */
const ROOMS_AT_ONCE = 400;

/**
 * The statement that writes rows of plain moves, every game's row only where the game still has
 * its `from` moves: the games are locked in the order of their ids (two statements never wait for
 * each other in a circle), their count (and checkpoint, when one comes) updated, their moves
 * appended; it returns the games recorded. The games are found by their ids, an index probe each:
 * joined with the input alone, PostgreSQL read every game in the database for each statement
 * (measured with EXPLAIN ANALYZE in the 400-room benchmark), a cost that grew with every game ever
 * played. Timestamps are stored in UTC, as Prisma writes them. (scripts/bench/plain-moves.ts times it.)
 */
export function plainMovesStatement(rows: readonly PlainMoves[]): Prisma.Sql {
  const input = JSON.stringify(rows.map((r) => ({ gameId: r.gameId, deckId: r.deckId, from: r.from, actions: r.actions, checkpoint: r.checkpoint ?? undefined })));
  return Prisma.sql`
    WITH "input" AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS i("gameId" text, "deckId" text, "from" int, "actions" jsonb, "checkpoint" jsonb)
    ), "locked" AS (
      SELECT g."id" FROM "games" g JOIN "input" i ON i."gameId" = g."id" AND i."deckId" = g."deckId"
      WHERE g."id" = ANY(${rows.map((r) => r.gameId)}::text[]) AND g."actionCount" = i."from" AND g."mode" = 'ONLINE' AND g."status" = 'PLAYING'
      ORDER BY g."id" FOR NO KEY UPDATE OF g
    ), "moved" AS (
      UPDATE "games" g SET "actionCount" = i."from" + jsonb_array_length(i."actions"), "checkpoint" = CASE
        WHEN i."checkpoint" IS NOT NULL THEN i."checkpoint"
        -- Kept, saying how many moves it reflects (one written with all the moves says none).
        WHEN g."checkpoint" ? 'at' THEN g."checkpoint"
        ELSE jsonb_set(g."checkpoint", '{at}', to_jsonb(g."actionCount")) END
      FROM "input" i, "locked" l
      WHERE l."id" = g."id" AND g."id" = i."gameId" AND g."actionCount" = i."from"
      RETURNING g."id", i."from", i."actions"
    ), "appended" AS (
      INSERT INTO "game_actions" ("gameId", "index", "action", "createdAt")
      SELECT m."id", m."from" + t."position"::int - 1, t."action", now() AT TIME ZONE 'UTC'
      FROM "moved" m, jsonb_array_elements(m."actions") WITH ORDINALITY AS t("action", "position")
    )
    SELECT "id" FROM "moved"`;
}

/** Writes rows of plain moves in one statement (plainMovesStatement), sent by pg (lib/db/sql.ts) on
 *  the judge's writers' connections (never waiting behind a won snap's transaction); returns the games recorded. */
async function writeTogether(rows: readonly PlainMoves[]): Promise<Set<string>> {
  const recorded = await sqlRows<{ id: string }>(plainMovesStatement(rows), judgeWritersPool());
  return new Set(recorded.map((row) => row.id));
}

/**
 * Every room's plain moves, recorded by one writer per process: the rooms whose moves arrive
 * while a statement is on its way go together in the next one (a room's own moves one batch at a
 * time, in order: its judge waits for each), so a process judging hundreds of rooms sends a few
 * statements where it sent one per move. Should a statement fail, its rooms are tried one by one,
 * so one room's failure is only its own.
 */
export const recordPlainMovesTogether = (() => {
  const waiting: { row: PlainMoves; done(recorded: boolean): void; failed(error: unknown): void }[] = [];
  let writing = false;

  async function write(batch: typeof waiting): Promise<void> {
    try {
      const recorded = await writeTogether(batch.map((w) => w.row));
      for (const w of batch) w.done(recorded.has(w.row.gameId));
    } catch {
      for (const w of batch) {
        await writeTogether([w.row]).then(
          (recorded) => w.done(recorded.has(w.row.gameId)),
          (error: unknown) => w.failed(error),
        );
      }
    }
  }

  /** The next batch: the oldest rows, at most one per game (a game's next row waits for the batch after). */
  function takeBatch(): typeof waiting {
    const games = new Set<string>();
    const batch: typeof waiting = [];
    for (let i = 0; i < waiting.length && batch.length < ROOMS_AT_ONCE; ) {
      const entry = waiting[i]!;
      if (games.has(entry.row.gameId)) {
        i++;
        continue;
      }
      games.add(entry.row.gameId);
      batch.push(entry);
      waiting.splice(i, 1);
    }
    return batch;
  }

  function next(): void {
    if (writing || waiting.length === 0) return;
    writing = true;
    void write(takeBatch()).finally(() => {
      writing = false;
      next();
    });
  }

  /** True once recorded; false when the game no longer has `from` moves (another process recorded some: nothing was written). */
  return (row: PlainMoves): Promise<boolean> =>
    new Promise((done, failed) => {
      waiting.push({ row, done, failed });
      if (waiting.length === 1) queueMicrotask(next);
    });
})();
