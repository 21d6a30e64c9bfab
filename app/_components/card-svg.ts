import { comfortaa, notoSansBold } from "@/app/fonts";
import { cardName } from "@/lib/cards/deck-composition";
import { cardBackSvgFor, cardSvg } from "@/lib/print/preview";
import { parseDeckPrintDesign } from "@/lib/print/themes";

export interface ScreenCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
  code?: string;
  colour?: string | null;
}

/** The print fonts as the page loads them (next/font names), for SVG drawn on screen. */
export const SCREEN_FONT_FAMILIES = {
  "comfortaa-bold": comfortaa.style.fontFamily,
  "noto-sans-bold": notoSansBold.style.fontFamily,
};

export function cardTitle(card: ScreenCard): string {
  return `${cardName(card)}${card.word ? `, with the word “${card.word}”` : ", no word yet"}`;
}

/**
 * A card face as SVG for the screen, from the same layout as the printed card (lib/print), so the
 * word fits on screen exactly as on paper. Server-side only (it measures with the print fonts).
 */
export function screenCardSvg(card: ScreenCard, design: unknown, options: { decorative?: boolean; symbols?: boolean } = {}): string {
  return cardSvg(
    { id: card.id, rank: card.rank, suit: card.suit || null, word: card.word, code: card.code, colour: card.colour ?? undefined },
    {
      theme: parseDeckPrintDesign(design).theme,
      fontFamilies: SCREEN_FONT_FAMILIES,
      title: options.decorative ? undefined : cardTitle(card),
      symbolIdPrefix: options.symbols ? `suit-${card.id}` : undefined,
    },
  );
}

/** The deck's card back, for face-down hands on screen. */
export function screenBackSvg(design: unknown): string {
  const saved = parseDeckPrintDesign(design);
  return cardBackSvgFor({ theme: saved.theme, pattern: saved.backPattern, fontFamilies: SCREEN_FONT_FAMILIES });
}
