/**
 * Server-side helpers for on-screen card backs and the print preview: layouts measured with the
 * print fonts' own metrics, drawn by the SVG renderer, so the screen shows what the PDF will print.
 */
import { layoutCardBack } from "./card-back";
import type { PrintCard } from "./card-face";
import { fileFontMetrics } from "./fonts";
import { cardSizeMm, layoutDeck, type DeckLayout, type PrintOptions } from "./layout";
import { cardBackSvg, type SvgOptions } from "./svg";
import { themeById, type BackPattern, type ThemeId } from "./themes";

/** The same layout renderDeckPdf draws; pass it to pageSvg for each page of the preview. */
export function layoutDeckForPrint(cards: PrintCard[], options: PrintOptions): DeckLayout {
  return layoutDeck(cards, options, fileFontMetrics);
}

export interface CardBackSvgOptions extends SvgOptions {
  theme?: ThemeId;
  cardSize?: PrintOptions["cardSize"];
  pattern?: BackPattern;
  image?: boolean;
}

/** The deck's card back as SVG. */
export function cardBackSvgFor(options: CardBackSvgOptions = {}): string {
  const back = layoutCardBack({
    size: cardSizeMm(options.cardSize ?? "poker"),
    bleed: 0,
    theme: themeById(options.theme),
    metrics: fileFontMetrics,
    pattern: options.pattern,
    image: options.image,
  });
  return cardBackSvg(back, options);
}
