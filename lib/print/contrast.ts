/**
 * Contrast of colour pairs by WCAG 2.x: the designer warns when a family's own colours would make
 * a card hard to read, and the scrim behind a word over a picture is made opaque enough to keep it
 * readable whatever the picture has under it.
 */
import type { Theme } from "./themes";

/** WCAG AA for text. */
export const AA_TEXT = 4.5;

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface DesignWarning {
  /** What is hard to read, in the designer's words ("Words on the card face"). */
  what: string;
  foreground: string;
  background: string;
  ratio: number;
  message: string;
}

/** Every text-on-colour pair of a theme below WCAG AA, worst first. */
export function designWarnings(theme: Theme): DesignWarning[] {
  // A badge corner draws the face background on the suit colour: the same pair, named for both.
  const badges = theme.corners === "badge" ? " and their corner badges" : "";
  const pairs: Array<[string, string, string]> = [
    ["Words on the card face", theme.face.ink, theme.face.background],
    [`Red suits (hearts and diamonds)${badges}`, theme.face.red, theme.face.background],
    [`Black suits (clubs and spades)${badges}`, theme.face.black, theme.face.background],
    ["The name on the back", theme.back.plateText, theme.back.plate],
  ];
  return pairs
    .map(([what, foreground, background]) => {
      const ratio = contrastRatio(foreground, background);
      return {
        what,
        foreground,
        background,
        ratio,
        message: `${what}: ${ratio.toFixed(1)}:1 against the background is hard to read (at least ${AA_TEXT}:1 is needed).`,
      };
    })
    .filter((warning) => warning.ratio < AA_TEXT)
    .sort((a, b) => a.ratio - b.ratio);
}

/** The colour seen through a scrim of `colour` at `opacity` laid over `under` (alpha blending, as renderers do). */
function blend(colour: string, under: string, opacity: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(colour, i) * opacity + channel(under, i) * (1 - opacity)));
  return `#${parts.map((p) => p.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The least opacity (in hundredths) of a `scrim`-coloured rect that keeps `ink` on it at least
 * `AA_TEXT`:1 whatever picture is under it. Over any colour the blend's luminance lies between the
 * blends over pure black and pure white, so those two bound it, provided the ink is darker (or
 * lighter) than both: otherwise some colour in between would match the ink. 1 when even an opaque
 * scrim cannot do it (designWarnings then reports the pair).
 */
export function scrimOpacity(ink: string, scrim: string): number {
  const readable = (opacity: number) => {
    const overBlack = blend(scrim, "#000000", opacity);
    const overWhite = blend(scrim, "#ffffff", opacity);
    const inkLuminance = relativeLuminance(ink);
    const sameSide = Math.sign(relativeLuminance(overBlack) - inkLuminance) === Math.sign(relativeLuminance(overWhite) - inkLuminance);
    return sameSide && contrastRatio(ink, overBlack) >= AA_TEXT && contrastRatio(ink, overWhite) >= AA_TEXT;
  };
  let opacity = 100;
  while (opacity > 0 && readable((opacity - 1) / 100)) opacity--;
  return opacity / 100;
}
