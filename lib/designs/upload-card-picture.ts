import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { cutCardArt, normaliseCardPicture } from "@/lib/images/normalise-card-picture";
import { countDeckPictureUpload, ensureRoomForPicture } from "@/lib/limits/deck-pictures";
import { defaultCrop } from "@/lib/print/art-box";
import { targetCards } from "./design-target";
import { recordPictureChange, replayOfPictureChange, type RequestedPictureChange } from "./record-picture-change";
import { uploadCardPictureSchema, type PictureChange } from "./schemas";

const uploadWithBytesSchema = uploadCardPictureSchema.extend({
  bytes: z.instanceof(Uint8Array, { error: "Choose a photo or a scanned drawing (PNG or JPEG) to upload." }),
});

/**
 * A new picture for a set or for cards: normalised by the image pipeline, stored once, cut with
 * the default crop for the target's art box, and recorded (PICTURE_SET) for every card it touches.
 * Input: { deckId, bytes: Uint8Array, target, requestKey } (uploadCardPictureSchema + bytes).
 * A retry is answered before the picture is decoded again. The deck's limits (lib/limits:
 * pictures kept, their bytes, uploads per hour) are checked before the picture is decoded, and
 * the room for it again as it is stored.
 */
export async function uploadCardPicture(userId: string, rawInput: unknown): Promise<PictureChange> {
  const { input } = await deckAccess(userId, rawInput, { schema: uploadWithBytesSchema, role: "EDITOR" });
  const { deckId, requestKey } = input;
  const target = await targetCards(deckId, input.target);
  const wanted: RequestedPictureChange = { kind: "PICTURE_SET", target };
  const replay = await replayOfPictureChange(db, deckId, requestKey, wanted);
  if (replay) return replay;
  await ensureRoomForPicture(db, deckId, target.cardIds, 0);
  await countDeckPictureUpload(deckId);

  const picture = await normaliseCardPicture(input.bytes);
  if (!picture.ok) throw invalid(picture.message);
  const crop = defaultCrop(target.box, picture);
  const art = await cutCardArt(picture.bytes, crop, target.box);

  return recordPictureChange({
    deckId,
    userId,
    requestKey,
    wanted,
    makeArt: async (tx) => {
      await ensureRoomForPicture(tx, deckId, target.cardIds, picture.bytes.length);
      const stored = await tx.deckPicture.create({
        data: { deckId, bytes: picture.bytes, width: picture.width, height: picture.height, uploadedById: userId },
        select: { id: true },
      });
      const created = await tx.cardArt.create({
        data: { deckId, pictureId: stored.id, box: target.box, crop, ...art, createdById: userId },
        select: { id: true },
      });
      return { artId: created.id, pictureId: stored.id };
    },
  });
}
