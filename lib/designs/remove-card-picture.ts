import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { targetCards } from "./design-target";
import { recordPictureChange, replayOfPictureChange, type RequestedPictureChange } from "./record-picture-change";
import { removeCardPictureSchema, type PictureChange } from "./schemas";

/**
 * Takes the picture off a set or cards (removeCardPictureSchema); recorded as PICTURE_REMOVED.
 * The picture and its crops are kept: the story still shows what the cards looked like.
 */
export async function removeCardPicture(userId: string, rawInput: unknown): Promise<PictureChange> {
  const { input } = await deckAccess(userId, rawInput, { schema: removeCardPictureSchema, role: "EDITOR" });
  const { deckId, requestKey } = input;
  const target = await targetCards(deckId, input.target);
  const wanted: RequestedPictureChange = { kind: "PICTURE_REMOVED", target };
  const replay = await replayOfPictureChange(db, deckId, requestKey, wanted);
  if (replay) return replay;
  if ((await db.card.count({ where: { deckId, id: { in: target.cardIds }, artId: { not: null } } })) === 0) {
    throw invalid(target.setLabel ? `The set “${target.setLabel}” has no picture to take off.` : "Those cards have no picture to take off.");
  }
  return recordPictureChange({ deckId, userId, requestKey, wanted, makeArt: async () => null });
}
