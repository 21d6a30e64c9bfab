import jsQR from "jsqr";

export interface RgbaImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Frames larger than this on their longer side are shrunk first: decoding time grows with the pixels. */
const MAX_SIDE = 1280;

/**
 * The text of the QR code in a picture (RGBA pixels, as a canvas's ImageData), or null. The one
 * decoder of the app, in the browser and in tests. jsQR rather than ZXing: on rendered, turned and
 * blurred cards it read more frames (the printed QR code is small); ZXing was faster but missed.
 * Printed cards are dark on light, so inverted codes are not tried (half the work).
 */
export function readCode(image: RgbaImage): string | null {
  const frame = shrink(image);
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" });
  return found && found.data !== "" ? found.data : null;
}

/** A box-averaged copy at a whole-number fraction of the size, small enough for MAX_SIDE. */
function shrink(image: RgbaImage): RgbaImage {
  const factor = Math.ceil(Math.max(image.width, image.height) / MAX_SIDE);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8ClampedArray(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, i += 4) {
          r += image.data[i]!;
          g += image.data[i + 1]!;
          b += image.data[i + 2]!;
        }
      }
      const o = (y * width + x) * 4;
      data[o] = r / area;
      data[o + 1] = g / area;
      data[o + 2] = b / area;
      data[o + 3] = 255;
    }
  }
  return { data, width, height };
}
