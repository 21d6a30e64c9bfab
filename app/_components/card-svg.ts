import { comfortaa, firaSansBold, notoSansBold, notoSerifBold } from "@/app/fonts";
import { fileFontMetrics } from "@/lib/print/fonts";
import type { FontId } from "@/lib/print/font-catalog";
import { boundedCache } from "@/lib/cache/bounded-cache";
import { mergedMetrics, recordingMetrics, type MetricsTable } from "@/lib/print/measured-metrics";
import { cardBackSvgFor } from "@/lib/print/card-back-svg";
import { cardFaceSvg } from "@/lib/print/svg";
import { parseDeckPrintDesign, themeById, type Theme } from "@/lib/print/themes";
import { cardTitle, layoutScreenCard, type CardDrawingKit, type ScreenCard } from "./card-drawing";

/** The print fonts as the page loads them (next/font names), for SVG drawn on screen. */
export const SCREEN_FONT_FAMILIES: Record<FontId, string> = {
  "comfortaa-bold": comfortaa.style.fontFamily,
  "noto-sans-bold": notoSansBold.style.fontFamily,
  "noto-serif-bold": notoSerifBold.style.fontFamily,
  "fira-sans-bold": firaSansBold.style.fontFamily,
};

/**
 * Each card's measurements, kept: a deck page asks for the same 52 cards' on every request. At most
 * this many cards are kept (a few hundred bytes each), whatever the number of decks and words.
 */
const CARDS_MEASURED_KEPT = 5_000;
const measuredCards = boundedCache<MetricsTable>(CARDS_MEASURED_KEPT);

/** What laying out one card asks of the print fonts, in a theme. */
function cardMeasurements(card: ScreenCard, theme: Theme): MetricsTable {
  const key = JSON.stringify([theme.id, card.id, card.rank, card.suit, card.word, card.code ?? null, card.colour ?? null]);
  return measuredCards.get(key, () => {
    const recorder = recordingMetrics(fileFontMetrics);
    layoutScreenCard(card, theme, recorder.metrics);
    return recorder.table();
  });
}

/**
 * What the browser needs to draw these cards (CardFace) exactly as the server would: the deck's
 * theme and every measurement their layouts take from the print fonts. Server-side only.
 */
export function cardDrawingKit(cards: ScreenCard[], design: unknown): CardDrawingKit {
  const theme = themeById(parseDeckPrintDesign(design).theme);
  const metrics = mergedMetrics(cards.map((card) => cardMeasurements(card, theme)));
  return { theme, fontFamilies: { [theme.font]: SCREEN_FONT_FAMILIES[theme.font] }, metrics };
}

/**
 * A card face as an SVG string, for screens that receive their cards as data (play mode, the table
 * companion's written cards). Server-side only (it measures with the print fonts).
 */
export function screenCardSvg(card: ScreenCard, design: unknown, options: { decorative?: boolean } = {}): string {
  const theme = themeById(parseDeckPrintDesign(design).theme);
  return cardFaceSvg(layoutScreenCard(card, theme, fileFontMetrics), {
    fontFamilies: SCREEN_FONT_FAMILIES,
    title: options.decorative ? undefined : cardTitle(card),
  });
}

/** The deck's card back, for face-down hands on screen. */
export function screenBackSvg(design: unknown): string {
  const saved = parseDeckPrintDesign(design);
  return cardBackSvgFor({ theme: saved.theme, pattern: saved.backPattern, fontFamilies: SCREEN_FONT_FAMILIES });
}
