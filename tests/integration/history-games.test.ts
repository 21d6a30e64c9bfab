import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { deckGames, GAMES_PAGE } from "@/lib/history/games";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

/** `count` table sessions on the deck, three at each moment (ties broken by id), a minute apart. */
async function manyGames(deckId: string, userId: string, count: number, from: Date) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const game = await db.game.create({
      data: {
        deckId,
        mode: "TABLE",
        status: "OVER",
        setup: { players: [], matchSuits: false },
        result: { snaps: 0, words: 0 },
        creationKey: key(),
        createdById: userId,
        createdAt: new Date(from.getTime() + Math.floor(i / 3) * 60_000),
        endedAt: new Date(from.getTime() + Math.floor(i / 3) * 60_000 + 30_000),
      },
    });
    ids.push(game.id);
  }
  return ids;
}

describe("the games list", () => {
  it("pages through every game newest first, with no gaps or repeats, while new games are started", async () => {
    const owner = await makeUser("Gil");
    const { deckId } = await makeDeck(owner.id);
    await manyGames(deckId, owner.id, 47, new Date("2026-01-01T10:00:00Z"));
    const expected = (await db.game.findMany({ where: { deckId }, orderBy: { number: "desc" } })).map((g) => g.id);

    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await deckGames(owner.id, deckId, { after });
      seen.push(...page.games.map((g) => g.id));
      after = page.next ?? undefined;
      pages++;
      // A game started meanwhile is the newest: it belongs before the pages already read.
      if (pages === 1) await manyGames(deckId, owner.id, 2, new Date("2026-06-01T10:00:00Z"));
      expect(page.games.length).toBeLessThanOrEqual(GAMES_PAGE);
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    expect((await deckGames(owner.id, deckId)).games).toHaveLength(GAMES_PAGE);
  });

  it("names each game's players and counts the words it wrote on the deck", async () => {
    const owner = await makeUser("Hal");
    const { deckId, players, cards } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
    const card = (code: string) => cards.find((c) => c.code === code)!.id;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card("AS"), word: "apple", playerId: null }] });
    const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: players.map((p) => p.id), matchSuits: false });
    await recordTableSnap(owner.id, {
      deckId,
      gameId,
      requestKey: key(),
      winnerPlayerId: players[1]!.id,
      onTableCardId: card("2H"),
      justPlayedCardId: card("2D"),
      words: [
        { cardId: card("2H"), word: "bee" },
        { cardId: card("2D"), word: "cow" },
      ],
    });
    const { games, next } = await deckGames(owner.id, deckId);
    expect(next).toBeNull();
    expect(games.map((g) => [g.id, g.game, g.players, g.status, g.wordsWritten])).toEqual([[gameId, "At the table", ["Mum", "Sam"], "PLAYING", 2]]);
  });

  it("404 for anyone not a member and for a page address that isn't one; viewers see the list", async () => {
    const owner = await makeUser("Ida");
    const { deckId } = await makeDeck(owner.id);
    await manyGames(deckId, owner.id, 1, new Date("2026-01-01T10:00:00Z"));
    const stranger = await makeUser("Sid");
    expect((await refusal(deckGames(stranger.id, deckId))).status).toBe(404);
    expect((await refusal(deckGames(owner.id, deckId, { after: "yesterday" }))).status).toBe(404);
    const viewer = await makeMember(deckId, "Vi", "VIEWER");
    expect((await deckGames(viewer.id, deckId)).games).toHaveLength(1);
  });
});
