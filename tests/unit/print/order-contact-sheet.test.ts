import { describe, expect, it } from "vitest";
import { layoutContactSheet, SAFE_COLOUR, TRIM_COLOUR } from "@/lib/print/contact-sheet-layout";
import { renderContactSheetPdf } from "@/lib/print/contact-sheet";
import { renderDeckPdf } from "@/lib/print/pdf";
import { fileFontMetrics } from "@/lib/print/fonts";
import { orderImageNames } from "@/lib/print/order-files";
import { presetSpec } from "@/lib/print/order-presets";
import { poppler, standardDeck } from "./helpers";

const poker = presetSpec("poker");
const images = orderImageNames(52, "png").map((file, i) => ({ file, name: i < 52 ? `card ${i + 1}` : "The back of every card" }));

describe("the order's contact sheet", () => {
  it("puts every image once, in the order's order, small on A4 pages", () => {
    const pages = layoutContactSheet({ paper: "A4", spec: poker, deckName: "Attic", images, font: "noto-sans-bold" }, fileFontMetrics);
    expect(pages).toHaveLength(2);
    expect(pages.flatMap((page) => page.cards.map((card) => card.image))).toEqual(images.map((_, i) => i));
    const labels = pages.flatMap((page) => page.shapes.flatMap((shape) => (shape.kind === "text" ? [shape.text] : [])));
    for (const { file, name } of images) expect(labels).toEqual(expect.arrayContaining([file, name]));
    for (const page of pages) {
      for (const card of page.cards) {
        expect(card.x).toBeGreaterThanOrEqual(12 - 1e-9);
        expect(card.x + (poker.trim.width + 2 * poker.bleedMm) * card.scale).toBeLessThanOrEqual(210 - 12 + 1e-9);
      }
    }
  });

  it("draws each card's trim line at its bleed and its dashed safe line at the safe margin inside it", () => {
    const [page] = layoutContactSheet({ paper: "A4", spec: poker, deckName: "Attic", images: images.slice(0, 1), font: "noto-sans-bold" }, fileFontMetrics);
    const card = page!.cards[0]!;
    const lines = page!.shapes.filter((shape) => shape.kind === "line");
    const lefts = (colour: string) => lines.filter((line) => line.stroke === colour && line.x1 === line.x2).map((line) => line.x1);
    const trimLeft = card.x + poker.bleedMm * card.scale;
    const safeLeft = card.x + (poker.bleedMm + poker.safeMm) * card.scale;
    expect(lefts(TRIM_COLOUR)).toContain(trimLeft);
    expect(lefts(SAFE_COLOUR).filter((x) => Math.abs(x - safeLeft) < 1e-9).length).toBeGreaterThan(10);
  });

  it("is a PDF of those pages on the print page's paper, naming its deck and its files", async () => {
    const pdf = await renderContactSheetPdf(standardDeck(4), { paper: "A4", cardSize: "poker", deckName: "The Attic Deck" }, poker, "Letter");
    expect(poppler("pdfinfo", pdf)).toMatch(/Pages:\s+3\n[\s\S]*Page size:\s+612 x 792 pts \(letter\)/);
    const text = poppler("pdftotext", pdf);
    expect(text).toContain("The Attic Deck: contact sheet, poker cards");
    expect(text).toContain("052-front.png");
    expect(text).toContain("The back of every card");
  });

  it("keeps every character in its copyable text, full stops too, after a deck's PDF was made in the same process", async () => {
    // The deck's PDF makes the full stop's glyph as a part of others first (fonts.ts keepCharacters).
    await renderDeckPdf(standardDeck(4), { paper: "A4", cardSize: "poker", deckName: "The Attic Deck" });
    const pdf = await renderContactSheetPdf(standardDeck(4), { paper: "A4", cardSize: "poker", deckName: "The Attic Deck" }, poker, "Letter");
    expect(poppler("pdftotext", pdf)).toContain("052-front.png");
  });
});
