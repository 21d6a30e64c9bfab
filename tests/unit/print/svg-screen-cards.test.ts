import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cardTitle, layoutScreenCard, type CardDrawingKit, type ScreenCard } from "@/app/_components/card-drawing";
import { CardFace } from "@/app/_components/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import { mergedMetrics, recordingMetrics, tableMetrics } from "@/lib/print/measured-metrics";
import { cardFaceSvg } from "@/lib/print/svg";
import { themeById } from "@/lib/print/themes";

const CARDS: ScreenCard[] = [
  { id: "c1", rank: "7", suit: "hearts", word: null, code: "7H" },
  { id: "c2", rank: "Q", suit: "spades", word: "Grandad's slippers", code: "QS" },
  { id: "c3", rank: "10", suit: "clubs", word: "Ёлка", code: "10C" },
  { id: "c4", rank: "A", suit: "diamonds", word: "Crème brûlée & co", code: "AD" },
  { id: "c5", rank: "Cat", suit: null, word: "Snap-happy", code: "CAT1", colour: "#b42318" },
  { id: "c6", rank: "Dog", suit: null, word: null, code: "DOG2", colour: "#1d4ed8" },
];

/** The kit a page sends the browser, measured as the server measures it. */
function kitFor(cards: ScreenCard[], themeId: "classic" | "playful"): CardDrawingKit {
  const theme = themeById(themeId);
  const recorder = recordingMetrics(fileFontMetrics);
  for (const card of cards) layoutScreenCard(card, theme, recorder.metrics);
  return { theme, fontFamilies: { [theme.font]: "var(--font-print)" }, metrics: recorder.table() };
}

/** The SVG inside a rendered CardFace. */
function svgOf(html: string): string {
  return html.match(/<svg[\s\S]*<\/svg>/)?.[0] ?? "";
}

describe("cards drawn in the browser from their measurements", () => {
  for (const themeId of ["classic", "playful"] as const) {
    it(`are laid out exactly as the server lays them out with the print fonts (${themeId})`, () => {
      const kit = kitFor(CARDS, themeId);
      for (const card of CARDS) {
        expect(layoutScreenCard(card, kit.theme, tableMetrics(kit.metrics))).toEqual(layoutScreenCard(card, kit.theme, fileFontMetrics));
      }
    });
  }

  it("are the same SVG as the card drawn on the server, named by their card and word", () => {
    const kit = kitFor(CARDS, "classic");
    for (const card of CARDS) {
      const drawn = svgOf(renderToStaticMarkup(createElement(CardFace, { card, kit })));
      const server = cardFaceSvg(layoutScreenCard(card, kit.theme, fileFontMetrics), { fontFamilies: kit.fontFamilies, title: cardTitle(card) });
      // The same drawing; inside a page it needs no namespace declaration.
      expect(drawn).toBe(server.replace(' xmlns="http://www.w3.org/2000/svg"', ""));
    }
    const named = renderToStaticMarkup(createElement(CardFace, { card: CARDS[1]!, kit }));
    expect(named).toContain(`role="img" aria-label="Queen of Spades, with the word “Grandad&#39;s slippers”"`);
    expect(renderToStaticMarkup(createElement(CardFace, { card: CARDS[0]!, kit, decorative: true }))).toContain('aria-hidden="true"');
  });

  it("place their pips with <use> of the page's suit shapes when the page shares them", () => {
    const kit = kitFor(CARDS, "classic");
    const html = svgOf(renderToStaticMarkup(createElement(CardFace, { card: CARDS[2]!, kit, symbolIdPrefix: "deck-suit" })));
    expect(html.match(/<use href="#deck-suit-clubs"/g)).toHaveLength(12);
    expect(html).not.toContain("<defs>");
  });

  it("are measured one card at a time into the same table as measuring them together", () => {
    const theme = themeById("classic");
    const oneByOne = CARDS.map((card) => {
      const recorder = recordingMetrics(fileFontMetrics);
      layoutScreenCard(card, theme, recorder.metrics);
      return recorder.table();
    });
    expect(mergedMetrics(oneByOne)).toEqual(kitFor(CARDS, "classic").metrics);
  });

  it("are drawn anew when their word or the deck's theme changes, not as they were drawn before", () => {
    const card = CARDS[1]!;
    const before = svgOf(renderToStaticMarkup(createElement(CardFace, { card, kit: kitFor([card], "classic") })));
    const rewritten = { ...card, word: "Grandma's slippers" };
    const afterWord = svgOf(renderToStaticMarkup(createElement(CardFace, { card: rewritten, kit: kitFor([rewritten], "classic") })));
    const afterTheme = svgOf(renderToStaticMarkup(createElement(CardFace, { card, kit: kitFor([card], "playful") })));
    expect(afterWord).toContain("Grandma&#39;s");
    expect(afterWord).not.toContain("Grandad");
    expect(afterTheme).toBe(cardFaceSvg(layoutScreenCard(card, themeById("playful"), fileFontMetrics), { fontFamilies: { [themeById("playful").font]: "var(--font-print)" }, title: cardTitle(card) }).replace(' xmlns="http://www.w3.org/2000/svg"', ""));
    expect(afterTheme).not.toBe(before);
  });

  it("refuse to draw a text that was not measured, rather than draw it wrong", () => {
    const kit = kitFor([CARDS[0]!], "classic");
    expect(() => layoutScreenCard({ ...CARDS[0]!, word: "Unmeasured" }, kit.theme, tableMetrics(kit.metrics))).toThrow(/“Unmeasured” was not measured/);
  });
});
