import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { keptVerdicts } from "../online/judge-store";
import { recordedActions } from "../recorded-actions";
import { readStored, replayStored } from "../stored-game";
import { replayGame } from "./replay-game";
import { screenGameSetupSchema } from "./setup";

/**
 * A screen or online game's setup and every recorded move, for a replay: any member of the deck may watch
 * one (viewers too); anyone else gets the same 404 as for a game that doesn't exist. The moves are
 * replayed here once (`end`, the game as they left it): a record they don't replay is a damaged game.
 * An online game's verdicts come with it ("Why did X win?" of every snap).
 */
export async function gameReplay(userId: string, deckId: string, gameId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const game = await db.game.findFirst({ where: { id: gameId, deckId, mode: { in: ["SCREEN", "ONLINE"] } }, select: { setup: true, status: true } });
  if (!game) throw notFound("That game");
  const setup = readStored(screenGameSetupSchema, game.setup);
  const [actions, verdicts] = await Promise.all([recordedActions(db, deckId, gameId), keptVerdicts(gameId, { all: true })]);
  return { setup, actions, end: replayStored(() => replayGame(setup, actions)), over: game.status === "OVER", verdicts };
}
