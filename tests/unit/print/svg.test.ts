import { describe, expect, it } from "vitest";
import { fileFontMetrics } from "@/lib/print/fonts";
import { layoutDeck } from "@/lib/print/layout";
import { cardBackSvg, cardFaceSvg, pageSvg } from "@/lib/print/svg";
import { standardDeck } from "./helpers";

const layout = layoutDeck(
  [{ id: "x", rank: "Q", suit: "hearts", word: "Crème <brûlée> & co" }, ...standardDeck()],
  { paper: "A4", cardSize: "poker", backs: "long-edge", theme: "playful" },
  fileFontMetrics,
);

describe("SVG renderer", () => {
  it("draws a card face from the same layout as the PDF, at the same fitted font size", () => {
    const face = layout.faces[0]!;
    const svg = cardFaceSvg(face, { title: "Queen of hearts: Crème brûlée" });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 63 88"/);
    expect(svg).toContain('role="img"');
    expect(svg).toContain("&#60;brûlée&#62;");
    expect(svg).toContain("&#38; co");
    const word = face.shapes.find((s) => s.kind === "text" && s.text.startsWith("Crème"));
    expect(word && word.kind === "text" && svg.includes(`font-size="${Math.round(word.size * 1000) / 1000}"`)).toBe(true);
    expect(svg).toContain("font-family=\"&#39;Comfortaa&#39;, sans-serif\"");
    expect(svg).toContain("font-kerning:none");
  });

  it("uses the font families the app gives it", () => {
    const svg = cardFaceSvg(layout.faces[1]!, { fontFamilies: { "comfortaa-bold": "var(--font-comfortaa)" } });
    expect(svg).toContain('font-family="var(--font-comfortaa)"');
  });

  it("draws the card back", () => {
    expect(cardBackSvg(layout.back!)).toContain(">Snap</text>");
  });

  it("draws a whole printed page for the preview, with every card in its slot", () => {
    const svg = pageSvg(layout, 0);
    expect(svg).toContain('viewBox="0 0 210 297"');
    expect(svg.match(/<g transform="matrix\(/g)).toHaveLength(9);
    expect(svg).toContain("Print at 100% / actual size");
    expect(pageSvg(layout, 1).match(/>Snap<\/text>/g)).toHaveLength(9);
    expect(() => pageSvg(layout, 99)).toThrow(RangeError);
  });
});

describe("the card back on screen", () => {
  it("is drawn with the print fonts' metrics", async () => {
    const { cardBackSvgFor } = await import("@/lib/print/card-back-svg");
    expect(cardBackSvgFor({ theme: "playful", pattern: "dots" })).toContain(">Snap</text>");
  });
});

describe("suit shapes", () => {
  it("are the same outline on screen as the PDF draws, turned for the lower pips", async () => {
    const { SUIT_PATHS, suitPath } = await import("@/lib/print/suits");
    expect(suitPath("hearts", { cx: 50, cy: 50, size: 100 })).toBe(SUIT_PATHS.hearts);
    const turned = suitPath("spades", { cx: 50, cy: 50, size: 100, upsideDown: true });
    expect(turned.startsWith("M50,97")).toBe(true);
  });
});

describe("a card's lettering", () => {
  it("is in one font, centred unless placed otherwise, set once on the card and inherited by every text on it", () => {
    const svg = cardFaceSvg(layout.faces[0]!, { fontFamilies: { "comfortaa-bold": "var(--font-comfortaa)" } });
    expect(svg.match(/font-family=/g)).toHaveLength(1);
    expect(svg).toMatch(/^<svg [^>]*font-family="var\(--font-comfortaa\)" font-weight="700" style="font-kerning:none" text-anchor="middle">/);
    expect(svg.match(/<text /g)!.length).toBeGreaterThan(3);
    expect(svg).not.toMatch(/<text [^>]*(font-family|text-anchor="middle")/);
    // The card code sits at the start of its line, as printed.
    expect(svg).toMatch(/<text [^>]*text-anchor="start"[^>]*>[0-9A-Z]+<\/text><\/svg>$/);
  });

  it("is set on each text of a printed page, where cards sit beside the page's own notes", () => {
    const svg = pageSvg(layout, 0);
    expect(svg.match(/<text [^>]*font-family=/g)).toHaveLength(svg.match(/<text /g)!.length);
  });
});
