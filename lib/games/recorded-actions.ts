import type { SqlTx } from "@/lib/db/sql";
import type { GameAction } from "@/lib/rules";
import { gameActionSchema } from "./screen/game-action";
import { checkpointAfter, checkpointFrom, type GameCheckpoint } from "./screen/replay-game";
import type { ScreenGameSetup } from "./screen/setup";
import { readStored } from "./stored-game";

/**
 * A game's recorded actions, in order, read under the deck it belongs to: a game id that came with
 * a request or a stored row reads nothing of another deck's game. (`db` or a transaction.)
 */
export function actionRows(client: SqlTx, deckId: string, gameId: string, from = 0) {
  return client.$queryRaw<{ gameId: string; index: number; action: unknown; createdAt: Date }[]>`
    SELECT a."gameId", a."index", a."action", a."createdAt" FROM "game_actions" a JOIN "games" g ON g."id" = a."gameId"
    WHERE a."gameId" = ${gameId} AND g."deckId" = ${deckId} AND a."index" >= ${from} ORDER BY a."index"`;
}

/** A screen or online game's moves so far (or from move `from` on), read with the schema they are recorded with. */
export async function recordedActions(client: SqlTx, deckId: string, gameId: string, from = 0): Promise<GameAction[]> {
  return (await actionRows(client, deckId, gameId, from)).map((row) => readStored(gameActionSchema, row.action));
}

/**
 * The game as its recorded moves leave it: its stored checkpoint when that reflects them all, else
 * that checkpoint carried on through the moves stored after it (an online game's plain moves), or
 * the whole game replayed when it has none (an imported game). Reads only the moves it lacks.
 */
export async function currentCheckpoint(
  client: SqlTx,
  setup: ScreenGameSetup,
  game: { id: string; deckId: string; actionCount: number; checkpoint: unknown },
): Promise<GameCheckpoint> {
  const stored = game.checkpoint as GameCheckpoint | null;
  if (!stored) return checkpointAfter(setup, await recordedActions(client, game.deckId, game.id));
  const { at = game.actionCount, ...checkpoint } = stored;
  if (at >= game.actionCount) return checkpoint;
  return checkpointFrom(setup, checkpoint, await recordedActions(client, game.deckId, game.id, at));
}
