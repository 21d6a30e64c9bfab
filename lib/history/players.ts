import { db } from "@/lib/db/client";
import { requireDeckRole, requireDeckRoleWithZone } from "@/lib/decks/access";
import { notFound } from "@/lib/decks/errors";
import { gameSummaries } from "@/lib/games/screen/queries";
import { gameTallies, snapsWon } from "./charts/queries";
import { gameFigures, type StoredGame } from "./counts";
import { WORD_KINDS } from "./counts";

/** How many of a player's words (newest first), favourite words and games their page lists. */
export const PLAYER_PAGE = { words: 30, favourites: 5, games: 20 } as const;

/**
 * Each player's snaps won in all the deck's games, from the tallies the charts read too
 * (deck_game_tallies: every kind of game, finished or not, as its moves are recorded), summed per
 * seat. Cost: the deck's snap tallies (players × kinds of game), whatever the number of games.
 */
async function snapsWonByPlayer(deckId: string, players: readonly { id: string }[], playerId?: string): Promise<Map<string, number>> {
  const won = new Map<string, number>();
  for (const s of snapsWon(await gameTallies(deckId, playerId), players)) won.set(s.playerId, (won.get(s.playerId) ?? 0) + s.count);
  return won;
}

/**
 * A player's snaps won in each of these games (the games their page lists), by the games' own
 * records through the same definition as the tallies (gameFigures): a table session's actions are
 * read for the sessions listed only, on game_actions' (gameId, index) key.
 */
async function snapsWonIn(deckId: string, games: readonly StoredGame[], playerId: string): Promise<Map<string, number>> {
  const sessions = games.filter((g) => g.mode === "TABLE").map((g) => g.id);
  const actions =
    sessions.length === 0 ? [] : await db.gameAction.findMany({ where: { gameId: { in: sessions }, game: { deckId } }, select: { gameId: true, index: true, action: true } });
  const won = new Map<string, number>();
  for (const game of games) {
    const recorded = game.mode === "TABLE" ? { ...game, actions: actions.filter((a) => a.gameId === game.id) } : game;
    const n = gameFigures(recorded).reduce((sum, f) => sum + (f.what === "snap" && f.key === playerId ? f.n : 0), 0);
    won.set(game.id, n);
  }
  return won;
}

/**
 * Every player of the deck, archived ones too (marked), with the words they wrote and the snaps
 * they won. Words written are summed from the tallies the history keeps as it is appended
 * (deck_word_counts: a row per player and word): the cost grows with the players' different
 * words, not with the events; snaps won from the games' tallies (snapsWonByPlayer).
 */
export async function deckPlayersStory(userId: string, deckId: string) {
  const role = await requireDeckRole(userId, deckId, "VIEWER");
  const [players, words] = await Promise.all([
    db.player.findMany({ where: { deckId }, orderBy: { position: "asc" } }),
    db.deckWordCount.groupBy({ by: ["playerId"], where: { deckId }, _sum: { count: true } }),
  ]);
  const snaps = await snapsWonByPlayer(deckId, players);
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
  const [players, latestWords, wordCount, favourites, first, gameIds] = await Promise.all([
    db.player.findMany({ where: { deckId } }),
    db.wordEvent.findMany({ where: theirWords, orderBy: { seq: "desc" }, take: PLAYER_PAGE.words, select: wordEventSelect }),
    db.deckWordCount.aggregate({ where: { deckId, playerId }, _sum: { count: true } }),
    favouriteWords(deckId, playerId),
    db.wordEvent.findFirst({ where: theirWords, orderBy: { seq: "asc" }, select: wordEventSelect }),
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
  const [games, snaps] = await Promise.all([
    db.game.findMany({ where: { deckId, id: { in: ids } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { room: { select: { id: true } } } }),
    snapsWonByPlayer(deckId, players, playerId),
  ]);
  const snapsIn = await snapsWonIn(deckId, games, playerId);

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
