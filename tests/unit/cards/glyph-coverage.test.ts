import fs from "node:fs";
import { describe, expect, it } from "vitest";
import * as fontkit from "@pdf-lib/fontkit";
import { GLYPH_COVERAGE_FONTS, PRINTABLE_CODE_POINTS } from "@/lib/cards/glyph-coverage";
import { isPrintableCodePoint } from "@/lib/cards/words";
import { buildGlyphCoverageSource, GLYPH_COVERAGE_PATH } from "@/scripts/generate-glyph-coverage";
import { FONT_IDS, PRINT_FONTS } from "@/lib/print/font-catalog";
import { fontFilePath } from "@/lib/print/fonts";

describe("glyph coverage table", () => {
  it("matches what the committed print fonts cover (regenerate with scripts/generate-glyph-coverage.ts)", () => {
    expect(fs.readFileSync(GLYPH_COVERAGE_PATH, "utf8")).toBe(buildGlyphCoverageSource());
  });

  it("is built from every print font", () => {
    expect([...GLYPH_COVERAGE_FONTS].sort()).toEqual(FONT_IDS.map((id) => PRINT_FONTS[id].file).sort());
  });

  it("lists ascending, non-overlapping ranges", () => {
    let previousEnd = -1;
    for (const [from, to] of PRINTABLE_CODE_POINTS) {
      expect(from).toBeGreaterThan(previousEnd);
      expect(to).toBeGreaterThanOrEqual(from);
      previousEnd = to;
    }
  });

  it("covers Latin with extended accents, Greek and Cyrillic letters", () => {
    const samples = "AZaz09ÀÿĀžŁőŒœȘțẞỆỹΑΩαωάώЀЯаяёїґў";
    for (const char of samples) expect(isPrintableCodePoint(char.codePointAt(0) ?? 0), char).toBe(true);
  });

  it("only lists code points that every print font maps to a real glyph", () => {
    const fonts = FONT_IDS.map((id) => fontkit.create(new Uint8Array(fs.readFileSync(fontFilePath(id)))));
    for (const [from, to] of PRINTABLE_CODE_POINTS) {
      for (let codePoint = from; codePoint <= to; codePoint++) {
        for (const font of fonts) expect(font.glyphForCodePoint(codePoint).id, codePoint.toString(16)).not.toBe(0);
      }
    }
  });
});
