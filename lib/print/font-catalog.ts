/**
 * The fonts cards are printed with. The files live in public/fonts so the web app (next/font/local)
 * and the PDF engine draw with the very same glyphs. Every font here must cover Latin (with extended
 * accents), Greek and Cyrillic: the word validator accepts only what all of them can draw.
 */
export const PRINT_FONTS = {
  "noto-sans-bold": { file: "NotoSans-Bold.ttf", family: "Noto Sans", weight: 700, postscriptName: "NotoSans-Bold" },
  "comfortaa-bold": { file: "Comfortaa-Bold.ttf", family: "Comfortaa", weight: 700, postscriptName: "Comfortaa-Bold" },
  "noto-serif-bold": { file: "NotoSerif-Bold.ttf", family: "Noto Serif", weight: 700, postscriptName: "NotoSerif-Bold" },
  "fira-sans-bold": { file: "FiraSans-Bold.ttf", family: "Fira Sans", weight: 700, postscriptName: "FiraSans-Bold" },
} as const;

export type FontId = keyof typeof PRINT_FONTS;

export const FONT_IDS = Object.keys(PRINT_FONTS) as FontId[];

/** Vertical metrics as fractions of the font size (em), enough to place and fit text. */
export interface FontVerticalMetrics {
  ascent: number;
  descent: number;
  capHeight: number;
}

/**
 * How far the drawn letters of a text reach, in em: above and below its baseline (accents and
 * descenders included), and past the start and the end of its advance width (a letter's outline
 * may overhang its advance, such as a serif J's hook). Zero or more each.
 */
export interface InkExtent {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * How layout measures text: the width of `text` in em (multiply by the font size), summed from
 * glyph advance widths exactly as the PDF draws them (no kerning), so screen and paper agree.
 */
export interface FontMetrics {
  widthEm(text: string, font: FontId): number;
  vertical(font: FontId): FontVerticalMetrics;
  /** The outlines' reach: what a box the text is fitted to, and a scrim behind it, must hold. */
  inkEm(text: string, font: FontId): InkExtent;
}
