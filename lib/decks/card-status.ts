import { z } from "zod";
import { freeText } from "@/lib/text/free-text";
import { REASON_RULES } from "./schemas";
import { db } from "@/lib/db/client";
import { deckAccess } from "./access";
import { conflict, notFound } from "./errors";
import { appendEvents, lockDeck, replayOfRequest } from "./history";
import { requestKeySchema } from "./request-key";

const CHANGES = {
  CARD_LOST: { from: ["IN_DECK"], to: "MISSING" },
  CARD_FOUND: { from: ["MISSING"], to: "IN_DECK" },
  CARD_REPLACED: { from: ["MISSING", "IN_DECK"], to: "IN_DECK" },
} as const;

export const changeCardStatusSchema = z.object({
  deckId: z.string().min(1),
  cardId: z.string().min(1),
  requestKey: requestKeySchema,
  change: z.enum(["CARD_LOST", "CARD_FOUND", "CARD_REPLACED"]),
  reason: freeText({ ...REASON_RULES, min: 0 }).optional(),
});

/**
 * A card lost, found again, or replaced by a fresh one (which keeps the card's word: the family
 * copies it onto the new card). Each is an event in the card's story.
 */
export async function changeCardStatus(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: changeCardStatusSchema, role: "EDITOR" });
  const change = CHANGES[input.change];

  return db.$transaction(async (tx) => {
    const lastSeq = await lockDeck(tx, input.deckId);
    const earlier = await replayOfRequest(tx, input.deckId, input.requestKey, [
      { cardId: input.cardId, kind: input.change, reason: input.reason ?? null },
    ]);
    if (earlier) return { events: earlier, replayed: true };
    const card = await tx.card.findFirst({ where: { id: input.cardId, deckId: input.deckId } });
    if (!card) throw notFound("That card");
    if (!(change.from as readonly string[]).includes(card.status)) {
      throw conflict(`That card is ${card.status === "IN_DECK" ? "in the deck" : card.status.toLowerCase()} already.`);
    }
    await tx.card.update({ where: { id: card.id, deckId: input.deckId }, data: { status: change.to, updatedSeq: lastSeq + 1 } });
    const events = await appendEvents(tx, {
      deckId: input.deckId,
      lastSeq,
      recordedById: userId,
      requestKey: input.requestKey,
      events: [{ cardId: card.id, kind: input.change, word: card.word, reason: input.reason ?? null }],
    });
    return { events, replayed: false };
  });
}
