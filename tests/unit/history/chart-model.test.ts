import { describe, expect, it } from "vitest";
import { chartHasData, deckChartSet, fitLabel, overTimeChart, type BarChart, type LineChart } from "@/lib/history/charts/model";
import type { DeckChartData } from "@/lib/history/charts/queries";

const players = [
  { id: "mum", name: "Mum", colour: "#b42318", archived: false },
  { id: "sam", name: "Sam", colour: "#1d5c3f", archived: false },
  { id: "gran", name: "Gran", colour: "#7a4cc2", archived: true },
];

const data: DeckChartData = {
  deckName: "The Kitchen Deck",
  timeZone: "UTC",
  cardCount: 52,
  players,
  overTime: [
    { day: "2026-03-01", words: 3, blank: 49 },
    { day: "2026-03-02", words: 4, blank: 48 },
    { day: "2026-03-09", words: 30, blank: 22 },
  ],
  wordsPerPlayer: [
    { playerId: "sam", count: 7 },
    { playerId: "mum", count: 12 },
  ],
  wordsByOthers: { bots: 0, nobody: 0 },
  snapsWon: [
    { playerId: "sam", gameKind: "companion", count: 1 },
    { playerId: "mum", gameKind: "legacy", count: 2 },
    { playerId: "sam", gameKind: "legacy", count: 5 },
  ],
  mostShouted: [
    { word: "Banana", count: 3 },
    { word: "Pear", count: 1 },
  ],
};

const chartsOf = (d: DeckChartData) => deckChartSet(d).charts;
const line = (d: DeckChartData) => chartsOf(d)[0] as LineChart;
const bars = (d: DeckChartData, id: string) => chartsOf(d).find((c) => c.id === id) as BarChart;

describe("the words-over-time chart's axes", () => {
  it("has a nice value axis from 0 past the deck's size, in whole numbers, 0 at the plot's foot", () => {
    const chart = line(data);
    expect(chart.yTicks.map((t) => t.label)).toEqual(["0", "10", "20", "30", "40", "50", "60"]);
    expect(chart.yTicks[0]!.at).toBe(chart.plot.bottom);
    expect(chart.yTicks.at(-1)!.at).toBe(chart.plot.top);
  });

  it("puts each day's count where the value axis says it is", () => {
    const chart = line(data);
    const words = chart.series[0]!;
    const tick30 = chart.yTicks.find((t) => t.label === "30")!.at;
    expect(words.points.map((p) => p.label)).toEqual(["2026-03-01: 3", "2026-03-02: 4", "2026-03-09: 30"]);
    expect(words.points[2]!.y).toBeCloseTo(tick30);
    expect(words.points[0]!.x).toBe(chart.plot.left);
    expect(words.points[2]!.x).toBe(chart.plot.right);
    // Later days lie further right.
    expect(words.points[1]!.x).toBeGreaterThan(words.points[0]!.x);
  });

  it("labels the time axis with days inside the plot, never finer than a day", () => {
    const chart = line(data);
    expect(chart.xTicks.length).toBeGreaterThanOrEqual(2);
    for (const tick of chart.xTicks) {
      expect(tick.label).toMatch(/^\d{1,2} Mar$/);
      expect(tick.at).toBeGreaterThanOrEqual(chart.plot.left);
      expect(tick.at).toBeLessThanOrEqual(chart.plot.right);
    }
  });

  it("gives a history of one day a day either side, and a history of years months and years", () => {
    const oneDay = overTimeChart([{ day: "2026-03-01", words: 3, blank: 49 }], 52, "UTC");
    expect(oneDay.xTicks.map((t) => t.label)).toEqual(["28 Feb", "1 Mar", "2 Mar"]);
    expect(oneDay.summary).toBe("On 1 March 2026: 3 cards have a word and 49 blank cards are left in the deck.");
    const years = overTimeChart(
      [
        { day: "2024-01-10", words: 12, blank: 40 },
        { day: "2026-06-01", words: 52, blank: 0 },
      ],
      52,
      "UTC",
    );
    for (const tick of years.xTicks) expect(tick.label).toMatch(/^[A-Z][a-z]{2} 20\d\d$/);
  });

  it("draws the lines as paths and fills under the words", () => {
    const chart = line(data);
    expect(chart.series[0]!.path).toMatch(/^M[\d.]+,[\d.]+/);
    expect(chart.series[0]!.areaPath).toMatch(/^M/);
    expect(chart.series[1]!.areaPath).toBeNull();
  });
});

describe("the bar charts", () => {
  it("draw each player's words in their colour, longest bar for most words, scaled to the nice axis", () => {
    const chart = bars(data, "words-per-player");
    expect(chart.bars.map((b) => [b.label, b.value, b.colour])).toEqual([
      ["Mum", 12, "#b42318"],
      ["Sam", 7, "#1d5c3f"],
    ]);
    const tickAt = (label: string) => chart.xTicks.find((t) => t.label === label)!.at;
    expect(chart.xTicks.map((t) => t.label)).toEqual(["0", "2", "4", "6", "8", "10", "12"]);
    expect(chart.bars[0]!.x).toBeCloseTo(tickAt("0"));
    expect(chart.bars[0]!.x + chart.bars[0]!.width).toBeCloseTo(tickAt("12"));
    expect(chart.bars[1]!.x + chart.bars[1]!.width).toBeCloseTo(tickAt("6") + (tickAt("8") - tickAt("6")) / 2);
  });

  it("leave out archived players who wrote nothing, and name archived players who did", () => {
    const withGran = bars({ ...data, wordsPerPlayer: [...data.wordsPerPlayer, { playerId: "gran", count: 2 }] }, "words-per-player");
    expect(withGran.bars.map((b) => b.label)).toEqual(["Mum", "Sam", "Gran (archived)"]);
    expect(bars(data, "words-per-player").bars.map((b) => b.label)).not.toContain("Gran (archived)");
  });

  it("group snaps won by kind of game, Snap Legacy first, players in the deck's order", () => {
    const chart = bars(data, "snaps-won");
    expect(chart.headings.map((h) => h.label)).toEqual(["Snap Legacy", "Table companion"]);
    expect(chart.bars.map((b) => `${b.label} ${b.value}`)).toEqual(["Mum 2", "Sam 5", "Sam 1"]);
    expect(chart.headings[1]!.y).toBeGreaterThan(chart.bars[1]!.y);
    expect(chart.headings[1]!.y).toBeLessThan(chart.bars[2]!.y);
  });
});

describe("each chart's table alternative", () => {
  it("has every value the chart draws", () => {
    const [overTime, words, snaps, shouted] = chartsOf(data) as [LineChart, BarChart, BarChart, BarChart];
    expect(overTime.table.columns).toEqual(["Day", "Cards with a word", "Blank cards left"]);
    expect(overTime.table.rows).toEqual(data.overTime.map((d) => [d.day, d.words, d.blank]));
    expect(words.table.rows).toEqual([
      ["Mum", 12],
      ["Sam", 7],
    ]);
    expect(snaps.table.rows).toEqual([
      ["Snap Legacy", "Mum", 2],
      ["Snap Legacy", "Sam", 5],
      ["Table companion", "Sam", 1],
    ]);
    expect(shouted.table.rows).toEqual([
      ["Banana", 3],
      ["Pear", 1],
    ]);
    for (const chart of [overTime, words, snaps, shouted]) expect(chart.table.caption.length).toBeGreaterThan(10);
  });
});

describe("empty charts", () => {
  it("say there is nothing to draw for a deck without history", () => {
    const set = deckChartSet({ ...data, overTime: [], wordsPerPlayer: [], snapsWon: [], mostShouted: [] });
    expect(set.empty).toBe(true);
    expect(set.charts.map(chartHasData)).toEqual([false, false, false, false]);
    for (const chart of set.charts) expect(set.emptyNotes[chart.id]).toBeTruthy();
  });
});

describe("bar labels", () => {
  it("shorten long names with an ellipsis, counting letters not bytes", () => {
    expect(fitLabel("Mum")).toBe("Mum");
    expect(fitLabel("Grandma Rosemary")).toBe("Grandma Ros…");
    expect(fitLabel("日本語日本語日本語日本語日本語")).toBe("日本語日本語日本語日本…");
  });
});
