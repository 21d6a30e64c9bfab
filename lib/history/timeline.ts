import { db } from "@/lib/db/client";
import { checkRole, requireDeckRole, requireDeckRoleWithZone } from "@/lib/decks/access";
import { describeDesignChange, designChangeWords, type DesignChangeWords } from "@/lib/designs/describe-design-change";
import { designEventAuthor } from "@/lib/designs/design-events";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DesignEventKind, WordEventKind } from "@/lib/generated/prisma/enums";
import { gameSummaries, type GameSummary } from "@/lib/games/screen/queries";
import { calendarDayIn } from "@/lib/time/family-time";
import type { KindGroup, TimelineFilters } from "./paths";
import { dayBounds } from "./timeline-filters";
import { compareTimelinePlaces, type TimelinePlace } from "./timeline-order";
import { readTimelineRows, utcTimestamp, type DesignRow, type StreamConditions, type WordRow } from "./timeline-query";
import { wordSearchCondition, wordSearchPattern } from "./word-search";

/** How many events a page of the timeline shows. */
export const TIMELINE_PAGE_SIZE = 50;

/** The kinds of word event each of the timeline's kind filters shows ("design" shows the design story instead). */
export const KINDS_OF_GROUP: Record<Exclude<KindGroup, "design">, WordEventKind[]> = {
  setup: ["SETUP"],
  "won-snap": ["WON_SNAP"],
  correction: ["CORRECTION"],
  card: ["CARD_LOST", "CARD_FOUND", "CARD_REPLACED"],
  import: ["IMPORT"],
};

/** A kind as a value the planner can weigh (an array cast to the enum hides it from the index). */
const kindValue = (kind: WordEventKind) => Prisma.sql`${kind}::"WordEventKind"`;

/**
 * What the filters ask of each history. Word events: the player, kind, card, game, days (of the
 * deck's zone, `dayZone`) and the word searched for (`search`: its condition, null when no word
 * matches; word-search.ts). Design
 * changes have no player, game or word, so those filters (and every kind but "design") leave them
 * out; a card keeps the changes of that card's picture; days apply to both. An id of another deck
 * matches nothing: every condition is under this deck's id.
 */
function matching(deckId: string, filters: TimelineFilters, dayZone: string | null, search?: Prisma.Sql | null): StreamConditions {
  const { from, until } = dayZone ? dayBounds(filters, dayZone) : {};
  const word = [Prisma.sql`w."deckId" = ${deckId}`];
  const design = [Prisma.sql`e."deckId" = ${deckId}`];
  if (filters.player) word.push(Prisma.sql`w."playerId" = ${filters.player}`);
  if (filters.kind && filters.kind !== "design") word.push(Prisma.sql`w."kind" IN (${Prisma.join(KINDS_OF_GROUP[filters.kind].map(kindValue))})`);
  if (filters.card) {
    word.push(Prisma.sql`w."cardId" = ${filters.card}`);
    design.push(Prisma.sql`e."cardId" = ${filters.card}`);
  }
  if (filters.game) word.push(Prisma.sql`w."gameId" = ${filters.game}`);
  if (from) {
    word.push(Prisma.sql`w."createdAt" >= ${utcTimestamp(from)}`);
    design.push(Prisma.sql`e."createdAt" >= ${utcTimestamp(from)}`);
  }
  if (until) {
    word.push(Prisma.sql`w."createdAt" < ${utcTimestamp(until)}`);
    design.push(Prisma.sql`e."createdAt" < ${utcTimestamp(until)}`);
  }
  if (search) word.push(search);
  const designsToo = !filters.player && !filters.game && search === undefined && (!filters.kind || filters.kind === "design");
  return {
    word: filters.kind === "design" || search === null ? null : Prisma.join(word, " AND "),
    design: designsToo ? Prisma.join(design, " AND ") : null,
  };
}

/** A word event on the timeline: who wrote what on which card, why, and its game. */
export interface TimelineWordEvent extends Omit<WordRow, "at" | "recordedBy" | "recordedByName"> {
  story: "word";
  place: TimelinePlace;
  createdAt: Date;
  /** Who recorded it: the name an imported export gave, else the account that recorded it here. */
  recordedByName: string;
  recordedBy: { name: string };
  game: GameSummary | null;
}

/** A change to the deck's design on the timeline, told once however many cards it touched. */
export interface TimelineDesignChange {
  story: "design";
  place: TimelinePlace;
  id: string;
  seq: number;
  /** What it did (to its first card, in deck order), or LOOK_CHANGED. */
  kind: DesignEventKind;
  createdAt: Date;
  recordedBy: { name: string };
  setLabel: string | null;
  summary: string | null;
  /** The picture the cards show after it (null for a removal and a change of the look). */
  artId: string | null;
  /** The cards it touched, in deck order (none for a change of the look). */
  cards: { id: string; rank: string; suit: string | null; code: string }[];
  /** What it did, in words that follow who did it, naming its cards apart (designChangeWords)… */
  words: DesignChangeWords<TimelineDesignChange["cards"][number]>;
  /** …and the same as plain text. */
  description: string;
  gameId: null;
  game: null;
}

export type TimelineEntry = TimelineWordEvent | TimelineDesignChange;

function wordEntry({ at, recordedBy, recordedByName, ...row }: WordRow, games: Map<string, GameSummary>): TimelineWordEvent {
  const createdAt = new Date(at);
  return {
    ...row,
    story: "word",
    place: { at: createdAt, stream: "word", seq: row.seq },
    createdAt,
    recordedByName: recordedByName ?? recordedBy,
    recordedBy: { name: recordedBy },
    game: row.gameId ? (games.get(row.gameId) ?? null) : null,
  };
}

function designEntry(row: DesignRow): TimelineDesignChange {
  const createdAt = new Date(row.at);
  return {
    story: "design",
    place: { at: createdAt, stream: "design", seq: row.seq },
    id: `design-${row.seq}`,
    seq: row.seq,
    kind: row.parts[0]!.kind,
    createdAt,
    recordedBy: { name: designEventAuthor({ recordedByName: row.recordedByName, recordedBy: { name: row.recordedBy } }) },
    setLabel: row.setLabel,
    summary: row.summary,
    artId: row.artId,
    cards: row.parts.flatMap((part) => (part.card ? [part.card] : [])),
    words: designChangeWords(row),
    description: describeDesignChange(row),
    gameId: null,
    game: null,
  };
}

/** The largest number a place in an address may carry (timeline-order.ts reads nine digits). */
const LAST_SEQ = 999_999_999;

/** The place just under `place`: nothing can lie between them (the way back from an empty page starts there). */
const justBefore = (place: TimelinePlace): TimelinePlace =>
  place.seq > 0 ? { ...place, seq: place.seq - 1 } : { at: new Date(place.at.getTime() - 1), stream: "design", seq: LAST_SEQ };
/** The place just over `place`. */
const justAfter = (place: TimelinePlace): TimelinePlace => ({ ...place, seq: place.seq + 1 });

/** The place a timeline that starts at a word event (and goes back from it) starts under. */
export function placeOverWordEvent(event: { seq: number; createdAt: Date }): TimelinePlace {
  return justAfter({ at: event.createdAt, stream: "word", seq: event.seq });
}

/** Whether any text of the filters holds a NUL (no form sends one; PostgreSQL refuses it). */
const hasNul = (filters: TimelineFilters) => [filters.q, filters.player, filters.card, filters.game].some((text) => text?.includes("\0"));

/**
 * One page of the deck's timeline, newest first: at most TIMELINE_PAGE_SIZE entries matching the
 * filters (word events, and the design changes — a change told once however many cards it touched),
 * under `before` (older pages) or just over `after` (the way back to newer ones), in the story's
 * order (timeline-order.ts: by time, then word before design, then number; keyset paging, so
 * entries recorded meanwhile never shift a page). Each word event comes with its card, player, who
 * recorded it and its game's summary. `olderBefore` / `newerAfter` are the places the next pages
 * start at, null when there are none.
 *
 * Cost: one statement (the access check, both histories' pages read on their (…, createdAt, seq)
 * indexes from the starting place, the deck's players and cards for the filters' choices, and
 * whether the other side has anything), then the page's games by id. It does not grow with the
 * history's length, except where a filter is rare among the events it walks (a player who wrote
 * little, with a kind: then the walk reads the rows between matches). A search reads the trigram
 * index of the folded words, or first (one or two letters) the deck's words that match
 * (word-search.ts).
 */
export async function timelinePage(userId: string, deckId: string, filters: TimelineFilters) {
  // The statement would be refused for the NUL: someone outside the deck hears "not found" first.
  if (hasNul(filters)) await requireDeckRole(userId, deckId, "VIEWER");
  // Days are the deck's: its zone is read (with the access check) before the days become instants.
  const dayZone = filters.from || filters.to ? (await requireDeckRoleWithZone(userId, deckId, "VIEWER")).timeZone : null;
  const pattern = filters.q ? wordSearchPattern(filters.q) : null;
  const search = pattern ? await wordSearchCondition(userId, deckId, pattern) : undefined;
  const newerFirst = !(filters.after !== undefined && filters.before === undefined);
  const from = (newerFirst ? filters.before : filters.after) ?? null;
  const where = matching(deckId, filters, dayZone, search);
  const rows = await readTimelineRows({ userId, deckId, where, from, newerFirst, limit: TIMELINE_PAGE_SIZE + 1 });
  checkRole(rows.role, "VIEWER");

  const gameIds = [...new Set([...rows.words.map((w) => w.gameId), filters.game].filter((id) => id !== null && id !== undefined))];
  const games = gameIds.length > 0 ? await db.game.findMany({ where: { deckId, id: { in: gameIds } }, include: { room: { select: { id: true } } } }) : [];
  const summaries = new Map<string, GameSummary>(gameSummaries(games, rows.players).map((game) => [game.id, game]));

  const entries: TimelineEntry[] = [...rows.words.map((row) => wordEntry(row, summaries)), ...rows.designs.map(designEntry)];
  entries.sort((a, b) => (newerFirst ? -1 : 1) * compareTimelinePlaces(a.place, b.place));
  const more = entries.length > TIMELINE_PAGE_SIZE;
  const page = entries.slice(0, TIMELINE_PAGE_SIZE);
  if (!newerFirst) page.reverse();
  const newest = page[0]?.place;
  const oldest = page.at(-1)?.place;

  // The side the page was read towards is known from its 51st entry; the other side was asked in
  // the same statement, from the page's own starting place. (The newest page asks nothing: events
  // appended since belong to the next reading of it.)
  let olderBefore: TimelinePlace | null;
  let newerAfter: TimelinePlace | null;
  if (newerFirst) {
    olderBefore = more ? oldest! : null;
    newerAfter = rows.otherSide ? (newest ?? justBefore(from!)) : null;
  } else {
    newerAfter = more ? newest! : null;
    olderBefore = rows.otherSide ? (oldest ?? justAfter(from!)) : null;
  }
  const gameFilteredBy = filters.game ? (summaries.get(filters.game) ?? null) : null;
  const players = rows.players.map((player) => ({ ...player, archivedAt: player.archivedAt === null ? null : new Date(player.archivedAt) }));
  return {
    events: page,
    olderBefore,
    newerAfter,
    newest: newerAfter === null,
    players,
    cards: rows.cards,
    gameIsOfDeck: gameFilteredBy !== null,
    gameFilteredBy,
    timeZone: rows.timeZone!,
  };
}

export type TimelinePage = Awaited<ReturnType<typeof timelinePage>>;
export type TimelineEvent = TimelineEntry;

/** Entries of one game (or of none) within a day, in the page's order. */
export interface TimelineGameGroup {
  gameId: string | null;
  game: GameSummary | null;
  events: TimelineEntry[];
}

/** A day of the page (YYYY-MM-DD, in the deck's zone) and its entries, run by run of the same game. */
export interface TimelineDay {
  day: string;
  groups: TimelineGameGroup[];
}

/**
 * The page's events by day of the deck's zone (`timeZone`), so every member sees the same days, and
 * within a day by game: consecutive events of the same game (or of no game) make one group, so the
 * page keeps its newest-first order.
 */
export function groupByDayAndGame(events: TimelineEntry[], timeZone: string): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const event of events) {
    const day = calendarDayIn(event.createdAt, timeZone);
    let today = days.at(-1);
    if (today?.day !== day) days.push((today = { day, groups: [] }));
    let group = today.groups.at(-1);
    if (!group || group.gameId !== event.gameId) today.groups.push((group = { gameId: event.gameId, game: event.game, events: [] }));
    group.events.push(event);
  }
  return days;
}
