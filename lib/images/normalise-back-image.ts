import sharp from "sharp";
import { BACK_IMAGE_MAX_BYTES, BACK_IMAGE_MAX_PIXELS, BACK_IMAGE_MAX_SIDE_PX, BACK_IMAGE_MIN_SIDE_PX, backImageKind } from "@/lib/print/back-image";
import { CARD_SIZES } from "@/lib/print/layout";
import { MAX_BLEED_MM } from "@/lib/print-jobs/print-request";
import { markPrintReady } from "./print-ready-marker";

export const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;

function largestCardSideMm(side: "width" | "height"): number {
  return Math.max(...Object.values(CARD_SIZES).map((size) => size[side])) + 2 * MAX_BLEED_MM;
}

/** Enough pixels to cover the biggest card with the most bleed at 300 dpi; anything more is never printed. */
export const BACK_IMAGE_TARGET_PX = {
  width: Math.ceil((largestCardSideMm("width") / MM_PER_INCH) * PRINT_DPI),
  height: Math.ceil((largestCardSideMm("height") / MM_PER_INCH) * PRINT_DPI),
};

export type NormalisedBackImage =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; mime: "image/jpeg"; width: number; height: number }
  | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;

/**
 * Turns an uploaded back picture into the one form print uses. It is decoded whole, so a damaged
 * file is refused here rather than at every print; turned upright (EXIF); flattened onto white
 * paper; shrunk to cover the biggest card at 300 dpi (never enlarged); and saved as a JPEG, which
 * pdf-lib embeds as it is, without decoding it again for every PDF.
 */
export async function normaliseBackImage(bytes: Uint8Array): Promise<NormalisedBackImage> {
  if (bytes.length === 0) return refuse("The back image is empty.");
  if (bytes.length > BACK_IMAGE_MAX_BYTES) {
    return refuse(`The back image is ${(bytes.length / (1024 * 1024)).toFixed(1)} MB; it can be at most 2 MB.`);
  }
  const kind = backImageKind(bytes);
  if (!kind) return refuse("The back image must be a PNG or JPEG picture.");
  const damaged = refuse(`The back image looks like a ${kind.toUpperCase()} but it is damaged, so it can't be printed. Save it again, or choose another picture.`);

  // Refuses on libvips warnings too (a truncated or corrupt stream), and never decodes past the pixel limit.
  const input = { limitInputPixels: BACK_IMAGE_MAX_PIXELS, failOn: "warning" } as const;
  const { width, height } = await sharp(bytes, input).metadata().catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) return damaged;
  if (Math.min(width, height) < BACK_IMAGE_MIN_SIDE_PX) {
    return refuse(`The back image is ${width} × ${height} pixels; it needs at least ${BACK_IMAGE_MIN_SIDE_PX} pixels on each side to print sharply.`);
  }
  if (Math.max(width, height) > BACK_IMAGE_MAX_SIDE_PX) {
    return refuse(`The back image is ${width} × ${height} pixels; it can be at most ${BACK_IMAGE_MAX_SIDE_PX} pixels on a side.`);
  }
  try {
    const { data, info } = await sharp(bytes, input)
      .rotate()
      .resize({ ...BACK_IMAGE_TARGET_PX, fit: "outside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: markPrintReady(data), mime: "image/jpeg", width: info.width, height: info.height };
  } catch {
    return damaged;
  }
}
