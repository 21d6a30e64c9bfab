/**
 * Checks an uploaded back image before it is saved for a deck: a real PNG or JPEG (by its magic
 * bytes, whatever its name says), not too large, and big enough to look sharp on a printed card.
 */
export const BACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const BACK_IMAGE_MIN_SIDE_PX = 300;
export const BACK_IMAGE_MAX_SIDE_PX = 6000;

export type BackImageKind = "png" | "jpeg";

export type BackImageCheck =
  | { ok: true; kind: BackImageKind; width: number; height: number; bytes: number }
  | { ok: false; message: string };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function backImageKind(bytes: Uint8Array): BackImageKind | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Walks the JPEG markers to the first start-of-frame, which holds the dimensions. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + length;
  }
  return null;
}

export function validateBackImage(bytes: Uint8Array): BackImageCheck {
  if (bytes.length === 0) return { ok: false, message: "The back image is empty." };
  if (bytes.length > BACK_IMAGE_MAX_BYTES) {
    const mb = (bytes.length / (1024 * 1024)).toFixed(1);
    return { ok: false, message: `The back image is ${mb} MB; it can be at most 2 MB.` };
  }
  const kind = backImageKind(bytes);
  if (!kind) return { ok: false, message: "The back image must be a PNG or JPEG picture." };
  const size = kind === "png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size) return { ok: false, message: `The back image looks like a ${kind.toUpperCase()} but it is damaged.` };
  const { width, height } = size;
  if (Math.min(width, height) < BACK_IMAGE_MIN_SIDE_PX) {
    return { ok: false, message: `The back image is ${width} × ${height} pixels; it needs at least ${BACK_IMAGE_MIN_SIDE_PX} pixels on each side to print sharply.` };
  }
  if (Math.max(width, height) > BACK_IMAGE_MAX_SIDE_PX) {
    return { ok: false, message: `The back image is ${width} × ${height} pixels; it can be at most ${BACK_IMAGE_MAX_SIDE_PX} pixels on a side.` };
  }
  return { ok: true, kind, width, height, bytes: bytes.length };
}
