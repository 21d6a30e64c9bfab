import type { PictureChange } from "./schemas";

/** A new crop of an uploaded picture for a set or cards (cropCardPictureSchema). */
export async function cropCardPicture(_userId: string, _rawInput: unknown): Promise<PictureChange> {
  throw new Error("cropCardPicture: being written (issue 15)");
}
