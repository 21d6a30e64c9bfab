/**
 * What a print-on-demand service asks of a deck's files: the card's trim size, the bleed every
 * image carries beyond it, the safe area words must keep inside, and the resolution. The usual card
 * sizes are presets (in inches, as the services list them, with their 1/8 in bleed and safe
 * margin); a family whose service wants something else gives its own. Pure, client-safe.
 */

export const MM_PER_INCH = 25.4;
/** The services' usual bleed and safe margin: 1/8 in (3.175 mm). */
export const EIGHTH_INCH_MM = MM_PER_INCH / 8;

export const ORDER_PRESET_IDS = ["poker", "bridge", "mini", "tarot"] as const;
export type OrderPresetId = (typeof ORDER_PRESET_IDS)[number];
export type OrderSizeId = OrderPresetId | "custom";

export const ORDER_PRESETS: Record<OrderPresetId, { name: string; widthIn: number; heightIn: number }> = {
  poker: { name: "Poker", widthIn: 2.5, heightIn: 3.5 },
  bridge: { name: "Bridge", widthIn: 2.25, heightIn: 3.5 },
  mini: { name: "Mini", widthIn: 1.75, heightIn: 2.5 },
  tarot: { name: "Tarot", widthIn: 2.75, heightIn: 4.75 },
};

export const ORDER_FORMATS = ["png", "jpeg"] as const;
export type OrderFormat = (typeof ORDER_FORMATS)[number];
/** JPEG quality of "high-quality JPEG" (with full-resolution colour: no chroma subsampling). */
export const JPEG_QUALITY = 95;

/**
 * What a custom size may be. The card sizes and bleed are what the print layout can draw (its
 * bleed is at most 5 mm); 300 dpi is what the services ask at least, more than 1200 buys nothing a
 * press can print; and one card's image is at most 25 million pixels (100 MB while it is drawn).
 */
export const ORDER_LIMITS = {
  sideMm: { min: 25, max: 180 },
  bleedMm: { min: 0, max: 5 },
  safeMm: { min: 0, max: 10 },
  dpi: { min: 300, max: 1200 },
  pixelsPerCard: 25_000_000,
} as const;

/** Everything one order's files are made to. Lengths in millimetres. */
export interface OrderSpec {
  size: OrderSizeId;
  /** What the size is called ("Poker", "Custom"). */
  name: string;
  trim: { width: number; height: number };
  bleedMm: number;
  /** How far inside the trim the safe area starts. */
  safeMm: number;
  dpi: number;
  format: OrderFormat;
}

/** A preset's spec: its size in inches, 1/8 in bleed and safe margin, 300 dpi. */
export function presetSpec(id: OrderPresetId, format: OrderFormat = "png"): OrderSpec {
  const preset = ORDER_PRESETS[id];
  return {
    size: id,
    name: preset.name,
    trim: { width: preset.widthIn * MM_PER_INCH, height: preset.heightIn * MM_PER_INCH },
    bleedMm: EIGHTH_INCH_MM,
    safeMm: EIGHTH_INCH_MM,
    dpi: 300,
    format,
  };
}

/** A length in millimetres as whole pixels at `dpi`. */
export function pixels(mm: number, dpi: number): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}

/** Every image's size in pixels: the trim and the bleed on every side. */
export function imagePixels(spec: Pick<OrderSpec, "trim" | "bleedMm" | "dpi">): { width: number; height: number } {
  return { width: pixels(spec.trim.width + 2 * spec.bleedMm, spec.dpi), height: pixels(spec.trim.height + 2 * spec.bleedMm, spec.dpi) };
}

/** The safe area's size in millimetres: the trim less the safe margin on every side. */
export function safeArea(spec: Pick<OrderSpec, "trim" | "safeMm">): { width: number; height: number } {
  return { width: spec.trim.width - 2 * spec.safeMm, height: spec.trim.height - 2 * spec.safeMm };
}

const trimmed = (n: number, places: number) => String(Number(n.toFixed(places)));

/** "63.5 mm", "3.175 mm". */
export function mm(n: number): string {
  return `${trimmed(n, 3)} mm`;
}

/** "2.5 in", "1/8 in" (the services' own way of writing an eighth). */
export function inches(lengthMm: number): string {
  const value = lengthMm / MM_PER_INCH;
  if (Math.abs(value - 0.125) < 1e-9) return "1/8 in";
  return `${trimmed(value, 3)} in`;
}

/** "2.5 × 3.5 in (63.5 × 88.9 mm)". */
export function sizeInWords(size: { width: number; height: number }): string {
  return `${trimmed(size.width / MM_PER_INCH, 3)} × ${trimmed(size.height / MM_PER_INCH, 3)} in (${trimmed(size.width, 3)} × ${trimmed(size.height, 3)} mm)`;
}
