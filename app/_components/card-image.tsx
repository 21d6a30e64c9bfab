import type { ScreenCard } from "./card-drawing";
import { CardFace } from "./card-face";
import { cardDrawingKit, type DeckLook } from "./card-svg";

/**
 * One card on a page, drawn as it prints in its deck's look (with its picture), named by its card
 * and word (unless decorative). Without a deck it is drawn in the default theme.
 */
export function CardImage({ card, deck = null, decorative = false }: { card: ScreenCard; deck?: DeckLook | null; decorative?: boolean }) {
  const { id, rank, suit, word, code, colour, artId, hand } = card;
  const compact = { id, rank, suit, word, code, colour, artId, hand };
  return <CardFace card={compact} kit={cardDrawingKit([compact], deck)} decorative={decorative} />;
}
