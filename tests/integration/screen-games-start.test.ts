import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { gameSummaries } from "@/lib/games/screen/queries";
import { recordActions } from "@/lib/games/screen/record-actions";
import { checkpointAfter, summarise } from "@/lib/games/screen/replay-game";
import { ANIMALS, openingStep, rulesFor, screenGameSetupSchema } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { playBotGame, type GameAction } from "@/lib/rules";
import { deckInput, key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

const twoBots = [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }] as const;

async function startAndRead(userId: string, input: Record<string, unknown>) {
  const { gameId } = await startScreenGame(userId, { requestKey: key(), ...input });
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  return { gameId, game, setup: screenGameSetupSchema.parse(game.setup) };
}

/** A custom Snap deck of four sets of four matching cards, its setup still to do. */
async function customDeckOf(ownerId: string) {
  const sets = ["Sun", "Moon", "Star", "Cloud"].map((label) => ({ label, colour: "#1d5c3f" }));
  const { deckId } = await createDeck(ownerId, { ...deckInput({ start: "setup" }), composition: { kind: "custom", sets, cardsPerSet: 4 } });
  return deckId;
}

/** Nothing written: no game, no history. */
async function nothingWritten(deckId: string) {
  expect(await db.game.count({ where: { deckId } })).toBe(0);
  expect(await db.wordEvent.count({ where: { deckId, kind: "WON_SNAP" } })).toBe(0);
}

describe("starting a game on screen from a deck", () => {
  it("Classic Snap is stored with its variant: snap pools by default, no pools, a single centre pile, only owners", async () => {
    const owner = await makeUser("Gamer");
    const { deckId, players } = await makeDeck(owner.id);
    const seats = [{ kind: "person", playerId: players[0]!.id }, ...twoBots];
    const pools = await startAndRead(owner.id, { deckId, game: "classic", seats });
    expect(pools.setup.game).toBe("classic");
    expect(pools.setup.classic).toEqual({ pools: true, centrePile: false, onlyOwners: false, animals: false });
    const plain = await startAndRead(owner.id, { deckId, game: "classic", seats, classic: { variant: "plain", onlyOwners: true } });
    expect(plain.setup.classic).toEqual({ pools: false, centrePile: false, onlyOwners: true, animals: false });
    const centre = await startAndRead(owner.id, { deckId, game: "classic", seats, classic: { variant: "centre" } });
    expect(centre.setup.classic).toEqual({ pools: false, centrePile: true, onlyOwners: false, animals: false });
    expect(centre.setup.seats.map((s) => s.id)).toEqual([players[0]!.id, "bot-1", "bot-2"]);
    expect(centre.setup.seats.every((s) => s.animal === undefined)).toBe(true);
  });

  it("Animals gives every seat an animal, each different: the ones chosen, and free ones for the rest", async () => {
    const owner = await makeUser("Gamer");
    const { deckId, players } = await makeDeck(owner.id);
    const seats = [{ kind: "person", playerId: players[0]!.id, animal: "Dog" }, { kind: "bot", pace: "quick" }, { kind: "bot", pace: "relaxed", animal: "Cat" }];
    const { setup } = await startAndRead(owner.id, { deckId, game: "classic", classic: { variant: "animals" }, seats });
    expect(setup.classic).toEqual({ pools: false, centrePile: false, onlyOwners: false, animals: true });
    const animals = setup.seats.map((s) => s.animal);
    expect(animals[0]).toBe("Dog");
    expect(animals[2]).toBe("Cat");
    expect(ANIMALS).toContain(animals[1]);
    expect(new Set(animals).size).toBe(3);
  });

  it("bots alone at an Animals table get distinct animals", async () => {
    const owner = await makeUser("Gamer");
    const { deckId } = await makeDeck(owner.id);
    const seats = Array.from({ length: 6 }, () => ({ kind: "bot", pace: "normal" }));
    const { setup } = await startAndRead(owner.id, { deckId, game: "classic", classic: { variant: "animals" }, seats });
    expect(new Set(setup.seats.map((s) => s.animal)).size).toBe(6);
  });

  it("Table Snap and Irish Snap are stored with every field of the setup, a short game's turn limit too", async () => {
    const owner = await makeUser("Gamer");
    const { deckId, players, cards } = await makeDeck(owner.id);
    const table = await startAndRead(owner.id, { deckId, game: "table", seats: twoBots, turnLimit: 120, seed: 77 });
    expect(table.setup).toEqual({
      game: "table",
      seats: [
        expect.objectContaining({ id: "bot-1", kind: "bot", pace: "quick" }),
        expect.objectContaining({ id: "bot-2", kind: "bot", pace: "normal" }),
      ],
      deck: cards.map((c) => ({ id: c.id, rank: c.rank, suit: c.suit, word: null })),
      seed: 77,
      matchSuits: false,
      timeLimitMs: null,
      turnLimit: 120,
      tieWindowMs: expect.any(Number),
      falseStartMs: 100,
      matchesStay: true,
      calledPilesStay: true,
      classic: null,
      botWords: null,
    });
    const irish = await startAndRead(owner.id, {
      deckId,
      game: "irish",
      seats: [{ kind: "person", playerId: players[1]!.id }, ...Array.from({ length: 3 }, () => ({ kind: "bot", pace: "relaxed" }))],
      timeLimitMinutes: 5,
    });
    expect(irish.setup.game).toBe("irish");
    expect(irish.setup.seats.map((s) => s.name)).toEqual(["Sam", "Robin Bot", "Pip Bot", "Dot Bot"]);
    expect(irish.setup.timeLimitMs).toBe(300_000);
    expect(irish.game.checkpoint).toEqual(checkpointAfter(irish.setup, []));
  });

  it("games without words don't need the twelve-card setup; Snap Legacy still does", async () => {
    const owner = await makeUser("Gamer");
    const deckId = await customDeckOf(owner.id);
    const { setup } = await startAndRead(owner.id, { deckId, game: "classic", seats: twoBots });
    expect(setup.deck).toHaveLength(16);
    const legacy = await refusal(startScreenGame(owner.id, { deckId, requestKey: key(), seats: twoBots }));
    expect(legacy).toEqual({ status: 409, message: "Finish the twelve-card setup before playing Snap Legacy." });
  });

  it("a retried start returns the same game; the same key with other settings is refused", async () => {
    const owner = await makeUser("Gamer");
    const { deckId } = await makeDeck(owner.id);
    const request = { deckId, requestKey: key(), game: "classic", classic: { variant: "animals" }, seats: [{ kind: "bot", pace: "quick", animal: "Owl" }, { kind: "bot", pace: "normal" }], turnLimit: 50 };
    const first = await startScreenGame(owner.id, request);
    expect(await startScreenGame(owner.id, request)).toEqual(first);
    const reused = { status: 409, message: "That request was already used for something else." };
    expect(await refusal(startScreenGame(owner.id, { ...request, game: "table", classic: undefined, seats: twoBots }))).toEqual(reused);
    expect(await refusal(startScreenGame(owner.id, { ...request, classic: { variant: "plain" }, seats: twoBots }))).toEqual(reused);
    expect(await refusal(startScreenGame(owner.id, { ...request, turnLimit: 60 }))).toEqual(reused);
    expect(await refusal(startScreenGame(owner.id, { ...request, seats: [{ kind: "bot", pace: "quick", animal: "Hen" }, { kind: "bot", pace: "normal" }] }))).toEqual(reused);
    expect(await db.game.count({ where: { deckId } })).toBe(1);
  });
});

describe("a start the rules or the deck refuse changes nothing", () => {
  const cases: { name: string; input: (ids: { deckId: string; me: string; other: string }) => Record<string, unknown>; status: number; message: string | RegExp }[] = [
    {
      name: "Animals with two seats on the same animal",
      input: ({ deckId }) => ({ deckId, game: "classic", classic: { variant: "animals" }, seats: [{ kind: "bot", pace: "quick", animal: "Cat" }, { kind: "bot", pace: "quick", animal: "Cat" }] }),
      status: 400,
      message: "Every player needs a different animal.",
    },
    {
      name: "only owners with Animals",
      input: ({ deckId }) => ({ deckId, game: "classic", classic: { variant: "animals", onlyOwners: true }, seats: twoBots }),
      status: 400,
      message: "In Animals only the two owners of a match call anyway: “only owners” is for the other variants.",
    },
    {
      name: "an animal outside Animals",
      input: ({ deckId }) => ({ deckId, game: "table", seats: [{ kind: "bot", pace: "quick", animal: "Cat" }, twoBots[1]] }),
      status: 400,
      message: "Players have animals in Classic Snap’s Animals only.",
    },
    {
      name: "an animal nobody knows",
      input: ({ deckId }) => ({ deckId, game: "classic", classic: { variant: "animals" }, seats: [{ kind: "bot", pace: "quick", animal: "Dragon" }, twoBots[1]] }),
      status: 400,
      message: /^An animal is one of Cat, Dog/,
    },
    {
      name: "matching suits with three players",
      input: ({ deckId, me }) => ({ deckId, seats: [{ kind: "person", playerId: me }, ...twoBots], matchSuits: true }),
      status: 400,
      message: "Matching suits is an option for two players only.",
    },
    {
      name: "matching suits outside Snap Legacy",
      input: ({ deckId }) => ({ deckId, game: "irish", seats: twoBots, matchSuits: true }),
      status: 400,
      message: "Matching suits is a Snap Legacy option.",
    },
    {
      name: "a variant for a game that isn't Classic Snap",
      input: ({ deckId }) => ({ deckId, game: "table", classic: { variant: "centre" }, seats: twoBots }),
      status: 400,
      message: "Variants are chosen for Classic Snap only.",
    },
    {
      name: "a short game too short",
      input: ({ deckId }) => ({ deckId, game: "table", seats: twoBots, turnLimit: 5 }),
      status: 400,
      message: "A short game is 10 to 500 cards turned.",
    },
    {
      name: "an unknown player",
      input: ({ deckId }) => ({ deckId, game: "classic", seats: [{ kind: "person", playerId: "nobody" }, twoBots[0]] }),
      status: 404,
      message: "That player doesn't exist, or isn't shared with you.",
    },
    {
      name: "a player of another deck",
      input: ({ deckId, other }) => ({ deckId, game: "table", seats: [{ kind: "person", playerId: other }, twoBots[0]] }),
      status: 404,
      message: "That player doesn't exist, or isn't shared with you.",
    },
    {
      name: "a game kind nobody plays",
      input: ({ deckId }) => ({ deckId, game: "poker", seats: twoBots }),
      status: 400,
      message: "Choose Snap Legacy, Classic Snap, Table Snap or Irish Snap.",
    },
  ];

  for (const refused of cases) {
    it(`refuses ${refused.name}`, async () => {
      const owner = await makeUser("Gamer");
      const { deckId, players } = await makeDeck(owner.id);
      const other = await makeDeck(owner.id, { players: ["Gran", "Grandad"] });
      const error = await refusal(startScreenGame(owner.id, { requestKey: key(), ...refused.input({ deckId, me: players[0]!.id, other: other.players[0]!.id }) }));
      expect(error.status).toBe(refused.status);
      expect(error.message).toMatch(refused.message);
      await nothingWritten(deckId);
    });
  }

  it("refuses Irish Snap on a custom Snap deck, which has no Ace to King", async () => {
    const owner = await makeUser("Gamer");
    const deckId = await customDeckOf(owner.id);
    const error = await refusal(startScreenGame(owner.id, { deckId, requestKey: key(), game: "irish", seats: twoBots }));
    expect(error).toEqual({ status: 400, message: "Irish Snap counts Ace to King: it needs a standard deck." });
    await nothingWritten(deckId);
  });

  it("a viewer may not start a game (403); a stranger is told nothing of the deck (404)", async () => {
    const owner = await makeUser("Gamer");
    const { deckId } = await makeDeck(owner.id);
    const viewer = await makeMember(deckId, "Viewer", "VIEWER");
    expect((await refusal(startScreenGame(viewer.id, { deckId, requestKey: key(), game: "irish", seats: twoBots }))).status).toBe(403);
    const stranger = await makeUser("Stranger");
    expect((await refusal(startScreenGame(stranger.id, { deckId, requestKey: key(), game: "irish", seats: twoBots }))).status).toBe(404);
    await nothingWritten(deckId);
  });
});

function batches(actions: GameAction[], size: number) {
  const out: { fromIndex: number; actions: GameAction[] }[] = [];
  for (let i = 0; i < actions.length; i += size) out.push({ fromIndex: i, actions: actions.slice(i, i + size) });
  return out;
}

/** A whole game between bots, started from the deck and recorded in batches as a screen would send them. */
async function playedByBots(input: Record<string, unknown>) {
  const owner = await makeUser("Gamer");
  const { deckId } = await makeDeck(owner.id);
  const { gameId, setup } = await startAndRead(owner.id, { deckId, seed: 2024, ...input });
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
  const record = playBotGame(rulesFor(setup), openingStep(setup), bots, { maxActions: 20_000 });
  expect(record.state.phase).toBe("over");
  for (const batch of batches(record.actions, 50)) await recordActions(owner.id, { gameId, ...batch });
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  expect(game.status).toBe("OVER");
  expect(game.checkpoint).toEqual(checkpointAfter(setup, record.actions));
  expect(game.result).toEqual(summarise(record.events));
  expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  const over = record.events.find((e) => e.type === "gameOver");
  if (over?.type !== "gameOver") throw new Error("the game never ended");
  const [line] = gameSummaries([game], []);
  return { over, line: line!, setup, turns: record.state.turns };
}

describe("games without words, played to the end and recorded", () => {
  it("Classic Snap with snap pools ends with its winners, a checkpoint equal to a replay, and no words", async () => {
    const { over, line, turns } = await playedByBots({ game: "classic", seats: [...twoBots, { kind: "bot", pace: "relaxed" }], turnLimit: 300 });
    expect(over.winners.length).toBeGreaterThan(0);
    expect(line).toMatchObject({ game: "Classic Snap (snap pools)", status: "OVER", cardsTurned: turns, loser: null, wordsWritten: 0 });
    expect(line.winners).toEqual(over.winners.map((id) => line.players[Number(id.slice(4)) - 1]));
    expect(line.durationMs).toBeGreaterThan(0);
  });

  it("Classic Snap's Animals ends when the deck runs out, most cards winning", async () => {
    const { over, line } = await playedByBots({ game: "classic", classic: { variant: "animals" }, seats: twoBots });
    expect(over.winners.length).toBeGreaterThan(0);
    expect(line.game).toBe("Classic Snap (Animals)");
  });

  it("Table Snap ends with its winner", async () => {
    const { over, line } = await playedByBots({ game: "table", seats: twoBots, turnLimit: 200 });
    expect(over.winners.length).toBeGreaterThan(0);
    expect(line).toMatchObject({ game: "Table Snap", status: "OVER", loser: null });
  });

  it("Irish Snap ends with its loser, the last holding cards, named on the games list", async () => {
    const { over, line, setup } = await playedByBots({ game: "irish", seats: [...twoBots, { kind: "bot", pace: "normal" }, { kind: "bot", pace: "relaxed" }] });
    expect(over.loser).not.toBeNull();
    expect(line).toMatchObject({ game: "Irish Snap", status: "OVER", loser: setup.seats.find((s) => s.id === over.loser)!.name });
  });
});

describe("the deck's games list", () => {
  it("names each game, its players, and leaves the length of a game in progress without a duration", async () => {
    const owner = await makeUser("Gamer");
    const { deckId, players } = await makeDeck(owner.id);
    const me = { kind: "person", playerId: players[0]!.id };
    await startAndRead(owner.id, { deckId, seats: [me, twoBots[0]] });
    await startAndRead(owner.id, { deckId, game: "classic", classic: { variant: "centre" }, seats: [me, twoBots[0]] });
    await startAndRead(owner.id, { deckId, game: "table", seats: twoBots });
    await startAndRead(owner.id, { deckId, game: "irish", seats: [me, ...twoBots] });
    const games = await db.game.findMany({ where: { deckId }, orderBy: { createdAt: "asc" } });
    const lines = gameSummaries(games, players);
    expect(lines.map((l) => [l.game, l.players.join(", ")])).toEqual([
      ["Snap Legacy", "Mum, Robin Bot"],
      ["Classic Snap (single centre pile)", "Mum, Robin Bot"],
      ["Table Snap", "Robin Bot, Pip Bot"],
      ["Irish Snap", "Mum, Robin Bot, Pip Bot"],
    ]);
    expect(lines.every((l) => l.status === "PLAYING" && l.cardsTurned === 0 && l.durationMs === null && l.winners.length === 0)).toBe(true);
  });
});
