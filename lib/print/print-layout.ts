import { addQrCodes } from "./card-qr";
import { fileFontMetrics } from "./fonts";
import { layoutDeck, type DeckLayout, type PrintCard, type PrintOptions } from "./layout";

/**
 * The layout a print is drawn from, for the PDF and its preview alike: measured with the print
 * fonts, with each card's QR code when the print asks for them. Server-side only.
 */
export function layoutDeckForPrint(cards: PrintCard[], options: PrintOptions): DeckLayout {
  const layout = layoutDeck(cards, options, fileFontMetrics);
  return options.qr ? addQrCodes(layout, cards, layout.theme) : layout;
}
