import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { normaliseBackImage } from "@/lib/images/normalise-back-image";
import { parseDeckPrintDesign } from "@/lib/print/themes";

export const uploadBackImageSchema = z.object({
  deckId: z.string().min(1),
  bytes: z.instanceof(Uint8Array, { error: "Choose a PNG or JPEG picture to upload." }),
});

/**
 * Saves a picture for the deck's card backs, decoded and sized for print, and switches the backs
 * to it. A file that is not a sound PNG or JPEG of a printable size is refused with the reason,
 * and nothing changes.
 */
export async function uploadBackImage(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: uploadBackImageSchema, role: "EDITOR" });
  const { deckId, bytes } = input;
  const normalised = await normaliseBackImage(bytes);
  if (!normalised.ok) throw invalid(normalised.message);
  const image = { bytes: normalised.bytes, mime: normalised.mime, width: normalised.width, height: normalised.height, uploadedById: userId };
  return db.$transaction(async (tx) => {
    const deck = await tx.deck.findUniqueOrThrow({ where: { id: deckId }, select: { design: true } });
    await tx.deckBackImage.upsert({ where: { deckId }, create: { deckId, ...image }, update: image });
    await tx.deck.update({ where: { id: deckId }, data: { design: { ...parseDeckPrintDesign(deck.design), useBackImage: true } } });
    return { mime: image.mime, width: image.width, height: image.height };
  });
}
