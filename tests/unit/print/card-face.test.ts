import { describe, expect, it } from "vitest";
import { cardCode, layoutCardFace, parseRank, parseSuit, type PrintCard } from "@/lib/print/card-face";
import { layoutCardBack } from "@/lib/print/card-back";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES } from "@/lib/print/layout";
import type { Shape, TextShape } from "@/lib/print/shapes";
import { THEMES } from "@/lib/print/themes";
import { SAMPLE_WORDS } from "./helpers";

const theme = THEMES.classic;
const poker = CARD_SIZES.poker;

function face(card: Partial<PrintCard>, size = poker) {
  return layoutCardFace({ id: "c1", rank: "7", suit: "hearts", word: null, ...card }, { size, bleed: 0, theme, metrics: fileFontMetrics });
}

const texts = (shapes: Shape[]) => shapes.filter((s): s is TextShape => s.kind === "text");
/** The big word: centred text in the middle band of the card (corner indices sit near the edges). */
const wordLines = (shapes: Shape[], word: string, height = 88) =>
  texts(shapes).filter((t) => word.includes(t.text) && t.anchor === "middle" && !t.upsideDown && t.y > height * 0.2 && t.y < height * 0.85);

describe("card face", () => {
  it("shows the rank in two opposite corners, the lower one upside down", () => {
    const corners = texts(face({ rank: "Q" }).shapes).filter((t) => t.text === "Q" && t.size < 10);
    expect(corners).toHaveLength(2);
    expect(corners.map((t) => t.upsideDown === true)).toEqual([false, true]);
    expect(corners[0]!.x).toBeLessThan(poker.width / 2);
    expect(corners[1]!.x).toBeGreaterThan(poker.width / 2);
  });

  it("draws suits as vector shapes, never as font glyphs", () => {
    for (const suit of ["hearts", "diamonds", "clubs", "spades"] as const) {
      const { shapes } = face({ suit });
      expect(texts(shapes).some((t) => /[♠♥♦♣♤♡♢♧]/u.test(t.text))).toBe(false);
      const suits = shapes.filter((s) => s.kind === "suit");
      expect(suits.length).toBeGreaterThanOrEqual(2);
      expect(suits.every((s) => s.kind === "suit" && s.suit === suit)).toBe(true);
    }
  });

  it("colours hearts and diamonds red and clubs and spades black", () => {
    const fills = (suit: string) => new Set(face({ suit }).shapes.flatMap((s) => (s.kind === "suit" ? [s.fill] : [])));
    expect(fills("hearts")).toEqual(new Set([theme.face.red]));
    expect(fills("diamonds")).toEqual(new Set([theme.face.red]));
    expect(fills("clubs")).toEqual(new Set([theme.face.black]));
    expect(fills("spades")).toEqual(new Set([theme.face.black]));
  });

  it("shows the rank's pips when the card has no word, the lower ones upside down", () => {
    const pips = face({ rank: "7", suit: "spades" }).shapes.filter((s) => s.kind === "suit" && s.size > 8);
    expect(pips).toHaveLength(7);
    for (const pip of pips) if (pip.kind === "suit") expect(pip.upsideDown === true).toBe(pip.cy > 88 / 2 + 10);
  });

  it("fades the pips behind a word, like a word written over a printed card", () => {
    const pips = face({ rank: "7", suit: "spades", word: "Snap" }).shapes.filter((s) => s.kind === "suit" && s.size > 8);
    expect(pips).toHaveLength(7);
    expect(pips.every((p) => p.kind === "suit" && p.fill !== theme.face.black)).toBe(true);
  });

  it("writes the word in big letters across the card", () => {
    const [line] = wordLines(face({ word: "Snap" }).shapes, "Snap");
    expect(line?.text).toBe("Snap");
    expect(line!.size).toBeGreaterThanOrEqual(14);
    expect(line!.x).toBeCloseTo(poker.width / 2, 6);
  });

  it("shrinks a long word to fit the card's width", () => {
    const [line] = wordLines(face({ word: "Entschuldigungen" }).shapes, "Entschuldigungen");
    expect(line).toBeDefined();
    expect(line!.size).toBeLessThan(14);
    expect(line!.width).toBeLessThanOrEqual(poker.width - 8);
  });

  it("breaks a phrase onto two lines when one line would be much smaller", () => {
    const lines = wordLines(face({ word: "grandmother-in-law" }).shapes, "grandmother-in-law");
    expect(lines.map((l) => l.text)).toEqual(["grandmother-", "in-law"]);
  });

  it("never uses more than two lines and keeps every word inside the card", () => {
    const words = [...SAMPLE_WORDS, "a b c d e f g h i j", "ÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀÀ", "WWWWWWWWWWWWWWWWWWWW", "x"];
    for (const size of [CARD_SIZES.poker, CARD_SIZES.mini]) {
      for (const word of words) {
        const lines = wordLines(face({ word }, size).shapes, word, size.height);
        expect(lines.length, word).toBeGreaterThanOrEqual(1);
        expect(lines.length, word).toBeLessThanOrEqual(2);
        for (const line of lines) {
          expect(line.x - line.width / 2, word).toBeGreaterThanOrEqual(0);
          expect(line.x + line.width / 2, word).toBeLessThanOrEqual(size.width);
          expect(line.y - line.size, word).toBeGreaterThanOrEqual(0);
          expect(line.y, word).toBeLessThanOrEqual(size.height);
        }
      }
    }
  });

  it("shows a custom Snap card's label in its colour", () => {
    const { shapes } = face({ rank: "cat", suit: null, label: "Cat", colour: "#e07a1f" });
    const label = texts(shapes).find((t) => t.text === "Cat");
    expect(label?.fill).toBe("#e07a1f");
    expect(shapes.some((s) => s.kind === "rect" && s.stroke === "#e07a1f")).toBe(true);
  });

  it("prints a short card code in the corner, from the id unless given", () => {
    expect(cardCode("card-1")).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(cardCode("card-1")).toBe(cardCode("card-1"));
    expect(cardCode("card-1")).not.toBe(cardCode("card-2"));
    expect(texts(face({ id: "card-1" }).shapes).some((t) => t.text === cardCode("card-1"))).toBe(true);
    expect(texts(face({ code: "AB12" }).shapes).some((t) => t.text === "AB12")).toBe(true);
  });

  it("extends the card's background into the bleed", () => {
    const bled = layoutCardFace({ id: "c", rank: "A", suit: "spades", word: null }, { size: poker, bleed: 3, theme, metrics: fileFontMetrics });
    expect(bled.shapes[0]).toMatchObject({ kind: "rect", x: -3, y: -3, width: poker.width + 6, height: poker.height + 6 });
  });

  it("reads ranks and suits written in different ways", () => {
    expect(["A", "ace", "1"].map(parseRank)).toEqual(["A", "A", "A"]);
    expect(["10", "T", "queen", "k"].map(parseRank)).toEqual(["10", "10", "Q", "K"]);
    expect(parseRank("cat")).toBeNull();
    expect(["hearts", "H", "♥", "Spades", "d", "clubs"].map(parseSuit)).toEqual(["hearts", "hearts", "hearts", "spades", "diamonds", "clubs"]);
    expect(parseSuit(null)).toBeNull();
  });

  it("shows a question mark for a character the fonts cannot draw instead of failing", () => {
    expect(texts(face({ word: "文字" }).shapes).some((t) => t.text === "??")).toBe(true);
  });
});

describe("card back", () => {
  it("draws a generated pattern for every theme and pattern", () => {
    for (const t of Object.values(THEMES)) {
      for (const pattern of ["lattice", "dots", "suits"] as const) {
        const back = layoutCardBack({ size: poker, bleed: 0, theme: t, metrics: fileFontMetrics, pattern });
        const motif = back.shapes.find((s) => s.kind === "path" && s.fill === t.back.motif);
        expect(motif && motif.kind === "path" && motif.d.length).toBeGreaterThan(100);
      }
    }
  });

  it("uses the uploaded image over the whole back and its bleed", () => {
    const back = layoutCardBack({ size: poker, bleed: 2, theme, metrics: fileFontMetrics, image: true });
    expect(back.shapes.find((s) => s.kind === "image")).toMatchObject({ x: -2, y: -2, width: poker.width + 4, height: poker.height + 4 });
  });
});
