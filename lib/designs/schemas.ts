import { z } from "zod";
import { cropSchema } from "@/lib/print/art-box";
import { requestKeySchema } from "@/lib/decks/request-key";

/**
 * Which cards a picture change is for: every card of a custom deck's set, or chosen cards of a
 * standard deck (a Queen, all four Kings…).
 */
const NO_TARGET = "Choose a set, or cards, for the picture.";
export const designTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("set"), label: z.string({ error: NO_TARGET }).trim().min(1, { error: NO_TARGET }).max(40, { error: "That set's label is too long." }) }),
    z.object({
      kind: z.literal("cards"),
      cardIds: z.array(z.string().min(1), { error: NO_TARGET }).min(1, { error: NO_TARGET }).max(60, { error: "Choose at most 60 cards at a time." }),
    }),
  ],
  { error: NO_TARGET },
);
export type DesignTarget = z.infer<typeof designTargetSchema>;

export const uploadCardPictureSchema = z.object({
  deckId: z.string().min(1),
  target: designTargetSchema,
  requestKey: requestKeySchema,
});

export const cropCardPictureSchema = z.object({
  deckId: z.string().min(1),
  pictureId: z.string().min(1),
  target: designTargetSchema,
  crop: cropSchema,
  requestKey: requestKeySchema,
});

export const removeCardPictureSchema = z.object({
  deckId: z.string().min(1),
  target: designTargetSchema,
  requestKey: requestKeySchema,
});

/** A card's picture as the designer shows it: the crop of an uploaded picture. */
export interface ArtSummary {
  artId: string;
  pictureId: string;
  crop: z.infer<typeof cropSchema>;
  /** The uploaded picture's size in pixels (what the crop's fractions are of). */
  pictureWidth: number;
  pictureHeight: number;
}

/** The result of a picture change: the art the cards now show (null when removed). */
export interface PictureChange {
  artId: string | null;
  pictureId: string | null;
  cardIds: string[];
  /** The design event's number (DeckDesignEvent.seq); a retried request answers the same. */
  seq: number;
}
