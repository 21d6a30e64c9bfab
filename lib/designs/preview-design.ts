import { z } from "zod";
import { db } from "@/lib/db/client";
import { deckAccess } from "@/lib/decks/access";
import { invalid, notFound } from "@/lib/decks/errors";
import { layoutCardBack } from "@/lib/print/card-back";
import { layoutCardFace, type CardFaceLayout } from "@/lib/print/card-face";
import { designWarnings, type DesignWarning } from "@/lib/print/contrast";
import type { FontId } from "@/lib/print/font-catalog";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES } from "@/lib/print/layout";
import { cardBackSvg, cardFaceSvg } from "@/lib/print/svg";
import { deckPrintDesignSchema, resolveTheme } from "@/lib/print/themes";
import type { DesignCard } from "./load-design-page";

export const previewDesignSchema = z.object({
  deckId: z.string().min(1),
  design: deckPrintDesignSchema,
  /** The card shown on the front; the first card with a word (or a picture) when absent. */
  cardId: z.string().min(1).max(100).optional(),
});

export type PreviewDesignInput = z.input<typeof previewDesignSchema>;

export interface DesignPreview {
  front: string;
  back: string;
  /** The front's layout, for the crop screen to draw its live crop into. */
  face: CardFaceLayout;
  /** The design's text-on-colour pairs below WCAG AA, worst first. */
  warnings: DesignWarning[];
}

/**
 * The asked-for card (one of this deck's, or "not found" like a card that doesn't exist), else the
 * card that shows most of the design: a word over a picture first.
 */
function cardToShow(cards: DesignCard[], cardId: string | undefined): DesignCard | undefined {
  if (cardId !== undefined) {
    const asked = cards.find((c) => c.id === cardId);
    if (!asked) throw notFound("That card");
    return asked;
  }
  return (
    cards.find((c) => c.word !== null && c.artId !== null) ??
    cards.find((c) => c.word !== null) ??
    cards.find((c) => c.artId !== null) ??
    cards[0]
  );
}

/**
 * A front and a back in a design that may not be saved yet, laid out with the print fonts exactly as
 * the PDF lays them out. Anyone who can see the deck may preview; only saving changes anything.
 * `fontFamilies` names the print fonts as the page loads them (lib does not know next/font's names).
 */
export async function previewDesign(userId: string, rawInput: unknown, fontFamilies?: Partial<Record<FontId, string>>): Promise<DesignPreview> {
  const { input, deckId } = await deckAccess(userId, rawInput, { schema: previewDesignSchema, role: "VIEWER" });
  const deck = await db.deck.findUnique({
    where: { id: deckId },
    select: {
      name: true,
      cards: { orderBy: { position: "asc" }, select: { id: true, rank: true, suit: true, word: true, code: true, colour: true, artId: true } },
    },
  });
  if (!deck) throw notFound();
  const card = cardToShow(deck.cards, input.cardId);
  if (!card) throw invalid("This deck has no cards to show.");

  const theme = resolveTheme(input.design, deck.name);
  const size = CARD_SIZES.poker;
  const face = layoutCardFace(
    { id: card.id, rank: card.rank, suit: card.suit || null, word: card.word, code: card.code, colour: card.colour ?? undefined, artId: card.artId ?? undefined },
    { size, bleed: 0, theme, metrics: fileFontMetrics },
  );
  const back = layoutCardBack({ size, bleed: 0, theme, metrics: fileFontMetrics, image: input.design.useBackImage });
  const svg = {
    fontFamilies,
    artHref: (artId: string) => `/decks/${deckId}/art/${encodeURIComponent(artId)}`,
    backImageHref: `/decks/${deckId}/print/back-image`,
  };
  return {
    front: cardFaceSvg(face, { ...svg, title: `The front of ${card.word ? `a card with the word “${card.word}”` : "a card"}, as it prints` }),
    back: cardBackSvg(back, { ...svg, title: "The back of every card, as it prints" }),
    face,
    warnings: designWarnings(theme),
  };
}
