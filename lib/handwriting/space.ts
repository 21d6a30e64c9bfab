/**
 * The space every drawing lives in: the writing card, 1000 units wide and 1400 tall (the shape of a
 * poker card, 63 × 88 mm), y downwards as on screen and in SVG. A renderer fits this box into the
 * card's own box (keeping its shape), so the writer's hand lands where they put it, on any card size.
 */
export const DRAWING_WIDTH = 1000;
export const DRAWING_HEIGHT = 1400;

/** Stored coordinates are kept to a tenth of a unit, pressure to a hundredth, time to the millisecond. */
export const COORDINATE_STEP = 0.1;
export const PRESSURE_STEP = 0.01;

/** The marker's width in drawing units (about 1.6 mm on a poker card). */
export const MARKER_SIZE = 26;
/** How much a pen's pressure thins or thickens the marker (0: not at all). */
export const PRESSURE_THINNING = 0.6;

/**
 * What one drawing may hold. Raw strokes from a pointer come at up to ~240 Hz; 2,000 points is more
 * than 8 seconds of one unbroken stroke, 100 strokes more than a word and a small picture need.
 */
export const LIMITS = {
  strokes: 100,
  pointsPerStroke: 2_000,
  points: 10_000,
  /** The whole drawing took at most ten minutes (t is milliseconds from the first point). */
  durationMs: 10 * 60 * 1000,
  /** The stored form, in characters (base64url): a handwritten word takes 1–2 KB. */
  storedChars: 4_096,
} as const;
