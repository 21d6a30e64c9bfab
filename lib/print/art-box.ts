/**
 * The art box: where a card's picture goes. A custom Snap card's picture covers the whole card and
 * runs into the bleed (FULL); a standard card's sits in its centre, between the corner indices
 * (PANEL), so the card still plays as that card. Pure numbers, shared by the layout (which places
 * the picture), the image pipeline (which cuts and sizes it) and the crop screen (which shapes it).
 */
import { z } from "zod";
import type { CardSizeMm } from "./card-face";

export type ArtBoxKind = "FULL" | "PANEL";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A crop is cut for a poker card with this much bleed; other sizes and bleeds cover their box from it. */
export const CROP_BLEED_MM = 3;
/** Print resolution of pictures. */
export const ART_DPI = 300;
/** How wide a crop is drawn on screens, in pixels (twice a card's width on a dense phone screen). */
export const ART_SCREEN_WIDTH_PX = 480;

const POKER: CardSizeMm = { width: 63, height: 88 };

/** The art box of a card, in millimetres from its top-left trim corner (FULL reaches into the bleed). */
export function artBox(kind: ArtBoxKind, size: CardSizeMm, bleed: number): Box {
  if (kind === "FULL") return { x: -bleed, y: -bleed, width: size.width + 2 * bleed, height: size.height + 2 * bleed };
  const k = Math.min(size.width / 63, size.height / 88);
  return { x: 11 * k, y: 5 * k, width: size.width - 22 * k, height: size.height - 10 * k };
}

/** The box a crop is shaped for (a poker card, CROP_BLEED_MM of bleed for FULL). */
export function cropBoxMm(kind: ArtBoxKind): Box {
  return artBox(kind, POKER, kind === "FULL" ? CROP_BLEED_MM : 0);
}

/** Width over height of a crop for this kind of box. */
export function cropAspect(kind: ArtBoxKind): number {
  const box = cropBoxMm(kind);
  return box.width / box.height;
}

/** The pixels a crop is cut to for print: the crop box at ART_DPI. */
export function artPrintPixels(kind: ArtBoxKind): { width: number; height: number } {
  const box = cropBoxMm(kind);
  return { width: Math.round((box.width / 25.4) * ART_DPI), height: Math.round((box.height / 25.4) * ART_DPI) };
}

/** The pixels a crop is cut to for screens. */
export function artScreenPixels(kind: ArtBoxKind): { width: number; height: number } {
  return { width: ART_SCREEN_WIDTH_PX, height: Math.round(ART_SCREEN_WIDTH_PX / cropAspect(kind)) };
}

/** Which box a card's picture fills: standard cards keep their indices and suit around a panel. */
export function artBoxKindOf(card: { suit: string | null }): ArtBoxKind {
  return card.suit ? "PANEL" : "FULL";
}

/** The part of a picture a card shows, as fractions of the picture's width and height. */
export const cropSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().min(0.02).max(1),
    height: z.number().min(0.02).max(1),
  })
  .refine((crop) => crop.x + crop.width <= 1 + 1e-6 && crop.y + crop.height <= 1 + 1e-6, { error: "The crop must lie inside the picture." });

export type Crop = z.infer<typeof cropSchema>;

/** The largest crop of the box's shape, centred: what a new picture shows until someone crops it. */
export function defaultCrop(kind: ArtBoxKind, picture: { width: number; height: number }): Crop {
  const aspect = cropAspect(kind);
  const pictureAspect = picture.width / picture.height;
  if (pictureAspect > aspect) {
    const width = aspect / pictureAspect;
    return { x: (1 - width) / 2, y: 0, width, height: 1 };
  }
  const height = pictureAspect / aspect;
  return { x: 0, y: (1 - height) / 2, width: 1, height };
}
