import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { CHECKPOINT_EVERY, createJudgeStore } from "@/lib/games/online/judge-store";
import { recordPlainMovesTogether, type PlainMoves } from "@/lib/games/online/plain-move-writer";
import { createRoom } from "@/lib/games/online/rooms/create-room";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { currentCheckpoint } from "@/lib/games/recorded-actions";
import { checkpointAfter, type GameCheckpoint } from "@/lib/games/screen/replay-game";
import { openingStep, rulesFor, screenGameSetupSchema } from "@/lib/games/screen/setup";
import { playBotGame, type GameAction } from "@/lib/rules";
import { key, makeDeck, makeUser } from "./deck-helpers";

// The writer stores what the judge hands it; the rules' judging is the judge store's (online-game.test.ts).
const fakeCheckpoint = (moves: number) => ({ state: { moves }, result: { snapsWon: {} } }) as unknown as GameCheckpoint;
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
  checkpoint: fakeCheckpoint(from + count),
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
      expect(await db.game.findUniqueOrThrow({ where: { id: game.id }, select: { actionCount: true, checkpoint: true } })).toEqual({ actionCount: count, checkpoint: fakeCheckpoint(count) });
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

describe("an online game's checkpoint, kept now and then between its plain moves", () => {
  async function classicRoom(maxActions: number) {
    const owner = await makeUser("Host");
    const { deckId, players } = await makeDeck(owner.id, { players: ["Ann", "Alf"] });
    const seats = [{ kind: "person" as const, playerId: players[0]!.id }, { kind: "bot" as const, pace: "normal" as const }];
    const { roomId } = await createRoom(owner.id, { deckId, requestKey: key(), game: "classic", seats, hostPlayerId: players[0]!.id });
    const { gameId } = await startRoom(owner.id, { roomId });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: "quick" as const, mistakeRate: 0.2, seed: `${i}:${setup.seed}` }]));
    const actions = playBotGame(rulesFor(setup), openingStep(setup), bots, { maxActions }).actions;
    const store = createJudgeStore({ roomId, gameId, deckId, hostId: owner.id, setup }, { actionCount: 0, checkpoint: checkpointAfter(setup, []) });
    return { roomId, gameId, deckId, hostId: owner.id, setup, actions, store };
  }
  const stored = (gameId: string) => db.game.findUniqueOrThrow({ where: { id: gameId }, select: { id: true, deckId: true, actionCount: true, checkpoint: true, status: true } });

  it("records every move at once, writes the checkpoint only every few dozen moves or when the result changes, and whoever reads the game sees it as its moves leave it", async () => {
    const { gameId, setup, actions, store } = await classicRoom(300);
    let behind = 0;
    for (const [i, action] of actions.entries()) {
      await store.record(i, [action], new Set());
      const game = await stored(gameId);
      expect(game.actionCount).toBe(i + 1);
      const checkpoint = game.checkpoint as unknown as GameCheckpoint;
      const at = checkpoint.at ?? game.actionCount;
      if (at < game.actionCount) behind++;
      expect(game.actionCount - at).toBeLessThanOrEqual(CHECKPOINT_EVERY);
      // The stored result is never behind: the deck's pages read snaps won from it.
      expect(checkpoint.result.snapsWon).toEqual(checkpointAfter(setup, actions.slice(0, i + 1)).result.snapsWon);
      if (i % 25 === 0 || i === actions.length - 1) expect(await currentCheckpoint(db, setup, game)).toEqual(checkpointAfter(setup, actions.slice(0, i + 1)));
    }
    // Most moves left the stored checkpoint behind them: that is what saves the writing.
    expect(behind).toBeGreaterThan(actions.length / 2);
  });

  it("lets another process's judge carry the game on, to its end, from the stored checkpoint and the moves after it", async () => {
    const { roomId, gameId, deckId, hostId, setup, actions, store } = await classicRoom(4000);
    expect(checkpointAfter(setup, actions).state.phase).toBe("over");
    const plain = Math.min(actions.length - 1, CHECKPOINT_EVERY - 1);
    for (let i = 0; i < plain; i++) await store.record(i, [actions[i]!], new Set());
    // Another process's judge takes the game over from the stored row, as judges.ts loads it.
    const game = await stored(gameId);
    const loaded = await currentCheckpoint(db, setup, game);
    expect(loaded).toEqual(checkpointAfter(setup, actions.slice(0, plain)));
    const next = createJudgeStore({ roomId, gameId, deckId, hostId, setup }, { actionCount: plain, checkpoint: loaded });
    await next.record(plain, actions.slice(plain), new Set());
    const after = await stored(gameId);
    expect(after).toMatchObject({ actionCount: actions.length, status: "OVER" });
    expect(await currentCheckpoint(db, setup, after)).toEqual(checkpointAfter(setup, actions));
  });
});
