import fs from "node:fs";
import sharp from "sharp";

export interface CameraShot {
  /** Any picture sharp reads (PNG, JPEG…); scaled to cover the video's frame. */
  image: Buffer;
  /** How many frames (at 30 a second) it stays in front of the camera. */
  frames: number;
}

export const CAMERA_FPS = 30;

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M file of raw I420
 * frames, each shot shown for its frames in turn; Chromium loops it. Chromium plays Y4M (it did not
 * play concatenated JPEGs), so the RGB pixels are converted to I420 here.
 */
export async function writeFakeCamera(file: string, shots: CameraShot[], size = { width: 1280, height: 720 }): Promise<void> {
  const { width, height } = size;
  if (width % 2 !== 0 || height % 2 !== 0) throw new RangeError("I420 frames need an even width and height.");
  const out = fs.openSync(file, "w");
  try {
    fs.writeSync(out, `YUV4MPEG2 W${width} H${height} F${CAMERA_FPS}:1 Ip A1:1 C420jpeg\n`);
    for (const shot of shots) {
      const rgb = await sharp(shot.image).resize({ width, height, fit: "cover" }).removeAlpha().raw().toBuffer();
      const frame = Buffer.concat([Buffer.from("FRAME\n"), rgbToI420(rgb, width, height)]);
      for (let i = 0; i < shot.frames; i++) fs.writeSync(out, frame);
    }
  } finally {
    fs.closeSync(out);
  }
}

/** Full-range BT.601 (JPEG's, as C420jpeg says): Y for every pixel, U and V averaged over each 2 × 2 block. */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const ySize = width * height;
  const cSize = (width / 2) * (height / 2);
  const out = Buffer.alloc(ySize + 2 * cSize);
  for (let i = 0, p = 0; i < ySize; i++, p += 3) {
    out[i] = clamp(0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!);
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
        const p = ((2 * y + dy) * width + 2 * x + dx) * 3;
        r += rgb[p]!;
        g += rgb[p + 1]!;
        b += rgb[p + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = y * (width / 2) + x;
      out[ySize + c] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      out[ySize + cSize + c] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return out;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}
