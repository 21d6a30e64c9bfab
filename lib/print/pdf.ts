import { PDFDocument } from "pdf-lib";
import type { FontId } from "./font-catalog";
import { cachingFontkit, fileFontMetrics, loadFontBytes } from "./fonts";
import { layoutDeck, type DeckLayout, type PrintCard, type PrintOptions } from "./layout";
import { drawCard, drawPageShapes, embedCardArt, PT_PER_MM, type PdfResources } from "./pdf-draw";
import { backImageKind } from "./back-image";

export type { PrintCard, PrintOptions } from "./layout";

/** A PDF document with the print fonts registered for subset embedding. */
export async function createPrintDocument(title: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  doc.setTitle(title);
  doc.setCreator("Snap Legacy");
  doc.setProducer("Snap Legacy");
  return doc;
}

export async function embedPrintFont(doc: PDFDocument, font: FontId) {
  return doc.embedFont(loadFontBytes(font), { subset: true });
}

/** Draws every page of a laid-out deck into `doc`. */
export async function drawDeckLayout(doc: PDFDocument, layout: DeckLayout, backImage?: Uint8Array): Promise<void> {
  const resources: PdfResources = { fonts: { [layout.font]: await embedPrintFont(doc, layout.font) } };
  if (backImage) {
    resources.backImage = backImageKind(backImage) === "png" ? await doc.embedPng(backImage) : await doc.embedJpg(backImage);
  }
  // Every back is the same: draw it once and place that drawing behind every card.
  const back = layout.back ? await embedCardArt(doc, layout.back, resources) : null;
  for (const pageLayout of layout.pages) {
    const page = doc.addPage([pageLayout.width * PT_PER_MM, pageLayout.height * PT_PER_MM]);
    for (const placed of pageLayout.cards) {
      const art = pageLayout.side === "front" ? layout.faces[placed.cardIndex]?.shapes : back;
      if (art) drawCard(page, art, placed.slot, layout.geometry.card, resources);
    }
    drawPageShapes(page, pageLayout.shapes, resources);
  }
}

/**
 * Print-ready card sheets: fronts with crop marks and a margin note, each followed by its backs
 * page (when `backs` is set) mirrored for the duplex flip so every back lands behind its front.
 */
export async function renderDeckPdf(cards: PrintCard[], options: PrintOptions): Promise<Uint8Array> {
  const layout = layoutDeck(cards, options, fileFontMetrics);
  const doc = await createPrintDocument(options.deckName?.trim() ? `${options.deckName.trim()}: cards` : "Snap Legacy cards");
  await drawDeckLayout(doc, layout, options.backImage);
  return doc.save();
}
