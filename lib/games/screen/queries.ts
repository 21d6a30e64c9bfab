import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { Game } from "@/lib/generated/prisma/client";
import type { GameAction } from "@/lib/rules";
import { checkpointAfter, type GameCheckpoint, type GameResult } from "./replay-game";
import { screenGameSetupSchema } from "./setup";

/**
 * A screen game with everything needed to carry it on on the player's screen: the game as its
 * recorded moves left it (its checkpoint, which is written with the moves, so it is exact; games
 * recorded before checkpoints were kept are replayed once) and how many moves that is.
 */
export async function screenGame(userId: string, deckId: string, gameId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const game = await db.game.findFirst({ where: { id: gameId, deckId, mode: "SCREEN" } });
  if (!game) throw notFound("That game");
  const setup = screenGameSetupSchema.parse(game.setup);
  const now = (game.checkpoint as GameCheckpoint | null) ?? checkpointAfter(setup, await recordedActions(gameId));
  return { game, role, setup, now, actionCount: game.actionCount };
}

async function recordedActions(gameId: string): Promise<GameAction[]> {
  const rows = await db.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" } });
  return rows.map((row) => row.action as unknown as GameAction);
}

/** How many of its games, newest first, the deck page lists. */
export const DECK_PAGE_GAMES = 20;

/** The deck page's lines about games already read (the reader checks the user may see the deck). */
export function gameSummaries(games: Game[]) {
  return games.map((g) => {
    const setup = g.mode === "SCREEN" ? screenGameSetupSchema.safeParse(g.setup) : null;
    const seats = setup?.success ? setup.data.seats : [];
    const result = g.result as GameResult | null;
    return {
      id: g.id,
      mode: g.mode,
      status: g.status,
      createdAt: g.createdAt,
      players: seats.map((s) => s.name),
      winners: (result?.winners ?? []).map((id) => seats.find((s) => s.id === id)?.name ?? id),
      wordsWritten: result?.wordsWritten.length ?? 0,
    };
  });
}
