/**
 * The deck's story as a printable A5 booklet: a title page, a page per card with its words and
 * story (continued on further pages when long), the year month by month, and the charts, drawn
 * from the same chart model as the charts page.
 */
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { cardName } from "@/lib/cards/deck-composition";
import { chartHasData, deckChartSet } from "@/lib/history/charts/model";
import { eventAuthor } from "@/lib/history/event-author";
import type { BookletData, BookletMonth, StoryEvent } from "./booklet-data";
import { chartHeight, drawChart } from "./draw-chart";
import { embedBookletFonts, hexColour, wrapText, type BookletFonts } from "./pdf-text";
import { familyTime, zoneName } from "@/lib/time/family-time";

/** A5 portrait, in points. */
const PAGE = { width: 419.53, height: 595.28 };
const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.33, 0.38, 0.42);
const FELT = hexColour("#1d5c3f");

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
const quoted = (word: string | null) => (word === null ? "blank" : `“${word}”`);

/**
 * Text set down a page, top to bottom, onto new pages as it fills them (each new page opening
 * with `continued`, when given: a card's story says whose story goes on).
 */
class Flow {
  page!: PDFPage;
  y = 0;
  continued: string | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: BookletFonts,
    private readonly footer: string,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    const number = String(this.doc.getPageCount());
    const footer = this.fonts.fit(this.footer, "body");
    this.page.drawText(footer.text, { x: MARGIN, y: MARGIN / 2, size: 8, font: footer.font, color: MUTED });
    this.page.drawText(number, { x: PAGE.width - MARGIN - this.fonts.body.widthOfTextAtSize(number, 8), y: MARGIN / 2, size: 8, font: this.fonts.body, color: MUTED });
    if (this.continued) this.text(this.continued, { size: 10, colour: MUTED, after: 8 });
  }

  /** Room for `height` more points on this page, or a new page. */
  room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(value: string, options: { size?: number; bold?: boolean; font?: PDFFont; colour?: ReturnType<typeof rgb>; after?: number; indent?: number } = {}) {
    const size = options.size ?? 10.5;
    const fitted = options.font ? { font: options.font, text: value } : this.fonts.fit(value, options.bold ? "bodyBold" : "body");
    const indent = options.indent ?? 0;
    const leading = size * 1.3;
    for (const line of wrapText(fitted.text, fitted.font, size, WIDTH - indent)) {
      this.room(leading);
      this.y -= size;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font: fitted.font, color: options.colour ?? INK });
      this.y -= leading - size;
    }
    this.y -= options.after ?? 0;
  }
}

/** One event of a card's story, in words: who did what, and why. */
export function storyLine(event: StoryEvent): string {
  const who = event.playerName;
  const writer = eventAuthor({ player: who ? { name: who } : null, botName: event.botName, botWordsFrom: event.botWordsFrom, recordedBy: event.recordedBy });
  const note = writer.note ? ` (${writer.note})` : "";
  const reason = event.reason?.trim();
  const why = reason ? ` Why: ${reason}${/[.!?…]$/u.test(reason) ? "" : "."}` : "";
  switch (event.kind) {
    case "SETUP":
      return `${writer.name} wrote ${quoted(event.word)} at the setup${note}.${why}`;
    case "WON_SNAP":
      return `${writer.name} wrote ${quoted(event.word)} after winning a snap${event.inGame ? " in a game" : ""}${note}.${why}`;
    case "IMPORT":
      return `${quoted(event.word)} was entered from the real deck${who ? ` (${who} wrote it)` : ""}.${why}`;
    case "CORRECTION":
      return `Corrected from ${quoted(event.previousWord)} to ${quoted(event.word)}${who && event.word ? ` (${who}'s word)` : ""}.${why}`;
    case "CARD_LOST":
      return `The card was lost.${why}`;
    case "CARD_FOUND":
      return `The card was found again.${why}`;
    case "CARD_REPLACED":
      return `The card was replaced by a fresh one${event.word ? `, ${quoted(event.word)} copied onto it` : ""}.${why}`;
  }
}

function titlePage(flow: Flow, data: BookletData) {
  const { fonts } = flow;
  const time = familyTime(data.deck.timeZone);
  flow.newPage();
  flow.y -= 90;
  const title = fonts.fit(data.deck.name, "display");
  flow.text(title.text, { size: 30, font: title.font, colour: FELT, after: 10 });
  flow.text("The story of our Snap Legacy deck", { size: 14, bold: true, after: 24 });
  const { charts } = data;
  const latest = charts.overTime.at(-1);
  const snaps = charts.snapsWon.reduce((n, s) => n + s.count, 0);
  const written = charts.wordsPerPlayer.reduce((n, w) => n + w.count, 0);
  const lines = [
    data.firstEventAt && data.lastEventAt ? `From ${time.day(data.firstEventAt)} to ${time.day(data.lastEventAt)}` : `Made on ${time.day(data.deck.createdAt)}; nothing written yet`,
    `${count(charts.cardCount, "card", "cards")}: ${count(latest?.words ?? 0, "with a word", "with words")}, ${count(latest?.blank ?? charts.cardCount, "blank card", "blank cards")} left`,
    `${count(data.deck.historySeq, "event", "events")} in its history, ${count(written, "word", "words")} written by its players`,
    `${count(data.games, "game", "games")} played, ${count(snaps, "snap", "snaps")} won`,
  ];
  for (const line of lines) flow.text(line, { size: 11, after: 4 });
  flow.y -= 18;
  flow.text(data.players.length === 1 ? "Its player" : "Its players", { size: 12, bold: true, after: 6 });
  for (const player of data.players) {
    flow.room(18);
    flow.page.drawCircle({ x: MARGIN + 5, y: flow.y - 7, size: 5, color: hexColour(player.colour), borderColor: INK, borderWidth: 0.5 });
    flow.text(`${player.name}${player.archived ? " (no longer playing)" : ""}`, { size: 11, indent: 16, after: 3 });
  }
  flow.y -= 18;
  flow.text(`Printed on ${time.day(new Date())}. Dates are the deck's, in ${zoneName(time.zone)} time.`, { size: 9, colour: MUTED });
}

function cardPages(flow: Flow, data: BookletData) {
  const { fonts } = flow;
  const time = familyTime(data.deck.timeZone);
  for (const card of data.cards) {
    const name = cardName(card);
    flow.continued = null;
    flow.newPage();
    flow.text(name, { size: 13, bold: true, colour: MUTED, after: 6 });
    const word = card.word ?? "(blank)";
    const size = Math.min(34, (WIDTH / Math.max(1, fonts.word.widthOfTextAtSize(word, 1))) * 0.98);
    flow.text(word, { size, font: fonts.word, colour: card.word ? FELT : MUTED, after: 6 });
    if (card.status === "MISSING") flow.text("This card is lost.", { size: 10.5, bold: true, after: 4 });
    flow.y -= 8;
    const total = card.story.length + card.leftOut;
    flow.text(total === 0 ? "Nothing has happened to this card yet." : `Its story: ${count(total, "event", "events")}`, { size: 12, bold: true, after: 6 });
    flow.continued = `${name} (continued)`;
    card.story.forEach((event, i) => {
      if (i === card.leftOutAfter && card.leftOut > 0) {
        flow.text(`… ${count(card.leftOut, "more event", "more events")} in between: the deck's timeline in the app has them all …`, { size: 10, colour: MUTED, after: 8 });
      }
      flow.room(34);
      flow.text(`${time.shortDay(event.createdAt)} · #${event.seq} · recorded by ${event.recordedBy}`, { size: 8.5, colour: MUTED, after: 1 });
      flow.text(storyLine(event), { size: 10.5, after: 7 });
    });
  }
  flow.continued = null;
}

const QUIET = "A quiet month.";

function monthLine(month: BookletMonth): string {
  const c = month.counts;
  const written = (c.SETUP ?? 0) + (c.WON_SNAP ?? 0) + (c.IMPORT ?? 0);
  const parts = [
    written ? count(written, "word written", "words written") : "",
    c.CORRECTION ? count(c.CORRECTION, "correction", "corrections") : "",
    c.CARD_LOST ? count(c.CARD_LOST, "card lost", "cards lost") : "",
    c.CARD_FOUND ? count(c.CARD_FOUND, "card found", "cards found") : "",
    c.CARD_REPLACED ? count(c.CARD_REPLACED, "card replaced", "cards replaced") : "",
    month.games ? count(month.games, "game", "games") : "",
  ].filter(Boolean);
  return parts.length === 0 ? QUIET : `${parts.join(", ")}.`;
}

function yearPages(flow: Flow, data: BookletData) {
  flow.newPage();
  const time = familyTime(data.deck.timeZone);
  const last = data.year.at(-1);
  flow.text(last ? `The year up to ${time.monthOf(last.month)}` : "The year", { size: 18, bold: true, colour: FELT, after: 10 });
  if (!last) flow.text("Nothing has happened to this deck yet.", { size: 11 });
  const quiet = (month: BookletMonth) => monthLine(month) === QUIET;
  const label = (month: BookletMonth) => time.monthOf(month.month);
  for (let i = 0; i < data.year.length; i++) {
    const month = data.year[i]!;
    // Quiet months in a row make one line.
    let j = i;
    while (quiet(month) && j + 1 < data.year.length && quiet(data.year[j + 1]!)) j++;
    flow.room(44);
    flow.text(j > i ? `${label(month)} to ${label(data.year[j]!)}` : label(month), { size: 12, bold: true, after: 2 });
    flow.text(j > i ? "Quiet months." : monthLine(month), { size: 10.5, after: month.words.length ? 2 : 8 });
    if (month.words.length) {
      const written = (month.counts.SETUP ?? 0) + (month.counts.WON_SNAP ?? 0) + (month.counts.IMPORT ?? 0);
      const words = month.words.map((w) => `${quoted(w.word)}${w.writer ? ` by ${w.writer}` : ""}`).join(", ");
      flow.text(`${written > month.words.length ? "The first words" : "Words"}: ${words}${written > month.words.length ? ", …" : "."}`, { size: 10, colour: MUTED, after: 8 });
    }
    i = j;
  }
}

function chartPages(flow: Flow, data: BookletData) {
  const set = deckChartSet(data.charts);
  flow.newPage();
  flow.text("Charts", { size: 18, bold: true, colour: FELT, after: 10 });
  for (const chart of set.charts) {
    const hasData = chartHasData(chart);
    const height = hasData ? chartHeight(chart, WIDTH / chart.width) : 16;
    flow.room(height + 44);
    flow.text(chart.title, { size: 12.5, bold: true, after: 2 });
    flow.text(hasData ? chart.summary : (set.emptyNotes[chart.id] ?? ""), { size: 9.5, colour: MUTED, after: 6 });
    if (hasData) {
      drawChart(flow.page, chart, flow.fonts, MARGIN, flow.y, WIDTH);
      flow.y -= height + 18;
    }
  }
}

/** Every string the booklet prints in the print fonts, for their subset's name. */
function printFontContent(data: BookletData): string {
  return [data.deck.name, ...data.cards.map((c) => c.word ?? ""), ...data.charts.mostShouted.map((s) => s.word)].join("\n");
}

/** How many pages each part of the booklet took (the cards': one entry per card, in order). */
export interface BookletPages {
  title: number;
  cards: number[];
  year: number;
  charts: number;
}

export interface RenderedBooklet {
  bytes: Uint8Array;
  pages: BookletPages;
}

/** Draws the booklet (seconds of CPU for a long history: run it in the PDF pool, lib/print/pdf-pool.ts). */
export async function renderBooklet(data: BookletData): Promise<RenderedBooklet> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.deck.name}: the story of the deck`);
  doc.setCreator("Snap Legacy");
  doc.setProducer("Snap Legacy");
  const fonts = await embedBookletFonts(doc, printFontContent(data));
  const flow = new Flow(doc, fonts, `${data.deck.name} · the story of the deck`);
  const pagesOf = (draw: () => void) => {
    const before = doc.getPageCount();
    draw();
    return doc.getPageCount() - before;
  };
  const title = pagesOf(() => titlePage(flow, data));
  const cards = data.cards.map((card) => pagesOf(() => cardPages(flow, { ...data, cards: [card] })));
  const year = pagesOf(() => yearPages(flow, data));
  const charts = pagesOf(() => chartPages(flow, data));
  return { bytes: await doc.save(), pages: { title, cards, year, charts } };
}
