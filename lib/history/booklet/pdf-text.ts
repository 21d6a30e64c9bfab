/**
 * The booklet's type: the print fonts for words and headings (every word a deck accepts is drawn
 * by both, lib/cards/glyph-coverage.ts) and Nunito for running text. Free text (names, reasons,
 * the deck's name) may hold letters Nunito lacks: such a line is set in Noto Sans, and a letter no
 * font has becomes "?" rather than an empty box.
 */
import fs from "node:fs";
import path from "node:path";
import { rgb, type PDFDocument, type PDFFont, type RGB } from "pdf-lib";
import { cachingFontkit, fontkit, loadFontBytes } from "@/lib/print/fonts";
import { embedPrintFont } from "@/lib/print/pdf";
import { alignGlyphRecords } from "@/lib/print/ttf-align";
import { parseColour } from "@/lib/text/colour";

type Parsed = ReturnType<typeof fontkit.create>;

export interface BookletFonts {
  body: PDFFont;
  bodyBold: PDFFont;
  word: PDFFont;
  display: PDFFont;
  /** The font for this text (body, bold or display, or the fallback), and the text as it can draw it. */
  fit(text: string, preferred: "body" | "bodyBold" | "display"): { font: PDFFont; text: string };
}

let nunito: { regular: Uint8Array; bold: Uint8Array; parsedRegular: Parsed; parsedBold: Parsed } | null = null;

/**
 * A running-text font whose "layout" maps each letter to its glyph and does no shaping: pdf-lib
 * lays out every string it measures or draws, and shaping made a booklet's thousands of unique
 * story lines cost about a millisecond each, twice. pdf-lib places glyphs by their advances alone
 * (no kerning), so only ligatures are given up.
 */
function unshaped(bytes: Uint8Array): Parsed {
  const parsed = fontkit.create(bytes);
  const layout = (text: string) => ({ glyphs: Array.from(text, (ch) => parsed.glyphForCodePoint(ch.codePointAt(0)!)) });
  parsed.layout = layout as unknown as Parsed["layout"];
  return parsed;
}

/** Nunito's two weights, read and parsed once per process. */
function loadNunito() {
  if (!nunito) {
    const read = (file: string) => alignGlyphRecords(new Uint8Array(fs.readFileSync(path.join(process.cwd(), "public/fonts", file))));
    const regular = read("Nunito-Regular.ttf");
    const bold = read("Nunito-Bold.ttf");
    nunito = { regular, bold, parsedRegular: unshaped(regular), parsedBold: unshaped(bold) };
  }
  return nunito;
}

/** What pdf-lib parses fonts with for the booklet: Nunito unshaped, the print fonts as for cards. */
const bookletFontkit = {
  create(bytes: Uint8Array): Parsed {
    const faces = loadNunito();
    if (bytes === faces.regular) return faces.parsedRegular;
    if (bytes === faces.bold) return faces.parsedBold;
    return cachingFontkit.create(bytes);
  },
};

const covers = (font: Parsed, text: string) => [...text].every((ch) => ch === "\n" || font.hasGlyphForCodePoint(ch.codePointAt(0)!));

/** Registers the booklet's fontkit with the document and embeds its fonts (subsets of what it prints: `content` is every string it will draw). */
export async function embedBookletFonts(doc: PDFDocument, content: string): Promise<BookletFonts> {
  const faces = loadNunito();
  doc.registerFontkit(bookletFontkit);
  const noto = cachingFontkit.create(loadFontBytes("noto-sans-bold"));
  const comfortaa = cachingFontkit.create(loadFontBytes("comfortaa-bold"));
  const [body, bodyBold, word, display] = await Promise.all([
    doc.embedFont(faces.regular, { subset: true }),
    doc.embedFont(faces.bold, { subset: true }),
    embedPrintFont(doc, "noto-sans-bold", content),
    embedPrintFont(doc, "comfortaa-bold", content),
  ]);
  return {
    body,
    bodyBold,
    word,
    display,
    fit(text, preferred) {
      const [parsed, font] = preferred === "body" ? [faces.parsedRegular, body] : preferred === "bodyBold" ? [faces.parsedBold, bodyBold] : [comfortaa, display];
      if (covers(parsed, text)) return { font, text };
      const safe = [...text].map((ch) => (noto.hasGlyphForCodePoint(ch.codePointAt(0)!) ? ch : "?")).join("");
      return { font: word, text: safe };
    },
  };
}

/** The text's lines when set in `width` points (broken at spaces; a word too long is broken too). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/u).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        const letters = [...rest];
        let n = letters.length - 1;
        while (n > 1 && font.widthOfTextAtSize(letters.slice(0, n).join(""), size) > width) n--;
        lines.push(letters.slice(0, n).join(""));
        rest = letters.slice(n).join("");
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A CSS hex colour (#rgb or #rrggbb) as pdf-lib's colour; ink when it isn't one. */
export function hexColour(hex: string): RGB {
  const colour = parseColour(hex);
  if (colour === null) return rgb(0.12, 0.14, 0.16);
  const n = parseInt(colour.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}
