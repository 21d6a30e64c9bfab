import fs from "node:fs";
import path from "node:path";
import * as fontkit from "@pdf-lib/fontkit";
import { PRINT_FONTS, type FontId, type FontMetrics, type FontVerticalMetrics } from "./font-catalog";

type FontkitFont = ReturnType<typeof fontkit.create>;

const bytesCache = new Map<FontId, Uint8Array>();
const fontCache = new Map<FontId, FontkitFont>();
const widthCache = new Map<string, number>();

export function fontFilePath(font: FontId): string {
  return path.join(process.cwd(), "public/fonts", PRINT_FONTS[font].file);
}

/** The TTF bytes of a print font, read once per process. */
export function loadFontBytes(font: FontId): Uint8Array {
  let bytes = bytesCache.get(font);
  if (!bytes) {
    bytes = new Uint8Array(fs.readFileSync(fontFilePath(font)));
    bytesCache.set(font, bytes);
  }
  return bytes;
}

function loadFont(font: FontId): FontkitFont {
  let parsed = fontCache.get(font);
  if (!parsed) {
    parsed = fontkit.create(loadFontBytes(font));
    fontCache.set(font, parsed);
  }
  return parsed;
}

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
};
