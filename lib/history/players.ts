import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { requireDeckRole, requireDeckRoleWithZone } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { gameSummaries } from "@/lib/games/screen/queries";
import { WORD_KINDS } from "./replay-history";

/** How many of a player's words (newest first), favourite words and games their page lists. */
export const PLAYER_PAGE = { words: 30, favourites: 5, games: 20 } as const;

/**
 * The query of snaps won, per player and game, from the games' own records: a screen or online
 * game's result (`snapsWon` by seat, a person's seat being their deck player's id; a game still being played has
 * its result so far in its checkpoint), and a table session's recorded snaps that were not undone.
 * Aggregated in the database over the deck's games and table actions (far fewer than its events):
 * the cost grows with the number of games and of actions at the table (about 20 ms for 2,000
 * games, 386 of them table sessions with 3,855 snaps, on the benchmark's deck).
 * The table sessions' actions are read on game_actions' (gameId, index) key for the deck's table
 * sessions' ids at once (a join lets the planner hash every deck's actions); a snap counts unless
 * an undo of the same session names it, found in one pass (the session's undone indexes, by window:
 * an anti-join's estimates go badly wrong on the actions' JSON and it turns quadratic).
 */
function snapsWonSql(deckId: string, only: { playerId?: string; gameIds?: string[] } = {}) {
  const gameIds = only.gameIds ?? null;
  const playerId = only.playerId ?? null;
  // Only the games asked for (all the deck's when none are named).
  const theGames = Prisma.sql`g."deckId" = ${deckId} AND (${gameIds}::text[] IS NULL OR g."id" = ANY(${gameIds}::text[]))`;
  return Prisma.sql`
    SELECT won."playerId", won."gameId", sum(won.n)::int AS "snaps" FROM (
      SELECT s.key AS "playerId", g."id" AS "gameId", s.value::int AS n
      FROM "games" g
      CROSS JOIN LATERAL (SELECT COALESCE(g."result", g."checkpoint"->'result')->'snapsWon' AS "won") r
      -- A damaged record (one the result's schema refuses) counts nothing, rather than failing the page.
      CROSS JOIN LATERAL jsonb_each_text(CASE WHEN jsonb_typeof(r."won") = 'object' THEN r."won" END) s
      WHERE ${theGames} AND g."mode" <> 'TABLE' AND s.value ~ '^[0-9]{1,9}$'
      UNION ALL
      SELECT t."playerId", t."gameId", 1 FROM (
        SELECT a."gameId", a."index", a."action"->>'type' AS "type", a."action"->>'winnerPlayerId' AS "playerId",
          array_agg((a."action"->>'of')::int) FILTER (WHERE a."action"->>'type' = 'undo') OVER (PARTITION BY a."gameId") AS "undone"
        FROM "game_actions" a
        WHERE a."gameId" = ANY(ARRAY(SELECT g."id" FROM "games" g WHERE ${theGames} AND g."mode" = 'TABLE'))
          AND a."action"->>'type' IN ('tableSnap', 'undo')
      ) t
      WHERE t."type" = 'tableSnap' AND NOT (t."index" = ANY(COALESCE(t."undone", '{}')))
    ) won
    WHERE (${playerId}::text IS NULL OR won."playerId" = ${playerId}::text) AND won.n > 0
    GROUP BY won."playerId", won."gameId"`;
}

/** Each player's snaps won in all the deck's games (summed in the database: a row per player back). */
async function snapsWonByPlayer(deckId: string, playerId?: string): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ playerId: string; snaps: number }[]>`
    SELECT per_game."playerId", sum(per_game."snaps")::int AS "snaps"
    FROM (${snapsWonSql(deckId, { playerId })}) per_game
    GROUP BY per_game."playerId"`;
  return new Map(rows.map((row) => [row.playerId, row.snaps]));
}

/** A player's snaps won in each of these games (the games their page lists). */
async function snapsWonIn(deckId: string, playerId: string, gameIds: string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ gameId: string; snaps: number }[]>(snapsWonSql(deckId, { playerId, gameIds }));
  return new Map(rows.map((row) => [row.gameId, row.snaps]));
}

/**
 * Every player of the deck, archived ones too (marked), with the words they wrote and the snaps
 * they won. Words written are summed from the tallies the history keeps as it is appended
 * (deck_word_counts: a row per player and word): the cost grows with the players' different
 * words, not with the events; snaps won grow with the games (snapsWonSql).
 */
export async function deckPlayersStory(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [players, words, snaps] = await Promise.all([
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.deckWordCount.groupBy({ by: ["playerId"], where: { deckId }, _sum: { count: true } }),
    snapsWonByPlayer(deckId),
  ]);
  const wordsOf = new Map(words.map((w) => [w.playerId, w._sum.count ?? 0]));
  return {
    role,
    players: players.map((p) => ({
      id: p.id,
      name: p.name,
      colour: p.colour,
      archived: p.archivedAt !== null,
      wordsWritten: wordsOf.get(p.id) ?? 0,
      snapsWon: snaps.get(p.id) ?? 0,
    })),
  };
}

const wordEventSelect = {
  id: true,
  seq: true,
  kind: true,
  word: true,
  gameId: true,
  createdAt: true,
  card: { select: { id: true, rank: true, suit: true, code: true } },
} as const;

/**
 * The events that count as a word a player wrote: a word-giving kind that names them and carries a
 * word (a correction to blank writes none). The same as the tallies' trigger counts (migration
 * 20261130190000_history_tallies), so "words written" and the list of their words agree.
 */
const writtenBy = (deckId: string, playerId: string) => ({ deckId, playerId, word: { not: null }, kind: { in: WORD_KINDS } });

/**
 * A player's most written words (compared as the rules compare words), each shown as they last
 * wrote it. The tallies (deck_word_counts) give the counts, read on their (deckId, playerId, count)
 * index from the top; ties at the same count in the words' order. The spelling is each word's
 * latest event by this player, walking their (deckId, playerId, seq) index back from the newest:
 * a favourite word is one they write often, so that walk is short.
 */
async function favouriteWords(deckId: string, playerId: string) {
  const top = await db.deckWordCount.findMany({
    where: { deckId, playerId },
    orderBy: [{ count: "desc" }, { wordNormalised: "asc" }],
    take: PLAYER_PAGE.favourites,
    select: { wordNormalised: true, word: true, count: true },
  });
  return Promise.all(
    top.map(async (tally) => {
      const latest = await db.wordEvent.findFirst({
        where: { ...writtenBy(deckId, playerId), wordNormalised: tally.wordNormalised },
        orderBy: { seq: "desc" },
        select: { word: true },
      });
      return { word: latest?.word ?? tally.word, times: tally.count };
    }),
  );
}

/**
 * One player's story: the words they wrote (newest first, the latest PLAYER_PAGE.words; the timeline
 * filtered by them has the rest), how many, their favourite words (most written, compared as the
 * rules compare words), their first and latest word, the snaps they won and the games they played.
 * Their words are read on the (deckId, playerId, seq) index from either end (the latest words and
 * the first: a few rows each); the count and the favourites come from the tallies (deck_word_counts),
 * growing with their different words, not their events; snaps won and games grow with the games.
 */
export async function playerStory(userId: string, deckId: string, playerId: string) {
  const { role, timeZone } = await requireDeckRoleWithZone(userId, deckId, "VIEWER");
  const theirWords = writtenBy(deckId, playerId);

  // All at once (an unknown player's id finds nothing in any of them, and is refused below).
  const [players, latestWords, wordCount, favourites, first, snaps, gameIds] = await Promise.all([
    db.player.findMany({ where: { deckId } }),
    db.wordEvent.findMany({ where: theirWords, orderBy: { seq: "desc" }, take: PLAYER_PAGE.words, select: wordEventSelect }),
    db.deckWordCount.aggregate({ where: { deckId, playerId }, _sum: { count: true } }),
    favouriteWords(deckId, playerId),
    db.wordEvent.findFirst({ where: theirWords, orderBy: { seq: "asc" }, select: wordEventSelect }),
    snapsWonByPlayer(deckId, playerId),
    // The games they sat at: a table session lists its players, a screen or online game its seats.
    db.$queryRaw<{ id: string; total: number }[]>`
      SELECT "id", count(*) OVER ()::int AS "total" FROM "games"
      WHERE "deckId" = ${deckId}
        AND ("setup"->'players' @> jsonb_build_array(${playerId}::text) OR "setup"->'seats' @> jsonb_build_array(jsonb_build_object('id', ${playerId}::text)))
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${PLAYER_PAGE.games}`,
  ]);

  const player = players.find((p) => p.id === playerId);
  if (!player) throw notFound("That player");
  const ids = gameIds.map((g) => g.id);
  const [games, snapsIn] = await Promise.all([
    db.game.findMany({ where: { deckId, id: { in: ids } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { room: { select: { id: true } } } }),
    snapsWonIn(deckId, playerId, ids),
  ]);

  return {
    role,
    /** The deck's time zone. */
    timeZone,
    player: { id: player.id, name: player.name, colour: player.colour, archived: player.archivedAt !== null },
    wordsWritten: wordCount._sum.count ?? 0,
    latestWords,
    firstWord: first,
    latestWord: latestWords[0] ?? null,
    favourites,
    snapsWon: snaps.get(playerId) ?? 0,
    gamesPlayed: gameIds[0]?.total ?? 0,
    games: gameSummaries(games, players).map((game) => ({ ...game, snapsWon: snapsIn.get(game.id) ?? 0 })),
  };
}

export type PlayerStory = Awaited<ReturnType<typeof playerStory>>;
