import { z } from "zod";
import { isCalendarDay, startOfDayIn, startOfNextDayIn } from "@/lib/time/family-time";
import { fromFirstKept } from "./calendar-day";
import { KIND_GROUPS, type KindGroup, type TimelineFilters } from "./paths";
import { readTimelinePlace, type TimelinePlace } from "./timeline-order";

/** The kind filter's choices, as the family would say them. */
export const KIND_CHOICES: { value: KindGroup; label: string }[] = [
  { value: "setup", label: "Setup" },
  { value: "won-snap", label: "Won snaps" },
  { value: "correction", label: "Corrections" },
  { value: "card", label: "Cards lost, found or replaced" },
  { value: "import", label: "Entered from the real deck" },
  { value: "design", label: "Pictures and the deck’s look" },
];

/** The longest search the timeline takes (a word on a card is shorter than this). */
export const MAX_SEARCH_LENGTH = 100;

/** The page's search parameters as Next.js hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The filters the timeline applies, and a message for each value it had to leave out. */
export interface ParsedFilters {
  filters: TimelineFilters;
  problems: string[];
}

/** A real calendar day written YYYY-MM-DD ("2025-02-30" is not one, nor is year 0). */
const daySchema = z.string().refine(isCalendarDay);

const idSchema = z.string().min(1).max(100);
/** A place in the story (lib/history/timeline-order.ts), as timelinePlaceText writes it. */
const placeSchema = z
  .string()
  .max(64)
  .transform((text, context): TimelinePlace => {
    const place = readTimelinePlace(text);
    if (place) return place;
    context.addIssue({ code: "custom", message: "Not a place in the history." });
    return z.NEVER;
  });

/**
 * Each filter on its own, with the message shown when its value is left out: one bad value (a
 * typed address, an old shared link) drops only itself, and the rest of the view still applies.
 */
const FIELDS = {
  player: { schema: idSchema, problem: "The player in the address isn't one we know, so all players are shown." },
  kind: { schema: z.enum(KIND_GROUPS), problem: "The kind of event in the address isn't one we know, so every kind is shown." },
  card: { schema: idSchema, problem: "The card in the address isn't one we know, so all cards are shown." },
  game: { schema: idSchema, problem: "The game in the address isn't one we know, so events of every game are shown." },
  from: { schema: daySchema, problem: "The first day isn't a date (it should read like 2025-07-31), so it was left out." },
  to: { schema: daySchema, problem: "The last day isn't a date (it should read like 2025-07-31), so it was left out." },
  q: {
    schema: z.string().max(MAX_SEARCH_LENGTH),
    problem: `The search is longer than ${MAX_SEARCH_LENGTH} characters, so it was left out.`,
  },
  before: { schema: placeSchema, problem: "The place in the history the address names isn't one we can read, so the newest events are shown." },
  after: { schema: placeSchema, problem: "The place in the history the address names isn't one we can read, so the newest events are shown." },
} satisfies Record<keyof TimelineFilters, { schema: z.ZodType; problem: string }>;

/** The one value of a parameter: empty means not given; repeated, the first counts. */
function single(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The timeline's filters from its address. A value that isn't valid is left out with a message
 * saying so, never an error page. Whether an id is one of this deck's is checked by
 * `keepDeckIds`, once the deck's players, cards and the game are read.
 */
export function parseTimelineFilters(params: SearchParams): ParsedFilters {
  const filters: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(FIELDS)) {
    const value = single(params[name]);
    if (value === undefined) continue;
    const parsed = field.schema.safeParse(value);
    if (parsed.success) filters[name] = parsed.data;
    else if (!problems.includes(field.problem)) problems.push(field.problem);
  }
  const result = filters as TimelineFilters;
  if (result.from && result.to && result.from > result.to) {
    delete result.from;
    delete result.to;
    problems.push("The first day is after the last day, so neither was used.");
  }
  if (result.before !== undefined && result.after !== undefined) {
    // Two directions at once: the older page is the one a link hands over; the other is dropped quietly.
    delete result.after;
  }
  return { filters: result, problems };
}

/** What of the deck the filters may name: its players (archived ones too), its cards, and whether the game is one of its games. */
export interface DeckChoices {
  playerIds: ReadonlySet<string>;
  cardIds: ReadonlySet<string>;
  gameIsOfDeck: boolean;
}

/**
 * Leaves out a player, card or game that isn't this deck's, with a message. The message is the
 * same whether the id belongs to another deck or to nothing, so the page tells nothing about other decks.
 */
export function keepDeckIds(parsed: ParsedFilters, deck: DeckChoices): ParsedFilters {
  const filters = { ...parsed.filters };
  const problems = [...parsed.problems];
  const drop = (name: "player" | "card" | "game", what: string) => {
    delete filters[name];
    problems.push(`That ${what} isn't one of this deck's, so the filter was left out.`);
  };
  if (filters.player !== undefined && !deck.playerIds.has(filters.player)) drop("player", "player");
  if (filters.card !== undefined && !deck.cardIds.has(filters.card)) drop("card", "card");
  if (filters.game !== undefined && !deck.gameIsOfDeck) drop("game", "game");
  return { filters, problems };
}

/** Whether any filter (not the page's position) is set: the page then offers to clear them. */
export function isFiltered(filters: TimelineFilters): boolean {
  return Boolean(filters.player || filters.kind || filters.card || filters.game || filters.from || filters.to || filters.q);
}

/** The filters without the page's position: what every filter link and the form keep. */
export function withoutPosition(filters: TimelineFilters): TimelineFilters {
  const { before: _before, after: _after, ...rest } = filters;
  return rest;
}

/**
 * The instants the day filters stand for: days of the deck's zone, both included, from the start of
 * `from` up to (not including) the start of the day after `to` (none after the last day of 9999).
 * The one place the timeline's days become instants.
 */
export function dayBounds(filters: Pick<TimelineFilters, "from" | "to">, timeZone: string): { from?: Date; until?: Date } {
  const from = filters.from ? startOfDayIn(filters.from, timeZone) : null;
  const until = filters.to ? startOfNextDayIn(filters.to, timeZone) : null;
  return { ...(from ? { from: fromFirstKept(from) } : {}), ...(until ? { until } : {}) };
}
