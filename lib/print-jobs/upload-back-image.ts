import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { validateBackImage } from "@/lib/print/back-image";
import { parseDeckPrintDesign } from "@/lib/print/themes";

export const uploadBackImageSchema = z.object({
  deckId: z.string().min(1),
  bytes: z.instanceof(Uint8Array, { error: "Choose a PNG or JPEG picture to upload." }),
});

/**
 * Saves a picture for the deck's card backs and switches the backs to it. A file that is not a
 * sound PNG or JPEG of a printable size is refused with the validator's message, and nothing changes.
 */
export async function uploadBackImage(userId: string, rawInput: unknown) {
  const { input } = await deckAccess(userId, rawInput, { schema: uploadBackImageSchema, role: "EDITOR" });
  const { deckId, bytes } = input;
  const check = validateBackImage(bytes);
  if (!check.ok) throw invalid(check.message);
  const image = { bytes: new Uint8Array(bytes), mime: check.kind === "png" ? "image/png" : "image/jpeg", width: check.width, height: check.height, uploadedById: userId };
  return db.$transaction(async (tx) => {
    const deck = await tx.deck.findUniqueOrThrow({ where: { id: deckId }, select: { design: true } });
    await tx.deckBackImage.upsert({ where: { deckId }, create: { deckId, ...image }, update: image });
    await tx.deck.update({ where: { id: deckId }, data: { design: { ...parseDeckPrintDesign(deck.design), useBackImage: true } } });
    return { kind: check.kind, width: check.width, height: check.height };
  });
}
