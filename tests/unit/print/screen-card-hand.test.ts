import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { layoutScreenCard, type ScreenCard } from "@/app/_components/card-drawing";
import { CardFace } from "@/app/_components/card-face";
import { cardDrawingKit, screenCardSvg } from "@/app/_components/card-svg";
import { prepareDrawing } from "@/lib/handwriting/prepare";
import { fileFontMetrics } from "@/lib/print/fonts";
import { tableMetrics } from "@/lib/print/measured-metrics";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";


const prepared = prepareDrawing(syntheticWord(seededRandom(3), { pressure: false }));
if (!prepared.ok) throw new Error(prepared.message);
const TYPED: ScreenCard = { id: "card-7h", rank: "7", suit: "hearts", word: "Cabbage", code: "7H" };
const HAND: ScreenCard = { ...TYPED, hand: prepared.stored };
const look = { id: "deck-1", name: "The Bakers' deck", design: null };

/** The SVG inside a rendered CardFace. */
function drawn(card: ScreenCard): string {
  const html = renderToStaticMarkup(createElement(CardFace, { card, kit: cardDrawingKit([card], look) }));
  return html.match(/<svg[\s\S]*<\/svg>/)?.[0] ?? "";
}

describe("a card written by hand, on screen", () => {
  it("is drawn with the hand's paths, and the same card without its hand in type (the drawn cards are kept apart)", () => {
    expect(drawn(HAND)).toMatch(/<g data-handwriting="" transform="matrix\([^)]+\)"><path d="M[^"]+" fill="none" stroke="#[0-9a-f]{6}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"\/><\/g>/);
    expect(drawn(TYPED)).not.toContain("data-handwriting");
    expect(drawn(HAND)).toContain("data-handwriting");
    expect(screenCardSvg(HAND, look)).toContain("data-handwriting");
  });

  it("is laid out in the browser from the measurements sent to it exactly as the print lays it out", () => {
    // The typed card measured first: the hand's card measures its small word, and must not be given the other's measurements.
    cardDrawingKit([TYPED], look);
    const kit = cardDrawingKit([HAND], look);
    expect(layoutScreenCard(HAND, kit.theme, tableMetrics(kit.metrics))).toEqual(layoutScreenCard(HAND, kit.theme, fileFontMetrics));
  });

  it("names the card by its typed word", () => {
    expect(drawn(HAND)).toContain("7 of Hearts, with the word “Cabbage”");
  });
});
