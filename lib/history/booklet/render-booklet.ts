/**
 * The deck's story as a keepsake booklet (A5): a cover with the deck's name, its family and its
 * dates, a fan of its cards; each card that has a story, drawn as its sheets print it, beside that
 * story; the cards still blank together on one page; the year month by month; the charts, drawn
 * from the same chart model as the charts page. Every date is the deck's, in its time zone.
 */
import { PDFDocument, type PDFPage, type RGB } from "pdf-lib";
import { cardName, SUIT_NAME } from "@/lib/cards/deck-composition";
import { chartHasData, deckChartSet } from "@/lib/history/charts/model";
import { eventAuthor } from "@/lib/history/event-author";
import { RED_SUITS, roundedRectPath, SUIT_PATHS, type Suit } from "@/lib/print/suits";
import { familyTime, zoneName, type FamilyTime } from "@/lib/time/family-time";
import type { BookletCard, BookletData, BookletMonth, StoryEvent } from "./booklet-data";
import type { BookletLook } from "./booklet-look";
import { cardHeight, embedBookletCards, type BookletCardArt } from "./booklet-cards";
import { FELT, Flow, INK, MARGIN, MUTED, PAGE, WIDTH } from "./booklet-page";
import { chartHeight, drawChart } from "./draw-chart";
import { embedBookletFonts, hexColour } from "./pdf-text";

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
const quoted = (word: string | null) => (word === null ? "blank" : `“${word}”`);

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

/** Whether a card has a story to tell: a word, or anything that happened to it. */
export function hasStory(card: BookletCard): boolean {
  return card.word !== null || card.story.length + card.leftOut > 0;
}

/** The cards fanned out on the cover: the first three with a word, or the deck's first three. */
function coverCards(data: BookletData): BookletCard[] {
  const worded = data.cards.filter((card) => card.word !== null);
  return (worded.length > 0 ? worded : data.cards).slice(0, 3);
}

/** Every card the booklet draws as printed (their pictures are all it reads of the deck's pictures). */
export function cardsDrawn(data: BookletData): Set<string> {
  return new Set([...coverCards(data), ...data.cards.filter(hasStory)].map((card) => card.id));
}

/** The deck's dates: from its first event to its latest, in its zone. */
function deckDates(data: BookletData, time: FamilyTime): string {
  if (!data.firstEventAt || !data.lastEventAt) return `Begun on ${time.day(data.deck.createdAt)}`;
  const [first, last] = [time.day(data.firstEventAt), time.day(data.lastEventAt)];
  return first === last ? first : `${first} – ${last}`;
}

const COVER_CARD = 122;

function cover(flow: Flow, data: BookletData, cards: BookletCardArt, time: FamilyTime) {
  const { fonts } = flow;
  flow.footer = false;
  flow.newPage();
  flow.footer = true;
  flow.y = PAGE.height - 84;
  flow.text("The story of our Snap Legacy deck", { size: 10, bold: true, colour: MUTED, centre: true, after: 12 });
  flow.text(data.deck.name, { size: 30, display: true, colour: FELT, centre: true, leading: 1.2, after: 10 });
  flow.text(deckDates(data, time), { size: 12.5, centre: true });

  // The cards fanned about a point below them, the middle one on top.
  const fan = coverCards(data);
  const height = cardHeight(COVER_CARD);
  const lift = 80;
  const pivot = { x: PAGE.width / 2, y: flow.y - 40 - height - lift };
  const angles = fan.length === 3 ? [13, -13, 0] : fan.length === 2 ? [7, -7] : [0];
  const order = fan.length === 3 ? [fan[0]!, fan[2]!, fan[1]!] : fan;
  order.forEach((card, i) => {
    const turn = (angles[i]! * Math.PI) / 180;
    const [x, y] = [-COVER_CARD / 2, lift];
    cards.draw(flow.page, card.id, { x: pivot.x + x * Math.cos(turn) - y * Math.sin(turn), y: pivot.y + x * Math.sin(turn) + y * Math.cos(turn), width: COVER_CARD, angle: angles[i]! });
  });
  flow.y = pivot.y + lift - (fan.length > 1 ? 50 : 30);

  flow.text(data.players.length === 1 ? "Its player" : "Its family", { size: 11, bold: true, colour: MUTED, centre: true, after: 8 });
  familyChips(flow, data.players);
  flow.y -= 14;
  const latest = data.charts.overTime.at(-1);
  const snaps = data.charts.snapsWon.reduce((n, s) => n + s.count, 0);
  const figures = [
    `${count(data.charts.cardCount, "card", "cards")}, ${count(latest?.words ?? 0, "with a word", "with words")}`,
    count(data.games, "game", "games"),
    count(snaps, "snap won", "snaps won"),
  ];
  flow.text(figures.join("  ·  "), { size: 10, colour: MUTED, centre: true });
  const foot = fonts.fit(`Every date is the deck’s own, in ${zoneName(time.zone)} time. Made on ${time.day(new Date())}.`, "body");
  flow.page.drawText(foot.text, { x: (PAGE.width - foot.font.widthOfTextAtSize(foot.text, 8)) / 2, y: 44, size: 8, font: foot.font, color: MUTED });
}

/** The family's names, each after a dot of its colour, in centred rows. */
function familyChips(flow: Flow, players: BookletData["players"]) {
  const size = 12;
  const gap = 18;
  const chips = players.map((player) => {
    const name = flow.fonts.fit(player.name, "body");
    return { player, name, width: 12 + name.font.widthOfTextAtSize(name.text, size) };
  });
  const rows: (typeof chips)[] = [[]];
  let used = 0;
  for (const chip of chips) {
    if (rows.at(-1)!.length > 0 && used + gap + chip.width > WIDTH) {
      rows.push([]);
      used = 0;
    }
    used += (rows.at(-1)!.length > 0 ? gap : 0) + chip.width;
    rows.at(-1)!.push(chip);
  }
  for (const row of rows) {
    flow.room(size * 1.6);
    const width = row.reduce((n, chip) => n + chip.width, 0) + gap * (row.length - 1);
    let x = (PAGE.width - width) / 2;
    flow.y -= size;
    for (const chip of row) {
      flow.page.drawCircle({ x: x + 4, y: flow.y + size * 0.33, size: 4, color: hexColour(chip.player.colour) });
      flow.page.drawText(chip.name.text, { x: x + 12, y: flow.y, size, font: chip.name.font, color: INK });
      x += chip.width + gap;
    }
    flow.y -= size * 0.6;
  }
}

/** Three cards with short stories fit on a page. */
const STORY_CARD = 86;
const GUTTER = 22;
const RULE_SPACE = 13;
const NO_WRITER = "#9aa1a8";

function storyPages(flow: Flow, data: BookletData, cards: BookletCardArt, time: FamilyTime) {
  const told = data.cards.filter(hasStory);
  if (told.length === 0) return;
  flow.section("The cards and their stories", `${count(told.length, "card has", "cards have")} a story to tell.`);
  const colours = new Map(data.players.map((player) => [player.name, player.colour]));
  told.forEach((card, i) => {
    // A rule between two cards on a page; none at a page's foot.
    if (i > 0 && flow.fits(2 * RULE_SPACE + cardHeight(STORY_CARD) + 20)) flow.rule(RULE_SPACE);
    cardStory(flow, card, cards, time, colours);
  });
  flow.continued = null;
  flow.beside = null;
}

/** A card drawn as printed, its word and name beside it, then its story, event by event, each on a dot of its writer's colour. */
function cardStory(flow: Flow, card: BookletCard, cards: BookletCardArt, time: FamilyTime, colours: Map<string, string>) {
  const { fonts } = flow;
  const name = cardName(card);
  const height = cardHeight(STORY_CARD);
  flow.continued = null;
  flow.beside = null;
  flow.room(height + 20);
  const top = flow.y;
  cards.draw(flow.page, card.id, { x: MARGIN, y: top - height, width: STORY_CARD });
  flow.beside = { page: flow.page, bottom: top - height - 16, left: MARGIN + STORY_CARD + GUTTER };
  const column = flow.column(0).width;
  if (card.word) {
    const size = Math.min(22, (column / Math.max(1, fonts.word.widthOfTextAtSize(card.word, 1))) * 0.98);
    flow.text(card.word, { size: Math.max(size, 11), font: fonts.word, colour: FELT, after: 2, leading: 1.2 });
  } else {
    flow.text("Blank", { size: 18, display: true, colour: MUTED, after: 2, leading: 1.2 });
  }
  flow.text(card.status === "MISSING" ? `${name} · lost` : name, { size: 9.5, bold: true, colour: MUTED, after: 12 });
  flow.continued = `${name}, continued`;
  card.story.forEach((event, i) => {
    if (i === card.leftOutAfter && card.leftOut > 0) {
      flow.text(`… and ${count(card.leftOut, "more event", "more events")} in between …`, { size: 9.5, colour: MUTED, indent: 14, after: 9 });
    }
    flow.room(36);
    const { left } = flow.column(12);
    const colour = event.playerName ? (colours.get(event.playerName) ?? NO_WRITER) : NO_WRITER;
    flow.dot(left + 3.5, flow.y - 6, 3.2, colour);
    flow.text(time.day(event.createdAt), { size: 8.5, bold: true, colour: MUTED, indent: 14, after: 1, leading: 1.3 });
    flow.text(storyLine(event), { size: 10, indent: 14, after: 8 });
  });
  if (flow.beside?.page === flow.page) flow.y = Math.min(flow.y, flow.beside.bottom);
  flow.beside = null;
}

const SUIT_ORDER: Suit[] = ["spades", "hearts", "diamonds", "clubs"];

/** The cards still blank, on one page: a standard deck's by suit, a custom deck's by set. */
function blankPage(flow: Flow, data: BookletData, look: BookletLook) {
  const blank = data.cards.filter((card) => !hasStory(card));
  if (blank.length === 0) return;
  flow.section("Still blank", `${count(blank.length, "card is", "cards are")} still waiting for a first word.`);
  const bySuit = new Map<Suit, string[]>();
  const bySet = new Map<string, { count: number; colour: string }>();
  for (const card of blank) {
    if (card.suit) bySuit.set(card.suit as Suit, [...(bySuit.get(card.suit as Suit) ?? []), card.rank]);
    else bySet.set(card.rank, { count: (bySet.get(card.rank)?.count ?? 0) + 1, colour: look.cards.get(card.id)?.colour ?? "#6b7080" });
  }
  for (const suit of SUIT_ORDER) {
    const ranks = bySuit.get(suit);
    if (!ranks) continue;
    flow.room(62);
    suitMark(flow.page, suit, MARGIN, flow.y - 12, 12);
    flow.text(SUIT_NAME[suit], { size: 12, bold: true, indent: 22, after: 6 });
    miniCards(flow, ranks, hexColour(RED_SUITS.has(suit) ? "#c8102e" : "#1b1b1f"));
    flow.y -= 16;
  }
  // Sets in two columns.
  const sets = [...bySet];
  const rowHeight = 24;
  const half = Math.ceil(sets.length / 2);
  for (let row = 0; row < half; row++) {
    flow.room(rowHeight);
    flow.y -= 12;
    for (const [column, entry] of [sets[row], sets[row + half]].entries()) {
      if (!entry) continue;
      const [label, set] = entry;
      const x = MARGIN + column * (WIDTH / 2);
      flow.page.drawRectangle({ x, y: flow.y - 1, width: 10, height: 10, color: hexColour(set.colour) });
      const text = flow.fonts.fit(`${label}  ×  ${set.count}`, "body");
      flow.page.drawText(text.text, { x: x + 18, y: flow.y, size: 12, font: text.font, color: INK });
    }
    flow.y -= rowHeight - 12;
  }
}

/** A row of little blank cards, each with its rank in the corner. */
function miniCards(flow: Flow, ranks: string[], colour: RGB) {
  const [width, height, gap] = [18, 25, 4];
  const perRow = Math.floor((WIDTH - 22 + gap) / (width + gap));
  for (let start = 0; start < ranks.length; start += perRow) {
    flow.room(height + gap);
    ranks.slice(start, start + perRow).forEach((rank, i) => {
      const x = MARGIN + 22 + i * (width + gap);
      flow.page.drawSvgPath(roundedRectPath(0, 0, width, height, 2.5), { x, y: flow.y, color: hexColour("#ffffff"), borderColor: hexColour("#b9bdc6"), borderWidth: 0.6 });
      flow.page.drawText(rank, { x: x + 3, y: flow.y - 9.5, size: 8, font: flow.fonts.bodyBold, color: colour });
    });
    flow.y -= height + gap;
  }
}

function suitMark(page: PDFPage, suit: Suit, x: number, y: number, size: number) {
  page.drawSvgPath(SUIT_PATHS[suit], { x, y: y + size, scale: size / 100, color: hexColour(RED_SUITS.has(suit) ? "#c8102e" : "#1b1b1f"), borderWidth: 0 });
}

const written = (month: BookletMonth) => (month.counts.SETUP ?? 0) + (month.counts.WON_SNAP ?? 0) + (month.counts.IMPORT ?? 0);

/** What else happened in a month besides words written. */
function monthDetails(month: BookletMonth): string[] {
  const c = month.counts;
  return [
    month.games ? count(month.games, "game", "games") : "",
    c.CORRECTION ? count(c.CORRECTION, "correction", "corrections") : "",
    c.CARD_LOST ? count(c.CARD_LOST, "card lost", "cards lost") : "",
    c.CARD_FOUND ? count(c.CARD_FOUND, "card found", "cards found") : "",
    c.CARD_REPLACED ? count(c.CARD_REPLACED, "card replaced", "cards replaced") : "",
  ].filter(Boolean);
}

const quiet = (month: BookletMonth) => written(month) === 0 && monthDetails(month).length === 0;
const LABEL = 104;

/** The year up to the deck's latest event, from its first month: words written as bars, what else happened, the first words. */
function yearPages(flow: Flow, data: BookletData, time: FamilyTime) {
  if (!data.firstEventAt || data.year.length === 0) return;
  const firstMonth = time.calendarDay(data.firstEventAt).slice(0, 7);
  const months = data.year.filter((month) => month.month >= firstMonth);
  if (months.length === 0) return;
  const span = months.length === 1 ? time.monthOf(months[0]!.month) : `${time.monthOf(months[0]!.month)} to ${time.monthOf(months.at(-1)!.month)}`;
  flow.section("The year, month by month", span);
  const most = Math.max(1, ...months.map(written));
  const barRoom = WIDTH - LABEL - 74;
  for (let i = 0; i < months.length; i++) {
    const month = months[i]!;
    if (quiet(month)) {
      let j = i;
      while (j + 1 < months.length && quiet(months[j + 1]!)) j++;
      const label = j > i ? `${time.monthOf(month.month)} to ${time.monthOf(months[j]!.month)}: quiet months.` : `${time.monthOf(month.month)}: a quiet month.`;
      flow.text(label, { size: 9.5, colour: MUTED, after: 12 });
      i = j;
      continue;
    }
    flow.room(48);
    flow.y -= 11;
    const label = flow.fonts.fit(time.monthOf(month.month), "bodyBold");
    flow.page.drawText(label.text, { x: MARGIN, y: flow.y, size: 11, font: label.font, color: INK });
    const n = written(month);
    const x = MARGIN + LABEL;
    const bar = n > 0 ? Math.max(3, (n / most) * barRoom) : 0;
    if (bar > 0) flow.page.drawRectangle({ x, y: flow.y - 0.5, width: bar, height: 8.5, color: FELT });
    const figure = n > 0 ? count(n, "word", "words") : "no words";
    flow.page.drawText(figure, { x: x + bar + (bar > 0 ? 6 : 0), y: flow.y, size: 9.5, font: flow.fonts.body, color: MUTED });
    flow.y -= 6;
    const details = monthDetails(month);
    if (details.length) flow.text(details.join(" · "), { size: 9.5, colour: MUTED, indent: LABEL, after: 1 });
    if (month.words.length) {
      const more = n > month.words.length ? ", …" : "";
      flow.text(`${month.words.map((w) => `${quoted(w.word)}${w.writer ? ` (${w.writer})` : ""}`).join(", ")}${more}`, { size: 9.5, indent: LABEL, after: 0 });
    }
    flow.y -= 12;
  }
}

/** Charts a little narrower than the text, so two or three share a page. */
const CHART_WIDTH = WIDTH * 0.8;

/** The charts that have something to show (an empty one would only say how to fill it). */
function chartPages(flow: Flow, data: BookletData) {
  const charts = deckChartSet(data.charts).charts.filter(chartHasData);
  if (charts.length === 0) return;
  flow.section("The deck in charts", undefined, chartHeight(charts[0]!, CHART_WIDTH / charts[0]!.width) + 40);
  for (const chart of charts) {
    const height = chartHeight(chart, CHART_WIDTH / chart.width);
    flow.room(height + 50);
    flow.text(chart.title, { size: 12.5, bold: true, after: 2 });
    flow.text(chart.counts, { size: 8.5, colour: MUTED, after: 2 });
    flow.text(chart.summary, { size: 9.5, colour: MUTED, after: 8 });
    drawChart(flow.page, chart, flow.fonts, MARGIN + (WIDTH - CHART_WIDTH) / 2, flow.y, CHART_WIDTH);
    flow.y -= height + 22;
  }
}

/** Every string the booklet prints in the print fonts, for their subset's name. */
function printFontContent(data: BookletData): string {
  return [data.deck.name, ...data.cards.map((c) => c.word ?? ""), ...data.charts.mostShouted.map((s) => s.word)].join("\n");
}

/** How many pages each part of the booklet took. */
export interface BookletPages {
  cover: number;
  /** The cards with a story, each drawn beside it. */
  stories: number;
  /** The cards still blank, together. */
  blank: number;
  year: number;
  charts: number;
}

export interface RenderedBooklet {
  bytes: Uint8Array;
  pages: BookletPages;
}

/** Draws the booklet (seconds of CPU for a long history: run it in the PDF pool, lib/print/pdf-pool.ts). */
export async function renderBooklet(data: BookletData, look: BookletLook): Promise<RenderedBooklet> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${data.deck.name}: the story of the deck`);
  doc.setCreator("Snap Legacy");
  doc.setProducer("Snap Legacy");
  const fonts = await embedBookletFonts(doc, printFontContent(data));
  const words = new Map(data.cards.map((card) => [card.id, card.word]));
  const cards = await embedBookletCards(doc, look, words, [...cardsDrawn(data)], data.deck.name);
  const time = familyTime(data.deck.timeZone);
  const flow = new Flow(doc, fonts, data.deck.name);
  const pagesOf = (draw: () => void) => {
    const before = doc.getPageCount();
    draw();
    return doc.getPageCount() - before;
  };
  const pages: BookletPages = {
    cover: pagesOf(() => cover(flow, data, cards, time)),
    stories: pagesOf(() => storyPages(flow, data, cards, time)),
    blank: pagesOf(() => blankPage(flow, data, look)),
    year: pagesOf(() => yearPages(flow, data, time)),
    charts: pagesOf(() => chartPages(flow, data)),
  };
  return { bytes: await doc.save(), pages };
}
