import { db } from "@/lib/db/client";
import { invalid } from "@/lib/decks/errors";
import { normaliseBackImage } from "@/lib/images/normalise-back-image";
import { isPrintReady } from "@/lib/images/print-ready-marker";

/**
 * The deck's back picture as print uses it (callers check access first). Uploads are normalised
 * as they arrive; a picture stored before that is normalised on its first read and saved back,
 * unless a new picture replaced it meanwhile. One that no longer decodes is reported, and kept.
 */
export async function printReadyBackImage(deckId: string) {
  const image = await db.deckBackImage.findUnique({ where: { deckId }, select: { bytes: true, mime: true, width: true, height: true, updatedAt: true } });
  if (!image || isPrintReady(image.bytes)) return image;
  const normalised = await normaliseBackImage(image.bytes);
  if (!normalised.ok) throw invalid(`The deck's back picture can't be used: ${normalised.message}`);
  const { bytes, mime, width, height } = normalised;
  await db.deckBackImage.updateMany({ where: { deckId, updatedAt: image.updatedAt }, data: { bytes, mime, width, height } });
  return { ...image, bytes, mime, width, height };
}
