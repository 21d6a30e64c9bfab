"use server";

import { z } from "zod";
import { artHrefOf, deckArtBase, layoutScreenCard } from "@/app/_components/card-drawing";
import { SCREEN_FONT_FAMILIES } from "@/app/_components/card-svg";
import { runAction } from "@/lib/actions/run-action";
import { deckAccess } from "@/lib/decks/access";
import { invalid } from "@/lib/decks/errors";
import { loadDesignPage } from "@/lib/designs/load-design-page";
import { layoutCardBack } from "@/lib/print/card-back";
import type { CardFaceLayout } from "@/lib/print/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES } from "@/lib/print/layout";
import { cardBackSvg, cardFaceSvg } from "@/lib/print/svg";
import { deckPrintDesignSchema, resolveTheme } from "@/lib/print/themes";

const previewDesignSchema = z.object({
  deckId: z.string().min(1),
  design: deckPrintDesignSchema,
  /** The card shown on the front; the first card with a word (or a picture) when absent. */
  cardId: z.string().min(1).max(100).optional(),
});

export interface DesignPreview {
  front: string;
  back: string;
  /** The front's layout, for the crop screen to draw its live crop into. */
  face: CardFaceLayout;
}

/**
 * A front and a back in a design that may not be saved yet, laid out with the print fonts exactly as
 * the PDF lays them out. Anyone who can see the deck may preview; only saving changes anything.
 */
export async function previewDesignAction(input: z.input<typeof previewDesignSchema>) {
  return runAction(input, async (user, raw): Promise<DesignPreview> => {
    const { input } = await deckAccess(user.id, raw, { schema: previewDesignSchema, role: "VIEWER" });
    const { deck, cards } = await loadDesignPage(user.id, input.deckId);
    const card =
      cards.find((c) => c.id === input.cardId) ??
      cards.find((c) => c.word !== null && c.artId !== null) ??
      cards.find((c) => c.word !== null) ??
      cards.find((c) => c.artId !== null) ??
      cards[0];
    if (!card) throw invalid("This deck has no cards to show.");
    const theme = resolveTheme(input.design, deck.name);
    const face = layoutScreenCard(card, theme, fileFontMetrics);
    const back = layoutCardBack({ size: CARD_SIZES.poker, bleed: 0, theme, metrics: fileFontMetrics, image: input.design.useBackImage });
    const svg = {
      fontFamilies: SCREEN_FONT_FAMILIES,
      artHref: artHrefOf(deckArtBase(deck.id)),
      backImageHref: `/decks/${deck.id}/print/back-image`,
    };
    return {
      front: cardFaceSvg(face, { ...svg, title: `The front of ${card.word ? `a card with the word “${card.word}”` : "a card"}, as it prints` }),
      back: cardBackSvg(back, { ...svg, title: "The back of every card, as it prints" }),
      face,
    };
  });
}
