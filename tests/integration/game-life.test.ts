import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { deckPage } from "@/lib/decks/queries";
import { recordActions } from "@/lib/games/screen/record-actions";
import { screenGameSetupSchema, openingStep, screenRules } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { gameLabel, gameOutcome } from "@/lib/history/game-label";
import { deckGames } from "@/lib/history/games";
import { playBotGame, type GameAction } from "@/lib/rules";
import { familyTime } from "@/lib/time/family-time";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

/** Mum and Sam against a bot, some moves played and recorded as the screen sends them. */
async function gameUnderWay(moves = 60) {
  const owner = await makeUser("Mum");
  const { deckId, players } = await makeDeck(owner.id);
  const seats = [...players.map((p) => ({ kind: "person" as const, playerId: p.id })), { kind: "bot" as const, pace: "quick" as const }];
  const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats });
  const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: "quick" as const, mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
  const played = playBotGame(screenRules, openingStep(setup), bots, { maxActions: moves });
  // The people's moves as the bots played them, up to the first snap a person would write words for.
  const people = new Set(players.map((p) => p.id));
  const writes = played.actions.findIndex((a) => a.type === "writeWords" && people.has(a.playerId));
  const actions = played.actions.slice(0, writes < 0 ? moves : Math.min(writes, moves));
  await recordActions(owner.id, { gameId, fromIndex: 0, actions });
  const atMs = actions.at(-1)!.atMs + 1;
  return { owner, deckId, gameId, actions, atMs };
}

const end = (atMs: number): GameAction => ({ type: "end", atMs });

describe("a game's life", () => {
  it("anyone at the device can end a game: it is kept as it stands, ended early, with who had most cards", async () => {
    const { owner, deckId, gameId, actions, atMs } = await gameUnderWay();
    const dad = await makeMember(deckId, "Dad", "EDITOR");
    const recorded = await recordActions(dad.id, { gameId, fromIndex: actions.length, actions: [end(atMs)] });
    expect(recorded.over).toBe(true);

    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("OVER");
    expect(game.endedAt).not.toBeNull();
    const result = game.result as { endReason: string; winners: string[]; cardCounts: Record<string, number> };
    expect(result.endReason).toBe("endedEarly");
    const most = Math.max(...Object.values(result.cardCounts));
    expect(result.winners.every((id) => result.cardCounts[id] === most)).toBe(true);

    const [line] = (await deckPage(owner.id, deckId)).games;
    expect(line!.life).toBe("endedEarly");
    expect(gameOutcome(line!)).toMatch(/^Ended early: .+ had most cards$/);
    expect(gameOutcome(line!)).toContain(line!.winners[0]!);
    // Ending it again, or playing on, records nothing.
    const again = await refusal(recordActions(owner.id, { gameId, fromIndex: actions.length + 1, actions: [end(atMs + 5)] }));
    expect(again).toEqual({ status: 400, message: "The game is over." });
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).actionCount).toBe(actions.length + 1);
  });

  it("a viewer or a stranger can't end a game: it goes on, nothing is recorded", async () => {
    const { deckId, gameId, actions, atMs } = await gameUnderWay(10);
    const viewer = await makeMember(deckId, "Gran", "VIEWER");
    expect((await refusal(recordActions(viewer.id, { gameId, fromIndex: actions.length, actions: [end(atMs)] }))).status).toBe(403);
    const stranger = await makeUser("Stranger");
    expect((await refusal(recordActions(stranger.id, { gameId, fromIndex: actions.length, actions: [end(atMs)] }))).status).toBe(404);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game).toMatchObject({ status: "PLAYING", actionCount: actions.length });
  });

  it("a game nobody touched for a week is left unfinished, and keeps the snaps it had", async () => {
    const { owner, deckId, gameId } = await gameUnderWay();
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.lastMoveAt).not.toBeNull();
    const [today] = (await deckPage(owner.id, deckId)).games;
    expect(today!.life).toBe("playing");
    expect(gameOutcome(today!)).toBe("In progress");

    // Its latest move a week and a minute ago (the moves' times are the database's own clock).
    await db.$executeRaw`UPDATE "games" SET "lastMoveAt" = "lastMoveAt" - interval '7 days 1 minute' WHERE "id" = ${gameId}`;
    const [left] = (await deckPage(owner.id, deckId)).games;
    expect(left!.life).toBe("leftUnfinished");
    expect(gameOutcome(left!)).toBe("Left unfinished");
    const stored = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).checkpoint as { result: { snapsWon: Record<string, number> } };
    expect(left!.status).toBe("PLAYING");
    expect(stored.result.snapsWon).toEqual((game.checkpoint as typeof stored).result.snapsWon);
  });

  it("each move recorded keeps the game's latest move time, whoever records it", async () => {
    const { owner, gameId, actions, atMs } = await gameUnderWay(10);
    await db.$executeRaw`UPDATE "games" SET "lastMoveAt" = "lastMoveAt" - interval '30 days' WHERE "id" = ${gameId}`;
    const before = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).lastMoveAt!;
    await recordActions(owner.id, { gameId, fromIndex: actions.length, actions: [{ type: "tick", atMs }] });
    const after = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).lastMoveAt!;
    expect(after.getTime() - before.getTime()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it("games are numbered in their deck in the order they were started, also when started at once", async () => {
    const owner = await makeUser("Mum");
    const { deckId, players } = await makeDeck(owner.id);
    const other = await makeDeck(owner.id, { name: "The Caravan Deck" });
    const seats = [{ kind: "person" as const, playerId: players[0]!.id }, { kind: "bot" as const, pace: "normal" as const }];
    const first = await startScreenGame(owner.id, { deckId, requestKey: key(), seats });
    await Promise.all([1, 2, 3].map(() => startScreenGame(owner.id, { deckId, requestKey: key(), seats })));
    const table = await startTableSession(owner.id, { deckId, requestKey: key(), players: players.map((p) => p.id) });
    await endTableSession(owner.id, { deckId, gameId: table.gameId });
    const caravan = await startTableSession(owner.id, { deckId: other.deckId, requestKey: key(), players: other.players.map((p) => p.id) });

    const games = await db.game.findMany({ where: { deckId }, orderBy: { number: "asc" } });
    expect(games.map((g) => g.number)).toEqual([1, 2, 3, 4, 5]);
    expect(games[0]!.id).toBe(first.gameId);
    expect(games[4]!.id).toBe(table.gameId);
    expect((await db.game.findUniqueOrThrow({ where: { id: caravan.gameId } })).number).toBe(1);

    // The games list names each by its number, newest first; a table session ended is finished.
    const list = await deckGames(owner.id, deckId);
    expect(list.games.map((g) => g.number)).toEqual([5, 4, 3, 2, 1]);
    expect(list.games[0]!.life).toBe("finished");
    expect(gameLabel(list.games[4]!, familyTime("UTC"))).toMatch(/^Game 1 · \w{3} \d{1,2} \w{3}, \d\d:\d\d · Mum, 1 bot$/);
  });
});
