import type { PictureChange } from "./schemas";

/** Takes the picture off a set or cards (removeCardPictureSchema); recorded as PICTURE_REMOVED. */
export async function removeCardPicture(_userId: string, _rawInput: unknown): Promise<PictureChange> {
  throw new Error("removeCardPicture: being written (issue 15)");
}
