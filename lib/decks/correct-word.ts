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
import { checkDrawingWrites, storeWordDrawings } from "./word-drawings";

export const correctWordSchema = z.object({
  deckId: z.string().min(1),
  cardId: z.string().min(1),
  requestKey: requestKeySchema,
  /** The word the card should carry; empty to clear a word written by mistake. */
  word: z.string().max(200),
  reason: freeText({ ...REASON_RULES, emptyMessage: "Say why the word is being corrected.", min: 3 }),
  playerId: z.string().min(1).nullable().default(null),
  /** The right word written by hand too: its stored form (lib/handwriting/prepare.ts prepareDrawing). */
  drawing: z.unknown().optional(),
});

/**
 * A correction never rewrites history: it appends a CORRECTION event (with its reason and the word
 * it replaces) and changes the card's current word. The old word stays in the card's story.
 * It may replace the hand as it replaces the word: the new event keeps its own drawing (in the
 * same transaction), the old event keeps its own; the same word written again by hand is a
 * correction too. A correction typed without a hand shows the word in type again.
 */
export async function correctWord(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: correctWordSchema, role: "EDITOR" });

  let word: string | null = null;
  if (input.word.trim() !== "") {
    const checked = validateWord(input.word);
    if (!checked.ok) throw invalid(checked.message);
    word = checked.word;
  }
  if (word === null && input.drawing !== undefined) throw invalid("A cleared word has no handwriting: write the word first.");
  const drawings = checkDrawingWrites(input.drawing === undefined ? [] : [{ cardId: input.cardId, word: word ?? "", drawing: input.drawing }]);

  return db.$transaction(async (tx) => {
    const lastSeq = await lockDeck(tx, input.deckId);
    const earlier = await replayOfRequest(tx, input.deckId, input.requestKey, [
      { cardId: input.cardId, kind: "CORRECTION", word, playerId: input.playerId, reason: input.reason },
    ]);
    if (earlier) {
      await storeWordDrawings(tx, { deckId: input.deckId, events: earlier, replayed: true, drawings });
      return { events: earlier, replayed: true };
    }

    const card = await tx.card.findFirst({ where: { id: input.cardId, deckId: input.deckId } });
    if (!card) throw notFound("That card");
    if ((card.word ?? null) === word && drawings.length === 0) throw invalid("That is already the card's word.");
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
    await storeWordDrawings(tx, { deckId: input.deckId, events, replayed: false, drawings });
    return { events, replayed: false };
  });
}
