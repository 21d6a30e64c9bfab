import sharp from "sharp";

/** A seeded generator, so every run draws the same pictures. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A photo-like picture of `size`: a diagonal two-colour gradient, a soft disc, and grain, so JPEG
 * has real work (a plain colour would make a tiny file); a JPEG at quality 90 as the pipeline stores it.
 */
export async function photoLikeJpeg(size: { width: number; height: number }, seed: number): Promise<Uint8Array> {
  const { width, height } = size;
  const next = random(seed);
  const from = [next() * 255, next() * 255, next() * 255];
  const to = [next() * 255, next() * 255, next() * 255];
  const disc = { x: width * (0.3 + 0.4 * next()), y: height * (0.3 + 0.4 * next()), r: width * (0.2 + 0.2 * next()) };
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const light = Math.hypot(x - disc.x, y - disc.y) < disc.r ? 50 : 0;
      for (let c = 0; c < 3; c++) {
        const value = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t + light + (next() - 0.5) * 40;
        pixels[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return new Uint8Array(await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90, chromaSubsampling: "4:4:4" }).toBuffer());
}
