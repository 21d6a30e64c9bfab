import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { artBox, artPrintPixels, type ArtBoxKind } from "@/lib/print/art-box";
import { renderDeckPdf, type PrintCard } from "@/lib/print/pdf";
import { cardTransform, sheetGeometry, type PrintOptions } from "@/lib/print/layout";
import { layoutCardFace } from "@/lib/print/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import { THEMES, type CustomTheme } from "@/lib/print/themes";
import { poppler, RANKS, rasteriseColour, standardDeck } from "./helpers";

const printedAt = new Date("2026-11-30T09:00:00Z");

/** A picture of one solid colour, cut to an art box's print size, as the image pipeline stores it (a JPEG). */
async function solidPicture(kind: ArtBoxKind, colour: string): Promise<Uint8Array> {
  const { width, height } = artPrintPixels(kind);
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 90 }).toBuffer());
}

/** How many pictures the PDF holds: its image XObjects, found by walking every indirect object. */
async function imageObjects(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  return doc.context.enumerateIndirectObjects().filter(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image")).length;
}

/** The page position (mm) of a point given in a card's own coordinates, for the card in `slotIndex`. */
function onPage(options: PrintOptions, slotIndex: number, x: number, y: number): [number, number] {
  const geometry = sheetGeometry(options);
  const [a, b, c, d, e, f] = cardTransform(geometry.slots[slotIndex]!, geometry.card);
  return [a * x + c * y + e, b * x + d * y + f];
}

/** Near enough for a JPEG of a flat colour, printed and rasterised. */
function near(actual: string, expected: string): boolean {
  const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [p, q] = [channels(actual), channels(expected)];
  return p.every((value, i) => Math.abs(value - (q[i] ?? 0)) <= 12);
}

/** The classic theme's colours as a family's own theme with badge corners. */
const badgeTheme: CustomTheme = {
  base: "classic",
  face: { background: "#ffffff", ink: THEMES.classic.face.ink, accent: THEMES.classic.face.frame, red: THEMES.classic.face.red, black: THEMES.classic.face.black },
  back: { background: "#1d2a5b", motif: "#c9a227", plate: "#f7f1e1", plateText: "#1d2a5b" },
  font: THEMES.classic.font,
  corners: "badge",
  backText: "snap",
};

const RANK_COLOURS = RANKS.map((_, i) => `#${[(i * 53) % 200, (i * 97 + 40) % 200, (i * 31 + 90) % 220].map((n) => (n + 20).toString(16).padStart(2, "0")).join("")}`);

// Generous: each test renders and rasterises whole sheets of pictures, slow on a busy machine, and that is not what is tested.
describe("a PDF with card pictures", { timeout: 30_000 }, () => {
  it("embeds each of a deck's 13 pictures once, however many cards show it, and the back picture once more", async () => {
    const pictures = Object.fromEntries(await Promise.all(RANKS.map(async (rank, i) => [`art-${rank}`, await solidPicture("PANEL", RANK_COLOURS[i]!)] as const)));
    const cards = standardDeck(3).map((card) => ({ ...card, artId: `art-${card.rank}` }));
    const options = { paper: "A4", cardSize: "poker", bleedMm: 3, backs: "long-edge", pictures, printedAt } as const;
    expect(await imageObjects(await renderDeckPdf(cards, options))).toBe(13);
    const backImage = await solidPicture("FULL", "#334455");
    expect(await imageObjects(await renderDeckPdf(cards, { ...options, backImage }))).toBe(14);
  });

  it("fills a custom card's picture into the whole card and its bleed, and a standard card's into its panel only", async () => {
    const options = { paper: "A4", cardSize: "poker", bleedMm: 3, backs: "none", printedAt } as const satisfies PrintOptions;
    const cards: PrintCard[] = [
      { id: "cat", rank: "1", suit: null, label: "Cats", colour: "#b42318", word: null, artId: "orange" },
      { id: "queen", rank: "Q", suit: "hearts", word: null, artId: "blue" },
    ];
    const pictures = { orange: await solidPicture("FULL", "#f08c1e"), blue: await solidPicture("PANEL", "#1e5af0") };
    const page = rasteriseColour(await renderDeckPdf(cards, { ...options, pictures }), 1, 100);
    const at = (slot: number, x: number, y: number) => page.at(...onPage(options, slot, x, y));

    const full = artBox("FULL", { width: 63, height: 88 }, 3);
    expect(at(0, 31.5, 40)).toSatisfy((colour: string) => near(colour, "#f08c1e"));
    expect(at(0, full.x + 1, 44)).toSatisfy((colour: string) => near(colour, "#f08c1e")); // in the bleed, left of the card
    expect(at(0, 31.5, 88 + 1.5)).toSatisfy((colour: string) => near(colour, "#f08c1e")); // in the bleed, under the card

    const panel = artBox("PANEL", { width: 63, height: 88 }, 0);
    expect(at(1, panel.x + panel.width / 2, panel.y + panel.height / 2)).toSatisfy((colour: string) => near(colour, "#1e5af0"));
    expect(at(1, panel.x + 3, panel.y + 3)).toSatisfy((colour: string) => near(colour, "#1e5af0"));
    expect(at(1, panel.x - 2, 44)).toSatisfy((colour: string) => near(colour, THEMES.classic.face.background));
    expect(at(1, 31.5, -1.5)).toSatisfy((colour: string) => near(colour, THEMES.classic.face.background));
  });

  it("draws a word's scrim see-through and badge corners filled on paper as the layout says", async () => {
    const options = { paper: "A4", cardSize: "poker", backs: "none", printedAt } as const satisfies PrintOptions;
    const theme = { ...THEMES.classic, corners: "badge" as const };
    const cards: PrintCard[] = [{ id: "k", rank: "K", suit: "hearts", word: "Grandad", artId: "black" }];
    const page = rasteriseColour(await renderDeckPdf(cards, { ...options, custom: badgeTheme, pictures: { black: await solidPicture("PANEL", "#000000") } }), 1, 150);
    const { shapes } = layoutCardFace(cards[0]!, { size: { width: 63, height: 88 }, bleed: 0, theme, metrics: fileFontMetrics });
    const scrim = shapes.find((shape) => shape.kind === "rect" && shape.opacity !== undefined && shape.height > 5);
    const badge = shapes.find((shape) => shape.kind === "rect" && shape.fill === THEMES.classic.face.red);
    if (scrim?.kind !== "rect" || badge?.kind !== "rect") throw new Error("the layout has no scrim or badge");
    const grey = Math.round(255 * scrim.opacity!).toString(16).padStart(2, "0").repeat(3);
    // Above the word's letters, over the black picture in the middle of the card.
    expect(page.at(...onPage(options, 0, 31.5, scrim.y + 1))).toSatisfy((colour: string) => near(colour, `#${grey}`));
    expect(page.at(...onPage(options, 0, badge.x + 0.7, badge.y + badge.height / 2))).toSatisfy((colour: string) => near(colour, THEMES.classic.face.red));
  });

  it("keeps every word extractable as text over the pictures", async () => {
    const cards = standardDeck().slice(0, 9).map((card, i) => ({ ...card, artId: i % 2 ? "a" : "b" }));
    const pictures = { a: await solidPicture("PANEL", "#202020"), b: await solidPicture("PANEL", "#f0f0f0") };
    const text = poppler("pdftotext", await renderDeckPdf(cards, { paper: "A4", cardSize: "poker", pictures, printedAt })).replace(/\s+/g, " ");
    for (const card of cards) for (const part of (card.word ?? "").split(/[ -]/)) expect(text, card.word ?? "").toContain(part);
  });

  it("refuses to print a card whose picture it was not given, naming the picture", async () => {
    const cards: PrintCard[] = [{ id: "q", rank: "Q", suit: "hearts", word: null, artId: "missing-art" }];
    await expect(renderDeckPdf(cards, { paper: "A4", cardSize: "poker", pictures: {} })).rejects.toThrow(/missing-art/);
    // An id that names something every object has is not a picture either.
    const sneaky: PrintCard[] = [{ ...cards[0]!, artId: "constructor" }, { ...cards[0]!, id: "p", artId: "__proto__" }];
    await expect(renderDeckPdf(sneaky, { paper: "A4", cardSize: "poker", pictures: {} })).rejects.toThrow(/constructor/);
    await expect(renderDeckPdf(sneaky.slice(1), { paper: "A4", cardSize: "poker", pictures: {} })).rejects.toThrow(/__proto__/);
    await expect(renderDeckPdf(cards, { paper: "A4", cardSize: "poker", pictures: { "missing-art": new TextEncoder().encode("GIF89a") } })).rejects.toThrow(/PNG or JPEG/);
  });

  it("prints the same pages, crop marks and backs with pictures as without", async () => {
    const cards = standardDeck(2).slice(0, 12);
    const options = { paper: "A4", cardSize: "poker", bleedMm: 3, backs: "short-edge", printedAt } as const;
    const plain = await renderDeckPdf(cards, options);
    const pictured = await renderDeckPdf(cards.map((card) => ({ ...card, artId: "p" })), { ...options, pictures: { p: await solidPicture("PANEL", "#808080") } });
    expect(poppler("pdfinfo", pictured).match(/Pages:\s+\d+/)?.[0]).toBe(poppler("pdfinfo", plain).match(/Pages:\s+\d+/)?.[0]);
    const notes = (pdf: Uint8Array) => poppler("pdftotext", pdf).split("\f").map((page) => page.split("\n").filter((line) => line.includes("Sheet") || line === "Snap"));
    expect(notes(pictured)).toEqual(notes(plain));
    const marks = (pdf: Uint8Array) => {
      const page = rasteriseColour(pdf, 1, 60);
      return sheetGeometry(options).slots.flatMap((slot) => [page.at(slot.x, slot.y - 3 - 2), page.at(slot.x - 3 - 2, slot.y)]);
    };
    const dark = (colours: string[]) => colours.filter((colour) => parseInt(colour.slice(1, 3), 16) < 128).length;
    expect(dark(marks(plain))).toBeGreaterThanOrEqual(4);
    expect(marks(pictured)).toEqual(marks(plain));
  });
});
