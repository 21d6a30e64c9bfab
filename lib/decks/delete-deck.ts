import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "./access";
import { forbidden, invalid, notFound } from "./errors";
import { lockDeck } from "./history";
import { NEEDS } from "./roles";

const TYPE_THE_NAME = "Type the deck's name to confirm.";

export const deleteDeckSchema = z.object({
  deckId: z.string().min(1),
  confirmName: z.string({ error: TYPE_THE_NAME }).max(400, { error: TYPE_THE_NAME }),
});

/**
 * Deletes a deck and everything of it: cards, players, history, games, rooms, prints, pictures,
 * invites and memberships (owners only, with the deck's name typed to confirm). The two
 * append-only histories refuse deletes unless the transaction names the deck it deletes
 * (migration 20261201100200_deck_deletion), so they are emptied here, under that name, before the
 * deck row takes the rest with it. Nothing else can ever delete a history row.
 */
export async function deleteDeck(userId: string, rawInput: unknown): Promise<{ deckId: string; name: string }> {
  const { input } = await deckAccess(userId, rawInput, { schema: deleteDeckSchema, role: "OWNER" });
  return db.$transaction(async (tx) => {
    await lockDeck(tx, input.deckId);
    // Read again under the lock: an owner demoted a moment ago can't delete it any more.
    const [deck, member] = await Promise.all([
      tx.deck.findUniqueOrThrow({ where: { id: input.deckId }, select: { id: true, name: true } }),
      tx.deckMember.findUnique({ where: { deckId_userId: { deckId: input.deckId, userId } }, select: { role: true } }),
    ]);
    if (!member) throw notFound();
    if (member.role !== "OWNER") throw forbidden(NEEDS.OWNER);
    if (input.confirmName.trim() !== deck.name.trim()) throw invalid(`That isn't the deck's name: type ${deck.name} to delete it.`);
    await tx.$queryRaw`SELECT set_config('snap_legacy.deleting_deck', ${deck.id}, true)`;
    await tx.wordEvent.deleteMany({ where: { deckId: deck.id } });
    await tx.deckDesignEvent.deleteMany({ where: { deckId: deck.id } });
    await tx.deck.delete({ where: { id: deck.id } });
    return { deckId: deck.id, name: deck.name };
  });
}
