import { comfortaa, notoSansBold } from "@/app/fonts";
import { cardName } from "@/lib/cards/deck-composition";
import { layoutCardFace } from "@/lib/print/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES } from "@/lib/print/layout";
import { cardFaceSvg } from "@/lib/print/svg";
import { parseDeckPrintDesign, themeById } from "@/lib/print/themes";

export interface ScreenCard {
  id: string;
  rank: string;
  suit: string | null;
  word: string | null;
  code?: string;
  colour?: string | null;
}

const FONT_FAMILIES = {
  "comfortaa-bold": comfortaa.style.fontFamily,
  "noto-sans-bold": notoSansBold.style.fontFamily,
};

/**
 * A card drawn on screen from the same layout as the printed card (lib/print), so the word fits
 * on screen exactly as it will on paper.
 */
export function CardImage({ card, design, decorative = false }: { card: ScreenCard; design?: unknown; decorative?: boolean }) {
  const theme = themeById(parseDeckPrintDesign(design).theme);
  const face = layoutCardFace(
    { id: card.id, rank: card.rank, suit: card.suit, word: card.word, code: card.code, colour: card.colour ?? undefined },
    { size: CARD_SIZES.poker, bleed: 0, theme, metrics: fileFontMetrics },
  );
  const title = decorative ? undefined : `${cardName(card)}${card.word ? `, with the word “${card.word}”` : ", no word yet"}`;
  const svg = cardFaceSvg(face, { fontFamilies: FONT_FAMILIES, title });
  return (
    <div
      className="aspect-[63/88] w-full drop-shadow-md [&>svg]:h-full [&>svg]:w-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
