import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { cutCardArt } from "@/lib/images/normalise-card-picture";
import { targetCards } from "./design-target";
import { recordPictureChange, replayOfPictureChange, type RequestedPictureChange } from "./record-picture-change";
import { cropCardPictureSchema, type PictureChange } from "./schemas";

/**
 * A new crop of an uploaded picture for a set or cards (cropCardPictureSchema). The crop is a new
 * art, so the cards' earlier art stays as it was for the story; each card that already showed this
 * picture has its crop moved (CROP_MOVED), any other is given the picture (PICTURE_SET).
 */
export async function cropCardPicture(userId: string, rawInput: unknown): Promise<PictureChange> {
  const { input } = await deckAccess(userId, rawInput, { schema: cropCardPictureSchema, role: "EDITOR" });
  const { deckId, requestKey, pictureId, crop } = input;
  const target = await targetCards(deckId, input.target);
  const wanted: RequestedPictureChange = { kind: "PICTURE_SET", target, crop: { pictureId, crop } };
  const replay = await replayOfPictureChange(db, deckId, requestKey, wanted);
  if (replay) return replay;

  const picture = await db.deckPicture.findFirst({ where: { id: pictureId, deckId }, select: { bytes: true } });
  if (!picture) throw notFound("That picture");
  const art = await cutCardArt(picture.bytes, crop, target.box);

  return recordPictureChange({
    deckId,
    userId,
    requestKey,
    wanted,
    makeArt: async (tx) => {
      // Another change may have taken the picture off its last cards, deleting it, since it was read.
      if (!(await tx.deckPicture.findFirst({ where: { id: pictureId, deckId }, select: { id: true } }))) throw notFound("That picture");
      const created = await tx.cardArt.create({ data: { deckId, pictureId, box: target.box, crop, ...art, createdById: userId }, select: { id: true } });
      return { artId: created.id, pictureId };
    },
  });
}
