/**
 * The deck's cards in the booklet, drawn as its card sheets print them: the print code lays out
 * each face (lib/print/card-face.ts) in the deck's design and draws it (lib/print/pdf-draw.ts),
 * here at a booklet's size, on a soft shadow.
 */
import type { PDFDocument, PDFPage } from "pdf-lib";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES, printTheme, type CardFaceLayout } from "@/lib/print/layout";
import { layoutCardFace } from "@/lib/print/card-face";
import { embedCardResources } from "@/lib/print/pdf";
import { drawCardAt, type PdfResources } from "@/lib/print/pdf-draw";
import type { Shape } from "@/lib/print/shapes";
import type { BookletLook } from "./booklet-look";

/** The booklet draws every card at a poker card's proportions, as the print does unless told otherwise. */
const CARD = CARD_SIZES.poker;
const SHADOW: Shape[] = [{ kind: "rect", x: 0.9, y: 1.3, width: CARD.width, height: CARD.height, radius: 3.2, fill: "#1b1f24", opacity: 0.16 }];

/** A card's height in points when drawn `width` points wide. */
export const cardHeight = (width: number) => (width * CARD.height) / CARD.width;

export interface BookletCardArt {
  /** Draws the card `cardId` with its lower-left corner at (x, y), `width` points wide, turned `angle` degrees. */
  draw(page: PDFPage, cardId: string, place: { x: number; y: number; width: number; angle?: number }): void;
}

/**
 * Lays out the faces of the cards in `cardIds` (with their words as the booklet prints them) and
 * embeds what drawing them needs: the design's font, the suits, each picture once.
 */
export async function embedBookletCards(doc: PDFDocument, look: BookletLook, words: Map<string, string | null>, cardIds: string[], deckName: string): Promise<BookletCardArt> {
  const theme = printTheme({ theme: look.design.theme, backPattern: look.design.backPattern, custom: look.design.custom, deckName });
  const faces = new Map<string, CardFaceLayout>();
  for (const id of cardIds) {
    const card = look.cards.get(id);
    if (!card) continue;
    const word = words.get(id) ?? null;
    // The card's hand is its word's now: drawn only where the booklet prints that word.
    faces.set(id, layoutCardFace({ ...card, word, hand: word === card.word ? card.hand : undefined }, { size: CARD, bleed: 0, theme, metrics: fileFontMetrics }));
  }
  const resources: PdfResources = await embedCardResources(doc, theme.font, [...faces.values()], look.pictures);
  return {
    draw(page, cardId, place) {
      const face = faces.get(cardId);
      if (!face) return;
      drawCardAt(page, SHADOW, CARD, place, resources);
      drawCardAt(page, face.shapes, CARD, place, resources);
    },
  };
}
