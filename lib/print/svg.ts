/**
 * The on-screen renderer: the same layout model the PDF is drawn from, as SVG strings. Pure, so it
 * runs on the server or in the browser; give it layouts computed with the print fonts' metrics and
 * the words fit on screen exactly as on paper.
 */
import { drawingPaths } from "@/lib/handwriting/outline";
import { MARKER_SIZE } from "@/lib/handwriting/space";
import { PRINT_FONTS, type FontId } from "./font-catalog";
import { SUIT_PATHS, suitPath, type Suit } from "./suits";
import { cardTransform, type CardBackLayout, type CardFaceLayout, type DeckLayout, type Shape } from "./layout";
import type { HandShape } from "./shapes";

export interface SvgOptions {
  /** CSS font-family for each print font (e.g. the names next/font/local gives them). */
  fontFamilies?: Partial<Record<FontId, string>>;
  /** Accessible name of the drawing. */
  title?: string;
  /** URL of the deck's back image, for backs that use one. */
  backImageHref?: string;
  /** URL of a card picture (a CardArt's screen image), for faces that show one. */
  artHref?: (artId: string) => string;
  /** Include the bleed around a single card (it is always drawn on a page). */
  showBleed?: boolean;
  /**
   * Place every pip with <use> of one shape per suit (see suitSymbols) whose ids start with this
   * prefix: much smaller SVG where many cards are shown. The prefix must be unique on the page.
   */
  symbolIdPrefix?: string;
}

/** One SVG element: its tag, its attributes in order (values unescaped) and its text. */
export interface SvgElement {
  tag: "rect" | "path" | "use" | "line" | "text" | "image" | "g";
  attributes: Array<[string, string]>;
  text?: string;
  /** A group's elements. */
  children?: SvgElement[];
}

/** A whole drawing: the <svg> element's attributes (xmlns aside), its accessible title, defs and elements. */
export interface SvgDrawing {
  attributes: Array<[string, string]>;
  title?: string;
  defs: SvgElement[];
  elements: SvgElement[];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const num = (n: number) => String(Math.round(n * 1000) / 1000);

function paint(shape: { fill?: string; stroke?: string; strokeWidth?: number }): Array<[string, string]> {
  const fill: [string, string] = ["fill", shape.fill ?? "none"];
  return shape.stroke ? [fill, ["stroke", shape.stroke], ["stroke-width", num(shape.strokeWidth ?? 0.2)]] : [fill];
}

function fontFamily(font: FontId, options: SvgOptions): string {
  return options.fontFamilies?.[font] ?? `'${PRINT_FONTS[font].family}', sans-serif`;
}

/** A suit placed as suitPath places it: the 100-unit box centred on (cx, cy), turned if upside down. */
function suitTransform(shape: Extract<Shape, { kind: "suit" }>): string {
  const k = shape.size / 100;
  const sign = shape.upsideDown ? -1 : 1;
  const matrix = [sign * k, 0, 0, sign * k, shape.cx - sign * (shape.size / 2), shape.cy - sign * (shape.size / 2)]
    .map((n) => String(Math.round(n * 1e6) / 1e6)) // a scale needs more places than a coordinate
    .join(" ");
  return `matrix(${matrix})`;
}

/** A text's font, as attributes. */
function fontAttributes(font: FontId, options: SvgOptions): Array<[string, string]> {
  return [
    ["font-family", fontFamily(font, options)],
    ["font-weight", String(PRINT_FONTS[font].weight)],
    ["style", "font-kerning:none"],
  ];
}

/**
 * A card's texts are all in one font and mostly centred: its <svg> sets these once and each <text>
 * inherits them (a 52-card page is much smaller for it).
 */
function textDefaults(font: FontId, options: SvgOptions): Array<[string, string]> {
  return [...fontAttributes(font, options), ["text-anchor", "middle"]];
}

/**
 * The SVG element that draws a shape (null for a back image when there is none to show). A text in
 * `inheritedFont` leaves out what its <svg> already sets (textDefaults).
 */
export function shapeElement(shape: Shape, options: SvgOptions = {}, inheritedFont?: FontId): SvgElement | null {
  switch (shape.kind) {
    case "rect":
      return {
        tag: "rect",
        attributes: [
          ["x", num(shape.x)],
          ["y", num(shape.y)],
          ["width", num(shape.width)],
          ["height", num(shape.height)],
          ...(shape.radius > 0 ? [["rx", num(shape.radius)] as [string, string]] : []),
          ...paint(shape),
          ...(shape.opacity !== undefined ? [["fill-opacity", num(shape.opacity)] as [string, string]] : []),
        ],
      };
    case "path":
      return { tag: "path", attributes: [["d", shape.d], ...paint(shape)] };
    case "suit":
      return options.symbolIdPrefix
        ? { tag: "use", attributes: [["href", `#${options.symbolIdPrefix}-${shape.suit}`], ["transform", suitTransform(shape)], ["fill", shape.fill]] }
        : { tag: "path", attributes: [["d", suitPath(shape.suit, shape)], ["fill", shape.fill]] };
    case "line":
      return {
        tag: "line",
        attributes: [
          ["x1", num(shape.x1)],
          ["y1", num(shape.y1)],
          ["x2", num(shape.x2)],
          ["y2", num(shape.y2)],
          ["stroke", shape.stroke],
          ["stroke-width", num(shape.strokeWidth)],
        ],
      };
    case "text": {
      const anchor = shape.anchor === "start" ? "start" : shape.anchor === "end" ? "end" : "middle";
      const inherits = shape.font === inheritedFont;
      const [family, weight, style] = inherits ? [] : fontAttributes(shape.font, options);
      return {
        tag: "text",
        attributes: [
          ["x", num(shape.x)],
          ["y", num(shape.y)],
          ...(family && weight ? [family, weight] : []),
          ["font-size", num(shape.size)],
          ...(inherits && anchor === "middle" ? [] : [["text-anchor", anchor] as [string, string]]),
          ["fill", shape.fill],
          ...(style ? [style] : []),
          ...(shape.upsideDown ? [["transform", `rotate(180 ${num(shape.x)} ${num(shape.y)})`] as [string, string]] : []),
        ],
        text: shape.text,
      };
    }
    case "image": {
      const href = shape.artId ? options.artHref?.(shape.artId) : options.backImageHref;
      return href ? imageElement(shape, href) : null;
    }
    case "hand":
      return handElement(shape);
  }
}

/**
 * A word written by hand: the marker's shape (drawingPaths) in the writing card's units, placed by
 * a transform, its pieces filled and its even lines stroked in the ink. `data-handwriting` marks it
 * (what a page's tests look for).
 */
function handElement(shape: HandShape): SvgElement {
  const { fill, line } = drawingPaths(shape.drawing);
  const scale = String(Math.round(shape.scale * 1e7) / 1e7); // a scale needs more places than a coordinate
  const children: SvgElement[] = [];
  if (fill) children.push({ tag: "path", attributes: [["d", fill], ["fill", shape.ink]] });
  if (line) {
    children.push({
      tag: "path",
      attributes: [["d", line], ["fill", "none"], ["stroke", shape.ink], ["stroke-width", String(MARKER_SIZE)], ["stroke-linecap", "round"], ["stroke-linejoin", "round"]],
    });
  }
  return { tag: "g", attributes: [["data-handwriting", ""], ["transform", `matrix(${scale} 0 0 ${scale} ${num(shape.x)} ${num(shape.y)})`]], children };
}

/**
 * A picture covering its box: "slice" scales it to cover, and an <image> clips what overflows its
 * own box. Rounded corners are clipped by a CSS inset shape rather than a <clipPath>, so the many
 * cards of a page need no ids of their own.
 */
function imageElement(shape: Extract<Shape, { kind: "image" }>, href: string): SvgElement {
  return {
    tag: "image",
    attributes: [
      ["href", href],
      ["x", num(shape.x)],
      ["y", num(shape.y)],
      ["width", num(shape.width)],
      ["height", num(shape.height)],
      ["preserveAspectRatio", "xMidYMid slice"],
      ...(shape.radius ? [["style", `clip-path:inset(0 round ${num(shape.radius)}px)`] as [string, string]] : []),
    ],
  };
}

export function shapeElements(shapes: Shape[], options: SvgOptions = {}, inheritedFont?: FontId): SvgElement[] {
  return shapes.map((shape) => shapeElement(shape, options, inheritedFont)).filter((element) => element !== null);
}

/** An element as SVG markup. */
export function elementToSvg(element: SvgElement): string {
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join("");
  if (element.children) return `<${element.tag}${attributes}>${element.children.map(elementToSvg).join("")}</${element.tag}>`;
  return element.text === undefined ? `<${element.tag}${attributes}/>` : `<${element.tag}${attributes}>${escapeXml(element.text)}</${element.tag}>`;
}

export function shapesToSvg(shapes: Shape[], options: SvgOptions = {}): string {
  return shapeElements(shapes, options).map(elementToSvg).join("");
}

/** One shape per suit, with the ids that shapes drawn with `symbolIdPrefix` refer to. */
export function suitSymbols(symbolIdPrefix: string, suits: Iterable<Suit>): SvgElement[] {
  return [...new Set(suits)].map((suit) => ({ tag: "path", attributes: [["id", `${symbolIdPrefix}-${suit}`], ["d", SUIT_PATHS[suit]]] }));
}

function svgAttributes(viewBox: [number, number, number, number], options: SvgOptions): Array<[string, string]> {
  const [x, y, w, h] = viewBox;
  return [
    ["viewBox", `${num(x)} ${num(y)} ${num(w)} ${num(h)}`],
    ["width", `${num(w)}mm`],
    ["height", `${num(h)}mm`],
    ...((options.title ? [["role", "img"], ["aria-label", options.title]] : [["aria-hidden", "true"]]) as Array<[string, string]>),
  ];
}

/** An <svg> document; one inside an HTML page (`inline`) needs no namespace declaration. */
function svgDocument(attributes: Array<[string, string]>, title: string | undefined, body: string, inline = false): string {
  const markup = attributes.map(([name, value]) => ` ${name}="${escapeXml(value)}"`).join("");
  const namespace = inline ? "" : ' xmlns="http://www.w3.org/2000/svg"';
  return `<svg${namespace}${markup}>${title ? `<title>${escapeXml(title)}</title>` : ""}${body}</svg>`;
}

/** A drawing as SVG markup, standalone or `inline` in an HTML page. */
export function drawingToSvg(drawing: SvgDrawing, { inline = false } = {}): string {
  const defs = drawing.defs.length > 0 ? `<defs>${drawing.defs.map(elementToSvg).join("")}</defs>` : "";
  return svgDocument(drawing.attributes, drawing.title, defs + drawing.elements.map(elementToSvg).join(""), inline);
}

/**
 * One card (millimetre viewBox of the trim box, or of the bleed box with showBleed). Its own <defs>
 * carry the suits it uses when `defs` is asked for; a page of cards shares one set instead.
 */
export function cardDrawing(card: CardFaceLayout | CardBackLayout, options: SvgOptions & { defs?: boolean } = {}): SvgDrawing {
  const b = options.showBleed ? card.bleed : 0;
  const suits = card.shapes.flatMap((shape) => (shape.kind === "suit" ? [shape.suit] : []));
  const fonts = new Set(card.shapes.flatMap((shape) => (shape.kind === "text" ? [shape.font] : [])));
  const font = fonts.size === 1 ? [...fonts][0] : undefined;
  return {
    attributes: [...svgAttributes([-b, -b, card.width + 2 * b, card.height + 2 * b], options), ...(font ? textDefaults(font, options) : [])],
    title: options.title,
    defs: options.defs && options.symbolIdPrefix ? suitSymbols(options.symbolIdPrefix, suits) : [],
    elements: shapeElements(card.shapes, options, font),
  };
}

/** One card face as a standalone SVG (millimetre viewBox of the trim box). */
export function cardFaceSvg(face: CardFaceLayout, options: SvgOptions = {}): string {
  return drawingToSvg(cardDrawing(face, { ...options, defs: true }));
}

/** The deck's card back as a standalone SVG. */
export function cardBackSvg(back: CardBackLayout, options: SvgOptions = {}): string {
  return drawingToSvg(cardDrawing(back, { ...options, defs: true }));
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
  return svgDocument(svgAttributes([0, 0, page.width, page.height], options), options.title, paper + cards + shapesToSvg(page.shapes, options));
}
