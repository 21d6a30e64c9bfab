import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { conflict, notFound } from "@/lib/decks/errors";
import { appendEvents, lockDeck, replayOfRequest } from "@/lib/decks/history";
import { requestKeySchema } from "@/lib/decks/request-key";
import { freeText } from "@/lib/text/free-text";
import { REASON_RULES } from "../schemas";

export const markCardsLostSchema = z.object({
  deckId: z.string().min(1),
  requestKey: requestKeySchema,
  cardIds: z
    .array(z.string().min(1).max(100))
    .min(1, { error: "Choose the cards to mark as lost." })
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: "A card is named twice." }),
  reason: freeText({ ...REASON_RULES, min: 0 }).optional(),
});

/**
 * The cards a deck check didn't find, marked lost together: one transaction, a CARD_LOST event in
 * each card's story. All or nothing: if any of them is missing already (someone marked it
 * meanwhile), none is marked and the family sees which.
 */
export async function markCardsLost(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: markCardsLostSchema, role: "EDITOR" });
  const reason = input.reason ?? null;

  return db.$transaction(async (tx) => {
    const lastSeq = await lockDeck(tx, input.deckId);
    const earlier = await replayOfRequest(
      tx,
      input.deckId,
      input.requestKey,
      input.cardIds.map((cardId) => ({ cardId, kind: "CARD_LOST" as const, reason })),
    );
    if (earlier) return { events: earlier, replayed: true };

    const cards = await tx.card.findMany({ where: { deckId: input.deckId, id: { in: input.cardIds } } });
    if (cards.length !== input.cardIds.length) throw notFound("That card");
    const alreadyMissing = cards.filter((card) => card.status !== "IN_DECK");
    if (alreadyMissing.length > 0) {
      throw conflict(`${alreadyMissing.map((card) => card.code).join(", ")} ${alreadyMissing.length === 1 ? "is" : "are"} marked missing already.`);
    }
    const ordered = input.cardIds.map((id) => cards.find((card) => card.id === id)!);
    for (const [i, card] of ordered.entries()) {
      await tx.card.update({ where: { id: card.id, deckId: input.deckId }, data: { status: "MISSING", updatedSeq: lastSeq + i + 1 } });
    }
    const events = await appendEvents(tx, {
      deckId: input.deckId,
      lastSeq,
      recordedById: userId,
      requestKey: input.requestKey,
      events: ordered.map((card) => ({ cardId: card.id, kind: "CARD_LOST" as const, word: card.word, reason })),
    });
    return { events, replayed: false };
  });
}
