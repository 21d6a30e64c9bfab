import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChartFigure } from "@/app/decks/[deckId]/history/charts/_components/chart-figure";
import { deckChartSet } from "@/lib/history/charts/model";
import type { DeckChartData } from "@/lib/history/charts/queries";

const data: DeckChartData = {
  deckName: "The Kitchen Deck",
  timeZone: "UTC",
  cardCount: 52,
  players: [
    { id: "mum", name: "Mum", colour: "#b42318", archived: false },
    { id: "sam", name: "Sam", colour: "#1d5c3f", archived: false },
  ],
  overTime: [
    { day: "2026-03-01", words: 3, blank: 49 },
    { day: "2026-03-02", words: 4, blank: 48 },
  ],
  wordsPerPlayer: [{ playerId: "mum", count: 3 }],
  wordsByOthers: { bots: 0, nobody: 0 },
  snapsWon: [],
  mostShouted: [{ word: "Banana", count: 3 }],
};

const set = deckChartSet(data);
const html = (id: string) => {
  const chart = set.charts.find((c) => c.id === id)!;
  return renderToStaticMarkup(createElement(ChartFigure, { chart, emptyNote: set.emptyNotes[id]! }));
};

describe("a chart on the page", () => {
  it("is a headed section whose drawing is an image named by its title and summary", () => {
    const markup = html("over-time");
    expect(markup).toMatch(/<section aria-labelledby="over-time-heading"/);
    expect(markup).toMatch(/<h2 id="over-time-heading"[^>]*>Words on the deck and blank cards left<\/h2>/);
    expect(markup).toMatch(/<svg role="img" aria-labelledby="over-time-svg-title over-time-summary" viewBox="0 0 400 270" width="100%"/);
    expect(markup).toMatch(/<title id="over-time-svg-title">Words on the deck and blank cards left<\/title>/);
    expect(markup).toMatch(/<p id="over-time-summary">From 1 March 2026 to 2 March 2026: 4 cards have a word and 48 blank cards are left in the deck.<\/p>/);
  });

  it("can be read as a table with a caption, every value in it", () => {
    const markup = html("over-time");
    expect(markup).toContain("<summary");
    expect(markup).toContain("Show as a table</summary>");
    expect(markup).toMatch(/<caption[^>]*>Cards with a word and blank cards left in the deck at the end of each day with events \(the deck’s days, in UTC time\)<\/caption>/);
    for (const cell of ["2026-03-01", "3", "49", "2026-03-02", "4", "48"]) expect(markup).toMatch(new RegExp(`<t[hd][^>]*>${cell}</t[hd]>`));
  });

  it("draws bars in the player's colour, with the value written beside each", () => {
    const markup = html("words-per-player");
    expect(markup).toMatch(/<rect [^>]*fill="#b42318"/);
    expect(markup).toMatch(/>Mum<\/text>/);
    expect(markup).toMatch(/font-weight="bold"[^>]*>3<\/text>/);
  });

  it("says so in words when there is nothing to draw", () => {
    const markup = html("snaps-won");
    expect(markup).not.toContain("<svg");
    expect(markup).toContain(set.emptyNotes["snaps-won"]);
  });
});
