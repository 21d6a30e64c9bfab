import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { recordPlainMovesTogether, type PlainMoves } from "@/lib/games/online/plain-move-writer";
import type { GameCheckpoint } from "@/lib/games/screen/replay-game";
import type { GameAction } from "@/lib/rules";
import { key, makeDeck, makeUser } from "./deck-helpers";

// The writer stores what the judge hands it; the rules' judging is the judge store's (online-game.test.ts).
const checkpointAfter = (moves: number) => ({ state: { moves }, result: { snapsWon: {} } }) as unknown as GameCheckpoint;
const turn = (seat: string) => ({ type: "turn", seatId: seat }) as unknown as GameAction;

async function onlineGames(count: number) {
  const owner = await makeUser("Host");
  const { deckId } = await makeDeck(owner.id);
  const games = [];
  for (let i = 0; i < count; i++) {
    games.push(await db.game.create({ data: { deckId, mode: "ONLINE", setup: {}, creationKey: key(), createdById: owner.id }, select: { id: true, deckId: true } }));
  }
  return games;
}

const moves = (game: { id: string; deckId: string }, from: number, count: number): PlainMoves => ({
  gameId: game.id,
  deckId: game.deckId,
  from,
  actions: Array.from({ length: count }, (_, i) => turn(`seat-${from + i}`)),
  checkpoint: checkpointAfter(from + count),
});

const storedMoves = async (gameId: string) =>
  (await db.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" } })).map((a) => [a.index, (a.action as { seatId: string }).seatId]);

describe("plain online moves, recorded with other rooms' in one statement", () => {
  it("records every room's moves sent at once, each in its own game, with its count and checkpoint", async () => {
    const games = await onlineGames(12);
    const answers = await Promise.all(games.map((game, i) => recordPlainMovesTogether(moves(game, 0, 1 + (i % 3)))));
    expect(answers).toEqual(games.map(() => true));
    for (const [i, game] of games.entries()) {
      const count = 1 + (i % 3);
      expect(await db.game.findUniqueOrThrow({ where: { id: game.id }, select: { actionCount: true, checkpoint: true } })).toEqual({ actionCount: count, checkpoint: checkpointAfter(count) });
      expect(await storedMoves(game.id)).toEqual(Array.from({ length: count }, (_, j) => [j, `seat-${j}`]));
    }
  });

  it("writes nothing for a room whose game has moved on (its count is not the judge's), and still records the others sent with it", async () => {
    const [moved, other] = await onlineGames(2);
    expect(await recordPlainMovesTogether(moves(moved!, 0, 2))).toBe(true);
    const [stale, fine] = await Promise.all([recordPlainMovesTogether(moves(moved!, 0, 1)), recordPlainMovesTogether(moves(other!, 0, 1))]);
    expect([stale, fine]).toEqual([false, true]);
    expect(await storedMoves(moved!.id)).toEqual([[0, "seat-0"], [1, "seat-1"]]);
    expect(await db.game.findUniqueOrThrow({ where: { id: moved!.id }, select: { actionCount: true } })).toEqual({ actionCount: 2 });
  });

  it("records a game's next moves, sent before its first were written, after them and in order", async () => {
    const [game] = await onlineGames(1);
    const answers = await Promise.all([recordPlainMovesTogether(moves(game!, 0, 1)), recordPlainMovesTogether(moves(game!, 1, 2))]);
    expect(answers).toEqual([true, true]);
    expect(await storedMoves(game!.id)).toEqual([[0, "seat-0"], [1, "seat-1"], [2, "seat-2"]]);
  });

  it("writes nothing for another deck's game, a finished game or a game on one screen", async () => {
    const [ours, finished, screen] = await onlineGames(3);
    await db.game.update({ where: { id: finished!.id }, data: { status: "OVER" } });
    await db.game.update({ where: { id: screen!.id }, data: { mode: "SCREEN" } });
    const [other] = await onlineGames(1);
    const answers = await Promise.all([
      recordPlainMovesTogether({ ...moves(ours!, 0, 1), deckId: other!.deckId }),
      recordPlainMovesTogether(moves(finished!, 0, 1)),
      recordPlainMovesTogether(moves(screen!, 0, 1)),
    ]);
    expect(answers).toEqual([false, false, false]);
    expect(await db.gameAction.count({ where: { gameId: { in: [ours!.id, finished!.id, screen!.id] } } })).toBe(0);
  });

  it("keeps one room's failure its own: the others sent with it are recorded, and it is told why", async () => {
    const [broken, fine] = await onlineGames(2);
    // A move already stored at the index the count says is next (only a damaged record has one).
    await db.gameAction.create({ data: { gameId: broken!.id, index: 0, action: turn("seat-x") as object } });
    const [failure, recorded] = await Promise.all([
      recordPlainMovesTogether(moves(broken!, 0, 1)).then(
        () => null,
        (error: Error) => error,
      ),
      recordPlainMovesTogether(moves(fine!, 0, 1)),
    ]);
    expect(failure).toBeInstanceOf(Error);
    expect(recorded).toBe(true);
    expect(await storedMoves(fine!.id)).toEqual([[0, "seat-0"]]);
    expect(await db.game.findUniqueOrThrow({ where: { id: broken!.id }, select: { actionCount: true } })).toEqual({ actionCount: 0 });
  });
});
