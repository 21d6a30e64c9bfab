import type { Page, Route } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, playAtTestSpeed, screenshot } from "../support/browser";
import { openTableRules } from "../support/chooser";
import { expectAllInSight } from "../support/trial-screen";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";
import { cardsTurned, untilCardsTurned } from "../support/play-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const SHORT_GAME = "12";

/** Sets a short game of a few cards and a fixed deal in a chooser's table rules. */
async function shortGame(page: Page, deal: number) {
  await openTableRules(page);
  await page.getByLabel("How long").selectOption("short");
  await page.getByLabel("Cards turned").fill(SHORT_GAME);
  await page.getByLabel("Deal number (optional)").fill(String(deal));
}

/** Lets the game play itself (bots, and auto-flip for the people) until its end screen. */
async function playToTheEnd(page: Page, endHeading: RegExp) {
  await page.getByRole("checkbox", { name: "Auto-flip" }).check();
  const end = page.getByRole("dialog", { name: endHeading });
  await end.waitFor({ timeout: 60_000 });
  return end;
}

describe("every game, from the chooser to the end screen", () => {
  const trials = [
    { game: "Irish Snap", end: /^Game complete$/, deal: 31 },
    { game: "Classic Snap", end: /wins?!$|^Game over$/, deal: 32 },
    { game: "Table Snap", end: /wins?!$|^Game over$/, deal: 33 },
  ];
  for (const { game, end, deal } of trials) {
    it(`${game}: "Play now" on the home page, a short game against three quick bots, played to its end screen`, async () => {
      const page = await browser.visitor(baseUrl, { width: 1024, height: 800 });
      await playAtTestSpeed(page, baseUrl);
      await page.goto("/");
      await page.getByRole("link", { name: "Play now" }).first().click();
      await page.getByRole("heading", { name: "Play now" }).waitFor();
      await page.getByRole("radio", { name: game, exact: true }).check();
      await page.getByLabel("How many bots").selectOption("3");
      await page.getByLabel("Their pace").selectOption("quick");
      await shortGame(page, deal);
      await page.getByRole("button", { name: "Start" }).click();
      await page.getByRole("heading", { name: game, exact: true }).waitFor();
      expect(page.url()).toContain(`deal=${deal}`);
      const screen = await playToTheEnd(page, end);
      expect(await cardsTurned(page)).toBe(Number(SHORT_GAME));
      await expect(screen.getByRole("table").getByRole("row").count()).resolves.toBe(5);
      await screenshot(page, `end-${game.toLowerCase().replace(" ", "-")}`);
      await page.context().close();
    }, 90_000);
  }

  describe("Snap Legacy, from the deck's chooser", () => {
    let page: Page;
    let deckUrl: string;

    beforeAll(async () => {
      page = await browser.visitor(baseUrl, { width: 390, height: 844 });
      await playAtTestSpeed(page, baseUrl);
      const mumAccount = await signedUpAs(page, "Mum");
      deckUrl = await deckWeAlreadyHave(mumAccount, "Long Winter");
    }, 120_000);

    /** Mum and Dad at the screen with quick bots, a short game of a fixed deal. */
    async function deal(bots: number) {
      await page.goto(`${deckUrl}/play/new`);
      await page.getByRole("heading", { name: "Play on screen" }).waitFor();
      await page.getByRole("checkbox", { name: "Dad", exact: true }).check();
      await page.getByLabel("Bot 1 pace").selectOption("quick");
      for (let n = 2; n <= bots; n++) {
        await page.getByRole("button", { name: "Add a bot" }).click();
        await page.getByLabel(`Bot ${n} pace`).selectOption("quick");
      }
      await shortGame(page, 4242);
      await page.getByRole("button", { name: "Deal the cards" }).click();
      await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
    }

    it("every top card and every person's controls in sight at once: four seats on a phone, six on a tablet", async () => {
      const sizes = [
        { name: "phone", viewport: { width: 390, height: 844 }, bots: 2 },
        { name: "tablet", viewport: { width: 820, height: 1180 }, bots: 4 },
      ];
      for (const { name, viewport, bots } of sizes) {
        await page.setViewportSize(viewport);
        await deal(bots);
        await page.getByRole("checkbox", { name: "Auto-flip" }).check();
        // Once every seat has turned a card, each has a top card to keep in sight.
        await untilCardsTurned(page, bots + 2);
        await page.getByRole("button", { name: "Pause" }).click();
        await page.getByRole("dialog", { name: "Paused" }).getByRole("button", { name: "Resume" }).click();
        await expectAllInSight(page);
        await screenshot(page, `game-legacy-${name}`);
      }
    }, 90_000);

    it("a short game is played to its end screen, and the deck's list names its winner", async () => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await deal(2);
      const gameId = page.url().split("/").at(-1)!;
      // A slow connection: each batch of the game's moves takes most of a second to reach the
      // server, so the last one is still on its way when the end screen shows. Leaving waits for it.
      const slowSaves = (route: Route) =>
        route.request().method() === "POST" && route.request().headers()["next-action"]
          ? new Promise((resolve) => setTimeout(resolve, 700)).then(() => route.continue())
          : route.continue();
      await page.route(`**/play/${gameId}`, slowSaves);
      await playToTheEnd(page, /wins?!$|^Game over$/);
      expect(await cardsTurned(page)).toBe(Number(SHORT_GAME));
      await page.getByRole("link", { name: "Back to the deck" }).click();
      const line = page.getByRole("listitem").filter({ has: page.locator(`a[href$="/play/${gameId}"]`) });
      await expect(line.textContent()).resolves.toMatch(/Snap Legacy.*(Won by|won by)/s);
      // Saves still held back are let through before the page goes (a route continued after its page closed throws).
      await page.unrouteAll({ behavior: "wait" });
    }, 90_000);
  });
});
