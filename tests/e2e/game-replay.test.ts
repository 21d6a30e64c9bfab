import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { cardsTurned, dealGame, topCard, turnNextCard } from "../support/play-screen";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PEOPLE = ["Mum", "Dad"];
const TURNS = 4;

let game: Page;
let deckUrl: string;

beforeAll(async () => {
  game = await browser.visitor(baseUrl, { width: 1024, height: 800 });
  const mumAccount = await signedUpAs(game, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Replay Night");
}, 120_000);

/** Opens the replay in another tab of the same person, again until the server has every move. */
async function openReplay(gameId: string): Promise<Page> {
  const replay = await game.context().newPage();
  await expect
    .poll(
      async () => {
        await replay.goto(deckUrl);
        await replay.getByRole("listitem").filter({ has: replay.locator(`a[href$="/play/${gameId}"]`) }).getByRole("link", { name: /Replay/ }).click();
        await replay.getByRole("heading", { name: "Replay: Snap Legacy" }).waitFor();
        return replay.getByText(/^Move \d+ of \d+$/).textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(`Move 0 of ${TURNS}`);
  return replay;
}

describe("a game's replay", () => {
  it("a game on the deck's list can be watched again, a move at a time or played back, from the deal to where it stands", async () => {
    await dealGame(game, deckUrl, { people: PEOPLE, deal: 4242 });
    const gameId = game.url().split("/").at(-1)!;
    for (let turn = 0; turn < TURNS; turn++) await turnNextCard(game, PEOPLE);

    const replay = await openReplay(gameId);
    expect(await cardsTurned(replay)).toBe(0);
    await expect(replay.getByRole("status").textContent()).resolves.toBe("The cards are dealt.");
    expect(await topCard(replay, "Mum")).toBeNull();

    await replay.getByRole("button", { name: "Next move" }).click();
    await replay.getByText(`Move 1 of ${TURNS}`).waitFor();
    expect(await cardsTurned(replay)).toBe(1);
    expect(await topCard(replay, "Mum")).not.toBeNull();

    await replay.getByLabel("Speed").selectOption("4");
    await replay.getByRole("button", { name: "Play" }).click();
    await replay.getByRole("button", { name: "From the start" }).waitFor({ timeout: 15_000 });
    expect(await cardsTurned(replay)).toBe(TURNS);
    // The replay ends where the game stands.
    expect(await topCard(replay, "Mum")).toEqual(await topCard(game, "Mum"));
    expect(await topCard(replay, "Dad")).toEqual(await topCard(game, "Dad"));
    expect(await accessibilityViolations(replay)).toEqual([]);
    await screenshot(replay, "replay");

    await replay.getByRole("slider", { name: "Move" }).fill("2");
    await replay.getByText(`Move 2 of ${TURNS}`).waitFor();
    expect(await cardsTurned(replay)).toBe(2);
  });

  it("only the deck's members may watch a replay: anyone else gets not found", async () => {
    const [gameLink] = await game.goto(deckUrl).then(() => game.locator('a[href*="/replay"]').evaluateAll((links) => links.map((a) => a.getAttribute("href"))));
    expect(gameLink).toMatch(/\/replay$/);
    const stranger = await browser.visitor(baseUrl);
    await signedUpAs(stranger, "Nosy");
    const response = await stranger.goto(gameLink!);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByText("Replay: Snap Legacy").count()).resolves.toBe(0);
  });
});
