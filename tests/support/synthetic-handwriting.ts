import type { Drawing, Point, Stroke } from "@/lib/handwriting/drawing";
import { prepareDrawing } from "@/lib/handwriting/prepare";

/** A small seeded random source (mulberry32): the same seed writes the same words. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A cursive word as a hand writes it, big across the card: the pen moves left to right while sums
 * of sines loop it up and down (the letters), in 2–4 strokes of 20–60 points sampled at 60–120 Hz,
 * with a pen's pressure swelling and fading (or none, as from a mouse), and a dot or two (an i's).
 */
export function syntheticWord(random: () => number, options: { pressure?: boolean } = {}): Drawing {
  const pressure = options.pressure ?? random() < 0.6;
  const hz = 60 + random() * 60;
  const strokeCount = 2 + Math.floor(random() * 3);
  const left = 80 + random() * 60;
  const width = 700 + random() * 100;
  const baseline = 650 + random() * 100;
  const letterHeight = 70 + random() * 50;
  const phases = [random() * 6, random() * 6, random() * 6];
  const strokes: Stroke[] = [];
  let t = 0;
  for (let s = 0; s < strokeCount; s++) {
    const count = 20 + Math.floor(random() * 41);
    // A letter takes 10–14 samples, its loop drawn as x and y swing a quarter turn apart.
    const letters = count / (10 + random() * 4);
    const from = left + (width * s) / strokeCount;
    const span = width / strokeCount - 30;
    const swing = (span / letters) * (0.35 + random() * 0.3);
    const points: Point[] = [];
    for (let i = 0; i < count; i++) {
      const u = i / (count - 1);
      const angle = u * Math.PI * 2 * letters;
      const x = from + u * span - swing * Math.sin(angle + phases[0]!) + 6 * Math.sin(2 * angle + phases[2]!);
      const y = baseline - letterHeight * (0.5 + 0.5 * Math.cos(angle + phases[0]!)) - 0.25 * letterHeight * Math.sin(angle / 3 + phases[1]!);
      points.push({ x: clamp(x, 0, 1000), y: clamp(y, 0, 1400), t: t + (i * 1000) / hz, pressure: pressure ? 0.35 + 0.3 * Math.sin(Math.PI * u) + 0.1 * Math.sin(angle * 3) : 0.5 });
    }
    t = points[points.length - 1]!.t + 150 + random() * 200;
    strokes.push({ pressure, points });
  }
  const dots = Math.floor(random() * 3);
  for (let d = 0; d < dots; d++) {
    const x = left + random() * width;
    const y = baseline - letterHeight * 1.9;
    strokes.push({ pressure, points: [0, 1, 2].map((i) => ({ x: x + i * 2, y: y + i, t: t + (i * 1000) / hz, pressure: 0.5 })) });
    t += 300;
  }
  return { strokes };
}

function clamp(v: number, min: number, max: number) {
  return Math.min(max, Math.max(min, v));
}

/** A synthetic word as the writing pad sends it (prepared: checked, simplified, stored form). */
export function handwriting(seed: number, options: { pressure?: boolean } = {}) {
  const prepared = prepareDrawing(syntheticWord(seededRandom(seed), options));
  if (!prepared.ok) throw new Error(prepared.message);
  return prepared;
}
