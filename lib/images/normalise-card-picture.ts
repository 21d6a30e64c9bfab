import sharp from "sharp";
import { artPrintPixels, artScreenPixels, type ArtBoxKind, type Crop } from "@/lib/print/art-box";
import { backImageKind } from "@/lib/print/back-image";

/** What a card picture may be: a PNG or JPEG photo or scan, judged by its bytes, not its name. */
export const CARD_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding stops past this many pixels (a 100-megapixel photo), whatever the file's header says. */
export const CARD_PICTURE_MAX_PIXELS = 100_000_000;
/** Kept pictures are at most this long on their long side: a full-card crop at 300 dpi needs 815 × 1110. */
export const CARD_PICTURE_MAX_SIDE_PX = 3000;
/** Fewer pixels than this on the short side would print visibly blurred on a card. */
export const CARD_PICTURE_MIN_SIDE_PX = 200;
/**
 * A picture longer than this many times its width (or the other way round) can't fill a card's art
 * box with a crop the crop screen can save (cropSchema's smallest side), and would show a sliver.
 */
export const CARD_PICTURE_MAX_ELONGATION = 10;

export type NormalisedCardPicture =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; width: number; height: number }
  | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

// Refuses on libvips warnings too (a truncated or corrupt stream), and never decodes past the pixel limit.
const INPUT = { limitInputPixels: CARD_PICTURE_MAX_PIXELS, failOn: "warning" } as const;

/**
 * The checks an uploaded card picture passes before it is decoded: its size, its kind judged by its
 * bytes, and its header's pixels (too many, too few, too long and thin). A refusal, or the picture's
 * kind and a refusal to give if it then fails to decode.
 */
async function checkCardPictureHeader(bytes: Uint8Array): Promise<{ ok: false; message: string } | { ok: true; damaged: { ok: false; message: string } }> {
  if (bytes.length === 0) return refuse("The picture is empty. Choose a photo or a scanned drawing.");
  if (bytes.length > CARD_PICTURE_MAX_BYTES) {
    return refuse(`The picture is ${megabytes(bytes.length)} MB; it can be at most ${CARD_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`);
  }
  const kind = backImageKind(bytes);
  if (!kind) return refuse("The picture must be a PNG or JPEG (a photo or a scanned drawing).");
  const damaged = refuse(`The picture looks like a ${kind.toUpperCase()} but it is damaged, so it can't be used. Save it again, or choose another picture.`);

  // The header is read first: a picture claiming too many pixels is refused before any decoding.
  const header = await sharp(bytes, { failOn: "none", limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return damaged;
  if (header.width * header.height > CARD_PICTURE_MAX_PIXELS) {
    return refuse(`The picture is ${header.width} × ${header.height} pixels; it can be at most ${CARD_PICTURE_MAX_PIXELS / 1_000_000} megapixels.`);
  }
  if (Math.min(header.width, header.height) < CARD_PICTURE_MIN_SIDE_PX) {
    return refuse(`The picture is ${header.width} × ${header.height} pixels; it needs at least ${CARD_PICTURE_MIN_SIDE_PX} pixels on each side to print clearly.`);
  }
  const elongation = Math.max(header.width, header.height) / Math.min(header.width, header.height);
  if (elongation > CARD_PICTURE_MAX_ELONGATION) {
    return refuse(
      `The picture is ${header.width} × ${header.height} pixels, too long and thin for a card: its long side can be at most ${CARD_PICTURE_MAX_ELONGATION} times its short side. Crop it closer first.`,
    );
  }
  return { ok: true, damaged };
}

/**
 * Turns an uploaded card picture into the one form the app keeps: decoded whole (so a damaged file
 * is refused now, not at every print), turned upright (EXIF), stripped of its metadata (a phone
 * photo's location stays on the phone), flattened onto white card, shrunk to at most
 * CARD_PICTURE_MAX_SIDE_PX (never enlarged), and saved as a JPEG.
 */
export async function normaliseCardPicture(bytes: Uint8Array): Promise<NormalisedCardPicture> {
  const checked = await checkCardPictureHeader(bytes);
  if (!checked.ok) return checked;
  try {
    const { data, info } = await sharp(bytes, INPUT)
      .rotate()
      .resize({ width: CARD_PICTURE_MAX_SIDE_PX, height: CARD_PICTURE_MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90, chromaSubsampling: "4:4:4" })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return checked.damaged;
  }
}

export interface CutArt {
  printBytes: Uint8Array<ArrayBuffer>;
  printWidth: number;
  printHeight: number;
  screenBytes: Uint8Array<ArrayBuffer>;
}

/** The crop's rectangle in whole pixels of the picture, at least one pixel and inside it. */
function cropRegion(crop: Crop, width: number, height: number) {
  const left = Math.min(width - 1, Math.max(0, Math.round(crop.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(crop.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(crop.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(crop.height * height))),
  };
}

/**
 * Cuts a normalised picture to a crop and sizes it for the art box: a print JPEG at 300 dpi of the
 * box (what the PDF embeds as it is) and a small one for screens. A crop of not quite the box's
 * shape is trimmed around its centre to fill the box, never stretched.
 */
export async function cutCardArt(source: Uint8Array, crop: Crop, kind: ArtBoxKind): Promise<CutArt> {
  const { width, height } = await sharp(source, INPUT).metadata();
  const region = cropRegion(crop, width, height);
  const cut = (size: { width: number; height: number }, quality: number) =>
    sharp(source, INPUT)
      .extract(region)
      .resize({ ...size, fit: "cover" })
      .jpeg({ quality, chromaSubsampling: quality >= 90 ? "4:4:4" : "4:2:0", mozjpeg: quality < 90 })
      .toBuffer({ resolveWithObject: true });
  const print = artPrintPixels(kind);
  const [printed, screen] = await Promise.all([cut(print, 90), cut(artScreenPixels(kind), 80)]);
  return {
    printBytes: new Uint8Array(printed.data),
    printWidth: printed.info.width,
    printHeight: printed.info.height,
    screenBytes: new Uint8Array(screen.data),
  };
}

/**
 * Whether a picture is already in the form the app keeps pictures in (a JPEG in sRGB or grey, no more than
 * `maxSide` pixels long, without EXIF, ICC, XMP or IPTC metadata, so upright as it is), read from
 * its header: such a picture needs no normalising, and keeping its bytes keeps it identical.
 */
async function inKeptForm(bytes: Uint8Array, maxSide: number): Promise<boolean> {
  const meta = await sharp(bytes, { failOn: "none", limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return false;
  return (
    meta.format === "jpeg" &&
    ((meta.space === "srgb" && meta.channels === 3) || (meta.space === "b-w" && meta.channels === 1)) &&
    !meta.exif &&
    !meta.icc &&
    !meta.xmp &&
    !meta.iptc &&
    (meta.orientation ?? 1) === 1 &&
    Math.max(meta.width, meta.height) <= maxSide
  );
}

/**
 * A picture brought by an import (a deck's export), checked as an upload is: the same checks of
 * size, kind and pixels (checkCardPictureHeader), and decoded whole, a damaged one refused. One the
 * app made (every exported one) is already in the form it keeps, and is kept byte for byte, so a
 * deck's pictures are the same after an export and an import (and it needs no encoding again); any
 * other is normalised as an upload is.
 */
export async function importedCardPicture(bytes: Uint8Array): Promise<NormalisedCardPicture> {
  if (!(await inKeptForm(bytes, CARD_PICTURE_MAX_SIDE_PX))) return normaliseCardPicture(bytes);
  const checked = await checkCardPictureHeader(bytes);
  if (!checked.ok) return checked;
  const decoded = await sharp(bytes, INPUT)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) return checked.damaged;
  return { ok: true, bytes: new Uint8Array(bytes), width: decoded.info.width, height: decoded.info.height };
}

/**
 * A crop's picture brought by an import, for print or for screens, checked as cutCardArt makes
 * them: a JPEG in the kept form, decoded whole (a damaged one is refused), of exactly the pixels
 * cutCardArt cuts for its box, and within an upload's size. Kept byte for byte.
 */
export async function checkCutArt(bytes: Uint8Array, kind: ArtBoxKind, use: "print" | "screen"): Promise<{ ok: true } | { ok: false; message: string }> {
  const wanted = use === "print" ? artPrintPixels(kind) : artScreenPixels(kind);
  const what = `${use === "print" ? "a crop's print picture" : "a crop's screen picture"} is a JPEG of ${wanted.width} × ${wanted.height} pixels for ${kind === "FULL" ? "a whole card" : "a card's panel"}, as the app cuts it`;
  if (bytes.length > CARD_PICTURE_MAX_BYTES) return refuse(`It is ${megabytes(bytes.length)} MB; ${what}, at most ${CARD_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`);
  if (backImageKind(bytes) !== "jpeg" || !(await inKeptForm(bytes, Math.max(wanted.width, wanted.height)))) return refuse(`It isn't what the app cuts: ${what}, without metadata.`);
  const decoded = await sharp(bytes, INPUT)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) return refuse(`It is damaged: ${what}.`);
  if (decoded.info.width !== wanted.width || decoded.info.height !== wanted.height) return refuse(`It is ${decoded.info.width} × ${decoded.info.height} pixels; ${what}.`);
  return { ok: true };
}
