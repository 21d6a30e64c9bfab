import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";

/** An uploaded picture as it was normalised (for the crop screen), for anyone who may see its deck. */
export async function readDeckPicture(userId: string, deckId: string, pictureId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const picture = await db.deckPicture.findFirst({ where: { id: pictureId, deckId }, select: { bytes: true } });
  if (!picture) throw notFound("That picture");
  return picture.bytes;
}

/** A crop's screen picture (what cards on screens show), for anyone who may see its deck. */
export async function readCardArt(userId: string, deckId: string, artId: string) {
  await requireDeckRole(userId, deckId, "VIEWER");
  const art = await db.cardArt.findFirst({ where: { id: artId, deckId }, select: { screenBytes: true } });
  if (!art) throw notFound("That picture");
  return art.screenBytes;
}

/** Pictures and crops never change once stored (a new crop is a new art), so browsers keep them. */
export function immutableJpeg(bytes: Uint8Array): Response {
  return new Response(new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" },
  });
}
