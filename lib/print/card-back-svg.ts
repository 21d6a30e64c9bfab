/**
 * The deck's card back for screens, laid out with the print fonts' own metrics and drawn by the SVG
 * renderer, so the screen shows what the PDF will print. Server-side only.
 */
import { layoutCardBack } from "./card-back";
import { fileFontMetrics } from "./fonts";
import { cardSizeMm, type PrintOptions } from "./layout";
import { cardBackSvg, type SvgOptions } from "./svg";
import { themeById, type BackPattern, type Theme, type ThemeId } from "./themes";

export interface CardBackSvgOptions extends SvgOptions {
  /** A built-in theme, or a resolved one (resolveTheme: a family's own look, its back's text). */
  theme?: ThemeId | Theme;
  cardSize?: PrintOptions["cardSize"];
  pattern?: BackPattern;
  image?: boolean;
}

/** The deck's card back as SVG. */
export function cardBackSvgFor(options: CardBackSvgOptions = {}): string {
  const back = layoutCardBack({
    size: cardSizeMm(options.cardSize ?? "poker"),
    bleed: 0,
    theme: typeof options.theme === "object" ? options.theme : themeById(options.theme),
    metrics: fileFontMetrics,
    pattern: options.pattern,
    image: options.image,
  });
  return cardBackSvg(back, options);
}
