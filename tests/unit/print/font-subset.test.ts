import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_IDS } from "@/lib/print/font-catalog";
import { PDFDocument } from "pdf-lib";
import { cachingFontkit, fileFontMetrics, fontFilePath, fontkit, loadFontBytes } from "@/lib/print/fonts";
import { alignGlyphRecords } from "@/lib/print/ttf-align";

async function subset(bytes: Uint8Array, text: string) {
  const font = fontkit.create(bytes);
  const sub = font.createSubset();
  const ids = font.layout(text).glyphs.map((glyph) => sub.includeGlyph(glyph));
  const stream = sub.encodeStream();
  const chunks: Uint8Array[] = [];
  await new Promise<void>((resolve) => {
    stream.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    stream.on("end", () => resolve());
  });
  return { original: font, subsetFont: fontkit.create(new Uint8Array(Buffer.concat(chunks))), ids };
}

const SAMPLE = "Banana Καλημέρα привет Crème brûlée Łódź 0123456789";

describe("print fonts", () => {
  for (const id of FONT_IDS) {
    it(`${id} subsets with every glyph intact`, async () => {
      const { original, subsetFont, ids } = await subset(loadFontBytes(id), SAMPLE);
      const glyphs = original.layout(SAMPLE).glyphs;
      ids.forEach((subsetId, i) => {
        const before = glyphs[i]!;
        const after = subsetFont.getGlyph(subsetId);
        expect(after.path.toSVG(), String.fromCodePoint(...before.codePoints)).toBe(before.path.toSVG());
        expect(after.advanceWidth).toBe(before.advanceWidth);
      });
    });
  }

  it("aligning glyph records keeps every glyph's outline and width", () => {
    const raw = new Uint8Array(fs.readFileSync(fontFilePath("noto-sans-bold")));
    const before = fontkit.create(raw);
    const after = fontkit.create(alignGlyphRecords(raw));
    expect(after.numGlyphs).toBe(before.numGlyphs);
    for (let id = 0; id < before.numGlyphs; id += 7) {
      expect(after.getGlyph(id).path.toSVG()).toBe(before.getGlyph(id).path.toSVG());
      expect(after.getGlyph(id).advanceWidth).toBe(before.getGlyph(id).advanceWidth);
    }
  });

  it("measures text exactly as pdf-lib draws it, so fitted words never overflow on paper", async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit);
    for (const id of FONT_IDS) {
      const font = await doc.embedFont(loadFontBytes(id), { subset: true });
      for (const word of SAMPLE.split(" ")) {
        expect(fileFontMetrics.widthEm(word, id) * 10).toBeCloseTo(font.widthOfTextAtSize(word, 10), 6);
      }
    }
  });

  it("leaves an already aligned font untouched", () => {
    const aligned = loadFontBytes("noto-sans-bold");
    expect(alignGlyphRecords(aligned)).toBe(aligned);
  });
});
