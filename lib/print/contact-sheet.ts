import { clip, endPath, popGraphicsState, pushGraphicsState, rectangle } from "pdf-lib";
import { cardName } from "@/lib/cards/deck-composition";
import { layoutContactSheet } from "./contact-sheet-layout";
import { fileFontMetrics } from "./fonts";
import type { PaperName, PrintCard, PrintOptions } from "./layout";
import { orderImageNames } from "./order-files";
import { layoutOrderCards } from "./order-images";
import type { OrderSpec } from "./order-presets";
import { drawCardAt, drawPageShapes, PT_PER_MM } from "./pdf-draw";
import { createPrintDocument, embedCardResources, embedPicture } from "./pdf";

/**
 * The order's contact sheet as a PDF (contact-sheet-layout.ts): every face and the back drawn small
 * from the same layout the order's images are rasterised from, with their bleed, trim and safe
 * lines, named by their files. Run in the PDF worker pool.
 */
export async function renderContactSheetPdf(cards: PrintCard[], options: PrintOptions, spec: OrderSpec, paper: PaperName): Promise<Uint8Array> {
  const { arts, layout } = layoutOrderCards(cards, options, spec);
  const files = orderImageNames(cards.length, spec.format);
  const images = arts.map((_, i) => ({ file: files[i]!, name: cards[i] ? cardName(cards[i]) : "The back of every card" }));
  const deckName = options.deckName?.trim() || "Snap Legacy";
  const pages = layoutContactSheet({ paper, spec, deckName, images, font: layout.font }, fileFontMetrics);

  const doc = await createPrintDocument(`${deckName}: contact sheet`);
  // The font is subset to what is drawn: the faces' texts, and the back's and the sheet's (otherText).
  const otherText = [...pages.flatMap((page) => page.shapes), ...arts.at(-1)!.shapes].flatMap((shape) => (shape.kind === "text" ? [shape.text] : [])).join("\n");
  const resources = await embedCardResources(doc, layout.font, layout.faces, options.pictures, otherText);
  if (options.backImage?.length) resources.backImage = await embedPicture(doc, options.backImage, "The back image");
  for (const sheet of pages) {
    const page = doc.addPage([sheet.width * PT_PER_MM, sheet.height * PT_PER_MM]);
    for (const placed of sheet.cards) {
      const art = arts[placed.image]!;
      const k = placed.scale * PT_PER_MM;
      const box = { width: (art.width + 2 * art.bleed) * k, height: (art.height + 2 * art.bleed) * k };
      const bottom = (sheet.height - placed.y) * PT_PER_MM - box.height;
      // Nothing of a card is drawn past its bleed, as nothing is in its image.
      page.pushOperators(pushGraphicsState(), rectangle(placed.x * PT_PER_MM, bottom, box.width, box.height), clip(), endPath());
      drawCardAt(page, art.shapes, art, { x: placed.x * PT_PER_MM + art.bleed * k, y: bottom + art.bleed * k, width: art.width * k }, resources);
      page.pushOperators(popGraphicsState());
    }
    drawPageShapes(page, sheet.shapes, resources);
  }
  return doc.save();
}
