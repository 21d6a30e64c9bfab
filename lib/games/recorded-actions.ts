import type { Tx } from "@/lib/decks/history";
import type { GameAction } from "@/lib/rules";
import { gameActionSchema } from "./screen/game-action";
import { readStored } from "./stored-game";

/**
 * A game's recorded actions, in order, read under the deck it belongs to: a game id that came with
 * a request or a stored row reads nothing of another deck's game. (`db` or a transaction.)
 */
export function actionRows(client: Tx, deckId: string, gameId: string) {
  return client.gameAction.findMany({ where: { gameId, game: { deckId } }, orderBy: { index: "asc" } });
}

/** A screen or online game's moves so far (to replay a game that has no checkpoint yet), read with the schema they are recorded with. */
export async function recordedActions(client: Tx, deckId: string, gameId: string): Promise<GameAction[]> {
  return (await actionRows(client, deckId, gameId)).map((row) => readStored(gameActionSchema, row.action));
}
