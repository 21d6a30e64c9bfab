/**
 * The on-screen renderer: the same layout model the PDF is drawn from, as SVG strings. Pure, so it
 * runs on the server or in the browser; give it layouts computed on the server (with the print
 * fonts' metrics) and the words fit on screen exactly as on paper.
 */
import { PRINT_FONTS, type FontId } from "./font-catalog";
import { SUIT_PATHS, suitPath, type Suit } from "./suits";
import { cardTransform, type CardBackLayout, type CardFaceLayout, type DeckLayout, type Shape } from "./layout";

export interface SvgOptions {
  /** CSS font-family for each print font (e.g. the names next/font/local gives them). */
  fontFamilies?: Partial<Record<FontId, string>>;
  /** Accessible name of the drawing. */
  title?: string;
  /** URL of the deck's back image, for backs that use one. */
  backImageHref?: string;
  /** Include the bleed around a single card (it is always drawn on a page). */
  showBleed?: boolean;
  /**
   * Draw each suit's shape once (in <defs>, with ids starting with this prefix) and place every pip
   * with <use>: much smaller SVG for pages that show many cards. The prefix must be unique on the page.
   */
  symbolIdPrefix?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

function paint(shape: { fill?: string; stroke?: string; strokeWidth?: number }): string {
  const fill = `fill="${shape.fill ?? "none"}"`;
  return shape.stroke ? `${fill} stroke="${shape.stroke}" stroke-width="${num(shape.strokeWidth ?? 0.2)}"` : fill;
}

function fontFamily(font: FontId, options: SvgOptions): string {
  return options.fontFamilies?.[font] ?? `'${PRINT_FONTS[font].family}', sans-serif`;
}

export function shapesToSvg(shapes: Shape[], options: SvgOptions = {}): string {
  return shapes
    .map((shape) => {
      switch (shape.kind) {
        case "rect":
          return `<rect x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.width)}" height="${num(shape.height)}"${shape.radius > 0 ? ` rx="${num(shape.radius)}"` : ""} ${paint(shape)}/>`;
        case "path":
          return `<path d="${shape.d}" ${paint(shape)}/>`;
        case "suit": {
          if (!options.symbolIdPrefix) return `<path d="${suitPath(shape.suit, shape)}" fill="${shape.fill}"/>`;
          // The same placement as suitPath: the 100-unit box centred on (cx, cy), turned if upside down.
          const k = shape.size / 100;
          const sign = shape.upsideDown ? -1 : 1;
          const matrix = [sign * k, 0, 0, sign * k, shape.cx - sign * (shape.size / 2), shape.cy - sign * (shape.size / 2)]
            .map((n) => String(Math.round(n * 1e6) / 1e6)) // a scale needs more places than a coordinate
            .join(" ");
          return `<use href="#${options.symbolIdPrefix}-${shape.suit}" transform="matrix(${matrix})" fill="${shape.fill}"/>`;
        }
        case "line":
          return `<line x1="${num(shape.x1)}" y1="${num(shape.y1)}" x2="${num(shape.x2)}" y2="${num(shape.y2)}" stroke="${shape.stroke}" stroke-width="${num(shape.strokeWidth)}"/>`;
        case "text": {
          const anchor = shape.anchor === "start" ? "start" : shape.anchor === "end" ? "end" : "middle";
          const turn = shape.upsideDown ? ` transform="rotate(180 ${num(shape.x)} ${num(shape.y)})"` : "";
          const family = escapeXml(fontFamily(shape.font, options));
          return `<text x="${num(shape.x)}" y="${num(shape.y)}" font-family="${family}" font-weight="${PRINT_FONTS[shape.font].weight}" font-size="${num(shape.size)}" text-anchor="${anchor}" fill="${shape.fill}" style="font-kerning:none"${turn}>${escapeXml(shape.text)}</text>`;
        }
        case "image":
          return options.backImageHref
            ? `<image href="${escapeXml(options.backImageHref)}" x="${num(shape.x)}" y="${num(shape.y)}" width="${num(shape.width)}" height="${num(shape.height)}" preserveAspectRatio="xMidYMid slice"/>`
            : "";
      }
    })
    .join("");
}

function svgDocument(viewBox: [number, number, number, number], body: string, options: SvgOptions): string {
  const [x, y, w, h] = viewBox;
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : "";
  const label = options.title ? ` role="img" aria-label="${escapeXml(options.title)}"` : ` aria-hidden="true"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${num(x)} ${num(y)} ${num(w)} ${num(h)}" width="${num(w)}mm" height="${num(h)}mm"${label}>${title}${body}</svg>`;
}

/** The suit shapes a list of shapes uses, once each, for <use> (see SvgOptions.symbolIdPrefix). */
function suitDefs(shapes: Shape[], options: SvgOptions): string {
  if (!options.symbolIdPrefix) return "";
  const suits = new Set<Suit>();
  for (const shape of shapes) if (shape.kind === "suit") suits.add(shape.suit);
  if (suits.size === 0) return "";
  return `<defs>${[...suits].map((suit) => `<path id="${options.symbolIdPrefix}-${suit}" d="${SUIT_PATHS[suit]}"/>`).join("")}</defs>`;
}

function cardSvg(card: CardFaceLayout | CardBackLayout, options: SvgOptions): string {
  const b = options.showBleed ? card.bleed : 0;
  return svgDocument([-b, -b, card.width + 2 * b, card.height + 2 * b], suitDefs(card.shapes, options) + shapesToSvg(card.shapes, options), options);
}

/** One card face as a standalone SVG (millimetre viewBox of the trim box). */
export function cardFaceSvg(face: CardFaceLayout, options: SvgOptions = {}): string {
  return cardSvg(face, options);
}

/** The deck's card back as a standalone SVG. */
export function cardBackSvg(back: CardBackLayout, options: SvgOptions = {}): string {
  return cardSvg(back, options);
}

/** One printed page (front or back), exactly as the PDF lays it out: the print preview. */
export function pageSvg(layout: DeckLayout, pageIndex: number, options: SvgOptions = {}): string {
  const page = layout.pages[pageIndex];
  if (!page) throw new RangeError(`The layout has no page ${pageIndex + 1}.`);
  const cards = page.cards
    .map(({ cardIndex, slot }) => {
      const art = page.side === "front" ? layout.faces[cardIndex] : layout.back;
      if (!art) return "";
      const matrix = cardTransform(slot, layout.geometry.card).map(num).join(" ");
      return `<g transform="matrix(${matrix})">${shapesToSvg(art.shapes, options)}</g>`;
    })
    .join("");
  const paper = `<rect x="0" y="0" width="${num(page.width)}" height="${num(page.height)}" fill="#ffffff"/>`;
  return svgDocument([0, 0, page.width, page.height], paper + cards + shapesToSvg(page.shapes, options), options);
}
