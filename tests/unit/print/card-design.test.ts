import { describe, expect, it } from "vitest";
import { layoutCardBack } from "@/lib/print/card-back";
import { cardBackSvgFor } from "@/lib/print/card-back-svg";
import { layoutCardFace, type PrintCard } from "@/lib/print/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import { recordingMetrics, tableMetrics } from "@/lib/print/measured-metrics";
import { CARD_SIZES, layoutDeck } from "@/lib/print/layout";
import type { Shape, TextShape } from "@/lib/print/shapes";
import { cardFaceSvg } from "@/lib/print/svg";
import { resolveTheme, THEMES, type CornerStyle, type CustomTheme, type Theme } from "@/lib/print/themes";

const poker = CARD_SIZES.poker;
type Rect = Extract<Shape, { kind: "rect" }>;
const texts = (shapes: Shape[]) => shapes.filter((s): s is TextShape => s.kind === "text");

const ours: CustomTheme = {
  base: "forest",
  face: { background: "#fffaf0", ink: "#2d1e6b", accent: "#e0a526", red: "#a3121f", black: "#101820" },
  back: { background: "#5b2a86", motif: "#9b6fd0", plate: "#fffaf0", plateText: "#5b2a86" },
  font: "noto-serif-bold",
  corners: "classic",
  backText: "name",
};

const styled = (corners: CornerStyle): Theme => ({ ...THEMES.classic, corners });
function face(card: Partial<PrintCard>, theme: Theme) {
  return layoutCardFace({ id: "c1", rank: "10", suit: "hearts", word: null, ...card }, { size: poker, bleed: 0, theme, metrics: fileFontMetrics });
}
const cornerRanks = (shapes: Shape[], rank: string) => texts(shapes).filter((t) => t.text === rank && t.size < 12);
const back = (theme: Theme, bleed = 0) => layoutCardBack({ size: poker, bleed, theme, metrics: fileFontMetrics });
const plateWords = (shapes: Shape[]) => texts(shapes).map((t) => t.text).join(" ");

describe("corner styles", () => {
  it("draw a bigger rank in large corners than in classic ones, still clear of the centre", () => {
    for (const rank of ["10", "Q", "A"]) {
      const classic = cornerRanks(face({ rank }, styled("classic")).shapes, rank);
      const large = cornerRanks(face({ rank }, styled("large")).shapes, rank);
      expect(large).toHaveLength(2);
      expect(large[0]!.size).toBeGreaterThan(classic[0]!.size * 1.15);
      expect(large[0]!.x + large[0]!.width / 2).toBeLessThan(11);
    }
  });

  it("set a badge's rank and suit in the face's colour on a plate of the suit's colour", () => {
    const { shapes } = face({ rank: "K", suit: "diamonds" }, styled("badge"));
    const ranks = cornerRanks(shapes, "K");
    expect(ranks).toHaveLength(2);
    for (const rank of ranks) {
      expect(rank.fill).toBe(THEMES.classic.face.background);
      const plate = shapes.slice(0, shapes.indexOf(rank)).find((s): s is Rect => s.kind === "rect" && s.fill === THEMES.classic.face.red && s.x < rank.x && s.x + s.width > rank.x && s.y < rank.y && s.y + s.height > rank.y);
      expect(plate).toBeDefined();
    }
    const cornerSuits = shapes.filter((s) => s.kind === "suit" && s.size < 6);
    expect(cornerSuits.map((s) => s.kind === "suit" && s.fill)).toEqual([THEMES.classic.face.background, THEMES.classic.face.background]);
  });

  it("put a custom card's label and dot on a badge of the set's colour", () => {
    const { shapes } = face({ rank: "1", suit: null, label: "Owls", colour: "#15803d" }, styled("badge"));
    expect(shapes.filter((s) => s.kind === "rect" && s.fill === "#15803d")).toHaveLength(2);
    expect(cornerRanks(shapes, "OW").every((t) => t.fill === THEMES.classic.face.background)).toBe(true);
  });

  it("draw the same in both renderers: a badge is a filled rounded rect on screen too", () => {
    const svg = cardFaceSvg(face({ rank: "K", suit: "spades" }, styled("badge")));
    expect(svg.match(new RegExp(`<rect [^>]*rx="[\\d.]+" fill="${THEMES.classic.face.black}"/>`, "g"))).toHaveLength(2);
  });
});

describe("the back", () => {
  it("says Snap on its plate in the built-in themes", () => {
    for (const theme of Object.values(THEMES)) expect(plateWords(back(theme).shapes)).toBe("Snap");
  });

  it("has no plate when it says nothing: its motif runs across the middle", () => {
    const theme = { ...THEMES.classic, back: { ...THEMES.classic.back, text: "" } };
    const { shapes } = back(theme);
    expect(texts(shapes)).toEqual([]);
    expect(shapes.some((s) => s.kind === "path" && s.fill === theme.back.plate)).toBe(false);
    const motif = shapes.find((s) => s.kind === "path" && s.fill === theme.back.motif);
    const points = motif?.kind === "path" ? [...motif.d.matchAll(/M([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const) : [];
    expect(points.some(([x, y]) => Math.abs(x - poker.width / 2) < 6 && Math.abs(y - poker.height / 2) < 6)).toBe(true);
  });

  it("says the deck's name on a long plate, fitted inside it, with no motif under it", () => {
    const theme = resolveTheme({ theme: "classic", useBackImage: false, custom: ours }, "The Okafor Family Deck");
    const { shapes } = back(theme);
    const lines = texts(shapes);
    expect(lines.map((t) => t.text).join(" ")).toBe("The Okafor Family Deck");
    const plate = shapes.find((s): s is Rect => s.kind === "rect" && s.fill === ours.back.plate);
    expect(plate).toBeDefined();
    // The plate's ends are half circles: at a line's top or bottom, its edge is this far in from the plate's box.
    const r = plate!.height / 2;
    const centreY = plate!.y + r;
    for (const line of lines) {
      expect(line.fill).toBe(ours.back.plateText);
      const farthest = Math.max(Math.abs(line.y - centreY), Math.abs(line.y - line.size * 0.75 - centreY));
      const edgeIn = r - Math.sqrt(r * r - farthest * farthest);
      expect(line.x - line.width / 2).toBeGreaterThan(plate!.x + edgeIn + 1);
      expect(line.x + line.width / 2).toBeLessThan(plate!.x + plate!.width - edgeIn - 1);
    }
    const motif = shapes.find((s) => s.kind === "path" && s.fill === ours.back.motif);
    const points = motif?.kind === "path" ? [...motif.d.matchAll(/M([\d.]+),([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const) : [];
    expect(points.length).toBeGreaterThan(10);
    const inside = points.filter(([x, y]) => x > plate!.x && x < plate!.x + plate!.width && y > plate!.y && y < plate!.y + plate!.height);
    expect(inside).toEqual([]);
  });

  it("says a monogram on the round plate", () => {
    const theme = resolveTheme({ theme: "classic", useBackImage: false, custom: { ...ours, backText: "monogram" } }, "The Okafor Family Deck");
    const { shapes } = back(theme);
    expect(plateWords(shapes)).toBe("TOF");
    expect(shapes.some((s) => s.kind === "path" && s.fill === ours.back.plate)).toBe(true);
  });

  it("is drawn on screen in the deck's own theme, from its saved design and name", () => {
    const svg = cardBackSvgFor({ design: { design: { theme: "classic", useBackImage: false, custom: ours }, deckName: "Okafors" } });
    expect(svg).toContain(">Okafors</text>");
    expect(svg).toContain(`fill="${ours.back.background}"`);
    const resolved = resolveTheme({ theme: "classic", useBackImage: false, custom: { ...ours, backText: "monogram", monogram: "GO" } });
    expect(cardBackSvgFor({ theme: resolved })).toContain(">GO</text>");
  });
});

describe("a print in the family's own theme", () => {
  it("draws every face and the back in its colours and font", () => {
    const cards: PrintCard[] = [
      { id: "h", rank: "7", suit: "hearts", word: "Banana" },
      { id: "s", rank: "Q", suit: "spades", word: null },
    ];
    const layout = layoutDeck(cards, { paper: "A4", cardSize: "poker", backs: "long-edge", deckName: "Okafors", theme: "classic", custom: ours }, fileFontMetrics);
    expect(layout.font).toBe("noto-serif-bold");
    const [hearts, spades] = layout.faces;
    expect(hearts!.shapes[0]).toMatchObject({ kind: "rect", fill: ours.face.background });
    expect(texts(hearts!.shapes).find((t) => t.text === "Banana")?.fill).toBe(ours.face.ink);
    expect(texts(hearts!.shapes).filter((t) => t.text === "7").every((t) => t.fill === ours.face.red)).toBe(true);
    expect(spades!.shapes.filter((s) => s.kind === "suit").every((s) => s.kind === "suit" && s.fill === ours.face.black)).toBe(true);
    expect(spades!.shapes.some((s) => s.kind === "rect" && s.fill === layout.theme.face.panel && s.stroke === ours.face.accent)).toBe(true);
    expect(texts([...hearts!.shapes, ...layout.back!.shapes]).every((t) => t.font === "noto-serif-bold")).toBe(true);
    expect(layout.back!.shapes[0]).toMatchObject({ fill: ours.back.background });
    expect(plateWords(layout.back!.shapes)).toBe("Okafors");
  });

  it("lays out cards with pictures in the family's font the same from the measurements a server recorded", () => {
    for (const corners of ["classic", "large", "badge"] as const) {
      const theme = resolveTheme({ theme: "classic", useBackImage: false, custom: { ...ours, corners } }, "Okafors");
      for (const card of [
        { id: "a", rank: "1", suit: null, label: "Cats", colour: "#b42318", word: null, artId: "cats" },
        { id: "b", rank: "1", suit: null, label: "Cats", colour: "#b42318", word: "grandmother-in-law", artId: "cats" },
        { id: "c", rank: "Q", suit: "hearts", word: "Καλημέρα", artId: "gran" },
      ]) {
        const recorder = recordingMetrics(fileFontMetrics);
        const onServer = layoutCardFace(card, { size: poker, bleed: 0, theme, metrics: recorder.metrics });
        const inBrowser = layoutCardFace(card, { size: poker, bleed: 0, theme, metrics: tableMetrics(JSON.parse(JSON.stringify(recorder.table()))) });
        expect(inBrowser, `${corners} ${card.id}`).toEqual(onServer);
      }
    }
  });

  it("keeps a built-in theme's chosen back pattern", () => {
    const dots = layoutDeck([{ id: "a", rank: "A", suit: "spades", word: null }], { paper: "A4", cardSize: "poker", backs: "long-edge", theme: "classic", backPattern: "dots" }, fileFontMetrics);
    expect(dots.theme.back.pattern).toBe("dots");
  });
});
