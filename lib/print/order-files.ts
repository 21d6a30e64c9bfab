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
  const safePx = Math.round((spec.safeMm + spec.bleedMm) * (spec.dpi / 25.4));
  const bleedPx = Math.round(spec.bleedMm * (spec.dpi / 25.4));
  const count = `${cards.length} ${cards.length === 1 ? "card" : "cards"}`;
  const format = spec.format === "png" ? "PNG (lossless)" : "JPEG (quality 95, full-resolution colour)";
  const width = Math.max(...names.map((name) => name.length));
  return [
    `${deckName}: a deck of Snap Legacy cards, ready to order from a print-on-demand service.`,
    `Made on ${madeOn}.`,
    "",
    line("Cards", `${count}: ${cards.length} ${cards.length === 1 ? "face" : "faces"} and one back that every card shares (${names.length} images).`),
    line("Card size", `${sizeInWords(spec.trim)}, ${spec.name.toLowerCase()}: the trim, where each card is cut.`),
    line("Bleed", `${inches(spec.bleedMm)} (${mm(spec.bleedMm)}) on every side, included in each image (${bleedPx} px).`),
    line("Image size", `${sizeInWords(withBleed)} = ${px.width} × ${px.height} pixels at ${spec.dpi} dpi.`),
    line("Safe area", `${sizeInWords(safe)}: ${inches(spec.safeMm)} (${mm(spec.safeMm)}) inside the trim, ${safePx} px from each image edge.`),
    line("Resolution", `${spec.dpi} dpi (written in every image).`),
    line("Colour", "sRGB, with the sRGB profile in every image."),
    line("Format", format),
    "",
    "Upload the faces in this order, and back.* as the back of every card:",
    "",
    ...names.map((name, i) => {
      const card = cards[i];
      const what = card ? `${card.name}${card.word ? ` — “${card.word}”` : ""}` : "The back of every card";
      return `  ${name.padEnd(width)}  ${what}`;
    }),
    "",
  ].join("\n");
}
