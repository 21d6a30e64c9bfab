import { comfortaa, firaSansBold, notoSansBold, notoSerifBold } from "@/app/fonts";
import { fileFontMetrics } from "@/lib/print/fonts";
import type { FontId } from "@/lib/print/font-catalog";
import { boundedCache } from "@/lib/cache/bounded-cache";
import { mergedMetrics, recordingMetrics, type MetricsTable } from "@/lib/print/measured-metrics";
import { cardBackSvgFor } from "@/lib/print/card-back-svg";
import { cardFaceSvg } from "@/lib/print/svg";
import { parseDeckPrintDesign, playBackTheme, resolveTheme, type Theme } from "@/lib/print/themes";
import { artHrefOf, cardTitle, deckArtBase, layoutScreenCard, type CardDrawingKit, type ScreenCard } from "./card-drawing";

/** The print fonts as the page loads them (next/font names), for SVG drawn on screen. */
export const SCREEN_FONT_FAMILIES: Record<FontId, string> = {
  "comfortaa-bold": comfortaa.style.fontFamily,
  "noto-sans-bold": notoSansBold.style.fontFamily,
  "noto-serif-bold": notoSerifBold.style.fontFamily,
  "fira-sans-bold": firaSansBold.style.fontFamily,
};

/**
 * What a page knows of the deck whose cards it draws: its saved design, its name (the back's plate
 * may say it) and its id (where its pictures are served). Null for cards of no deck (the landing
 * page, a game tried without an account): they are drawn in the default theme.
 */
export interface DeckLook {
  id: string;
  name: string;
  design: unknown;
  /** Where this page's devices fetch the pictures, when not from the deck's own address (an online room). */
  artBase?: string;
}

const artBaseOf = (deck: DeckLook) => deck.artBase ?? deckArtBase(deck.id);

/** The look a deck's cards are drawn in: its built-in theme or the family's own. */
export function deckTheme(deck: DeckLook | null): Theme {
  return resolveTheme(parseDeckPrintDesign(deck?.design), deck?.name);
}

/**
 * Each card's measurements, kept: a deck page asks for the same 52 cards' on every request. At most
 * this many cards are kept (a few hundred bytes each), whatever the number of decks and words.
 */
const CARDS_MEASURED_KEPT = 5_000;
const measuredCards = boundedCache<MetricsTable>(CARDS_MEASURED_KEPT);

/**
 * What laying out one card asks of the print fonts, in a theme. The key holds everything the
 * layout's measurements depend on: a family's own theme keeps its base theme's id but may change
 * the font and the corners, and a picture moves the word.
 */
function cardMeasurements(card: ScreenCard, theme: Theme): MetricsTable {
  const key = JSON.stringify([
    theme.id,
    theme.font,
    theme.corners,
    card.id,
    card.rank,
    card.suit,
    card.word,
    card.code ?? null,
    card.colour ?? null,
    card.artId ?? null,
    // A word written by hand measures the typed word small instead of across the card.
    Boolean(card.hand),
  ]);
  return measuredCards.get(key, () => {
    const recorder = recordingMetrics(fileFontMetrics);
    layoutScreenCard(card, theme, recorder.metrics);
    return recorder.table();
  });
}

/**
 * What the browser needs to draw these cards (CardFace) exactly as the server would: the deck's
 * theme, every measurement their layouts take from the print fonts, and where its pictures are.
 * Server-side only.
 */
export function cardDrawingKit(cards: ScreenCard[], deck: DeckLook | null): CardDrawingKit {
  const theme = deckTheme(deck);
  const metrics = mergedMetrics(cards.map((card) => cardMeasurements(card, theme)));
  return {
    theme,
    fontFamilies: { [theme.font]: SCREEN_FONT_FAMILIES[theme.font] },
    metrics,
    ...(deck ? { artBase: artBaseOf(deck) } : {}),
  };
}

/**
 * A card face as an SVG string, for screens that receive their cards as data (play mode, the table
 * companion's written cards). Server-side only (it measures with the print fonts).
 */
export function screenCardSvg(card: ScreenCard, deck: DeckLook | null, options: { decorative?: boolean } = {}): string {
  return cardFaceSvg(layoutScreenCard(card, deckTheme(deck), fileFontMetrics), {
    fontFamilies: SCREEN_FONT_FAMILIES,
    title: options.decorative ? undefined : cardTitle(card),
    artHref: artHrefOf(deck ? artBaseOf(deck) : undefined),
  });
}

/** The deck's card back (its colours, pattern and plate), for face-down piles in a game (playBackTheme). */
export function screenBackSvg(deck: DeckLook | null): string {
  return cardBackSvgFor({ theme: playBackTheme(deckTheme(deck), deck?.name ?? null), fontFamilies: SCREEN_FONT_FAMILIES });
}
