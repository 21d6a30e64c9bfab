import { db } from "@/lib/db/client";
import { recordJudgedActions } from "@/lib/games/screen/record-actions";
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import type { GameAction } from "@/lib/rules";
import type { JudgeStore, ShoutAudit } from "./judge-types";
import type { SeatControl } from "./protocol";

/** Thrown by record when the game's count is not the judge's: another process judged it meanwhile. */
export class GameMovedOn extends Error {
  constructor(expected: number, found: number) {
    super(`The game has ${found} moves recorded, not ${expected}: another process is judging it.`);
  }
}

interface LockedOnlineGame {
  actionCount: number;
  setup: unknown;
  checkpoint: GameCheckpoint | null;
}

/**
 * Where a room's judge keeps its game: the same judging and recording as a game on one screen
 * (the rules judge every move again in the transaction, words go into the deck's history with the
 * game and the snap), under the game row's lock, so two processes can never both record move N.
 */
export function createJudgeStore(room: { roomId: string; gameId: string; deckId: string; hostId: string }): JudgeStore {
  // Shouts are kept in the order they were judged, one after the other; a failure is logged, never
  // thrown into judging.
  let shouts: Promise<void> = Promise.resolve();

  return {
    async record(from: number, actions: GameAction[]) {
      // Only words need to know who plays a seat (a bot's words are not the person's); most moves skip the query.
      const botPlayed = actions.some((a) => a.type === "writeWords")
        ? new Set((await db.roomSeat.findMany({ where: { roomId: room.roomId, control: "BOT" }, select: { seatId: true } })).map((s) => s.seatId))
        : new Set<string>();
      await db.$transaction(
        async (tx) => {
          const [game] = await tx.$queryRaw<LockedOnlineGame[]>`
            SELECT "actionCount", "setup", "checkpoint" FROM "games"
            WHERE "id" = ${room.gameId} AND "mode" = 'ONLINE' AND "status" = 'PLAYING'
            FOR UPDATE`;
          if (!game) throw new GameMovedOn(from, -1);
          if (game.actionCount !== from) throw new GameMovedOn(from, game.actionCount);
          const { over } = await recordJudgedActions(tx, {
            gameId: room.gameId,
            deckId: room.deckId,
            recordedById: room.hostId,
            from,
            actions,
            setup: game.setup,
            checkpoint: game.checkpoint,
            botPlayed,
          });
          if (over) await tx.onlineRoom.update({ where: { id: room.roomId }, data: { status: "OVER" } });
        },
        { timeout: 20_000 },
      );
    },

    recordShout(audit: ShoutAudit) {
      shouts = shouts.then(() =>
        db.onlineShout
          .create({ data: { gameId: room.gameId, ...audit } })
          .then(() => undefined)
          .catch((error: Error) => console.error(`[realtime] A shout of room ${room.roomId} was not kept: ${error.message}`)),
      );
      return shouts;
    },

    async setPaused(paused: boolean) {
      await db.onlineRoom.update({ where: { id: room.roomId }, data: { paused } });
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
