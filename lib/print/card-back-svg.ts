/**
 * The deck's card back for screens, laid out with the print fonts' own metrics and drawn by the SVG
 * renderer, so the screen shows what the PDF will print. Server-side only.
 */
import { layoutCardBack } from "./card-back";
import { fileFontMetrics } from "./fonts";
import { cardSizeMm, type PrintOptions } from "./layout";
import { cardBackSvg, type SvgOptions } from "./svg";
import { resolveTheme, themeById, type BackPattern, type DeckPrintDesign, type Theme, type ThemeId } from "./themes";

export interface CardBackSvgOptions extends SvgOptions {
  /** The look to draw: a resolved theme, a deck's saved design (with its name, for its plate), or a built-in theme's id. */
  theme?: Theme | ThemeId;
  design?: { design: DeckPrintDesign; deckName: string };
  cardSize?: PrintOptions["cardSize"];
  /** Overrides the theme's pattern. */
  pattern?: BackPattern;
  image?: boolean;
}

function backTheme(options: CardBackSvgOptions): Theme {
  if (options.design) return resolveTheme(options.design.design, options.design.deckName);
  return typeof options.theme === "object" ? options.theme : themeById(options.theme);
}

/** The deck's card back as SVG. */
export function cardBackSvgFor(options: CardBackSvgOptions = {}): string {
  const back = layoutCardBack({
    size: cardSizeMm(options.cardSize ?? "poker"),
    bleed: 0,
    theme: backTheme(options),
    metrics: fileFontMetrics,
    pattern: options.pattern,
    image: options.image,
  });
  return cardBackSvg(back, options);
}
