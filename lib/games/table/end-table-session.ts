import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { lockTableSession, readLedger, tableResultOf } from "./ledger";
import { nameOfUser, notifyTableChange } from "./live/notify";

export const endTableSessionSchema = z.object({
  deckId: z.string().min(1),
  gameId: z.string().min(1),
});

/**
 * Ends a table session: it keeps its record (the snaps that stand, and the words they wrote) and
 * takes no more snaps. Ending a session that is already over changes nothing.
 */
export async function endTableSession(userId: string, rawInput: unknown): Promise<{ snaps: number; words: number }> {
  const { input } = await deckAccess(userId, rawInput, { schema: endTableSessionSchema, role: "EDITOR" });

  return db.$transaction(async (tx) => {
    const session = await lockTableSession(tx, input.deckId, input.gameId);
    const result = tableResultOf(await readLedger(tx, input.deckId, input.gameId));
    if (session.status === "PLAYING") {
      await tx.game.update({
        where: { id: input.gameId, deckId: input.deckId },
        data: { status: "OVER", endedAt: new Date(), result: result as unknown as Prisma.InputJsonValue },
      });
      await notifyTableChange(tx, {
        deckId: input.deckId,
        gameId: input.gameId,
        kind: "end",
        snap: null,
        actionCount: session.actionCount,
        byName: await nameOfUser(tx, userId),
      });
    }
    return result;
  });
}
