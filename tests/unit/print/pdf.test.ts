import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PDFDocument, PDFName, PDFRawStream, PDFDict } from "pdf-lib";
import { renderAlignmentSheetPdf, renderDeckPdf, type PrintCard } from "@/lib/print/pdf";
import { fontkit, loadFontBytes } from "@/lib/print/fonts";
import { cardCode } from "@/lib/print/card-face";
import { sheetGeometry } from "@/lib/print/layout";
import { poppler, rasterise, standardDeck, SAMPLE_WORDS } from "./helpers";
import { makePng } from "./png";

const PT = 72 / 25.4;
const printedAt = new Date("2026-11-30T09:00:00Z");
const deck = standardDeck();

interface WordBox {
  word: string;
  cx: number;
  cy: number;
}

/** Words with the centres of their boxes (in points, y down), page by page, from pdftotext -bbox. */
function wordBoxes(pdf: Uint8Array): WordBox[][] {
  const html = poppler("pdftotext", pdf, ["-bbox"]);
  return html.split("<page ").slice(1).map((page) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
      word: m[5] ?? "",
      cx: (Number(m[1]) + Number(m[3])) / 2,
      cy: (Number(m[2]) + Number(m[4])) / 2,
    })),
  );
}

describe("renderDeckPdf", () => {
  it("prints A4 pages, nine poker cards to a page, each front followed by its backs", async () => {
    const pdf = await renderDeckPdf(deck, { paper: "A4", cardSize: "poker", backs: "long-edge", printedAt });
    const info = poppler("pdfinfo", pdf);
    expect(info).toMatch(/Pages:\s+12\n/);
    expect(info).toMatch(/Page size:\s+595\.276 x 841\.89 pts \(A4\)/);
    const text = poppler("pdftotext", pdf).split("\f");
    expect(text[0]).toContain("Sheet 1 of 6 · front");
    expect(text[1]).toContain("Sheet 1 of 6 · back");
    expect(text[10]).toContain("Sheet 6 of 6 · front");
    const pages = wordBoxes(pdf);
    const codes = new Set(deck.map((card) => cardCode(card.id)));
    expect(pages.map((page) => page.filter((w) => codes.has(w.word)).length)).toEqual([9, 0, 9, 0, 9, 0, 9, 0, 9, 0, 7, 0]);
    expect(pages.map((page) => page.filter((w) => w.word === "Snap").length)).toEqual([0, 9, 0, 9, 0, 9, 0, 9, 0, 9, 0, 7]);
  });

  it("prints Letter pages at Letter size", async () => {
    const pdf = await renderDeckPdf(deck.slice(0, 9), { paper: "Letter", cardSize: "poker" });
    expect(poppler("pdfinfo", pdf)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  it("writes every word as real text, in Latin with accents, Greek and Cyrillic", async () => {
    const pdf = await renderDeckPdf(deck, { paper: "A4", cardSize: "poker", printedAt });
    const text = poppler("pdftotext", pdf).replace(/\s+/g, " ");
    for (const word of SAMPLE_WORDS) {
      for (const part of word.split(/[ -]/)) expect(text, word).toContain(part);
    }
  });

  it("embeds one subset font and no standard fonts", async () => {
    const pdf = await renderDeckPdf(deck, { paper: "A4", cardSize: "poker", theme: "playful" });
    const rows = poppler("pdffonts", pdf).trim().split("\n").slice(2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^[A-Z]{6}\+Comfortaa-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it("embeds glyphs that draw the right letters", async () => {
    const pdf = await renderDeckPdf([{ id: "g", rank: "A", suit: "spades", word: "Καλημέρα" }], { paper: "A4", cardSize: "poker" });
    const doc = await PDFDocument.load(pdf);
    const descriptor = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find((object): object is PDFDict => object instanceof PDFDict && object.has(PDFName.of("FontFile2")));
    const fontFile = descriptor?.lookup(PDFName.of("FontFile2"));
    if (!(fontFile instanceof PDFRawStream)) throw new Error("no embedded font file");
    const embedded = fontkit.create(new Uint8Array(zlib.inflateSync(fontFile.contents)));
    const outlines = Array.from({ length: embedded.numGlyphs - 1 }, (_, i) => embedded.getGlyph(i + 1).path.toSVG());
    // Only the space has no outline; a broken subset leaves many letters empty or garbled.
    expect(outlines.filter((d) => d === "")).toHaveLength(1);
    const original = fontkit.create(loadFontBytes("noto-sans-bold"));
    for (const char of "Καλημέρα") expect(outlines, char).toContain(original.glyphForCodePoint(char.codePointAt(0) ?? 0).path.toSVG());
  });

  for (const flip of ["long-edge", "short-edge"] as const) {
    it(`puts every back behind its own front on paper after a ${flip} flip`, async () => {
      const cards: PrintCard[] = deck.slice(0, 9).map((card, i) => ({ ...card, word: `Card${i}`, code: `Back${i}` }));
      const pdf = await renderDeckPdf(cards, { paper: "A4", cardSize: "poker", backs: flip, backOffsetMm: { x: 0, y: 0 } });
      const [front, back] = wordBoxes(pdf);
      const width = 210 * PT;
      const height = 297 * PT;
      const fronts = (front ?? []).filter((w) => /^Card\d$/.test(w.word));
      const backs = (back ?? []).filter((w) => w.word === "Snap");
      expect(fronts).toHaveLength(9);
      expect(backs).toHaveLength(9);
      for (const b of backs) {
        const landing = flip === "long-edge" ? { x: width - b.cx, y: b.cy } : { x: b.cx, y: height - b.cy };
        const under = fronts.filter((f) => Math.abs(f.cx - landing.x) < 1 && Math.abs(f.cy - landing.y) < 3);
        expect(under, `back at ${b.cx.toFixed(1)},${b.cy.toFixed(1)}`).toHaveLength(1);
      }
    });
  }

  it("moves the backs by the back offset", async () => {
    const plain = wordBoxes(await renderDeckPdf(deck.slice(0, 9), { paper: "A4", cardSize: "poker", backs: "long-edge" }))[1] ?? [];
    const moved = wordBoxes(await renderDeckPdf(deck.slice(0, 9), { paper: "A4", cardSize: "poker", backs: "long-edge", backOffsetMm: { x: 2, y: -1 } }))[1] ?? [];
    const snaps = (page: WordBox[]) => page.filter((w) => w.word === "Snap");
    snaps(moved).forEach((w, i) => {
      expect(w.cx - (snaps(plain)[i]?.cx ?? 0)).toBeCloseTo(2 * PT, 0);
      expect(w.cy - (snaps(plain)[i]?.cy ?? 0)).toBeCloseTo(-1 * PT, 0);
    });
  });

  it("prints an uploaded back image behind every card, stored once", async () => {
    const pdf = await renderDeckPdf(deck.slice(0, 4), { paper: "A4", cardSize: "poker", backs: "long-edge", backImage: makePng(320, 448) });
    const images = poppler("pdfimages", pdf, ["-list"]).trim().split("\n").slice(2).map((row) => row.trim().split(/\s+/));
    expect(images.map((row) => row[0])).toEqual(["2", "2", "2", "2"]);
    expect(images.every((row) => row[3] === "320" && row[4] === "448" && row[5] === "rgb")).toBe(true);
    expect(new Set(images.map((row) => row[10])).size).toBe(1);
  });

  it("refuses a back image that is not a PNG or JPEG", async () => {
    const options = { paper: "A4", cardSize: "poker", backs: "long-edge", backImage: new TextEncoder().encode("GIF89a") } as const;
    await expect(renderDeckPdf(deck.slice(0, 1), options)).rejects.toThrow("The back image must be a PNG or JPEG picture.");
  });

  it("keeps the deck's name and date in the margin note", async () => {
    const pdf = await renderDeckPdf(deck.slice(0, 3), { paper: "A4", cardSize: "mini", deckName: "Бабушкина колода", printedAt });
    expect(poppler("pdftotext", pdf)).toContain("Бабушкина колода · printed 2026-11-30");
  });

  it("rasterises with ink inside every card's slot, fronts and backs", async () => {
    const pdf = await renderDeckPdf(deck.slice(0, 9), { paper: "A4", cardSize: "poker", backs: "long-edge" });
    const { slots } = sheetGeometry({ paper: "A4", cardSize: "poker" });
    for (const page of [1, 2]) {
      const image = rasterise(pdf, page, 30);
      const px = image.width / 210;
      for (const slot of slots) {
        let dark = 0;
        for (let y = Math.ceil((slot.y + 2) * px); y < (slot.y + slot.height - 2) * px; y++) {
          for (let x = Math.ceil((slot.x + 2) * px); x < (slot.x + slot.width - 2) * px; x++) if ((image.pixels[y * image.width + x] ?? 255) < 128) dark++;
        }
        expect(dark, `page ${page}, slot at ${slot.x.toFixed(0)},${slot.y.toFixed(0)}`).toBeGreaterThan(50);
      }
    }
  });

  it("accepts the extra options together: bleed, QR codes, a theme and a custom size", async () => {
    const cards = deck.slice(0, 6).map((card) => ({ ...card, url: `https://snap.example/cards/${card.id}` }));
    const pdf = await renderDeckPdf(cards, { paper: "A3", cardSize: { widthMm: 70, heightMm: 100 }, bleedMm: 3, qr: true, theme: "midnight", backs: "short-edge", backPattern: "dots" });
    expect(poppler("pdfinfo", pdf)).toMatch(/Pages:\s+2\n/);
  });
});

describe("alignment test sheet", () => {
  it("has a front with crosses and instructions, and a back with scales", async () => {
    const pdf = await renderAlignmentSheetPdf({ paper: "Letter", backs: "short-edge", backOffsetMm: { x: 1, y: 0 } });
    expect(poppler("pdfinfo", pdf)).toMatch(/Pages:\s+2\n/);
    const [front, back] = poppler("pdftotext", pdf).split("\f");
    expect(front).toContain("flipping on the short edge");
    expect(front).toContain("100 mm");
    expect(back).toContain("Back of the alignment test");
  });
});

describe("page structure", () => {
  it("uses portrait pages only", async () => {
    const doc = await PDFDocument.load(await renderDeckPdf(deck, { paper: "A4", cardSize: "mini", backs: "long-edge" }));
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeLessThan(page.getHeight());
      expect(page.node.get(PDFName.of("Rotate"))).toBeUndefined();
    }
    expect(doc.getPage(0).node.Resources()).toBeInstanceOf(PDFDict);
  });
});
