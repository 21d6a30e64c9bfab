import { z } from "zod";
import { validateWord } from "@/lib/cards/words";
import { db } from "@/lib/db/client";
import { deckAccess } from "./access";
import { conflict, invalid, notFound } from "./errors";
import { replayOfRequest, type Tx } from "./history";
import { requestKeySchema } from "./request-key";
import { setupDealSchema, type SetupDeal } from "./setup-deal";
import { drawingsSent, writeWords } from "./write-words";
import { cardWordSchema, checkDrawingWrites, storeWordDrawings } from "./word-drawings";

export function readSetupDeal(value: unknown): SetupDeal {
  const parsed = setupDealSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

export const writeSetupWordsSchema = z.object({
  deckId: z.string().min(1),
  playerId: z.string().min(1),
  requestKey: requestKeySchema,
  words: z
    .array(cardWordSchema)
    .min(1),
});

/**
 * One player's turn at the setup: a word on each of the cards dealt to them. When the last dealt
 * card has its word, the deck is ready to play (in the same transaction). Only the deck's editors
 * hear anything about its setup: everyone else gets the same 404, whatever they send.
 */
export async function writeSetupWords(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: writeSetupWordsSchema, role: "EDITOR" });
  const deck = await db.deck.findUniqueOrThrow({ where: { id: input.deckId }, select: { stage: true, setupDeal: true } });
  if (deck.stage !== "SETUP") {
    // The last turn sent again after it finished the setup is a retry, not a new turn.
    const wanted = input.words.map((w) => ({ cardId: w.cardId, kind: "SETUP" as const, word: tidied(w.word), playerId: input.playerId }));
    const drawings = checkDrawingWrites(drawingsSent(input.words));
    return db.$transaction(async (tx) => {
      const earlier = await replayOfRequest(tx, input.deckId, input.requestKey, wanted);
      if (!earlier) throw conflict("This deck's setup is already finished.");
      // The same handwriting as the first time, or the retry is refused as another request would be.
      await storeWordDrawings(tx, { deckId: input.deckId, events: earlier, replayed: true, drawings });
      return { events: earlier, replayed: true };
    });
  }
  const given = input.words.map((w) => w.cardId);
  // A player or card that isn't this deck's is "not found", as one that doesn't exist.
  const [player, cards] = await Promise.all([
    db.player.count({ where: { deckId: input.deckId, id: input.playerId } }),
    db.card.count({ where: { deckId: input.deckId, id: { in: given } } }),
  ]);
  if (player === 0) throw notFound("That player");
  if (cards !== new Set(given).size) throw notFound("That card");
  const deal = readSetupDeal(deck.setupDeal);
  const dealt = deal[input.playerId];
  if (!dealt) throw invalid("That player has no cards in this deck's setup.");
  if (given.length !== dealt.length || !dealt.every((id) => given.includes(id))) {
    throw invalid("Write a word on each of the cards dealt to this player.");
  }

  const allDealt = Object.values(deal).flat();
  const finishSetupWhenComplete = async (tx: Tx) => {
    const blank = await tx.card.count({ where: { deckId: input.deckId, id: { in: allDealt }, word: null } });
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

/** A word as it would be stored; null when it could never have been written. */
function tidied(word: string): string | null {
  const checked = validateWord(word);
  return checked.ok ? checked.word : null;
}
