import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { gameSummaries } from "@/lib/games/screen/queries";
import { WORD_KINDS } from "./replay-history";

/** How many of a player's words (newest first), favourite words and games their page lists. */
export const PLAYER_PAGE = { words: 30, favourites: 5, games: 20 } as const;

/**
 * Snaps won, per player and game, from the games' own records: a screen or online game's result
 * (`snapsWon` by seat, a person's seat being their deck player's id; a game still being played has
 * its result so far in its checkpoint), and a table session's recorded snaps that were not undone.
 * Aggregated in the database over the deck's games and table actions (far fewer than its events):
 * the cost grows with the number of games and of snaps recorded at the table (about 15 ms for 2,000
 * games, 386 of them at the table, on the benchmark's deck).
 * A table session's actions are read game by game on game_actions' (gameId, index) key (LATERAL …
 * OFFSET 0 keeps the planner from a hash join that scans every deck's actions), and a snap counts
 * unless an undo of the same session names it (one pass: the session's undone indexes by window).
 * The planner guesses each game holds the average game's actions (a screen game's many moves), so
 * it would compile the query (JIT), which costs more than running it: jit is off for this query.
 */
async function snapsWon(deckId: string, playerId?: string) {
  const [, rows] = await db.$transaction([
    db.$executeRaw`SET LOCAL jit = off`,
    db.$queryRaw<{ playerId: string; gameId: string; snaps: number }[]>`
      SELECT won."playerId", won."gameId", sum(won.n)::int AS "snaps" FROM (
        SELECT s.key AS "playerId", g."id" AS "gameId", s.value::int AS n
        FROM "games" g
        CROSS JOIN LATERAL jsonb_each_text(COALESCE(g."result", g."checkpoint"->'result')->'snapsWon') s
        WHERE g."deckId" = ${deckId} AND g."mode" <> 'TABLE'
        UNION ALL
        SELECT t."playerId", t."gameId", 1 FROM (
          SELECT g."id" AS "gameId", a."index", a."action"->>'type' AS "type", a."action"->>'winnerPlayerId' AS "playerId",
            array_agg((a."action"->>'of')::int) FILTER (WHERE a."action"->>'type' = 'undo') OVER (PARTITION BY g."id") AS "undone"
          FROM "games" g
          CROSS JOIN LATERAL (SELECT * FROM "game_actions" a WHERE a."gameId" = g."id" OFFSET 0) a
          WHERE g."deckId" = ${deckId} AND g."mode" = 'TABLE' AND a."action"->>'type' IN ('tableSnap', 'undo')
        ) t
        WHERE t."type" = 'tableSnap' AND NOT (t."index" = ANY(COALESCE(t."undone", '{}')))
      ) won
      WHERE ${playerId ?? null}::text IS NULL OR won."playerId" = ${playerId ?? null}::text
      GROUP BY won."playerId", won."gameId"`,
  ]);
  return rows.filter((row) => row.snaps > 0);
}

/**
 * Every player of the deck, archived ones too (marked), with the words they wrote and the snaps
 * they won. Words written are summed from the tallies the history keeps as it is appended
 * (deck_word_counts: a row per player and word): the cost grows with the players' different
 * words, not with the events; snaps won grow with the games (snapsWon).
 */
export async function deckPlayersStory(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [players, words, snaps] = await Promise.all([
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.deckWordCount.groupBy({ by: ["playerId"], where: { deckId }, _sum: { count: true } }),
    snapsWon(deckId),
  ]);
  const wordsOf = new Map(words.map((w) => [w.playerId, w._sum.count ?? 0]));
  const snapsOf = new Map<string, number>();
  for (const row of snaps) snapsOf.set(row.playerId, (snapsOf.get(row.playerId) ?? 0) + row.snaps);
  return {
    role,
    players: players.map((p) => ({
      id: p.id,
      name: p.name,
      colour: p.colour,
      archived: p.archivedAt !== null,
      wordsWritten: wordsOf.get(p.id) ?? 0,
      snapsWon: snapsOf.get(p.id) ?? 0,
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
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const player = await db.player.findFirst({ where: { id: playerId, deckId } });
  if (!player) throw notFound("That player");
  const theirWords = writtenBy(deckId, playerId);

  const [latestWords, wordCount, favourites, first, snaps, gameIds] = await Promise.all([
    db.wordEvent.findMany({ where: theirWords, orderBy: { seq: "desc" }, take: PLAYER_PAGE.words, select: wordEventSelect }),
    db.deckWordCount.aggregate({ where: { deckId, playerId }, _sum: { count: true } }),
    favouriteWords(deckId, playerId),
    db.wordEvent.findFirst({ where: theirWords, orderBy: { seq: "asc" }, select: wordEventSelect }),
    snapsWon(deckId, playerId),
    // The games they sat at: a table session lists its players, a screen or online game its seats.
    db.$queryRaw<{ id: string; total: number }[]>`
      SELECT "id", count(*) OVER ()::int AS "total" FROM "games"
      WHERE "deckId" = ${deckId}
        AND ("setup"->'players' @> jsonb_build_array(${playerId}::text) OR "setup"->'seats' @> jsonb_build_array(jsonb_build_object('id', ${playerId}::text)))
      ORDER BY "createdAt" DESC, "id" DESC
      LIMIT ${PLAYER_PAGE.games}`,
  ]);

  const [games, players] = await Promise.all([
    db.game.findMany({ where: { id: { in: gameIds.map((g) => g.id) } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { room: { select: { id: true } } } }),
    db.player.findMany({ where: { deckId }, select: { id: true, name: true } }),
  ]);
  const snapsIn = new Map(snaps.map((row) => [row.gameId, row.snaps]));

  return {
    role,
    player: { id: player.id, name: player.name, colour: player.colour, archived: player.archivedAt !== null },
    wordsWritten: wordCount._sum.count ?? 0,
    latestWords,
    firstWord: first,
    latestWord: latestWords[0] ?? null,
    favourites,
    snapsWon: snaps.reduce((sum, row) => sum + row.snaps, 0),
    gamesPlayed: gameIds[0]?.total ?? 0,
    games: gameSummaries(games, players).map((game) => ({ ...game, snapsWon: snapsIn.get(game.id) ?? 0 })),
  };
}

export type PlayerStory = Awaited<ReturnType<typeof playerStory>>;
