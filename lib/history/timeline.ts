import { foldWord } from "@/lib/cards/normalise";
import { db } from "@/lib/db/client";
import { requireDeckRoleWithZone } from "@/lib/decks/access";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { WordEventKind } from "@/lib/generated/prisma/enums";
import { gameSummaries, type GameSummary } from "@/lib/games/screen/queries";
import { calendarDayIn, startOfDayIn, startOfNextDayIn } from "@/lib/time/family-time";
import { fromFirstKept } from "./calendar-day";
import type { KindGroup, TimelineFilters } from "./paths";

/** How many events a page of the timeline shows. */
export const TIMELINE_PAGE_SIZE = 50;

/** The kinds of event each of the timeline's kind filters shows. */
export const KINDS_OF_GROUP: Record<KindGroup, WordEventKind[]> = {
  setup: ["SETUP"],
  "won-snap": ["WON_SNAP"],
  correction: ["CORRECTION"],
  card: ["CARD_LOST", "CARD_FOUND", "CARD_REPLACED"],
  import: ["IMPORT"],
};

/** LIKE's own characters taken literally: a search for "100%" finds "100%", not "100" and more. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The instants the day filters stand for: days of the deck's zone, both included, from the start of
 * `from` up to (not including) the start of the day after `to` (none after the last day of 9999).
 */
function dayBounds(filters: Pick<TimelineFilters, "from" | "to">, timeZone: string): Prisma.DateTimeFilter {
  const from = filters.from ? fromFirstKept(startOfDayIn(filters.from, timeZone)!) : null;
  const to = filters.to ? startOfNextDayIn(filters.to, timeZone) : null;
  return { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) };
}

/**
 * The events the filters match, whatever the page's position. Every filter is an equality on one
 * of word_events' (deckId, …, seq) indexes or a bound, so PostgreSQL walks an index newest first.
 * An id of another deck matches nothing: every condition is under this deck's id.
 */
function matching(deckId: string, filters: TimelineFilters, timeZone: string): Prisma.WordEventWhereInput {
  const where: Prisma.WordEventWhereInput = { deckId };
  if (filters.player) where.playerId = filters.player;
  if (filters.kind) where.kind = { in: KINDS_OF_GROUP[filters.kind] };
  if (filters.card) where.cardId = filters.card;
  if (filters.game) where.gameId = filters.game;
  if (filters.from || filters.to) where.createdAt = dayBounds(filters, timeZone);
  const folded = filters.q ? foldWord(filters.q) : "";
  // Prisma writes `contains` as LIKE '%…%' and leaves the text's own % and _ as wildcards.
  if (folded) where.wordFolded = { contains: likeLiteral(folded) };
  return where;
}

const eventSelect = {
  id: true,
  seq: true,
  kind: true,
  word: true,
  previousWord: true,
  reason: true,
  gameId: true,
  createdAt: true,
  recordedByName: true,
  botName: true,
  botWordsFrom: true,
  card: { select: { id: true, rank: true, suit: true, code: true } },
  player: { select: { id: true, name: true, colour: true } },
  recordedBy: { select: { name: true } },
} satisfies Prisma.WordEventSelect;

/**
 * One page of the deck's timeline, newest first: at most TIMELINE_PAGE_SIZE events matching the
 * filters, under `before` (older pages) or just above `after` (the way back to newer ones), read by
 * history position (keyset: events appended meanwhile never shift a page). Each event comes with its
 * card, player, who recorded it, and its game's summary. `olderBefore` / `newerAfter` are the
 * positions of the next pages, null when there are none.
 *
 * Cost: one index walk of at most 51 matching rows (plus one row to know whether a neighbour page
 * exists), the page's games by id, and the deck's players and cards (tens of rows) for the filters'
 * choices: it does not grow with the history's length, except when a filter is rare (then the
 * walk reads the rows between matches).
 */
export async function timelinePage(userId: string, deckId: string, filters: TimelineFilters) {
  const { timeZone } = await requireDeckRoleWithZone(userId, deckId, "VIEWER");
  const where = matching(deckId, filters, timeZone);
  const upwards = filters.after !== undefined && filters.before === undefined;
  const [rows, players, cards, filterGame] = await Promise.all([
    db.wordEvent.findMany({
      where: { ...where, seq: upwards ? { gt: filters.after } : filters.before !== undefined ? { lt: filters.before } : undefined },
      orderBy: { seq: upwards ? "asc" : "desc" },
      take: TIMELINE_PAGE_SIZE + 1,
      select: eventSelect,
    }),
    // Archived players too: their events stay in the history and can be filtered by.
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true, colour: true, archivedAt: true } }),
    db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, rank: true, suit: true, code: true } }),
    filters.game ? db.game.findFirst({ where: { id: filters.game, deckId }, include: { room: { select: { id: true } } } }) : null,
  ]);

  const more = rows.length > TIMELINE_PAGE_SIZE;
  const page = rows.slice(0, TIMELINE_PAGE_SIZE);
  if (upwards) page.reverse();
  const newestSeq = page[0]?.seq;
  const oldestSeq = page.at(-1)?.seq;

  // The side the page was read towards is known from its 51st row. The other side starts at the
  // page's own bound (the rows between it and the page were read and did not match): one row, found
  // at once when the family came from there (the event at the bound is the one their last page ended on).
  const exists = async (seq: { lte: number } | { gte: number }) =>
    (await db.wordEvent.findFirst({ where: { ...where, seq }, orderBy: { seq: "lte" in seq ? "desc" : "asc" }, select: { id: true } })) !== null;
  const gameIds = [...new Set(page.map((event) => event.gameId).filter((id) => id !== null))];
  const [otherSide, games] = await Promise.all([
    upwards ? exists({ lte: filters.after! }) : filters.before !== undefined ? exists({ gte: filters.before }) : false,
    gameIds.length > 0 ? db.game.findMany({ where: { deckId, id: { in: gameIds } }, include: { room: { select: { id: true } } } }) : [],
  ]);
  // (The newest page asks nothing: events appended since belong to the next reading of it.)
  let olderBefore: number | null;
  let newerAfter: number | null;
  if (upwards) {
    newerAfter = more ? newestSeq! : null;
    olderBefore = otherSide ? (oldestSeq ?? filters.after! + 1) : null;
  } else {
    olderBefore = more ? oldestSeq! : null;
    newerAfter = otherSide ? (newestSeq ?? filters.before! - 1) : null;
  }
  const summaries = new Map<string, GameSummary>(gameSummaries(games, players).map((game) => [game.id, game]));
  const [gameFilteredBy = null] = filterGame ? gameSummaries([filterGame], players) : [];

  const events = page.map((event) => ({
    ...event,
    /** Who recorded it: the name an imported export gave, else the account that recorded it here. */
    recordedByName: event.recordedByName ?? event.recordedBy.name,
    game: event.gameId ? (summaries.get(event.gameId) ?? null) : null,
  }));
  return { events, olderBefore, newerAfter, newest: newerAfter === null, players, cards, gameIsOfDeck: gameFilteredBy !== null, gameFilteredBy, timeZone };
}

export type TimelinePage = Awaited<ReturnType<typeof timelinePage>>;
export type TimelineEvent = TimelinePage["events"][number];

/** Events of one game (or of none) within a day, in the page's order. */
export interface TimelineGameGroup {
  gameId: string | null;
  game: GameSummary | null;
  events: TimelineEvent[];
}

/** A day of the page (YYYY-MM-DD, in the deck's zone) and its events, run by run of the same game. */
export interface TimelineDay {
  day: string;
  groups: TimelineGameGroup[];
}

/**
 * The page's events by day of the deck's zone (`timeZone`), so every member sees the same days, and
 * within a day by game: consecutive events of the same game (or of no game) make one group, so the
 * page keeps its newest-first order.
 */
export function groupByDayAndGame(events: TimelineEvent[], timeZone: string): TimelineDay[] {
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
