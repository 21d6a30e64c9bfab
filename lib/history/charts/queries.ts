/**
 * The figures behind the deck's charts, each grouped by the database (by day, by player, by word)
 * and bounded by the deck: no query hands the app more rows than there are days with events,
 * players, game kinds or distinct shouted words. Each query says what it costs and how that grows.
 */
import { db } from "@/lib/db/client";
import { requireDeckRoleWithZone } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { shoutedWord, type GameFigure } from "@/lib/history/counts";
import { GAME_KIND_LABELS, type GameKindLabel } from "./game-kinds";

/** One day with events: the cards with a word, and the blank cards in the deck, at its end. */
export interface DayCount {
  day: string;
  words: number;
  blank: number;
}

export interface ChartPlayer {
  id: string;
  name: string;
  colour: string;
  archived: boolean;
}

export interface PlayerCount {
  playerId: string;
  count: number;
}

/** Snaps won by one player in one kind of game. */
export interface SnapCount {
  playerId: string;
  gameKind: GameKindLabel;
  count: number;
}

export interface ShoutCount {
  /** The word as the deck's cards write it when one carries it, else as it was shouted (normalised). */
  word: string;
  count: number;
}

export interface DeckChartData {
  deckName: string;
  /** The deck's time zone: the days the charts count by are its days. */
  timeZone: string;
  cardCount: number;
  players: ChartPlayer[];
  overTime: DayCount[];
  wordsPerPlayer: PlayerCount[];
  /** Words written by no deck player: bots' words, and words that name nobody. */
  wordsByOthers: { bots: number; nobody: number };
  snapsWon: SnapCount[];
  mostShouted: ShoutCount[];
}

/** How many of the most shouted words the chart shows. */
export const MOST_SHOUTED = 10;

/**
 * Cards with a word, and blank cards in the deck, at the end of every day with events, the days
 * being the deck's (its time zone): running sums of the changes a trigger on word_events keeps by
 * quarter of an hour, UTC, as events are appended (deck_change_bins; lib/history/counts.ts says
 * what each event changes). Every real zone's offset is a whole number of quarters, so each
 * quarter falls in one of the deck's days. The counts start from the deck's cards all blank and in
 * the deck (cards missing when a deck is made have a CARD_LOST event of their own). The same
 * quarters give the words written by bots and by nobody named, summed.
 * Cost: one index range of the deck's quarters with events (at most 96 a day), grouped into days;
 * rows out = days with events, whatever the history's size.
 */
async function overTime(deckId: string, timeZone: string): Promise<{ days: DayCount[]; wordsByOthers: { bots: number; nobody: number } }> {
  const rows = await db.$queryRaw<{ day: string; words: number; blank: number; bots: number; nobody: number }[]>`
    SELECT to_char(d."day", 'YYYY-MM-DD') AS day,
      (SUM(d."words") OVER (ORDER BY d."day"))::int AS words,
      ((SELECT COUNT(*) FROM "cards" WHERE "deckId" = ${deckId}) + SUM(d."blank") OVER (ORDER BY d."day"))::int AS blank,
      d."bots"::int AS bots, d."nobody"::int AS nobody
    FROM (
      SELECT (("startsAt" AT TIME ZONE 'UTC') AT TIME ZONE ${timeZone})::date AS "day", sum("words") AS "words", sum("blank") AS "blank",
        sum("botWords") AS "bots", sum("unnamedWords") AS "nobody"
      FROM "deck_change_bins" WHERE "deckId" = ${deckId}
      GROUP BY 1
    ) d
    ORDER BY d."day"`;
  return {
    days: rows.map((row) => ({ day: row.day, words: Number(row.words), blank: Number(row.blank) })),
    // The words written by no player: bots' (whoever held the pen) and those that name nobody (an imported deck's words, say).
    wordsByOthers: { bots: rows.reduce((n, row) => n + Number(row.bots), 0), nobody: rows.reduce((n, row) => n + Number(row.nobody), 0) },
  };
}

/**
 * Words each player wrote: the events that name a player and carry a word (wordWrittenBy: words
 * written at the setup, after won snaps, imported, and corrections that put a word on a card), as
 * the tally kept by a trigger on word_events counts them (deck_word_counts).
 * Cost: the deck's rows of the tally (players × distinct words each wrote); rows out = players.
 */
async function wordsPerPlayer(deckId: string): Promise<PlayerCount[]> {
  const rows = await db.deckWordCount.groupBy({ by: ["playerId"], where: { deckId }, _sum: { count: true } });
  return rows.flatMap((row) => (row._sum.count ? [{ playerId: row.playerId, count: row._sum.count }] : []));
}

/**
 * What the deck's games add up to so far: snaps won per seat and kind of game, and right shouts
 * per call, as triggers keep them while the moves are recorded (deck_game_tallies; gameFigures in
 * lib/history/counts.ts is the definition): a screen or online game's result so far (its
 * checkpoint's while it is played, its result once it has one), finished or not, and each table
 * companion snap as it is recorded or undone. `playerId` keeps only that seat's snaps.
 * Cost: the deck's rows of the tally: players × kinds of game + distinct words shouted.
 */
export async function gameTallies(deckId: string, playerId?: string): Promise<GameFigure[]> {
  const rows = await db.deckGameTally.findMany({
    where: { deckId, n: { not: 0 }, ...(playerId === undefined ? {} : { what: "snap", key: playerId }) },
    select: { what: true, kind: true, key: true, n: true },
  });
  return rows.map((row) => ({ ...row, what: row.what === "snap" ? "snap" : "shout" }));
}

/** Snaps won per deck player and kind of game (bots' seats and unknown kinds left out). */
export function snapsWon(figures: readonly GameFigure[], players: readonly { id: string }[]): SnapCount[] {
  const playerIds = new Set(players.map((p) => p.id));
  return figures
    .filter((f) => f.what === "snap" && playerIds.has(f.key) && f.kind in GAME_KIND_LABELS)
    .map((f) => ({ playerId: f.key, gameKind: f.kind as GameKindLabel, count: f.n }));
}

/**
 * The words shouted right most often, top ten: Snap Legacy's right shouts and the table
 * companion's called words, spellings of one word together, plain "snap" left out (shoutedWord).
 */
async function mostShouted(deckId: string, figures: readonly GameFigure[]): Promise<ShoutCount[]> {
  const counts = new Map<string, number>();
  for (const row of figures) {
    const word = row.what === "shout" ? shoutedWord(row.key) : null;
    if (word !== null) counts.set(word, (counts.get(word) ?? 0) + row.n);
  }
  const top = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).slice(0, MOST_SHOUTED);
  // Shown as a card writes it ("Banana", not "banana") when one of the deck's cards carries it.
  const written = await db.card.findMany({
    where: { deckId, wordNormalised: { in: top.map(([word]) => word) } },
    select: { word: true, wordNormalised: true },
    orderBy: { position: "asc" },
  });
  const spelling = new Map<string, string>();
  for (const card of written) if (card.wordNormalised && card.word && !spelling.has(card.wordNormalised)) spelling.set(card.wordNormalised, card.word);
  return top.map(([word, count]) => ({ word: spelling.get(word) ?? word, count }));
}

/** Everything the charts page and the booklet draw, for a member of the deck (404 for anyone else). */
export async function deckCharts(userId: string, deckId: string): Promise<DeckChartData> {
  const { timeZone } = await requireDeckRoleWithZone(userId, deckId, "VIEWER");
  return deckChartData(deckId, timeZone);
}

/** deckCharts without the access check, for callers that made it already (the booklet), with the deck's time zone. */
export async function deckChartData(deckId: string, timeZone: string): Promise<DeckChartData> {
  // All at once: each is bounded by the deck on its own.
  const [deck, cardCount, players, changes, perPlayer, figures] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { name: true } }),
    db.card.count({ where: { deckId } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true, colour: true, archivedAt: true } }),
    overTime(deckId, timeZone),
    wordsPerPlayer(deckId),
    gameTallies(deckId),
  ]);
  if (!deck) throw notFound();
  return {
    deckName: deck.name,
    timeZone,
    cardCount,
    players: players.map(({ archivedAt, ...p }) => ({ ...p, archived: archivedAt !== null })),
    overTime: changes.days,
    wordsPerPlayer: perPlayer,
    wordsByOthers: changes.wordsByOthers,
    snapsWon: snapsWon(figures, players),
    mostShouted: await mostShouted(deckId, figures),
  };
}
