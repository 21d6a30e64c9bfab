import type { RgbaImage } from "./read-code";

/** The square in the middle of the camera's view where the scanner asks for a card's printed code, as a share of the frame's shorter side. */
export const CODE_SQUARE = 0.5;
/** The crop is enlarged to this side, in pixels: the OCR reads letters best some 30 pixels tall. */
const CROP_SIDE = 720;

/**
 * What the OCR reads of a camera frame: the square in its middle (CODE_SQUARE, the scanner's
 * guide), enlarged and turned to black on white by Otsu's threshold (the one that best splits the
 * square's greys in two), keeping only the letter-sized shapes, so a card's small grey code on a
 * card on a dark table reads as printed text on a clean page. Pure: the browser and the tests crop
 * the same way.
 */
export function codeCrop(image: RgbaImage): RgbaImage {
  const side = Math.floor(Math.min(image.width, image.height) * CODE_SQUARE);
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  const scale = side / CROP_SIDE;
  const grey = new Float32Array(CROP_SIDE * CROP_SIDE);
  for (let y = 0; y < CROP_SIDE; y++) {
    const sy = Math.min(side - 1.001, Math.max(0, (y + 0.5) * scale - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < CROP_SIDE; x++) {
      const sx = Math.min(side - 1.001, Math.max(0, (x + 0.5) * scale - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const at = (dx: number, dy: number) => luma(image, left + x0 + dx, top + y0 + dy);
      grey[y * CROP_SIDE + x] = (at(0, 0) * (1 - fx) + at(1, 0) * fx) * (1 - fy) + (at(0, 1) * (1 - fx) + at(1, 1) * fx) * fy;
    }
  }
  const threshold = otsu(grey);
  const dark = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) dark[i] = grey[i]! > threshold ? 0 : 1;
  const { kept, centres } = keepLetterSized(dark, CROP_SIDE);
  const turn = -lineAngle(centres);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const middle = CROP_SIDE / 2;
  const data = new Uint8ClampedArray(CROP_SIDE * CROP_SIDE * 4).fill(255);
  // Turned level (the camera held a little askew): each pixel of the result takes the one it came from.
  for (let y = 0; y < CROP_SIDE; y++) {
    for (let x = 0; x < CROP_SIDE; x++) {
      const sx = Math.round(middle + (x - middle) * cos + (y - middle) * sin);
      const sy = Math.round(middle - (x - middle) * sin + (y - middle) * cos);
      if (sx >= 0 && sy >= 0 && sx < CROP_SIDE && sy < CROP_SIDE && kept[sy * CROP_SIDE + sx]) data.fill(0, (y * CROP_SIDE + x) * 4, (y * CROP_SIDE + x) * 4 + 3);
    }
  }
  return { data, width: CROP_SIDE, height: CROP_SIDE };
}

/** The slope of the line the letters' centres lie along (least squares), in radians; 0 for fewer than two letters or a steep line. */
function lineAngle(centres: { x: number; y: number }[]): number {
  if (centres.length < 2) return 0;
  const mx = centres.reduce((sum, c) => sum + c.x, 0) / centres.length;
  const my = centres.reduce((sum, c) => sum + c.y, 0) / centres.length;
  let sxx = 0;
  let sxy = 0;
  for (const c of centres) {
    sxx += (c.x - mx) ** 2;
    sxy += (c.x - mx) * (c.y - my);
  }
  const angle = sxx === 0 ? 0 : Math.atan(sxy / sxx);
  return Math.abs(angle) > (40 * Math.PI) / 180 ? 0 : angle;
}

/** A card code's letters in the crop: between these heights, in pixels (the code held in the square, near or far). */
const LETTER_HEIGHT = { min: 10, max: 110 };

/**
 * Only the dark shapes the size of a code's letters: the table round the card, the card's edge, the
 * big word, the pips and the corner index (taller, or far wider than a letter) are dropped, so the
 * OCR sees the small printed code alone. 4-connected components, by their bounding box.
 */
function keepLetterSized(dark: Uint8Array, side: number): { kept: Uint8Array; centres: { x: number; y: number }[] } {
  const kept = new Uint8Array(dark.length);
  const centres: { x: number; y: number }[] = [];
  const seen = new Uint8Array(dark.length);
  const stack = new Int32Array(dark.length);
  const members: number[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    members.length = 0;
    let [minX, maxX, minY, maxY] = [side, 0, side, 0];
    while (top > 0) {
      const i = stack[--top]!;
      members.push(i);
      const x = i % side;
      const y = (i - x) / side;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const j of [x > 0 ? i - 1 : -1, x < side - 1 ? i + 1 : -1, y > 0 ? i - side : -1, y < side - 1 ? i + side : -1]) {
        if (j >= 0 && dark[j] && !seen[j]) {
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    const height = maxY - minY + 1;
    const width = maxX - minX + 1;
    const touchesEdge = minX === 0 || minY === 0 || maxX === side - 1 || maxY === side - 1;
    if (!touchesEdge && height >= LETTER_HEIGHT.min && height <= LETTER_HEIGHT.max && width <= 1.2 * LETTER_HEIGHT.max) {
      for (const i of members) kept[i] = 1;
      centres.push({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 });
    }
  }
  return { kept, centres };
}

function luma(image: RgbaImage, x: number, y: number): number {
  const i = (y * image.width + x) * 4;
  return 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
}

/** The grey level that best splits the values in two (the largest variance between the two classes). */
function otsu(values: Float32Array): number {
  const histogram = new Float64Array(256);
  for (const value of values) histogram[Math.min(255, Math.max(0, Math.round(value)))]!++;
  const total = values.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 127;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}
