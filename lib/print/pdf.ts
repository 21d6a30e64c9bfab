import { PDFDocument, type PDFImage } from "pdf-lib";
import { PRINT_FONTS, type FontId } from "./font-catalog";
import type { Shape } from "./shapes";
import { cachingFontkit, fileFontMetrics, loadFontBytes } from "./fonts";
import type { CardFaceLayout, DeckLayout, PrintCard, PrintOptions } from "./layout";
import { layoutDeckForPrint } from "./print-layout";
import { drawCard, drawPageShapes, embedCardArt, PT_PER_MM, SuitSymbols, type PdfResources } from "./pdf-draw";
import { backImageKind } from "./back-image";
import { layoutAlignmentSheet, type AlignmentSheetOptions } from "./alignment-sheet";

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

/**
 * Embeds only the glyphs used. The name carries a subset tag (six capitals, derived from what is
 * printed) as PDF requires for subset fonts, so tools such as pdffonts recognise it.
 */
export async function embedPrintFont(doc: PDFDocument, font: FontId, content: string) {
  let hash = 0x811c9dc5;
  for (const char of `${font}\u0000${content}`) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  let tag = "";
  for (let i = 0; i < 6; i++, hash = Math.floor(hash / 26)) tag += String.fromCharCode(65 + (hash % 26));
  return doc.embedFont(loadFontBytes(font), { subset: true, customName: `${tag}+${PRINT_FONTS[font].postscriptName}` });
}

function textsOf(shapes: Shape[]): string {
  return shapes.map((shape) => (shape.kind === "text" ? shape.text : "")).join("\n");
}

/**
 * What drawing card faces needs in `doc`: the font every letter is drawn with (a subset of the
 * faces' text and `otherText`), the suit symbols, and each picture the faces show, embedded once
 * (`pictures` holds each card picture's print bytes by art id; a face whose picture has no bytes is
 * an error). The card sheets and the history's booklet draw their cards with it.
 */
export async function embedCardResources(doc: PDFDocument, font: FontId, faces: CardFaceLayout[], pictures: Record<string, Uint8Array> = {}, otherText = ""): Promise<PdfResources> {
  const content = [...faces.map((face) => textsOf(face.shapes)), otherText].join("\n");
  return {
    fonts: { [font]: await embedPrintFont(doc, font, content) },
    suits: new SuitSymbols(doc),
    pictures: await embedPictures(doc, faces, pictures),
  };
}

/**
 * Draws every page of a laid-out deck into `doc`. `pictures` holds each card picture's print bytes
 * by art id: every picture is embedded once and placed on every card that shows it.
 */
export async function drawDeckLayout(doc: PDFDocument, layout: DeckLayout, backImage?: Uint8Array, pictures: Record<string, Uint8Array> = {}): Promise<void> {
  const resources = await embedCardResources(doc, layout.font, layout.faces, pictures, layout.pages.map((page) => textsOf(page.shapes)).join("\n"));
  if (backImage && layout.back) resources.backImage = await embedPicture(doc, backImage, "The back image");
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

/** A PNG or JPEG picture embedded in `doc` (`what` names it in the error for anything else). */
export async function embedPicture(doc: PDFDocument, bytes: Uint8Array, what: string): Promise<PDFImage> {
  const kind = backImageKind(bytes);
  if (!kind) throw new Error(`${what} must be a PNG or JPEG picture.`);
  return kind === "png" ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}

/** The pictures the faces show, each embedded once; a face whose picture has no bytes is an error. */
async function embedPictures(doc: PDFDocument, faces: CardFaceLayout[], pictures: Record<string, Uint8Array>): Promise<Map<string, PDFImage>> {
  const artIds = new Set(faces.flatMap((face) => face.shapes.flatMap((shape) => (shape.kind === "image" && shape.artId ? [shape.artId] : []))));
  const embedded = new Map<string, PDFImage>();
  for (const artId of artIds) {
    const bytes = Object.hasOwn(pictures, artId) ? pictures[artId] : undefined;
    if (!bytes) throw new Error(`A card shows the picture ${artId}, but the print was not given its bytes.`);
    embedded.set(artId, await embedPicture(doc, bytes, `The picture ${artId}`));
  }
  return embedded;
}

/**
 * Print-ready card sheets: fronts with crop marks and a margin note, each followed by its backs
 * page (when `backs` is set) mirrored for the duplex flip so every back lands behind its front.
 */
export async function renderDeckPdf(cards: PrintCard[], options: PrintOptions): Promise<Uint8Array> {
  const layout = layoutDeckForPrint(cards, options);
  const doc = await createPrintDocument(options.deckName?.trim() ? `${options.deckName.trim()}: cards` : "Snap Legacy cards");
  await drawDeckLayout(doc, layout, options.backImage, options.pictures);
  return doc.save();
}

/** The two-sided alignment test sheet (front crosses, back scales) as a PDF. */
export async function renderAlignmentSheetPdf(options: AlignmentSheetOptions): Promise<Uint8Array> {
  const sheet = layoutAlignmentSheet(options, fileFontMetrics);
  const doc = await createPrintDocument("Snap Legacy printer alignment test");
  const content = textsOf([...sheet.front, ...sheet.back]);
  const resources: PdfResources = { fonts: { [sheet.font]: await embedPrintFont(doc, sheet.font, content) }, suits: new SuitSymbols(doc) };
  for (const shapes of [sheet.front, sheet.back]) {
    drawPageShapes(doc.addPage([sheet.width * PT_PER_MM, sheet.height * PT_PER_MM]), shapes, resources);
  }
  return doc.save();
}
