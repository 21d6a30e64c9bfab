import { screenCardSvg, type ScreenCard } from "./card-svg";

export type { ScreenCard };

/**
 * A card drawn on screen (see card-svg.ts). `symbols` draws each suit once per card and places the
 * pips with <use> (a much smaller page); only where the card appears once on the page.
 */
export function CardImage({
  card,
  design,
  decorative = false,
  symbols = false,
}: {
  card: ScreenCard;
  design?: unknown;
  decorative?: boolean;
  symbols?: boolean;
}) {
  return (
    <div
      className="aspect-[63/88] w-full drop-shadow-md [&>svg]:h-full [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: screenCardSvg(card, design, { decorative, symbols }) }}
    />
  );
}
