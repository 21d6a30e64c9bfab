/**
 * The figures behind the deck's charts, each grouped by the database (by day, by player, by word)
 * and bounded by the deck: no query hands the app more rows than there are days with events,
 * players, game kinds or distinct shouted words. Each query says what it costs and how that grows.
 */
import { db } from "@/lib/db/client";
import { requireDeckRoleWithZone } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { normaliseWord } from "@/lib/cards/normalise";
import { normaliseShout } from "@/lib/rules/legacy";
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
  snapsWon: SnapCount[];
  mostShouted: ShoutCount[];
}

/** How many of the most shouted words the chart shows. */
export const MOST_SHOUTED = 10;

/**
 * Cards with a word, and blank cards in the deck, at the end of every day with events: running
 * sums of the day's changes, which a trigger on word_events keeps as events are appended
 * (deck_day_changes; the migration that made it says how each event changes the counts). The counts
 * start from the deck's cards all blank and in the deck (cards missing when a deck is made have a
 * CARD_LOST event of their own). `timeZone` is the deck's, whose days the charts count by:
 * deck_day_changes keeps UTC days, so until its changes are kept in finer buckets the days are
 * UTC's whatever the zone.
 * Cost: one index range of the deck's days; rows out = days with events, whatever the history's size.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the zone is taken here, where the days are counted, for its callers to pass the deck's.
async function overTime(deckId: string, timeZone: string): Promise<DayCount[]> {
  const rows = await db.$queryRaw<{ day: string; words: number; blank: number }[]>`
    SELECT to_char("day", 'YYYY-MM-DD') AS day,
      (SUM("words") OVER (ORDER BY "day"))::int AS words,
      ((SELECT COUNT(*) FROM "cards" WHERE "deckId" = ${deckId}) + SUM("blank") OVER (ORDER BY "day"))::int AS blank
    FROM "deck_day_changes" WHERE "deckId" = ${deckId} ORDER BY "day"`;
  return rows.map((row) => ({ day: row.day, words: Number(row.words), blank: Number(row.blank) }));
}

/**
 * Words each player wrote: the events that name a player and carry a word (words written at the
 * setup, after won snaps, imported, and corrections that put a word on a card), as the tally kept by
 * a trigger on word_events counts them (deck_word_counts).
 * Cost: the deck's rows of the tally (players × distinct words each wrote); rows out = players.
 */
async function wordsPerPlayer(deckId: string): Promise<PlayerCount[]> {
  const rows = await db.deckWordCount.groupBy({ by: ["playerId"], where: { deckId }, _sum: { count: true } });
  return rows.flatMap((row) => (row._sum.count ? [{ playerId: row.playerId, count: row._sum.count }] : []));
}

/**
 * What the deck's games add up to: snaps won per player and kind of game, and right shouts per word,
 * as triggers keep them (deck_game_tallies): a screen or online game's result (`snapsWon` by seat —
 * a person's seat is their deck player's id, bots are left out later by the deck's players — and
 * `rightShouts`, a tally kept since it was added: games recorded before have none, and only Snap
 * Legacy's shouts are words of the deck) when it is written, and each table companion snap as it is
 * recorded or undone, with its call.
 * Cost: the deck's rows of the tally: players × kinds of game + distinct words shouted.
 */
async function gameFigures(deckId: string) {
  return db.$queryRaw<{ what: "snap" | "shout"; kind: string; key: string; n: number }[]>`
    SELECT "what", "kind", "key", "n" FROM "deck_game_tallies" WHERE "deckId" = ${deckId} AND "n" <> 0`;
}

/** Snaps won per deck player and kind of game (bots' seats and unknown kinds left out). */
function snapsWon(figures: Awaited<ReturnType<typeof gameFigures>>, players: readonly { id: string }[]): SnapCount[] {
  const playerIds = new Set(players.map((p) => p.id));
  return figures
    .filter((f) => f.what === "snap" && playerIds.has(f.key) && f.kind in GAME_KIND_LABELS)
    .map((f) => ({ playerId: f.key, gameKind: f.kind as GameKindLabel, count: Number(f.n) }));
}

/**
 * The words shouted right most often, top ten. Plain "snap" calls are not words and are left out;
 * spellings of one word are counted together (normaliseWord: table calls are kept as shouted).
 */
async function mostShouted(deckId: string, figures: Awaited<ReturnType<typeof gameFigures>>): Promise<ShoutCount[]> {
  const counts = new Map<string, number>();
  for (const row of figures) {
    if (row.what !== "shout") continue;
    const word = normaliseWord(row.key);
    if (word === "" || normaliseShout(word) === "snap") continue;
    counts.set(word, (counts.get(word) ?? 0) + Number(row.n));
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
  const [deck, cardCount, players, days, perPlayer, figures] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { name: true } }),
    db.card.count({ where: { deckId } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true, colour: true, archivedAt: true } }),
    overTime(deckId, timeZone),
    wordsPerPlayer(deckId),
    gameFigures(deckId),
  ]);
  if (!deck) throw notFound();
  return {
    deckName: deck.name,
    timeZone,
    cardCount,
    players: players.map(({ archivedAt, ...p }) => ({ ...p, archived: archivedAt !== null })),
    overTime: days,
    wordsPerPlayer: perPlayer,
    snapsWon: snapsWon(figures, players),
    mostShouted: await mostShouted(deckId, figures),
  };
}
