/**
 * Drawing a card on screen from compact data: the card, the deck's theme and the measurements of its
 * texts (taken on the server with the print fonts). Pure, so the browser lays the card out exactly
 * as the server measured it, from the same layout as the printed card.
 */
import { cardName } from "@/lib/cards/deck-composition";
import { layoutCardFace, type CardFaceLayout } from "@/lib/print/card-face";
import type { FontId, FontMetrics } from "@/lib/print/font-catalog";
import { CARD_SIZES } from "@/lib/print/layout";
import type { MetricsTable } from "@/lib/print/measured-metrics";
import type { Theme } from "@/lib/print/themes";

export interface ScreenCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
  code?: string;
  colour?: string | null;
  /** The card's picture (a CardArt id). */
  artId?: string | null;
  /** The word as written by hand (its stored form), when the deck shows it (lib/decks/card-hands.ts). */
  hand?: string | null;
}

/** Everything but the cards themselves that a page sends once so the browser can draw its cards. */
export interface CardDrawingKit {
  theme: Theme;
  /** CSS font-family of the theme's font, as the page loads it. */
  fontFamilies: Partial<Record<FontId, string>>;
  metrics: MetricsTable;
  /** Where the deck's card pictures are served: a picture's URL is this followed by its art id. */
  artBase?: string;
}

/** Where a deck's card pictures are served (GET /decks/[deckId]/art/[artId]): its kit's artBase. */
export function deckArtBase(deckId: string): string {
  return `/decks/${deckId}/art/`;
}

/**
 * Where a room's devices fetch the pictures on its cards (GET /online/[roomId]/art/[artId]): a
 * seat's device may have no account, so the deck's own address would refuse it.
 */
export function roomArtBase(roomId: string): string {
  return `/online/${roomId}/art/`;
}

/** The SVG renderer's artHref for a kit's pictures (none without an artBase: the card is drawn without its picture). */
export function artHrefOf(artBase: string | undefined): ((artId: string) => string) | undefined {
  return artBase === undefined ? undefined : (artId) => `${artBase}${encodeURIComponent(artId)}`;
}

export function cardTitle(card: ScreenCard): string {
  return `${cardName(card)}${card.word ? `, with the word “${card.word}”` : ", no word yet"}`;
}

/** A card face as the screen shows it: a poker-size card, no bleed, laid out as it prints. */
export function layoutScreenCard(card: ScreenCard, theme: Theme, metrics: FontMetrics): CardFaceLayout {
  return layoutCardFace(
    {
      id: card.id,
      rank: card.rank,
      suit: card.suit || null,
      word: card.word,
      code: card.code,
      colour: card.colour ?? undefined,
      artId: card.artId ?? undefined,
      hand: card.hand ?? undefined,
    },
    { size: CARD_SIZES.poker, bleed: 0, theme, metrics },
  );
}
