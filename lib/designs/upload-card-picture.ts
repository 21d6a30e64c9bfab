import type { PictureChange } from "./schemas";

/**
 * A new picture for a set or for cards: normalised by the image pipeline, stored once, cut with
 * the default crop for the target's art box, and recorded (PICTURE_SET) for every card it touches.
 * Input: { deckId, bytes?: Uint8Array, target, requestKey } (uploadCardPictureSchema + bytes).
 */
export async function uploadCardPicture(_userId: string, _rawInput: unknown): Promise<PictureChange> {
  throw new Error("uploadCardPicture: being written (issue 15)");
}
