import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { GamesList } from "@/app/decks/[deckId]/_components/games-list";
import { PlayersPanel } from "@/app/decks/[deckId]/_components/players-panel";
import { SeatPicker } from "@/app/join/[code]/seat-picker";
import { db } from "@/lib/db/client";
import { createDeck } from "@/lib/decks/create-deck";
import { addPlayer } from "@/lib/decks/players";
import { deckPage } from "@/lib/decks/queries";
import { gameReplay } from "@/lib/games/screen/game-replay";
import { screenGame } from "@/lib/games/screen/queries";
import { recordActions } from "@/lib/games/screen/record-actions";
import { openingStep, screenGameSetupSchema, screenRules } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { DAMAGED_GAME } from "@/lib/games/stored-game";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { listTableSessions, tableSession } from "@/lib/games/table/queries";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { deckAsItWas } from "@/lib/history/deck-at";
import { deckGames } from "@/lib/history/games";
import { deckPlayersStory } from "@/lib/history/players";
import { playBotGame } from "@/lib/rules";
import { familyTime } from "@/lib/time/family-time";
import { deckInput, key, makeDeck, makeUser, refusal } from "./deck-helpers";

// The panels are drawn on the server as a page draws them: no app router is mounted there.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }));

/** A deck with two finished screen games between bots and a table session. */
async function deckWithGames() {
  const owner = await makeUser("Mum");
  const { deckId, players } = await makeDeck(owner.id);
  const screen: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }] });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
    const { actions } = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 300 });
    await recordActions(owner.id, { gameId, fromIndex: 0, actions });
    screen.push(gameId);
  }
  const { gameId: table } = await startTableSession(owner.id, { deckId, requestKey: key(), players: players.map((p) => p.id), matchSuits: false });
  await endTableSession(owner.id, { deckId, gameId: table });
  return { owner, deckId, players, screen, table };
}

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe("a game whose stored record is damaged (written straight into the database)", () => {
  it('shows a plain message in its own place on the deck page and the games list, the other games as they are: a result of {"winners":5}', async () => {
    const { owner, deckId, screen } = await deckWithGames();
    await db.$executeRaw`UPDATE "games" SET "result" = '{"winners":5}'::jsonb WHERE "id" = ${screen[0]}`;

    const page = await deckPage(owner.id, deckId);
    const damaged = page.games.find((g) => g.id === screen[0])!;
    expect(damaged).toMatchObject({ problem: DAMAGED_GAME, players: [], winners: [] });
    expect(page.games.filter((g) => g.problem === null)).toHaveLength(2);
    const list = await deckGames(owner.id, deckId);
    expect(list.games.map((g) => g.problem)).toEqual(page.games.map((g) => g.problem));
    const asItWas = await deckAsItWas(owner.id, deckId, {});
    expect(asItWas.games.find((g) => g.id === screen[0])?.problem).toBe(DAMAGED_GAME);

    // The players' page counts snaps won from results in the database: a damaged one counts nothing.
    await db.$executeRaw`UPDATE "games" SET "result" = '{"winners":[],"snapsWon":5,"wordsWritten":[]}'::jsonb WHERE "id" = ${screen[1]}`;
    expect((await deckPlayersStory(owner.id, deckId)).players).toHaveLength(2);

    const rendered = html(createElement(GamesList, { deckId, games: page.games, time: familyTime("UTC") }));
    expect(rendered).toContain(DAMAGED_GAME.replace(/'/g, "&#x27;"));
    expect(rendered).toContain(`/decks/${deckId}/play/${screen[1]}/replay`);
    expect(rendered).not.toContain(`/decks/${deckId}/play/${screen[0]}/replay`);
  });

  it("a game's own pages (replay, carrying it on, the table session) say it is damaged instead of failing", async () => {
    const { owner, deckId, screen, table } = await deckWithGames();
    await db.$executeRaw`UPDATE "games" SET "setup" = '{"seats":"everyone"}'::jsonb WHERE "id" = ${screen[0]}`;
    await db.$executeRaw`UPDATE "game_actions" SET "action" = '{"type":"turn","playerId":"bot-9","atMs":1}'::jsonb WHERE "gameId" = ${screen[1]} AND "index" = 0`;
    await db.$executeRaw`UPDATE "games" SET "setup" = '{"players":"Mum"}'::jsonb WHERE "id" = ${table}`;

    expect(await refusal(gameReplay(owner.id, deckId, screen[0]!))).toEqual({ status: 409, message: DAMAGED_GAME });
    expect(await refusal(screenGame(owner.id, deckId, screen[0]!))).toEqual({ status: 409, message: DAMAGED_GAME });
    // Moves the rules refuse are a damaged record too.
    expect(await refusal(gameReplay(owner.id, deckId, screen[1]!))).toEqual({ status: 409, message: DAMAGED_GAME });
    expect(await refusal(tableSession(owner.id, deckId, table))).toEqual({ status: 409, message: DAMAGED_GAME });
    const { sessions } = await listTableSessions(owner.id, deckId);
    expect(sessions).toEqual([expect.objectContaining({ id: table, problem: DAMAGED_GAME })]);
    const games = (await deckPage(owner.id, deckId)).games;
    expect(games.filter((g) => g.problem === DAMAGED_GAME).map((g) => g.id).sort()).toEqual([screen[0], table].sort());
  });
});

describe("colours", () => {
  const restyling = "red;position:fixed;inset:0;z-index:99";

  it("the forms refuse a colour that isn't #rrggbb, and keep one in its one form", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id);
    expect(await refusal(addPlayer(owner.id, { deckId, player: { name: "Gran", colour: restyling } }))).toEqual({
      status: 400,
      message: "A player's colour must be a colour written #rrggbb (six hex digits, like #1d4ed8).",
    });
    const gran = await addPlayer(owner.id, { deckId, player: { name: "Gran", colour: "#7E22CE" } });
    expect(gran.colour).toBe("#7e22ce");
    const custom = { kind: "custom", sets: [{ label: "Cat", colour: "url(https://example.com/x.png)" }, { label: "Dog", colour: "#1d4ed8" }], cardsPerSet: 2 };
    expect(await refusal(createDeck(owner.id, { ...deckInput(), composition: custom }))).toMatchObject({ status: 400, message: expect.stringMatching(/^A set's colour must be a colour written #rrggbb/) });
  });

  it("a colour stored before colours were checked is never put into a style attribute: the deck page and the seat picker draw it as a colour", async () => {
    const owner = await makeUser("Mum");
    const { deckId, players } = await makeDeck(owner.id);
    await db.player.update({ where: { id: players[0]!.id }, data: { colour: restyling } });
    const page = await deckPage(owner.id, deckId);
    const panel = html(createElement(PlayersPanel, { deckId, canEdit: false, players: page.players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, archived: false })) }));
    const seats = html(createElement(SeatPicker, { code: "KTX4PM", seats: page.players.map((p, i) => ({ id: p.id, name: p.name, colour: p.colour, kind: "person" as const, taken: i === 0 })) }));
    for (const rendered of [panel, seats]) {
      expect(rendered).not.toContain("position:fixed");
      expect(rendered).toMatch(/style="(background-color|color|background):#374151"/);
    }
  });

  it("a deck can have at most 40 players in its life, archived ones included", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id);
    for (let i = 2; i < 40; i++) await addPlayer(owner.id, { deckId, player: { name: `Cousin ${i}`, colour: "#1d4ed8" } });
    expect(await refusal(addPlayer(owner.id, { deckId, player: { name: "One more", colour: "#1d4ed8" } }))).toEqual({
      status: 409,
      message: "A deck can have at most 40 players, archived ones included.",
    });
  });
});
