import { db } from "@/lib/db/client";
import { requireDeckRole } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { gameSummaries } from "@/lib/games/screen/queries";

/** How many of a player's words (newest first), favourite words and games their page lists. */
export const PLAYER_PAGE = { words: 30, favourites: 5, games: 20 } as const;

/**
 * Snaps won, per player and game, from the games' own records: a screen or online game's result
 * (`snapsWon` by seat, a person's seat being their deck player's id; a game still being played has
 * its result so far in its checkpoint), and a table session's recorded snaps that were not undone.
 * Aggregated in the database over the deck's games and table actions (far fewer than its events):
 * the cost grows with the number of games and of snaps recorded at the table.
 */
async function snapsWon(deckId: string, playerId?: string) {
  const rows = await db.$queryRaw<{ playerId: string; gameId: string; snaps: number }[]>`
    SELECT won."playerId", won."gameId", sum(won.n)::int AS "snaps" FROM (
      SELECT s.key AS "playerId", g."id" AS "gameId", s.value::int AS n
      FROM "games" g
      CROSS JOIN LATERAL jsonb_each_text(COALESCE(g."result", g."checkpoint"->'result')->'snapsWon') s
      WHERE g."deckId" = ${deckId} AND g."mode" <> 'TABLE'
      UNION ALL
      SELECT a."action"->>'winnerPlayerId', a."gameId", 1
      FROM "games" g JOIN "game_actions" a ON a."gameId" = g."id"
      WHERE g."deckId" = ${deckId} AND g."mode" = 'TABLE' AND a."action"->>'type' = 'tableSnap'
        AND NOT EXISTS (
          SELECT 1 FROM "game_actions" u
          WHERE u."gameId" = a."gameId" AND u."action"->>'type' = 'undo' AND (u."action"->>'of')::int = a."index"
        )
    ) won
    WHERE ${playerId ?? null}::text IS NULL OR won."playerId" = ${playerId ?? null}::text
    GROUP BY won."playerId", won."gameId"`;
  return rows.filter((row) => row.snaps > 0);
}

/**
 * Every player of the deck, archived ones too (marked), with the words they wrote and the snaps
 * they won. Words are counted in one GROUP BY over the deck's events that name a player (on the
 * (deckId, playerId, seq) index): it grows with the history, once per page view.
 */
export async function deckPlayersStory(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [players, words, snaps] = await Promise.all([
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.wordEvent.groupBy({ by: ["playerId"], where: { deckId, playerId: { not: null }, word: { not: null } }, _count: { _all: true } }),
    snapsWon(deckId),
  ]);
  const wordsOf = new Map(words.map((w) => [w.playerId, w._count._all]));
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
 * One player's story: the words they wrote (newest first, the latest PLAYER_PAGE.words; the timeline
 * filtered by them has the rest), how many, their favourite words (most written, compared as the
 * rules compare words), their first and latest word, the snaps they won and the games they played.
 * Every read of their words walks the (deckId, playerId, seq) index: the latest words and the first
 * and latest cost a few rows; the count and the favourites grow with this player's own events.
 */
export async function playerStory(userId: string, deckId: string, playerId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const player = await db.player.findFirst({ where: { id: playerId, deckId } });
  if (!player) throw notFound("That player");
  const theirWords = { deckId, playerId, word: { not: null } };

  const [latestWords, wordCount, favourites, first, snaps, gameIds] = await Promise.all([
    db.wordEvent.findMany({ where: theirWords, orderBy: { seq: "desc" }, take: PLAYER_PAGE.words, select: wordEventSelect }),
    db.wordEvent.count({ where: theirWords }),
    db.$queryRaw<{ word: string; times: number }[]>`
      SELECT (array_agg("word" ORDER BY "seq" DESC))[1] AS "word", count(*)::int AS "times"
      FROM "word_events"
      WHERE "deckId" = ${deckId} AND "playerId" = ${playerId} AND "wordNormalised" IS NOT NULL
      GROUP BY "wordNormalised"
      ORDER BY count(*) DESC, max("seq") DESC
      LIMIT ${PLAYER_PAGE.favourites}`,
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
    wordsWritten: wordCount,
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
