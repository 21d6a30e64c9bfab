import { z } from "zod";
import { freeText } from "@/lib/text/free-text";
import { REASON_RULES } from "./schemas";
import { validateWord } from "@/lib/cards/words";
import { normaliseWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { deckAccess } from "./access";
import { invalid, notFound } from "./errors";
import { appendEvents, lockDeck, replayOfRequest } from "./history";
import { requestKeySchema } from "./request-key";

export const correctWordSchema = z.object({
  deckId: z.string().min(1),
  cardId: z.string().min(1),
  requestKey: requestKeySchema,
  /** The word the card should carry; empty to clear a word written by mistake. */
  word: z.string().max(200),
  reason: freeText({ ...REASON_RULES, emptyMessage: "Say why the word is being corrected.", min: 3 }),
  playerId: z.string().min(1).nullable().default(null),
});

/**
 * A correction never rewrites history: it appends a CORRECTION event (with its reason and the word
 * it replaces) and changes the card's current word. The old word stays in the card's story.
 */
export async function correctWord(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: correctWordSchema, role: "EDITOR" });

  let word: string | null = null;
  if (input.word.trim() !== "") {
    const checked = validateWord(input.word);
    if (!checked.ok) throw invalid(checked.message);
    word = checked.word;
  }

  return db.$transaction(async (tx) => {
    const lastSeq = await lockDeck(tx, input.deckId);
    const earlier = await replayOfRequest(tx, input.deckId, input.requestKey, [
      { cardId: input.cardId, kind: "CORRECTION", word, playerId: input.playerId, reason: input.reason },
    ]);
    if (earlier) return { events: earlier, replayed: true };

    const card = await tx.card.findFirst({ where: { id: input.cardId, deckId: input.deckId } });
    if (!card) throw notFound("That card");
    if ((card.word ?? null) === word) throw invalid("That is already the card's word.");
    if (input.playerId) {
      const player = await tx.player.findFirst({ where: { id: input.playerId, deckId: input.deckId } });
      if (!player) throw notFound("That player");
    }

    await tx.card.update({
      where: { id: card.id, deckId: input.deckId },
      data: { word, wordNormalised: word === null ? null : normaliseWord(word), updatedSeq: lastSeq + 1 },
    });
    const events = await appendEvents(tx, {
      deckId: input.deckId,
      lastSeq,
      recordedById: userId,
      requestKey: input.requestKey,
      events: [
        {
          cardId: card.id,
          kind: "CORRECTION",
          word,
          wordNormalised: word === null ? null : normaliseWord(word),
          previousWord: card.word,
          playerId: input.playerId,
          reason: input.reason,
        },
      ],
    });
    return { events, replayed: false };
  });
}
