/**
 * What a deck's back picture may be: a PNG or JPEG (judged by its magic bytes, whatever its name
 * says), not too large, and big enough to look sharp on a printed card. lib/images checks an upload
 * against these by decoding it whole.
 */
export const BACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BACK_IMAGE_MIN_SIDE_PX = 300;
export const BACK_IMAGE_MAX_SIDE_PX = 6000;
/** Decoding stops past this many pixels, whatever the file's header says. */
export const BACK_IMAGE_MAX_PIXELS = BACK_IMAGE_MAX_SIDE_PX * BACK_IMAGE_MAX_SIDE_PX;

export type BackImageKind = "png" | "jpeg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function backImageKind(bytes: Uint8Array): BackImageKind | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}
