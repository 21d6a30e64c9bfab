/**
 * The deck's charts as drawings: positions, paths, ticks and a text table for each, worked out once
 * from the figures (deckCharts) with d3's scales and shapes. The page draws a model as SVG and the
 * booklet draws the same model into its PDF, so both show the same numbers on the same axes.
 * Coordinates are in a fixed view box (VIEW_WIDTH wide, y downwards) that the page scales to fit.
 */
import { scaleLinear, scaleUtc } from "d3-scale";
import { area, curveStepAfter, line } from "d3-shape";
import { GAME_KIND_LABELS } from "./game-kinds";
import type { DeckChartData, DayCount } from "./queries";
import { shownColour } from "@/lib/text/colour";
import { familyTime, zoneName } from "@/lib/time/family-time";

/** Narrow enough that labels stay legible when a phone shrinks the chart to its width. */
export const VIEW_WIDTH = 400;
export const FONT_SIZE = 16;

/** Ink for text and axes, and the two series' colours: each has AA contrast on white. */
export const CHART_INK = "#1f2328";
export const CHART_MUTED = "#55606b";
export const GRID = "#e4d9c6";
export const WORDS_COLOUR = "#1d5c3f";
export const BLANK_COLOUR = "#b42318";
export const SHOUT_COLOUR = "#1d5c3f";

export interface TextTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

export interface Tick {
  /** Where along its axis (x for the time axis, y for the value axis), in view-box units. */
  at: number;
  label: string;
}

export interface LineSeries {
  name: string;
  colour: string;
  /** The line, as an SVG path (d3-shape). */
  path: string;
  /** The area under it, when filled. */
  areaPath: string | null;
  points: { x: number; y: number; label: string }[];
}

export interface LineChart {
  type: "line";
  id: string;
  title: string;
  /** What it counts, in one line (shown under the title). */
  counts: string;
  summary: string;
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: Tick[];
  yTicks: Tick[];
  series: LineSeries[];
  table: TextTable;
}

export interface Bar {
  label: string;
  value: number;
  colour: string;
  /** The bar's box in view-box units (horizontal bars, from plot.left). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChart {
  type: "bar";
  id: string;
  title: string;
  /** What it counts, in one line (shown under the title). */
  counts: string;
  summary: string;
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** Along the value axis (x). */
  xTicks: Tick[];
  /** Section headings between bars (a kind of game), with their baseline's y. */
  headings: { label: string; y: number }[];
  bars: Bar[];
  table: TextTable;
}

export type Chart = LineChart | BarChart;

export interface DeckChartSet {
  /** Nothing to draw yet: no events, or events but no games. */
  empty: boolean;
  charts: Chart[];
  /** What to say for each chart with nothing in it, by chart id. */
  emptyNotes: Record<string, string>;
}

const DAY_MS = 86_400_000;
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Words on the deck and blank cards left, day by day: the count at each day's end holds until the
 * next day with events (a step), and the last value runs on to the axis's end.
 */
export function overTimeChart(days: readonly DayCount[], cardCount: number, timeZone: string): LineChart {
  const width = VIEW_WIDTH;
  const height = 270;
  const plot = { left: 44, right: width - 24, top: 16, bottom: height - 44 };
  const first = days[0] ? dayDate(days[0].day) : new Date(0);
  const last = days.at(-1) ? dayDate(days.at(-1)!.day) : new Date(0);
  // A deck whose history fits in one day still gets a day either side, so its point isn't on an edge.
  const domainEnd = last.getTime() - first.getTime() < DAY_MS ? new Date(last.getTime() + DAY_MS) : last;
  const domainStart = last.getTime() - first.getTime() < DAY_MS ? new Date(first.getTime() - DAY_MS) : first;
  const x = scaleUtc().domain([domainStart, domainEnd]).range([plot.left, plot.right]);
  const top = Math.max(cardCount, ...days.map((d) => Math.max(d.words, d.blank)), 1);
  const y = scaleLinear().domain([0, top]).nice(5).range([plot.bottom, plot.top]);
  // Never finer than a day (a day is the unit counted), and named the way people say dates.
  const spanDays = Math.round((domainEnd.getTime() - domainStart.getTime()) / DAY_MS);
  const tickFormat = x.tickFormat(4, spanDays > 180 ? "%b %Y" : "%-d %b");
  const xTicks = x.ticks(Math.min(4, spanDays)).map((date) => ({ at: x(date), label: tickFormat(date) }));
  const yTicks = y.ticks(5).filter(Number.isInteger).map((value) => ({ at: y(value), label: String(value) }));

  const seriesOf = (name: string, colour: string, value: (d: DayCount) => number, filled: boolean): LineSeries => {
    const points = days.map((d) => ({ x: x(dayDate(d.day)), y: y(value(d)), label: `${d.day}: ${value(d)}` }));
    // The last count holds to the axis's end.
    const drawn = points.length > 0 ? [...points, { ...points.at(-1)!, x: plot.right }] : [];
    const path = line<{ x: number; y: number }>()
      .x((p) => p.x)
      .y((p) => p.y)
      .curve(curveStepAfter)(drawn);
    const areaPath = filled
      ? area<{ x: number; y: number }>()
          .x((p) => p.x)
          .y0(plot.bottom)
          .y1((p) => p.y)
          .curve(curveStepAfter)(drawn)
      : null;
    return { name, colour, path: path ?? "", areaPath, points };
  };

  const lastDay = days.at(-1);
  const day = familyTime(timeZone).dayOf;
  return {
    type: "line",
    id: "over-time",
    title: "Words on the deck and blank cards left",
    counts: `Every card of the deck at the end of each of its days with events (in ${zoneName(timeZone)} time): the cards with a word, lost ones too, and the blank cards still in the deck.`,
    summary: lastDay
      ? `${days.length === 1 ? `On ${day(lastDay.day)}` : `From ${day(days[0]!.day)} to ${day(lastDay.day)}`}: ${lastDay.words} ${lastDay.words === 1 ? "card has" : "cards have"} a word and ${lastDay.blank} blank ${lastDay.blank === 1 ? "card is" : "cards are"} left in the deck.`
      : "No events yet.",
    width,
    height,
    plot,
    xTicks,
    yTicks,
    series: [seriesOf("Cards with a word", WORDS_COLOUR, (d) => d.words, true), seriesOf("Blank cards left in the deck", BLANK_COLOUR, (d) => d.blank, false)],
    table: {
      caption: `Cards with a word and blank cards left in the deck at the end of each day with events (the deck’s days, in ${zoneName(timeZone)} time)`,
      columns: ["Day", "Cards with a word", "Blank cards left"],
      rows: days.map((d) => [d.day, d.words, d.blank]),
    },
  };
}

interface BarRow {
  label: string;
  value: number;
  colour: string;
  heading?: string;
}

const BAR_HEIGHT = 28;
const BAR_GAP = 8;
const HEADING_HEIGHT = 30;

/** Horizontal bars (names read across, whatever their length, on a narrow screen), in sections. */
function barChart(options: { id: string; title: string; counts: string; summary: string; rows: BarRow[]; table: TextTable }): BarChart {
  const { rows } = options;
  const width = VIEW_WIDTH;
  const labelWidth = 124;
  const plot = { left: labelWidth, right: width - 60, top: 8, bottom: 0 };
  const headings: BarChart["headings"] = [];
  const bars: Bar[] = [];
  const max = Math.max(1, ...rows.map((r) => r.value));
  const x = scaleLinear().domain([0, max]).nice(4).range([plot.left, plot.right]);
  let y = plot.top;
  let section: string | undefined;
  for (const row of rows) {
    if (row.heading !== undefined && row.heading !== section) {
      section = row.heading;
      y += HEADING_HEIGHT;
      headings.push({ label: row.heading, y: y - 8 });
    }
    bars.push({ label: row.label, value: row.value, colour: row.colour, x: plot.left, y: y + BAR_GAP / 2, width: x(row.value) - plot.left, height: BAR_HEIGHT });
    y += BAR_HEIGHT + BAR_GAP;
  }
  plot.bottom = y;
  const xTicks = x.ticks(4).filter(Number.isInteger).map((value) => ({ at: x(value), label: String(value) }));
  return { type: "bar", id: options.id, title: options.title, counts: options.counts, summary: options.summary, width, height: y + 32, plot, xTicks, headings, bars, table: options.table };
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

/** The deck's charts from its figures, in the order the page and the booklet show them. */
export function deckChartSet(data: DeckChartData): DeckChartSet {
  const playerById = new Map(data.players.map((p) => [p.id, p]));
  // Every figure by player here is a deck player's (the queries leave bots' seats out).
  const playerName = (id: string) => {
    const player = playerById.get(id);
    return player ? `${player.name}${player.archived ? " (archived)" : ""}` : id;
  };
  const playerColour = (id: string) => shownColour(playerById.get(id)?.colour, CHART_MUTED);

  const written = data.players
    .map((p) => ({ player: p, count: data.wordsPerPlayer.find((w) => w.playerId === p.id)?.count ?? 0 }))
    .filter((w) => w.count > 0 || !w.player.archived);
  // Every word written is someone's bar: the players', then the bots' and those that name nobody, when there are any.
  const writers = [
    ...written.map((w) => ({ label: playerName(w.player.id), value: w.count, colour: playerColour(w.player.id) })),
    ...(data.wordsByOthers.bots > 0 ? [{ label: "Bots", value: data.wordsByOthers.bots, colour: CHART_MUTED }] : []),
    ...(data.wordsByOthers.nobody > 0 ? [{ label: "Nobody named", value: data.wordsByOthers.nobody, colour: CHART_MUTED }] : []),
  ];
  const totalWritten = writers.reduce((n, w) => n + w.value, 0);
  const wordsChart = barChart({
    id: "words-per-player",
    title: "Words written, and who wrote them",
    counts: "Words written on cards at the setup, after snaps, by imports and by corrections, by whoever wrote them: each player, the bots, or nobody named.",
    summary: totalWritten === 0 ? "No words written yet." : `${plural(totalWritten, "word", "words")} written on the deck's cards.`,
    rows: writers,
    table: { caption: "Words written on the deck's cards, by who wrote them", columns: ["Written by", "Words written"], rows: writers.map((w) => [w.label, w.value]) },
  });

  const kinds = Object.keys(GAME_KIND_LABELS) as (keyof typeof GAME_KIND_LABELS)[];
  const playerOrder = new Map(data.players.map((p, i) => [p.id, i]));
  const snaps = [...data.snapsWon].sort(
    (a, b) => kinds.indexOf(a.gameKind) - kinds.indexOf(b.gameKind) || (playerOrder.get(a.playerId) ?? 0) - (playerOrder.get(b.playerId) ?? 0),
  );
  const totalSnaps = snaps.reduce((n, s) => n + s.count, 0);
  const snapsChart = barChart({
    id: "snaps-won",
    title: "Snaps won by each player, by kind of game",
    counts: "Snaps won in every game, finished or not, as they happen: on screen, online and with the table companion (an undone snap is not counted).",
    summary: totalSnaps === 0 ? "No snaps won yet." : `${plural(totalSnaps, "snap", "snaps")} won in the deck's games.`,
    rows: snaps.map((s) => ({ label: playerName(s.playerId), value: s.count, colour: playerColour(s.playerId), heading: GAME_KIND_LABELS[s.gameKind] })),
    table: {
      caption: "Snaps each player won, by kind of game",
      columns: ["Kind of game", "Player", "Snaps won"],
      rows: snaps.map((s) => [GAME_KIND_LABELS[s.gameKind], playerName(s.playerId), s.count]),
    },
  });

  const shoutedChart = barChart({
    id: "most-shouted",
    title: "The most shouted words",
    counts: "Right shouts of a word (not “snap”) in every game of Snap Legacy, finished or not, and every table companion snap.",
    summary: data.mostShouted.length === 0 ? "No words shouted yet." : `The word shouted right most often: “${data.mostShouted[0]!.word}”, ${plural(data.mostShouted[0]!.count, "time", "times")}.`,
    rows: data.mostShouted.map((s) => ({ label: s.word, value: s.count, colour: SHOUT_COLOUR })),
    table: { caption: "The words shouted right most often", columns: ["Word", "Times shouted"], rows: data.mostShouted.map((s) => [s.word, s.count]) },
  });

  return {
    empty: data.overTime.length === 0,
    charts: [overTimeChart(data.overTime, data.cardCount, data.timeZone), wordsChart, snapsChart, shoutedChart],
    emptyNotes: {
      "over-time": "Nothing has happened to this deck yet: its chart starts with its first word.",
      "words-per-player": "No words written yet.",
      "snaps-won": "No snaps won yet: play a game (on screen, online or with the table companion).",
      "most-shouted": "No words shouted yet. Words shouted in table companion sessions and in Snap Legacy games on screen count here.",
    },
  };
}

/** Whether a chart has anything to draw. */
export function chartHasData(chart: Chart): boolean {
  return chart.type === "line" ? chart.series.some((s) => s.points.length > 0) : chart.bars.some((bar) => bar.value > 0);
}

/** How many characters of a name or word fit beside a bar; the text table has it in full. */
export const LABEL_CHARS = 12;

/** A bar's label as drawn: shortened with an ellipsis when it would run into its bar. */
export function fitLabel(label: string, chars = LABEL_CHARS): string {
  const letters = [...label];
  return letters.length <= chars ? label : `${letters.slice(0, chars - 1).join("").trimEnd()}…`;
}
