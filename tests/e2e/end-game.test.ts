import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { dealGame, turnNextCard } from "../support/play-screen";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;
let deckUrl: string;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
  const mumAccount = await signedUpAs(page, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Evening Deck");
}, 120_000);
failOnPageErrors(() => page);

describe("ending a game early", () => {
  it("anyone at the device ends the game from the pause: it ends as it stands, and the games list names and dates it", async () => {
    await dealGame(page, deckUrl, { people: ["Mum", "Dad"], bot: "relaxed", deal: 777 });
    const gameId = page.url().split("/").at(-1)!;
    await turnNextCard(page, ["Mum"]);
    await page.getByRole("button", { name: "Pause" }).click();
    const paused = page.getByRole("dialog", { name: "Paused" });
    await paused.getByRole("button", { name: "End this game" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await paused.getByRole("button", { name: "End this game" }).click();

    const over = page.getByRole("dialog", { name: /wins?!$/ });
    await over.waitFor();
    await expect(over.locator("#over-detail").textContent()).resolves.toBe("The game was ended early. Most cards wins.");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "game-ended-early");

    await over.getByRole("link", { name: "Back to the deck" }).click();
    const line = page.getByRole("region", { name: "Games" }).getByRole("listitem").filter({ has: page.locator(`a[href$="/play/${gameId}"]`) });
    await line.waitFor();
    const text = (await line.innerText()).replace(/\s+/g, " ");
    expect(text).toMatch(/^Game 1 · \w{3} \d{1,2} \w{3}, \d\d:\d\d · (\d+ s · )?Mum, Dad, 1 bot /);
    expect(text).toMatch(/Snap Legacy · Ended early: .+ had most cards/);
    expect(await line.getByRole("link", { name: /^Replay/ }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "games-list-ended-early");
  });
});
