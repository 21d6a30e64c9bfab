import fs from "node:fs";
import path from "node:path";
import * as fontkitModule from "@pdf-lib/fontkit";
import { alignGlyphRecords } from "./ttf-align";
import { PRINT_FONTS, type FontId, type FontMetrics, type FontVerticalMetrics, type InkExtent } from "./font-catalog";

/** fontkit as a CommonJS require gives it, or as the default export of its ES build (bundlers). */
export const fontkit: typeof fontkitModule =
  (fontkitModule as unknown as { default?: typeof fontkitModule }).default ?? fontkitModule;

type FontkitFont = ReturnType<typeof fontkit.create>;

const bytesCache = new Map<FontId, Uint8Array>();
const fontCache = new Map<FontId, FontkitFont>();
const widthCache = new Map<string, number>();
const inkCache = new Map<string, InkExtent>();

export function fontFilePath(font: FontId): string {
  return path.join(process.cwd(), "public/fonts", PRINT_FONTS[font].file);
}

/** The TTF bytes of a print font, read once per process and made safe for subsetting. */
export function loadFontBytes(font: FontId): Uint8Array {
  let bytes = bytesCache.get(font);
  if (!bytes) {
    bytes = alignGlyphRecords(new Uint8Array(fs.readFileSync(fontFilePath(font))));
    bytesCache.set(font, bytes);
  }
  return bytes;
}

const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * Parses a print font once. Its `layout` (text shaping, which pdf-lib runs for every string it
 * draws) is memoised per string: a deck repeats the same ranks, codes and words page after page.
 */
function loadFont(font: FontId): FontkitFont {
  let parsed = fontCache.get(font);
  if (!parsed) {
    const shaped = fontkit.create(loadFontBytes(font));
    const layout = shaped.layout.bind(shaped);
    const runs = new Map<string, ReturnType<FontkitFont["layout"]>>();
    shaped.layout = (text: string, ...rest: unknown[]) => {
      if (rest.some((arg) => arg !== undefined)) return (layout as (...args: unknown[]) => ReturnType<FontkitFont["layout"]>)(text, ...rest);
      let run = runs.get(text);
      if (!run) {
        if (runs.size >= LAYOUT_CACHE_LIMIT) runs.clear();
        run = layout(text);
        runs.set(text, run);
      }
      return run;
    };
    keepCharacters(shaped);
    parsed = shaped;
    fontCache.set(font, parsed);
  }
  return parsed;
}

/**
 * fontkit keeps each glyph it has made, with the characters it was made for, and hands the same one
 * out again. A glyph first made without characters (a part of an accented or composite glyph, read
 * while subsetting) stayed without them for the life of the parsed font, and pdf-lib writes a PDF's
 * text layer (what is copied or searched) from them: after one deck's PDF, every later PDF of the
 * process lost its full stops from its text. A glyph asked for with its characters now keeps them.
 */
function keepCharacters(font: FontkitFont): void {
  const withCharacters = font as unknown as { getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null };
  const getGlyph = withCharacters.getGlyph.bind(font);
  withCharacters.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
}

/**
 * What pdf-lib needs of fontkit (`create`), answering with one parsed font per print font for the
 * life of the process: parsing a font and its layout tables is most of the cost of a PDF.
 */
export const cachingFontkit = {
  create(bytes: Uint8Array): FontkitFont {
    for (const [id, cached] of bytesCache) if (cached === bytes) return loadFont(id);
    return fontkit.create(bytes);
  },
};

/**
 * Synchronous metrics read from the committed font files. The server uses these to fit words
 * before drawing them with pdf-lib or handing a laid-out card to the SVG renderer.
 */
export const fileFontMetrics: FontMetrics = {
  widthEm(text: string, font: FontId): number {
    const key = `${font}\u0000${text}`;
    const cached = widthCache.get(key);
    if (cached !== undefined) return cached;
    const parsed = loadFont(font);
    let units = 0;
    for (const glyph of parsed.layout(text).glyphs) units += glyph.advanceWidth;
    const width = units / parsed.unitsPerEm;
    if (widthCache.size >= LAYOUT_CACHE_LIMIT) widthCache.clear();
    widthCache.set(key, width);
    return width;
  },
  vertical(font: FontId): FontVerticalMetrics {
    const parsed = loadFont(font);
    return {
      ascent: parsed.ascent / parsed.unitsPerEm,
      descent: -parsed.descent / parsed.unitsPerEm,
      capHeight: parsed.capHeight / parsed.unitsPerEm,
    };
  },
  inkEm(text: string, font: FontId): InkExtent {
    const key = `${font}\u0000${text}`;
    const cached = inkCache.get(key);
    if (cached) return cached;
    const parsed = loadFont(font);
    // Glyphs placed at their advance widths, as the PDF places them.
    let [top, bottom, left, right, pen] = [0, 0, 0, 0, 0];
    for (const glyph of parsed.layout(text).glyphs) {
      const { minX, maxX, minY, maxY } = glyph.bbox;
      if (maxX > minX && maxY > minY) {
        top = Math.max(top, maxY);
        bottom = Math.max(bottom, -minY);
        left = Math.max(left, -(pen + minX));
        right = Math.max(right, pen + maxX);
      }
      pen += glyph.advanceWidth;
    }
    const em = parsed.unitsPerEm;
    const ink = { top: top / em, bottom: bottom / em, left: left / em, right: Math.max(0, right - pen) / em };
    if (inkCache.size >= LAYOUT_CACHE_LIMIT) inkCache.clear();
    inkCache.set(key, ink);
    return ink;
  },
};
