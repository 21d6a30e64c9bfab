import { describe, expect, it } from "vitest";
import { gameReplay } from "@/lib/games/screen/game-replay";
import { replaySteps } from "@/lib/games/screen/replay-steps";
import { recordActions } from "@/lib/games/screen/record-actions";
import { replayGame } from "@/lib/games/screen/replay-game";
import { openingStep, screenGameSetupSchema, screenRules } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { db } from "@/lib/db/client";
import { deckPage } from "@/lib/decks/queries";
import { playBotGame } from "@/lib/rules";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

async function recordedBotGame() {
  const owner = await makeUser("owner");
  const { deckId } = await makeDeck(owner.id);
  const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }] });
  const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
  const { actions } = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 400 });
  await recordActions(owner.id, { gameId, fromIndex: 0, actions });
  return { owner, deckId, gameId, setup, actions };
}

describe("a game's replay", () => {
  it("shows every moment of the game, from the deal through each recorded move, as the rules judged it", async () => {
    const { owner, deckId, gameId, setup, actions } = await recordedBotGame();
    const replay = await gameReplay(owner.id, deckId, gameId);
    expect(replay.setup).toEqual(setup);
    expect(replay.actions).toEqual(actions);
    const steps = replaySteps(replay.setup, replay.actions);
    expect(steps).toHaveLength(actions.length + 1);
    expect(steps[0]!.action).toBeNull();
    expect(steps.at(-1)!.state).toEqual(replayGame(setup, actions).state);
    expect(steps.flatMap((s) => s.events)).toEqual(replayGame(setup, actions).events);
  });

  it("any member may watch it, viewers too; anyone else, or a game of another deck, gets the same 404", async () => {
    const { deckId, gameId } = await recordedBotGame();
    const viewer = await makeMember(deckId, "Viewer", "VIEWER");
    expect((await gameReplay(viewer.id, deckId, gameId)).actions.length).toBeGreaterThan(0);
    const stranger = await makeUser("stranger");
    expect(await refusal(gameReplay(stranger.id, deckId, gameId))).toMatchObject({ status: 404 });
    const other = await makeUser("other");
    const { deckId: otherDeck } = await makeDeck(other.id);
    expect(await refusal(gameReplay(other.id, otherDeck, gameId))).toMatchObject({ status: 404 });
    expect(await refusal(gameReplay(stranger.id, deckId, "no-such-game"))).toMatchObject({ status: 404 });
  });
});

describe("an online game on the deck page", () => {
  it("is listed as played online, opens its room while it is played, and can be replayed like a game on one screen", async () => {
    const { owner, deckId, gameId, actions } = await recordedBotGame();
    // The same recorded game, as if its room had played it.
    await db.game.update({ where: { id: gameId }, data: { mode: "ONLINE", status: "PLAYING" } });
    const room = await db.onlineRoom.create({
      data: { deckId, code: "KTX4PM", hostId: owner.id, status: "PLAYING", setup: {}, gameId },
    });

    expect((await gameReplay(owner.id, deckId, gameId)).actions).toEqual(actions);
    const { games } = await deckPage(owner.id, deckId);
    expect(games).toEqual([expect.objectContaining({ id: gameId, mode: "ONLINE", game: "Snap Legacy, online", roomId: room.id })]);
  });
});
