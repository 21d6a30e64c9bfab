import { z } from "zod";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { deckAccess } from "./access";
import { conflict, notFound } from "./errors";
import { lockDeck } from "./history";
import { DECK_LIMITS, playerSchema } from "./schemas";

export const addPlayerSchema = z.object({ deckId: z.string().min(1), player: playerSchema });

/** A new person joins the family's games (a visiting grandparent, a child old enough to write). */
export async function addPlayer(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: addPlayerSchema, role: "EDITOR" });
  const { deckId, player } = input;
  try {
    return await db.$transaction(async (tx) => {
      await lockDeck(tx, deckId);
      const position = await tx.player.count({ where: { deckId } });
      if (position >= DECK_LIMITS.players) throw conflict(`A deck can have at most ${DECK_LIMITS.players} players, archived ones included.`);
      return tx.player.create({ data: { deckId, name: player.name, colour: player.colour, position } });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw conflict(`There is already a player called ${player.name} in this deck.`);
    }
    throw error;
  }
}

export const archivePlayerSchema = z.object({ deckId: z.string().min(1), playerId: z.string().min(1), archived: z.boolean() });

/**
 * Players are never deleted: their words stay theirs in the history. Archiving hides a player from
 * new games and forms; bringing them back is always possible.
 */
export async function setPlayerArchived(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: archivePlayerSchema, role: "EDITOR" });
  const { deckId, playerId, archived } = input;
  return db.$transaction(async (tx) => {
    await lockDeck(tx, deckId);
    const player = await tx.player.findFirst({ where: { id: playerId, deckId } });
    if (!player) throw notFound("That player");
    if (archived) {
      const active = await tx.player.count({ where: { deckId, archivedAt: null } });
      if (player.archivedAt === null && active <= 2) throw conflict("A deck keeps at least two players who can play.");
    }
    return tx.player.update({ where: { id: playerId, deckId }, data: { archivedAt: archived ? (player.archivedAt ?? new Date()) : null } });
  });
}
