import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Drawing } from "@/lib/handwriting/drawing";
import { encodeDrawing } from "@/lib/handwriting/stored-form";
import { OrderPictures, rasteriseCard } from "@/lib/print/card-raster";
import { fileFontMetrics } from "@/lib/print/fonts";
import { layoutDeck, type PrintCard, type PrintOptions } from "@/lib/print/layout";
import { layoutOrderCards } from "@/lib/print/order-images";
import { presetSpec } from "@/lib/print/order-presets";
import { renderDeckPdf } from "@/lib/print/pdf";
import type { HandShape } from "@/lib/print/shapes";
import { poppler, rasteriseColour } from "./helpers";

/** A line across the writing card at y = 700 (an even marker, 26 units wide) and a dot above its middle. */
const drawing: Drawing = {
  strokes: [
    { pressure: false, points: [{ x: 100, y: 700, t: 0, pressure: 0.5 }, { x: 900, y: 700, t: 300, pressure: 0.5 }] },
    { pressure: false, points: [{ x: 500, y: 600, t: 600, pressure: 0.5 }] },
  ],
};
// A custom card: no pips under the word, so paper beside the hand is the face's own background.
const card: PrintCard = { id: "cabbage", rank: "1", suit: null, word: "Cabbage", code: "CAB", colour: "#2a7a4b", hand: encodeDrawing(drawing) };
const options: PrintOptions = { paper: "A4", cardSize: "poker", deckName: "Attic", theme: "classic", cropMarks: false };
const INK = "#1d2a5b";
const PAPER = "#ffffff";

/** Where the writing card's (u, v) lands on a card laid out with these shapes, in millimetres from the card's top-left. */
function placeOf(shapes: { kind: string }[]) {
  const hand = shapes.find((s): s is HandShape => s.kind === "hand");
  if (!hand) throw new Error("The card has no hand.");
  return (u: number, v: number) => [hand.x + u * hand.scale, hand.y + v * hand.scale] as const;
}

describe("a card whose word was written by hand, printed", { timeout: 30_000 }, () => {
  it("prints the hand's strokes as vector paths where the word goes: ink along the stroke, paper beside it", async () => {
    const pdf = await renderDeckPdf([card], options);
    const layout = layoutDeck([card], options, fileFontMetrics);
    const slot = layout.pages[0]!.cards[0]!.slot;
    const place = placeOf(layout.faces[0]!.shapes);
    const colour = rasteriseColour(pdf, 1, 300);
    const at = (u: number, v: number) => {
      const [x, y] = place(u, v);
      return colour.at(slot.x + x, slot.y + y);
    };
    for (const u of [120, 300, 500, 700, 880]) expect(at(u, 700)).toBe(INK);
    expect(at(500, 600)).toBe(INK);
    // 35 units off the line (the marker reaches 13), and past its ends, is paper.
    for (const u of [200, 400, 800]) expect([at(u, 735), at(u, 665)]).toEqual([PAPER, PAPER]);
    expect([at(60, 700), at(940, 700), at(560, 600)]).toEqual([PAPER, PAPER, PAPER]);
    // The typed word is still on the card, small: it is the PDF's text (for search), the hand is paths.
    expect(poppler("pdftotext", pdf)).toContain("Cabbage");
    expect(poppler("pdfimages", pdf, ["-list"]).trim().split("\n")).toHaveLength(2);
  });

  it("draws the hand in an order's card image too, where the PDF has it", async () => {
    const spec = presetSpec("poker");
    const { arts } = layoutOrderCards([card], options, spec);
    const face = arts[0]!;
    const image = await rasteriseCard(face, spec, new OrderPictures({ art: {} }, spec));
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const place = placeOf(face.shapes);
    const at = (u: number, v: number) => {
      const [x, y] = place(u, v);
      const px = Math.round(((x + face.bleed) * info.width) / (face.width + 2 * face.bleed));
      const py = Math.round(((y + face.bleed) * info.height) / (face.height + 2 * face.bleed));
      const i = (py * info.width + px) * info.channels;
      return `#${[0, 1, 2].map((c) => data[i + c]!.toString(16).padStart(2, "0")).join("")}`;
    };
    for (const u of [120, 500, 880]) expect(at(u, 700)).toBe(INK);
    expect([at(500, 735), at(500, 665), at(60, 700)]).toEqual([PAPER, PAPER, PAPER]);
  });
});
