import type { ScreenCard } from "./card-drawing";
import { CardFace } from "./card-face";
import { cardDrawingKit } from "./card-svg";

/** One card on a page, drawn as it prints, named by its card and word (unless decorative). */
export function CardImage({ card, design, decorative = false }: { card: ScreenCard; design?: unknown; decorative?: boolean }) {
  const { id, rank, suit, word, code, colour } = card;
  const compact = { id, rank, suit, word, code, colour };
  return <CardFace card={compact} kit={cardDrawingKit([compact], design)} decorative={decorative} />;
}
