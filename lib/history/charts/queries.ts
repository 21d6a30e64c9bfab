/**
 * The figures behind the deck's charts, each grouped by the database (by day, by player, by word)
 * and bounded by the deck: no query hands the app more rows than there are days with events,
 * players, game kinds or distinct shouted words. See deckCharts for what each costs.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { normaliseWord } from "@/lib/cards/normalise";
import { normaliseShout } from "@/lib/rules/legacy";

/** One UTC day with events: the cards with a word, and the blank cards in the deck, at its end. */
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

/** How the charts name kinds of game: the game played on screen or online, or the table companion. */
export const GAME_KIND_LABELS = {
  legacy: "Snap Legacy",
  classic: "Classic Snap",
  table: "Table Snap",
  irish: "Irish Snap",
  companion: "Table companion",
} as const;
export type GameKindLabel = keyof typeof GAME_KIND_LABELS;

export interface DeckChartData {
  deckName: string;
  cardCount: number;
  players: ChartPlayer[];
  overTime: DayCount[];
  wordsPerPlayer: PlayerCount[];
  snapsWon: SnapCount[];
  mostShouted: ShoutCount[];
}

/** How many of the most shouted words the chart shows. */
export const MOST_SHOUTED = 10;

/** The kind of event e's card's last lost/found/replaced event before e (null: it never moved). */
const LAST_STATUS_KIND = Prisma.sql`(SELECT s.kind::text FROM "word_events" s
    WHERE s."cardId" = e."cardId" AND s.seq < e.seq AND s.kind IN ('CARD_LOST', 'CARD_FOUND', 'CARD_REPLACED')
    ORDER BY s.seq DESC LIMIT 1)`;

/**
 * Cards with a word, and blank cards in the deck, at the end of every UTC day with events. Each
 * event's change to both counts comes from the event alone, except where the card's place matters
 * (a correction to or from blank, a replaced card): then the card's last lost/found/replaced event
 * before it says whether it was in the deck, a short lookup on (cardId, seq) made for those few
 * events only. The running totals start from a deck of blank cards all in the deck (cards missing
 * when a deck is made have a CARD_LOST event of their own).
 * Cost: one pass over the deck's events through (deckId, createdAt), grouped into days: linear in
 * the deck's events, rows out = days with events.
 */
async function overTime(deckId: string, cardCount: number): Promise<DayCount[]> {
  const rows = await db.$queryRaw<{ day: string; words: number; blank: number }[]>`
    WITH changes AS (
      SELECT date_trunc('day', e."createdAt") AS day,
        CASE
          WHEN e.kind IN ('SETUP', 'WON_SNAP', 'IMPORT') THEN 1
          WHEN e.kind = 'CORRECTION' THEN (e.word IS NOT NULL)::int - (e."previousWord" IS NOT NULL)::int
          ELSE 0
        END AS words,
        CASE
          WHEN e.kind IN ('SETUP', 'WON_SNAP', 'IMPORT') THEN -1
          WHEN e.kind = 'CORRECTION' AND (e.word IS NULL) <> (e."previousWord" IS NULL) THEN
            CASE WHEN ${LAST_STATUS_KIND} = 'CARD_LOST' THEN 0 WHEN e.word IS NULL THEN 1 ELSE -1 END
          WHEN e.word IS NOT NULL THEN 0
          WHEN e.kind = 'CARD_LOST' THEN -1
          WHEN e.kind = 'CARD_FOUND' THEN 1
          WHEN e.kind = 'CARD_REPLACED' AND ${LAST_STATUS_KIND} = 'CARD_LOST' THEN 1
          ELSE 0
        END AS blank
      FROM "word_events" e
      WHERE e."deckId" = ${deckId}
    ), days AS (
      SELECT day, SUM(words) AS words, SUM(blank) AS blank FROM changes GROUP BY day
    )
    SELECT to_char(day, 'YYYY-MM-DD') AS day,
      (SUM(words) OVER (ORDER BY day))::int AS words,
      (${cardCount} + SUM(blank) OVER (ORDER BY day))::int AS blank
    FROM days ORDER BY day`;
  return rows.map((row) => ({ day: row.day, words: Number(row.words), blank: Number(row.blank) }));
}

/**
 * Words each player wrote: words written on blank cards (setup, won snaps, imported words) and
 * corrections that put a word on a card, by the player they name.
 * Cost: the deck's events with a player, through (deckId, playerId, seq); rows out = players.
 */
async function wordsPerPlayer(deckId: string): Promise<PlayerCount[]> {
  const rows = await db.$queryRaw<{ playerId: string; count: number }[]>`
    SELECT "playerId", COUNT(*)::int AS count FROM "word_events"
    WHERE "deckId" = ${deckId} AND "playerId" IS NOT NULL AND word IS NOT NULL
      AND kind IN ('SETUP', 'WON_SNAP', 'IMPORT', 'CORRECTION')
    GROUP BY "playerId"`;
  return rows;
}

/**
 * Snaps won, per player and kind of game. Screen and online games: the ended games' results
 * (`snapsWon`, keyed by seat: a person's seat is their deck player's id; bots are left out by the
 * join with the deck's players). Table companion sessions: their recorded snaps, less the undone.
 * Cost: the deck's games through (deckId, createdAt) and each table session's actions through its
 * key; linear in games and table actions, rows out = players × kinds.
 */
async function snapsWon(deckId: string): Promise<SnapCount[]> {
  const rows = await db.$queryRaw<{ playerId: string; gameKind: string; count: number }[]>`
    SELECT p.id AS "playerId", won.kind AS "gameKind", SUM(won.n)::int AS count
    FROM (
      SELECT COALESCE(g.setup->>'game', 'legacy') AS kind, s.key AS player, s.value::int AS n
      FROM "games" g CROSS JOIN LATERAL jsonb_each_text(g.result->'snapsWon') s
      WHERE g."deckId" = ${deckId} AND g.mode IN ('SCREEN', 'ONLINE') AND jsonb_typeof(g.result->'snapsWon') = 'object'
      UNION ALL
      SELECT 'companion', a.action->>'winnerPlayerId', 1
      FROM "games" g JOIN "game_actions" a ON a."gameId" = g.id
      WHERE g."deckId" = ${deckId} AND g.mode = 'TABLE' AND a.action->>'type' = 'tableSnap'
        AND NOT EXISTS (
          SELECT 1 FROM "game_actions" u
          WHERE u."gameId" = a."gameId" AND u.action->>'type' = 'undo' AND (u.action->>'of')::int = a.index)
    ) won
    JOIN "players" p ON p.id = won.player AND p."deckId" = ${deckId}
    GROUP BY p.id, won.kind`;
  return rows.filter((row): row is SnapCount => row.gameKind in GAME_KIND_LABELS);
}

/**
 * The words shouted right most often. Table companion sessions keep each snap's call (a word, or a
 * plain "snap"); Snap Legacy screen and online games keep a tally of right shouts in their result
 * (`rightShouts`, since it was added: games recorded before have none). Plain "snap" calls are not
 * words and are left out; undone table snaps don't count.
 * Cost: as snapsWon; the database groups by the word as stored (rows out = distinct words), and
 * the app folds spellings of one word together (normaliseWord) and keeps the top ten.
 */
async function mostShouted(deckId: string): Promise<ShoutCount[]> {
  const rows = await db.$queryRaw<{ word: string; count: number }[]>`
    SELECT word, SUM(n)::int AS count FROM (
      SELECT s.key AS word, s.value::int AS n
      FROM "games" g CROSS JOIN LATERAL jsonb_each_text(g.result->'rightShouts') s
      WHERE g."deckId" = ${deckId} AND g.mode IN ('SCREEN', 'ONLINE') AND COALESCE(g.setup->>'game', 'legacy') = 'legacy'
        AND jsonb_typeof(g.result->'rightShouts') = 'object'
      UNION ALL
      SELECT a.action->'call'->>'word', 1
      FROM "games" g JOIN "game_actions" a ON a."gameId" = g.id
      WHERE g."deckId" = ${deckId} AND g.mode = 'TABLE' AND a.action->>'type' = 'tableSnap' AND a.action->'call'->>'kind' = 'word'
        AND NOT EXISTS (
          SELECT 1 FROM "game_actions" u
          WHERE u."gameId" = a."gameId" AND u.action->>'type' = 'undo' AND (u.action->>'of')::int = a.index)
    ) shouted
    GROUP BY word`;
  const counts = new Map<string, number>();
  for (const row of rows) {
    const word = normaliseWord(row.word);
    if (word === "" || normaliseShout(word) === "snap") continue;
    counts.set(word, (counts.get(word) ?? 0) + Number(row.count));
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
  await requireDeckRole(userId, deckId, "VIEWER");
  return deckChartData(deckId);
}

/** deckCharts without the access check, for callers that made it already (the booklet). */
export async function deckChartData(deckId: string): Promise<DeckChartData> {
  const [deck, cardCount, players] = await Promise.all([
    db.deck.findUnique({ where: { id: deckId }, select: { name: true } }),
    db.card.count({ where: { deckId } }),
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, name: true, colour: true, archivedAt: true } }),
  ]);
  if (!deck) throw notFound();
  const [days, perPlayer, snaps, shouted] = await Promise.all([overTime(deckId, cardCount), wordsPerPlayer(deckId), snapsWon(deckId), mostShouted(deckId)]);
  return {
    deckName: deck.name,
    cardCount,
    players: players.map(({ archivedAt, ...p }) => ({ ...p, archived: archivedAt !== null })),
    overTime: days,
    wordsPerPlayer: perPlayer,
    snapsWon: snaps,
    mostShouted: shouted,
  };
}
