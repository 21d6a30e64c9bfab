/**
 * The files of an order's .zip and what its README.txt tells the family and the print service:
 * each face numbered in deck order (001-front.png …), then the one back every card shares
 * (back.png), as print-on-demand services take them. Pure.
 */
import { imagePixels, inches, mm, safeArea, sizeInWords, type OrderFormat, type OrderSpec } from "./order-presets";

export const README_NAME = "README.txt";

const extension = (format: OrderFormat) => (format === "png" ? "png" : "jpg");

/** Every image's name, in the order the service expects: the faces, then the back. */
export function orderImageNames(faceCount: number, format: OrderFormat): string[] {
  const digits = Math.max(3, String(faceCount).length);
  const fronts = Array.from({ length: faceCount }, (_, i) => `${String(i + 1).padStart(digits, "0")}-front.${extension(format)}`);
  return [...fronts, `back.${extension(format)}`];
}

/** A card as the README lists it: its name, and its word when it has one. */
export interface OrderCardEntry {
  name: string;
  word: string | null;
}

const line = (label: string, value: string) => `${`${label}:`.padEnd(14)}${value}`;

/** What the .zip holds, for the family and the print service, in plain text. */
export function orderReadme({ deckName, cards, spec, madeOn }: { deckName: string; cards: OrderCardEntry[]; spec: OrderSpec; madeOn: string }): string {
  const names = orderImageNames(cards.length, spec.format);
  const px = imagePixels(spec);
  const safe = safeArea(spec);
  const withBleed = { width: spec.trim.width + 2 * spec.bleedMm, height: spec.trim.height + 2 * spec.bleedMm };
  const inPixels = (lengthMm: number) => Number((lengthMm * (spec.dpi / 25.4)).toFixed(1));
  const safePx = inPixels(spec.safeMm + spec.bleedMm);
  const bleedPx = inPixels(spec.bleedMm);
  const count = `${cards.length} ${cards.length === 1 ? "card" : "cards"}`;
  const format = spec.format === "png" ? "PNG (lossless)" : "JPEG (quality 95, full-resolution colour)";
  const width = Math.max(...names.map((name) => name.length));
  return [
    `${deckName}: a deck of Snap Legacy cards, ready to order from a print-on-demand service.`,
    `Made on ${madeOn}.`,
    "",
    line("Cards", `${count}, each with its own face, and one back they all share (${names.length} images).`),
    line("Card size", `${sizeInWords(spec.trim)}, ${spec.name.toLowerCase()}: the trim, where each card is cut.`),
    line("Bleed", `${inches(spec.bleedMm)} (${mm(spec.bleedMm)}) on every side, included in each image (${bleedPx} px).`),
    line("Image size", `${sizeInWords(withBleed)} = ${px.width} × ${px.height} pixels at ${spec.dpi} dpi.`),
    line("Safe area", `${sizeInWords(safe)}: ${inches(spec.safeMm)} (${mm(spec.safeMm)}) inside the trim, ${safePx} px from each image edge.`),
    line("Resolution", `${spec.dpi} dpi (written in every image).`),
    line("Colour", "sRGB, with the sRGB profile in every image."),
    line("Format", format),
    "",
    `Upload the faces in this order, and ${names.at(-1)} as the back of every card:`,
    "",
    ...names.map((name, i) => {
      const card = cards[i];
      const what = card ? `${card.name}${card.word ? ` — “${card.word}”` : ""}` : "The back of every card";
      return `  ${name.padEnd(width)}  ${what}`;
    }),
    "",
  ].join("\n");
}

/** The order in one sentence, for the page: how many images, their pixels, size, bleed and safe area. */
export function orderSummary(spec: OrderSpec, faceCount: number): string {
  const px = imagePixels(spec);
  const withBleed = { width: spec.trim.width + 2 * spec.bleedMm, height: spec.trim.height + 2 * spec.bleedMm };
  const images = `${faceCount + 1} images (${faceCount} ${faceCount === 1 ? "face" : "faces"} and the back)`;
  return `${images}, each ${px.width} × ${px.height} px: ${sizeInWords(withBleed)} at ${spec.dpi} dpi, with ${inches(spec.bleedMm)} (${mm(spec.bleedMm)}) of bleed; keep words ${inches(spec.safeMm)} (${mm(spec.safeMm)}) inside the cut.`;
}
