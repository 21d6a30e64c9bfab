/**
 * The booklet's page: A5 portrait with generous margins, its colours, and text set down it (Flow):
 * line by line onto new pages as they fill, beside a card drawing while there is one on the page,
 * the full width below it.
 */
import { concatTransformationMatrix, drawEllipse, drawObject, popGraphicsState, pushGraphicsState, rgb, type PDFDocument, type PDFFont, type PDFName, type PDFPage, type PDFRef, type RGB } from "pdf-lib";
import { hexColour, type BookletFonts } from "./pdf-text";

/** A5 portrait, in points. */
export const PAGE = { width: 419.53, height: 595.28 };
export const MARGIN = 50;
const TOP = 58;
const BOTTOM = 62;
export const WIDTH = PAGE.width - 2 * MARGIN;
export const INK = rgb(0.13, 0.14, 0.16);
export const MUTED = rgb(0.36, 0.39, 0.42);
export const FELT = hexColour("#1d5c3f");
export const RULE = hexColour("#d9d4c7");

export interface TextOptions {
  size?: number;
  bold?: boolean;
  display?: boolean;
  font?: PDFFont;
  colour?: RGB;
  /** Space after the paragraph, in points. */
  after?: number;
  /** From the left edge of the column the line is in. */
  indent?: number;
  /** Line height as a multiple of the size. */
  leading?: number;
  centre?: boolean;
}

/**
 * The next line of `words` set in `width` points, and how many words it took (a word too long for
 * a line is broken: its first part is the line, its rest is put back as the next word). Each word is
 * measured once: the booklet's fonts place glyphs by their advances alone (pdf-text.ts), so a
 * line's width is its words' widths and the spaces between them.
 */
function nextLine(words: string[], font: PDFFont, size: number, width: number): [string, number] {
  const space = font.widthOfTextAtSize(" ", size);
  let used = 0;
  let taken = 0;
  while (taken < words.length) {
    const wordWidth = font.widthOfTextAtSize(words[taken]!, size);
    const next = taken === 0 ? wordWidth : used + space + wordWidth;
    if (next > width) break;
    used = next;
    taken++;
  }
  if (taken > 0) return [words.slice(0, taken).join(" "), taken];
  const letters = [...words[0]!];
  if (letters.length < 2) return [words[0]!, 1];
  let n = letters.length - 1;
  while (n > 1 && font.widthOfTextAtSize(letters.slice(0, n).join(""), size) > width) n--;
  words[0] = letters.slice(n).join("");
  return [letters.slice(0, n).join(""), 0];
}

/**
 * Small dots, each colour drawn once as a form XObject and placed by a transform: a story's
 * thousands of dots cost a few numbers each instead of a circle's curves.
 */
class Dots {
  private readonly forms = new Map<string, PDFRef>();
  private readonly names = new WeakMap<PDFPage, Map<PDFRef, PDFName>>();

  constructor(private readonly doc: PDFDocument) {}

  draw(page: PDFPage, x: number, y: number, radius: number, colour: string) {
    const key = `${colour}/${radius}`;
    let ref = this.forms.get(key);
    if (!ref) {
      const context = this.doc.context;
      const operators = drawEllipse({ x: radius, y: radius, xScale: radius, yScale: radius, color: hexColour(colour), borderColor: undefined, borderWidth: 0 });
      ref = context.register(context.formXObject(operators, { BBox: context.obj([0, 0, 2 * radius, 2 * radius]) }));
      this.forms.set(key, ref);
    }
    let names = this.names.get(page);
    if (!names) this.names.set(page, (names = new Map()));
    let name = names.get(ref);
    if (!name) names.set(ref, (name = page.node.newXObject("Dot", ref)));
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(1, 0, 0, 1, x - radius, y - radius), drawObject(name), popGraphicsState());
  }
}

export class Flow {
  page!: PDFPage;
  y = 0;
  /** What a page opens with when text runs onto it (whose story goes on), if anything. */
  continued: string | null = null;
  /** A card drawn on `page` with text beside it: lines above `bottom` start at `left`. */
  beside: { page: PDFPage; bottom: number; left: number } | null = null;
  /** Pages without a running footer (the cover). */
  footer = true;
  private readonly dots: Dots;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: BookletFonts,
    private readonly footerText: string,
  ) {
    this.dots = new Dots(doc);
  }

  /** A dot of `colour` (#rrggbb) centred at (x, y) on this page. */
  dot(x: number, y: number, radius: number, colour: string) {
    this.dots.draw(this.page, x, y, radius, colour);
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - TOP;
    if (this.footer) {
      const number = String(this.doc.getPageCount());
      const footer = this.fonts.fit(this.footerText, "body");
      const y = BOTTOM / 2;
      this.page.drawText(footer.text, { x: MARGIN, y, size: 8, font: footer.font, color: MUTED });
      this.page.drawText(number, { x: PAGE.width - MARGIN - this.fonts.body.widthOfTextAtSize(number, 8), y, size: 8, font: this.fonts.body, color: MUTED });
    }
    if (this.continued) this.text(this.continued, { size: 9, colour: MUTED, after: 10 });
  }

  /** Whether `height` more points fit on this page. */
  fits(height: number): boolean {
    return this.y - height >= BOTTOM;
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number) {
    if (!this.fits(height)) this.newPage();
  }

  /** The column a line whose top is at `y`, `height` tall, is set in: beside the card, or the page's width. */
  column(height: number): { left: number; width: number } {
    const beside = this.beside;
    if (beside && beside.page === this.page && this.y - height >= beside.bottom) return { left: beside.left, width: PAGE.width - MARGIN - beside.left };
    return { left: MARGIN, width: WIDTH };
  }

  text(value: string, options: TextOptions = {}) {
    const size = options.size ?? 10.5;
    const fitted = options.font ? { font: options.font, text: value } : this.fonts.fit(value, options.display ? "display" : options.bold ? "bodyBold" : "body");
    const indent = options.indent ?? 0;
    const leading = size * (options.leading ?? 1.4);
    const words = fitted.text.split(/\s+/u).filter(Boolean);
    while (words.length > 0) {
      this.room(leading);
      const column = this.column(leading);
      const width = column.width - indent;
      const [line, taken] = nextLine(words, fitted.font, size, width);
      words.splice(0, taken);
      const x = options.centre ? column.left + (column.width - fitted.font.widthOfTextAtSize(line, size)) / 2 : column.left + indent;
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font: fitted.font, color: options.colour ?? INK });
      this.y -= leading - size;
    }
    this.y -= options.after ?? 0;
  }

  /** A thin rule across the column, with space about it. */
  rule(space = 14) {
    this.room(2 * space);
    this.y -= space;
    const { left, width } = this.column(0);
    this.page.drawLine({ start: { x: left, y: this.y }, end: { x: left + width, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= space;
  }

  /**
   * A section's opening: its title and a line under it, on a new page, or (`onSamePage`) after
   * what is already on this one when there are `onSamePage` points of room for it to begin.
   */
  section(title: string, subtitle?: string, onSamePage?: number) {
    this.continued = null;
    this.beside = null;
    if (onSamePage !== undefined && this.fits(onSamePage + 90)) this.y -= 30;
    else this.newPage();
    this.text(title, { size: 22, display: true, colour: FELT, after: subtitle ? 4 : 16, leading: 1.25 });
    if (subtitle) this.text(subtitle, { size: 10.5, colour: MUTED, after: 18 });
  }
}
