import { DRAWING_HEIGHT, DRAWING_WIDTH, COORDINATE_STEP, MARKER_SIZE, PRESSURE_STEP, PRESSURE_THINNING } from "./space";

/** The largest card the app prints: a custom size may be up to 200 × 280 mm (lib/print/layout.ts cardSizeMm). */
export const LARGEST_CARD_MM = { width: 200, height: 280 } as const;
/** Print resolution the stored drawing must survive unchanged. */
export const PRINT_DPI = 300;

/** One printed pixel at 300 dpi on the largest card, in drawing units (≈ 0.42). */
export const PRINT_PIXEL_IN_UNITS = 25.4 / PRINT_DPI / Math.min(LARGEST_CARD_MM.width / DRAWING_WIDTH, LARGEST_CARD_MM.height / DRAWING_HEIGHT);

/** How far the marker's edge moves per unit of pressure: its radius is size × (0.5 − thinning × (0.5 − p)). */
export const RADIUS_PER_PRESSURE = MARKER_SIZE * PRESSURE_THINNING;

/**
 * How far simplification may move a stroke in (x, y, radius), in drawing units. The marker's shape
 * is discs along the stroke (outline.ts), so its edge moves by at most how far a centre moves plus
 * how much a radius changes: no more than √2 times the distance in (x, y, radius). Keeping
 * coordinates to a tenth of a unit moves a centre by up to half a step on each axis, and pressure to
 * a hundredth changes a radius by half a step times RADIUS_PER_PRESSURE; what is left of one printed
 * pixel, with a tenth to spare, is simplification's.
 */
export const STORED_ROUNDING = Math.SQRT2 * (COORDINATE_STEP / 2) + RADIUS_PER_PRESSURE * (PRESSURE_STEP / 2);
export const SIMPLIFY_TOLERANCE = (0.9 * (PRINT_PIXEL_IN_UNITS - STORED_ROUNDING)) / Math.SQRT2;
