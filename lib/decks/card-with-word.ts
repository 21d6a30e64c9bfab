import { z } from "zod";
import { validateWord } from "@/lib/cards/words";
import { db } from "@/lib/db/client";
import { deckAccess } from "./access";
import { invalid, notFound } from "./errors";
import { readSentDrawing } from "@/lib/handwriting/prepare";
import { showsHands } from "./card-hands";

export const cardWithWordSchema = z.object({
  deckId: z.string().min(1),
  cardId: z.string().min(1).max(100),
  word: z.string().max(200),
  /** The word written by hand too, as the writing pad gives it (its stored form): drawn as it will print. */
  hand: z.string().max(20_000).optional(),
});

export type CardWithWordInput = z.input<typeof cardWithWordSchema>;

/**
 * One of the deck's cards with a word on it that is not written yet (a word being typed), for a
 * drawing of the card as it will print: the word as it would be stored (validateWord), on the
 * card, in the deck's look. Nothing is written. Only those who may write on the deck may ask; a
 * word that could never be written is refused with the message its field shows. A hand being
 * written is drawn too (read as a write reads it), unless the deck shows its words in the font.
 */
export async function cardWithWord(userId: string, rawInput: unknown) {
  const { input, deckId } = await deckAccess(userId, rawInput, { schema: cardWithWordSchema, role: "EDITOR" });
  const checked = validateWord(input.word);
  if (!checked.ok) throw invalid(checked.message);
  const hand = input.hand === undefined ? null : readSentDrawing(input.hand);
  if (hand && !hand.ok) throw invalid(hand.message);
  const card = await db.card.findFirst({
    where: { id: input.cardId, deckId },
    select: { id: true, rank: true, suit: true, code: true, colour: true, artId: true, deck: { select: { id: true, name: true, design: true, wordsInFont: true } } },
  });
  if (!card) throw notFound("That card");
  const { deck, ...face } = card;
  return { card: { ...face, word: checked.word, hand: hand && showsHands(deck) ? hand.stored : null }, deck };
}
