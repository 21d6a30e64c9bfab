import { describe, expect, it } from "vitest";
import { artBox } from "@/lib/print/art-box";
import { layoutCardFace, type PrintCard } from "@/lib/print/card-face";
import { AA_TEXT, contrastRatio, scrimOpacity } from "@/lib/print/contrast";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES, layoutDeck } from "@/lib/print/layout";
import type { Shape, TextShape } from "@/lib/print/shapes";
import { cardFaceSvg, pageSvg } from "@/lib/print/svg";
import { THEMES } from "@/lib/print/themes";

const theme = THEMES.classic;
const poker = CARD_SIZES.poker;
type Rect = Extract<Shape, { kind: "rect" }>;
type Image = Extract<Shape, { kind: "image" }>;

function face(card: Partial<PrintCard>, { size = poker, bleed = 0 } = {}) {
  return layoutCardFace({ id: "c1", rank: "Q", suit: "hearts", word: null, ...card }, { size, bleed, theme, metrics: fileFontMetrics });
}
const custom = (card: Partial<PrintCard> = {}) => ({ rank: "1", suit: null, label: "Cats", colour: "#1f7a4d", ...card });

const images = (shapes: Shape[]) => shapes.filter((s): s is Image => s.kind === "image");
const texts = (shapes: Shape[]) => shapes.filter((s): s is TextShape => s.kind === "text");
const scrims = (shapes: Shape[]) => shapes.filter((s): s is Rect => s.kind === "rect" && s.opacity !== undefined && s.opacity < 1 && s.height > 5);
const inMiddle = (t: TextShape, h = 88) => t.anchor === "middle" && t.y > h * 0.25 && t.y < h * 0.75;

function seenThrough(scrim: string, under: string, opacity: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2].map((i) => Math.round(channel(scrim, i) * opacity + channel(under, i) * (1 - opacity)).toString(16).padStart(2, "0")).join("")}`;
}

describe("a card with a picture", () => {
  it("covers a custom card and its bleed with the picture", () => {
    const { shapes } = face(custom({ artId: "art-cats" }), { bleed: 3 });
    expect(images(shapes)).toEqual([{ kind: "image", ...artBox("FULL", poker, 3), artId: "art-cats" }]);
    expect(images(shapes)[0]).toMatchObject({ x: -3, y: -3, width: 69, height: 94 });
  });

  it("draws the set's colour frame and corner labels over a custom card's picture, on plates of the face background", () => {
    const { shapes } = face(custom({ artId: "art-cats" }));
    const picture = shapes.findIndex((s) => s.kind === "image");
    const frame = shapes.findIndex((s) => s.kind === "rect" && s.stroke === "#1f7a4d");
    expect(frame).toBeGreaterThan(picture);
    const labels = texts(shapes).filter((t) => t.text === "CA");
    expect(labels).toHaveLength(2);
    for (const label of labels) {
      const plate = shapes.slice(picture + 1, shapes.indexOf(label)).find(
        (s): s is Rect => s.kind === "rect" && s.fill === theme.face.background && s.x <= label.x && s.x + s.width >= label.x && s.y <= label.y && s.y + s.height >= label.y,
      );
      expect(plate, `plate behind ${label.upsideDown ? "the lower" : "the upper"} label`).toBeDefined();
    }
    // Rounded like the card, since there is no bleed to run into.
    expect(images(shapes)[0]?.radius).toBeGreaterThan(0);
  });

  it("writes a custom card's label on a band at the bottom, not across the middle of its picture", () => {
    const plain = face(custom());
    expect(texts(plain.shapes).filter((t) => t.text === "Cats" && inMiddle(t))).toHaveLength(1);
    const pictured = face(custom({ artId: "art-cats" }));
    expect(texts(pictured.shapes).filter((t) => inMiddle(t))).toEqual([]);
    const label = texts(pictured.shapes).find((t) => t.text === "Cats");
    expect(label?.y).toBeGreaterThan(88 * 0.8);
    const band = scrims(pictured.shapes)[0];
    expect(band).toBeDefined();
    expect(band!.y).toBeLessThan(label!.y);
    expect(band!.y + band!.height).toBeGreaterThan(label!.y);
  });

  it("puts a standard card's picture in the panel between its indices, in place of its court letter", () => {
    const plain = face({ rank: "Q" });
    expect(texts(plain.shapes).filter((t) => t.text === "Q" && t.size > 10)).toHaveLength(1);
    const { shapes } = face({ rank: "Q", artId: "art-gran" });
    expect(images(shapes)).toEqual([{ kind: "image", ...artBox("PANEL", poker, 0), artId: "art-gran" }]);
    expect(texts(shapes).filter((t) => t.text === "Q" && t.size > 10)).toEqual([]);
    expect(shapes.filter((s) => s.kind === "suit" && s.size > 6)).toEqual([]);
    const frame = shapes.find((s): s is Rect => s.kind === "rect" && s.stroke === theme.face.red && s.fill === undefined);
    expect(frame).toMatchObject(artBox("PANEL", poker, 0));
  });

  it("keeps a standard card's corner indices and suits, outside its picture, so it still plays as that card", () => {
    const { shapes } = face({ rank: "7", suit: "spades", artId: "art-7" });
    const panel = artBox("PANEL", poker, 0);
    const ranks = texts(shapes).filter((t) => t.text === "7");
    const suits = shapes.filter((s) => s.kind === "suit");
    expect(ranks.map((t) => t.upsideDown === true)).toEqual([false, true]);
    expect(suits).toHaveLength(2);
    for (const corner of [...ranks.map((t) => t.x), ...suits.map((s) => (s.kind === "suit" ? s.cx : 0))]) {
      expect(corner < panel.x || corner > panel.x + panel.width).toBe(true);
    }
  });

  it("covers the art box of other card sizes too", () => {
    for (const size of [CARD_SIZES.bridge, CARD_SIZES.mini]) {
      expect(images(face(custom({ artId: "a" }), { size, bleed: 2 }).shapes)[0]).toMatchObject(artBox("FULL", size, 2));
      expect(images(face({ artId: "a" }, { size }).shapes)[0]).toMatchObject(artBox("PANEL", size, 0));
    }
  });

  it("sets a word over a picture on a scrim behind all its lines, only when there is a picture", () => {
    expect(scrims(face(custom({ word: "grandmother-in-law" })).shapes)).toEqual([]);
    expect(scrims(face({ word: "grandmother-in-law" }).shapes)).toEqual([]);
    for (const card of [custom({ word: "grandmother-in-law", artId: "a" }), { word: "grandmother-in-law", artId: "b" }]) {
      const { shapes } = face(card);
      const [scrim, ...others] = scrims(shapes);
      expect(others).toEqual([]);
      const lines = texts(shapes).filter((t) => inMiddle(t) && t.size > 5);
      expect(lines.map((t) => t.text)).toEqual(["grandmother-", "in-law"]);
      for (const line of lines) {
        expect(shapes.indexOf(line)).toBeGreaterThan(shapes.indexOf(scrim!));
        expect(scrim!.x).toBeLessThanOrEqual(line.x - line.width / 2);
        expect(scrim!.x + scrim!.width).toBeGreaterThanOrEqual(line.x + line.width / 2);
        expect(scrim!.y).toBeLessThan(line.y - line.size * 0.7);
        expect(scrim!.y + scrim!.height).toBeGreaterThan(line.y);
      }
    }
  });

  it("makes the scrim opaque enough that the word keeps 4.5:1 over a black or a white picture", () => {
    const { shapes } = face({ word: "Banana", artId: "a" });
    const scrim = scrims(shapes)[0]!;
    expect(scrim.fill).toBe(theme.face.background);
    expect(scrim.opacity).toBe(scrimOpacity(theme.face.ink, theme.face.background));
    for (const under of ["#000000", "#ffffff"]) {
      expect(contrastRatio(theme.face.ink, seenThrough(scrim.fill!, under, scrim.opacity!))).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it("draws the picture on screen from its URL, covering and clipped to its box", () => {
    const svg = cardFaceSvg(face(custom({ word: "Banana", artId: "art-1" })), { artHref: (id) => `/pictures/${id}` });
    expect(svg).toMatch(/<image href="\/pictures\/art-1" x="0" y="0" width="63" height="88" preserveAspectRatio="xMidYMid slice" style="clip-path:inset\(0 round [\d.]+px\)"\/>/);
    expect(svg).toMatch(/<rect [^>]*fill="#ffffff" fill-opacity="0\.\d+"\/>/);
    expect(cardFaceSvg(face({ artId: "art-2" }), { artHref: (id) => `/pictures/${id}` })).toMatch(/<image href="\/pictures\/art-2" x="11" y="5" width="41" height="78" preserveAspectRatio="xMidYMid slice"\/>/);
  });

  it("shows every card's picture in the print preview of a page, with no ids to clash between cards", () => {
    const cards: PrintCard[] = Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, rank: "K", suit: "clubs", word: i % 2 ? "Grandad" : null, artId: "same-picture" }));
    const layout = layoutDeck(cards, { paper: "A4", cardSize: "poker", printedAt: new Date("2026-11-30") }, fileFontMetrics);
    const svg = pageSvg(layout, 0, { artHref: (id) => `/pictures/${id}`, symbolIdPrefix: "page" });
    expect(svg.match(/<image href="\/pictures\/same-picture"/g)).toHaveLength(9);
    expect(svg).not.toMatch(/ id="/);
  });

  it("leaves the picture out on screen when there is no address for it", () => {
    expect(cardFaceSvg(face({ artId: "art-2" }))).not.toContain("<image");
  });
});
