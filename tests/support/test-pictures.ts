import sharp from "sharp";

/**
 * A photo-like JPEG for upload tests: four quadrants of a colour's shades and a light disc off-centre,
 * so a crop that moves or zooms visibly changes what a card shows.
 */
export async function makeTestJpeg(width: number, height: number, colour: [number, number, number]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const quadrant = (x < width / 2 ? 0 : 1) + (y < height / 2 ? 0 : 2);
      const disc = Math.hypot(x - width * 0.65, y - height * 0.35) < Math.min(width, height) * 0.18;
      const shade = disc ? 1.6 : 0.45 + quadrant * 0.18;
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.min(255, Math.round(colour[c]! * shade));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}
