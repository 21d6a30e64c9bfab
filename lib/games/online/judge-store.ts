import { db, judgeWritersPool } from "@/lib/db/client";
import { sqlCount, sqlTransaction } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordJudgedActions } from "@/lib/games/screen/record-actions";
import { changesResult, stepsFrom, type GameCheckpoint } from "@/lib/games/screen/replay-game";
import type { ScreenGameSetup } from "@/lib/games/screen/setup";
import type { MoveDrawing } from "@/lib/games/won-snap-drawings";
import type { GameAction } from "@/lib/rules";
import { GameMovedOn, type JudgeStore, type ShoutAudit } from "./judge-types";
import { recordPlainMovesTogether } from "./plain-move-writer";
import { VERDICTS_KEPT, type SeatControl, type Verdict } from "./protocol";

/** Shouts kept at once at most (one statement). */
const SHOUTS_AT_ONCE = 500;

/**
 * A game's stored checkpoint is written again after at most this many plain moves (and after any
 * move that changes its result): whoever reads the game replays at most this many moves of it.
 */
export const CHECKPOINT_EVERY = 40;

/** A shout as kept in online_shouts: its game, and what the judge made of it. */
type KeptShout = ShoutAudit & { gameId: string };

/**
 * Shouts written in one statement, in their order (their ids follow it), stamped now in UTC as
 * Prisma stamps a row. Raw, not createMany: Prisma's createMany cost the process 6 ms of CPU for
 * 25 shouts against 0.5 ms for this statement (measured on the embedded PostgreSQL), at hundreds
 * of shouts a second in a busy process; and sent by pg, not through Prisma (lib/db/sql.ts), on the
 * judge's writers' connections.
 */
function keepShouts(rows: readonly KeptShout[]): Promise<number> {
  return sqlCount(Prisma.sql`
    INSERT INTO "online_shouts" ("gameId", "seatId", "turn", "call", "reactionMs", "oneWayMs", "observedMs", "accepted", "outcome", "actionIndex", "createdAt")
    SELECT s."gameId", s."seatId", s."turn", s."call", s."reactionMs", s."oneWayMs", s."observedMs", s."accepted", s."outcome", s."actionIndex", now() AT TIME ZONE 'UTC'
    FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) WITH ORDINALITY AS e("shout", "position"), jsonb_populate_record(NULL::"online_shouts", e."shout") AS s
    ORDER BY e."position"`,
    judgeWritersPool(),
  );
}

/**
 * Every room's shouts, kept by one writer per process: those judged while a statement is on its
 * way go together in the next one, in the order they were judged (each room's too). Should a
 * statement fail (a game deleted meanwhile), its shouts are tried one by one, so one room's lost
 * audit never takes another's with it; each failure is logged, never thrown into judging.
 */
const shoutWriter = (() => {
  const waiting: { roomId: string; row: KeptShout; kept(): void }[] = [];
  let writing = false;

  async function write(batch: typeof waiting): Promise<void> {
    try {
      await keepShouts(batch.map((w) => w.row));
    } catch {
      for (const { roomId, row } of batch) {
        await keepShouts([row]).catch((error: Error) => console.error(`[realtime] A shout of room ${roomId} was not kept: ${error.message}`));
      }
    }
    batch.forEach((w) => w.kept());
  }

  function next(): void {
    if (writing || waiting.length === 0) return;
    writing = true;
    void write(waiting.splice(0, SHOUTS_AT_ONCE)).finally(() => {
      writing = false;
      next();
    });
  }

  return (roomId: string, row: KeptShout): Promise<void> =>
    new Promise((kept) => {
      waiting.push({ roomId, row, kept });
      if (waiting.length === 1) queueMicrotask(next);
    });
})();

/** A game's latest verdicts as kept (recordVerdict), oldest first: for a judge taking the room over,
 *  and for a process that shows the room but doesn't judge it; `all` of them for a replay. */
export async function keptVerdicts(gameId: string, { all = false } = {}): Promise<Verdict[]> {
  const rows = await db.onlineVerdict.findMany({ where: { gameId }, orderBy: { turn: "desc" }, ...(all ? {} : { take: VERDICTS_KEPT }), select: { verdict: true } });
  return rows.reverse().map((row) => row.verdict as unknown as Verdict);
}

/**
 * Every room's verdicts, kept by one writer per process as its shouts are: those sent while a
 * statement is on its way go together in the next one (one row per game and card, its latest form),
 * so keeping them costs no round trip of its own per snap, sent by pg (lib/db/sql.ts). A failed
 * statement is logged, never thrown into judging.
 */
const verdictWriter = (() => {
  let waiting = new Map<string, { gameId: string; verdict: Verdict; kept: (() => void)[] }>();
  let writing = false;

  async function write(batch: { gameId: string; verdict: Verdict }[]): Promise<void> {
    try {
      await sqlCount(Prisma.sql`
        INSERT INTO online_verdicts ("gameId", turn, verdict)
        SELECT * FROM unnest(${batch.map((b) => b.gameId)}::text[], ${batch.map((b) => b.verdict.turn)}::int[], ${batch.map((b) => JSON.stringify(b.verdict))}::jsonb[])
        ON CONFLICT ("gameId", turn) DO UPDATE SET verdict = EXCLUDED.verdict`,
        judgeWritersPool(),
      );
    } catch (error) {
      console.error(`[realtime] ${batch.length} verdicts were not kept: ${(error as Error).message}`);
    }
  }

  function next(): void {
    if (writing || waiting.size === 0) return;
    writing = true;
    const batch = [...waiting.values()];
    waiting = new Map();
    void write(batch).finally(() => {
      batch.forEach((b) => b.kept.forEach((kept) => kept()));
      writing = false;
      next();
    });
  }

  return (gameId: string, verdict: Verdict): Promise<void> =>
    new Promise((kept) => {
      const key = `${gameId}\n${verdict.turn}`;
      // A verdict sent again (a late press) replaces its first form if that has not gone yet.
      waiting.set(key, { gameId, verdict, kept: [...(waiting.get(key)?.kept ?? []), kept] });
      if (waiting.size === 1) queueMicrotask(next);
    });
})();

interface LockedOnlineGame {
  actionCount: number;
  /** Read only when this store hasn't the game's latest checkpoint (it usually has). */
  checkpoint: GameCheckpoint | null;
  historySeq: number;
}

/**
 * Where a room's judge keeps its game: the same judging and recording as a game on one screen
 * (the rules judge every move again in the transaction, words go into the deck's history with the
 * game and the snap), under the game row's lock, so two processes can never both record move N.
 * Plain moves (a turn, a shout, the shouting closed) take no transaction of their own: they go
 * with every other room's into one statement (plain-move-writer.ts). The judge waits for each move
 * to be recorded before anyone sees it, so this is most of its judging time.
 */
export function createJudgeStore(
  room: { roomId: string; gameId: string; deckId: string; hostId: string; setup: ScreenGameSetup },
  /** The game as the judge loaded it (its stored count and checkpoint): its first moves start from it. */
  loaded: { actionCount: number; checkpoint: GameCheckpoint } | null = null,
): JudgeStore {
  /** The checkpoint this store last wrote (or loaded), and after how many moves: the next moves start
   *  from it. Written only where the game still has that many moves, so one that moved on elsewhere is never overwritten. */
  let written: { actionCount: number; checkpoint: GameCheckpoint } | null = loaded;
  /** How many moves the checkpoint stored in the game's row reflects (plain moves leave it behind). */
  let storedAt = loaded?.actionCount ?? 0;

  /**
   * Moves that write no words and don't end the game, judged again from the checkpoint this store
   * wrote and recorded with other rooms' (plain-move-writer.ts), only if the game still has `from`
   * moves (otherwise another process has recorded some: nothing is written). False when they need
   * the full transaction (words for the deck's history, the game's end, or no checkpoint known here).
   */
  async function recordPlainMoves(from: number, actions: GameAction[]): Promise<boolean> {
    if (written?.actionCount !== from) return false;
    const { checkpoint, events } = stepsFrom(room.setup, written.checkpoint, actions);
    if (checkpoint.state.phase === "over" || events.some((e) => e.type === "wordsWritten")) return false;
    const to = from + actions.length;
    // The stored checkpoint is kept up to date when the result changes (the deck's pages read snaps
    // won from it) and every CHECKPOINT_EVERY moves; between, only the moves are written.
    const store = events.some(changesResult) || to - storedAt >= CHECKPOINT_EVERY;
    const recorded = await recordPlainMovesTogether({ gameId: room.gameId, deckId: room.deckId, from, actions, checkpoint: store ? { ...checkpoint, at: to } : null });
    if (!recorded) throw new GameMovedOn(from, -1);
    written = { actionCount: to, checkpoint };
    if (store) storedAt = to;
    return true;
  }

  return {
    async record(from: number, actions: GameAction[], botPlayed: ReadonlySet<string>, drawings: readonly MoveDrawing[] = []) {
      if (drawings.length === 0 && (await recordPlainMoves(from, actions))) return;
      // Sent by pg, not through Prisma (lib/db/sql.ts): a won snap's words are most of a busy
      // process's statements that are not plain moves. The game's row and its deck's, locked in one statement (the game's first, as every game's
      // moves lock them), sent with the transaction's BEGIN: this transaction writes the won snap's
      // words (lib/decks/history.ts lockDeck). The game's setup is the room's; its checkpoint this
      // store's own when it has the latest.
      const own = written?.actionCount === from ? written.checkpoint : null;
      const lock = Prisma.sql`
        SELECT g."actionCount", ${own ? Prisma.sql`NULL` : Prisma.sql`g."checkpoint"`} AS "checkpoint", d."historySeq"
        FROM "games" g JOIN "decks" d ON d."id" = g."deckId"
        WHERE g."id" = ${room.gameId} AND g."deckId" = ${room.deckId} AND g."mode" = 'ONLINE' AND g."status" = 'PLAYING'
        FOR NO KEY UPDATE OF g, d`;
      const checkpoint = await sqlTransaction<GameCheckpoint, LockedOnlineGame>(lock, async (tx, [game]) => {
        if (!game) throw new GameMovedOn(from, -1);
        if (game.actionCount !== from) throw new GameMovedOn(from, game.actionCount);
        const { over, checkpoint } = await recordJudgedActions(tx, {
          gameId: room.gameId,
          deckId: room.deckId,
          recordedById: room.hostId,
          from,
          actions,
          setup: room.setup,
          checkpoint: own ?? game.checkpoint,
          botPlayed,
          drawings,
          deckLock: { deckId: room.deckId, lastSeq: game.historySeq },
        });
        if (over) await tx.$executeRaw`UPDATE "online_rooms" SET "status" = 'OVER' WHERE "id" = ${room.roomId} AND "deckId" = ${room.deckId}`;
        return checkpoint;
      });
      written = { actionCount: from + actions.length, checkpoint };
      storedAt = written.actionCount;
    },

    recordShout(audit: ShoutAudit) {
      return shoutWriter(room.roomId, { gameId: room.gameId, ...audit });
    },

    recordVerdict(verdict: Verdict) {
      return verdictWriter(room.gameId, verdict);
    },

    async setPaused(paused: boolean) {
      await db.onlineRoom.update({ where: { id: room.roomId, deckId: room.deckId }, data: { paused } });
    },

    async setControl(seatId: string, control: SeatControl) {
      await db.roomSeat.upsert({
        where: { roomId_seatId: { roomId: room.roomId, seatId } },
        update: { control },
        create: { roomId: room.roomId, seatId, control },
      });
    },
  };
}
