import { screenCardSvg, type ScreenCard } from "./card-svg";

export type { ScreenCard };

/** A card drawn on screen (see card-svg.ts). */
export function CardImage({ card, design, decorative = false }: { card: ScreenCard; design?: unknown; decorative?: boolean }) {
  return (
    <div
      className="aspect-[63/88] w-full drop-shadow-md [&>svg]:h-full [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: screenCardSvg(card, design, { decorative }) }}
    />
  );
}
