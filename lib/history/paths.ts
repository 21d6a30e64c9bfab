/**
 * Where the deck's history lives: every page and file of it, in one place, so the pages link to
 * one another (and the timeline's filters are written into its address) one way.
 */

import { timelinePlaceText, type TimelinePlace } from "./timeline-order";

/** Which kinds of event the timeline can show, as its address names them ("design": the cards' pictures and the deck's look). */
export const KIND_GROUPS = ["setup", "won-snap", "correction", "card", "import", "design"] as const;
export type KindGroup = (typeof KIND_GROUPS)[number];

/**
 * The timeline's filters, as they stand in its address (all combinable; each may be left out):
 * a player's id, a kind of event, a card's id, a game's id, a first and last day (YYYY-MM-DD, the
 * deck's days, both included), a word to search for, and `before`: the place in the story the page
 * starts under (keyset paging, lib/history/timeline-order.ts; left out for the newest page), or
 * `after`: the place the page starts above (the way back to newer events, oldest of them first; a
 * page has `before` or `after`, not both).
 */
export interface TimelineFilters {
  player?: string;
  kind?: KindGroup;
  card?: string;
  game?: string;
  from?: string;
  to?: string;
  q?: string;
  before?: TimelinePlace;
  after?: TimelinePlace;
}

const FILTER_ORDER: (keyof TimelineFilters)[] = ["q", "player", "kind", "card", "game", "from", "to", "before", "after"];

function query(filters: TimelineFilters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_ORDER) {
    const value = filters[key];
    if (typeof value === "object") params.set(key, timelinePlaceText(value));
    else if (value !== undefined && value !== "") params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function historyPaths(deckId: string) {
  const base = `/decks/${deckId}/history`;
  return {
    timeline: (filters: TimelineFilters = {}) => `${base}${query(filters)}`,
    /** The whole deck drawn as it was at a history position (or on a day, or at a game's end). */
    asItWas: (at?: { seq?: number; date?: string; game?: string }) =>
      `${base}/as-it-was${at?.seq !== undefined ? `?at=${at.seq}` : at?.date ? `?date=${at.date}` : at?.game ? `?game=${encodeURIComponent(at.game)}` : ""}`,
    players: `${base}/players`,
    player: (playerId: string) => `${base}/players/${encodeURIComponent(playerId)}`,
    charts: `${base}/charts`,
    games: `${base}/games`,
    /** A later page of the games list: the games after this one (lib/history/games.ts gamesCursor). */
    gamesAfter: (cursor: string) => `${base}/games?after=${encodeURIComponent(cursor)}`,
    exportPage: `${base}/export`,
    /** The whole deck as a .zip: its export document and its pictures. */
    exportZip: `${base}/export/zip`,
    exportCsv: `${base}/export/csv`,
    booklet: `${base}/booklet`,
  };
}

/** Where an export (its .zip, or its JSON alone) is brought back as a new deck. */
export const IMPORT_DECK_PATH = "/decks/import";
