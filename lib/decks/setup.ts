import { z } from "zod";
import { db } from "@/lib/db/client";
import { conflict, invalid, notFound } from "./errors";
import type { Tx } from "./history";
import { requestKeySchema } from "./request-key";
import { writeWords } from "./write-words";

export type SetupDeal = Record<string, string[]>;

export function readSetupDeal(value: unknown): SetupDeal {
  const parsed = z.record(z.string(), z.array(z.string())).safeParse(value);
  return parsed.success ? parsed.data : {};
}

export const writeSetupWordsSchema = z.object({
  deckId: z.string().min(1),
  playerId: z.string().min(1),
  requestKey: requestKeySchema,
  words: z.array(z.object({ cardId: z.string().min(1), word: z.string().max(200) })).min(1),
});

/**
 * One player's turn at the setup: a word on each of the cards dealt to them. When the last dealt
 * card has its word, the deck is ready to play (in the same transaction).
 */
export async function writeSetupWords(userId: string, rawInput: unknown) {
  const parsed = writeSetupWordsSchema.safeParse(rawInput);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? "That request isn't valid.");
  const input = parsed.data;
  const deck = await db.deck.findUnique({ where: { id: input.deckId }, select: { stage: true, setupDeal: true } });
  if (!deck) throw notFound();
  if (deck.stage !== "SETUP") {
    const earlier = await db.wordEvent.findMany({ where: { deckId: input.deckId, requestKey: input.requestKey } });
    if (earlier.length > 0) return { events: earlier, replayed: true };
    throw conflict("This deck's setup is already finished.");
  }
  const deal = readSetupDeal(deck.setupDeal);
  const dealt = deal[input.playerId];
  if (!dealt) throw invalid("That player has no cards in this deck's setup.");
  const given = input.words.map((w) => w.cardId);
  if (given.length !== dealt.length || !dealt.every((id) => given.includes(id))) {
    throw invalid("Write a word on each of the cards dealt to this player.");
  }

  const allDealt = Object.values(deal).flat();
  const finishSetupWhenComplete = async (tx: Tx) => {
    const blank = await tx.card.count({ where: { id: { in: allDealt }, word: null } });
    if (blank === 0) await tx.deck.update({ where: { id: input.deckId }, data: { stage: "READY" } });
  };

  return writeWords(
    userId,
    {
      deckId: input.deckId,
      requestKey: input.requestKey,
      kind: "SETUP",
      writes: input.words.map((w) => ({ ...w, playerId: input.playerId })),
    },
    { afterWrite: finishSetupWhenComplete },
  );
}
