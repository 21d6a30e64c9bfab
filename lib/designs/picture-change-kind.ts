import type { DesignEventKind } from "@/lib/generated/prisma/enums";

/** What a request asks of a set's or cards' picture: give them one (an upload or a crop), or take it off. */
export type RequestedPictureKind = "PICTURE_SET" | "PICTURE_REMOVED";

/**
 * How one card's story records a picture change, decided once, where the change is recorded: a
 * new crop of the picture the card already shows is "moved the crop" (CROP_MOVED), any other
 * picture is a picture given (PICTURE_SET), and a removal is a removal.
 */
export function pictureEventKind(requested: RequestedPictureKind, shownPictureId: string | null, newPictureId: string | null): DesignEventKind {
  if (requested === "PICTURE_SET" && shownPictureId !== null && shownPictureId === newPictureId) return "CROP_MOVED";
  return requested;
}

/** What a recorded design event was asked for (a moved crop was asked for as a picture given). */
export function requestedKindOf(recorded: DesignEventKind): Exclude<DesignEventKind, "CROP_MOVED"> {
  return recorded === "CROP_MOVED" ? "PICTURE_SET" : recorded;
}
