import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import type { TableHello } from "./messages";

/**
 * Where a table session stands, for a member of its deck (viewers too). Anyone else, and a game
 * that isn't this deck's table session, gets the same "not found".
 */
export async function tableSessionState(userId: string, deckId: string, gameId: string): Promise<TableHello> {
  await requireDeckRole(userId, deckId, "VIEWER");
  const game = await db.game.findFirst({ where: { id: gameId, deckId, mode: "TABLE" }, select: { actionCount: true, status: true } });
  if (!game) throw notFound("That table session");
  return { actionCount: game.actionCount, status: game.status };
}
