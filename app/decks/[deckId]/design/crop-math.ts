/**
 * Moving and zooming a crop on the crop screen: pure arithmetic on crops as fractions of the picture
 * (art-box.ts), always of the art box's shape and always inside the picture.
 */
import { defaultCrop, type ArtBoxKind, type Crop } from "@/lib/print/art-box";

export interface PictureSize {
  width: number;
  height: number;
}

/** How far in a family may zoom: past this a print-sized crop of a phone photo turns to blur. */
export const MAX_ZOOM = 5;
/** One arrow key press moves the picture by this share of the frame. */
export const KEY_STEP = 0.04;
/** One + or − press zooms in or out by this factor. */
export const KEY_ZOOM = 1.1;
/** The smallest crop side cropSchema accepts. */
const MIN_SIDE = 0.02;

/** The highest zoom for this picture (1 is the whole width or height of the picture). */
export function maxZoom(kind: ArtBoxKind, picture: PictureSize): number {
  const full = defaultCrop(kind, picture);
  return Math.max(1, Math.min(MAX_ZOOM, full.width / MIN_SIDE, full.height / MIN_SIDE));
}

export function zoomOf(crop: Crop, kind: ArtBoxKind, picture: PictureSize): number {
  return defaultCrop(kind, picture).width / crop.width;
}

const clampNumber = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The crop moved by (dx, dy), fractions of the picture, stopping at the picture's edges. */
export function moveCrop(crop: Crop, dx: number, dy: number): Crop {
  return { ...crop, x: clampNumber(crop.x + dx, 0, 1 - crop.width), y: clampNumber(crop.y + dy, 0, 1 - crop.height) };
}

/**
 * The crop at `zoom`, keeping the point `focus` (fractions of the picture; the crop's centre when
 * absent) where it is in the frame.
 */
export function zoomCrop(crop: Crop, kind: ArtBoxKind, picture: PictureSize, zoom: number, focus?: { x: number; y: number }): Crop {
  const full = defaultCrop(kind, picture);
  const z = clampNumber(zoom, 1, maxZoom(kind, picture));
  let width = full.width / z;
  let height = full.height / z;
  // At the largest zoom the division can land a rounding error below the smallest side cropSchema
  // accepts; the short side is then set to it exactly, the other side following to keep the shape.
  if (width < MIN_SIDE) [width, height] = [MIN_SIDE, (height * MIN_SIDE) / width];
  if (height < MIN_SIDE) [width, height] = [(width * MIN_SIDE) / height, MIN_SIDE];
  const point = focus ?? { x: crop.x + crop.width / 2, y: crop.y + crop.height / 2 };
  // The focus stays at the same place relative to the frame.
  const u = (point.x - crop.x) / crop.width;
  const v = (point.y - crop.y) / crop.height;
  return moveCrop({ x: point.x - u * width, y: point.y - v * height, width, height }, 0, 0);
}

const KEY_MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** The crop after a key press on the crop frame, or null when the key does nothing there. */
export function cropAfterKey(crop: Crop, kind: ArtBoxKind, picture: PictureSize, key: string): Crop | null {
  const move = KEY_MOVES[key];
  if (move) return moveCrop(crop, move[0] * KEY_STEP * crop.width, move[1] * KEY_STEP * crop.height);
  const zoom = zoomOf(crop, kind, picture);
  if (key === "+" || key === "=") return zoomCrop(crop, kind, picture, zoom * KEY_ZOOM);
  if (key === "-" || key === "−" || key === "_") return zoomCrop(crop, kind, picture, zoom / KEY_ZOOM);
  return null;
}
