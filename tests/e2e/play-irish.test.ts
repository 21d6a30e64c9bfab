import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { cardsIn, leaveTheTab, openTrial, pileCount, rankOf } from "../support/trial-screen";
import { cardsTurned } from "../support/play-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
// Deal 31 with three quick bots: you turn the first card.
const GAME = "/play/irish?bots=3&pace=quick&deal=31";
const SAID: Record<string, string> = { Ace: "A", Two: "2", Three: "3", Four: "4", Five: "5", Six: "6", Seven: "7", Eight: "8", Nine: "9", Ten: "10", Jack: "J", Queen: "Q", King: "K" };

let page: Page;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1024, height: 800 });
});
failOnPageErrors(() => page);

/** The rank the table has just called, from the sign beside the centre pile ("Seven called. Next: Eight." → "7"). */
async function calledRank(): Promise<string | null> {
  const text = (await page.getByRole("region", { name: "Centre pile" }).getByRole("status").textContent()) ?? "";
  const m = text.match(/^(\w+) called\./);
  return m ? (SAID[m[1]!] ?? null) : null;
}

describe("Irish Snap, tried without an account", () => {
  it("Enter flips your card onto the centre pile, and the screen meets WCAG 2.1 AA", async () => {
    await openTrial(page, GAME, "Irish Snap");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: /^Turn your card/ }).waitFor();
    const before = await pileCount(page, "Your place", "face down");
    await page.keyboard.press("Enter");
    await page.getByText(/\b1 cards turned/).waitFor();
    expect(await pileCount(page, "Your place", "face down")).toBe(before - 1);
    expect(await cardsIn(page, "Centre pile")).toHaveLength(1);
  });

  it("Space slaps: a slap when the rank called is not the card's is false, and you collect the pile", async () => {
    await openTrial(page, GAME, "Irish Snap");
    for (let tries = 0; tries < 30; tries++) {
      await page.getByRole("button", { name: /^Turn your card/ }).waitFor({ timeout: 20_000 });
      // Focus on your own pile (a game control) must not stop Space from slapping.
      await page.getByRole("button", { name: /^Turn your card/ }).click();
      const [top] = await cardsIn(page, "Centre pile");
      const called = await calledRank();
      if (!top || called === null || (SAID[rankOf(top)] ?? rankOf(top)) === called) continue;
      await page.keyboard.press("Space");
      const panel = page.getByRole("region", { name: "Latest slap" });
      const collected = panel.getByText("Pile collected by You (a false slap).");
      const other = panel.getByText(/Pile collected by (?!You \(a false)/);
      await collected.or(other).first().waitFor();
      if (!(await collected.isVisible())) continue;
      await expect(panel.getByText(/^You Slap! \d+ ms \(false( start)?\)$/).isVisible()).resolves.toBe(true);
      await screenshot(page, "game-irish-false-slap");
      return;
    }
    throw new Error("No false slap of yours in 30 of your turns.");
  }, 120_000);

  it("leaving the tab pauses the game: nobody can flip or slap until you carry on", async () => {
    // The page's clock is the test's: five seconds pass at once while the game is paused, and
    // every bot's timer that was due in them has had its chance to run.
    const away = await browser.visitor(baseUrl, { width: 1024, height: 800 });
    await away.clock.install();
    await openTrial(away, GAME, "Irish Snap");
    await away.getByRole("button", { name: /^Turn your card/ }).click();
    await leaveTheTab(away);
    const paused = away.getByRole("dialog", { name: "Paused" });
    await paused.waitFor();
    const cards = await cardsTurned(away);
    await away.clock.runFor(5_000);
    expect(await cardsTurned(away)).toBe(cards);
    expect(await away.getByRole("button", { name: /^You: Slap!/ }).isDisabled()).toBe(true);
    await paused.getByRole("button", { name: "Resume" }).click();
    await away.waitForFunction((n) => new RegExp(`\\b${n + 1} cards turned`).test(document.body.innerText), cards, { timeout: 10_000 });
    await away.context().close();
  });

  it("played to the end with a turn limit: “Game complete”, and every slap's reaction times recorded", async () => {
    await openTrial(page, `/play/irish?bots=3&pace=quick&deal=77&turns=20`, "Irish Snap");
    await page.getByRole("checkbox", { name: "Auto-flip" }).check();
    const slapPanel = page.getByRole("region", { name: "Latest slap" });
    await slapPanel.getByText(/\d+ ms/).first().waitFor({ timeout: 60_000 });
    const over = page.getByRole("dialog", { name: "Game complete" });
    await over.waitFor({ timeout: 90_000 });
    await screenshot(page, "game-irish-complete");
    expect(await accessibilityViolations(page)).toEqual([]);
  }, 150_000);

  it("“How to play” explains the game in our own words, and pauses it while you read", async () => {
    await openTrial(page, GAME, "Irish Snap");
    await page.getByRole("button", { name: "How to play" }).click();
    const rules = page.getByRole("dialog", { name: "How to play Irish Snap" });
    await rules.waitFor();
    for (const point of ["Count around the table", "Slap a matching rank", "The slowest collects", "A false slap", "Getting out safely"]) {
      expect(await rules.getByText(point, { exact: true }).isVisible()).toBe(true);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "game-irish-how-to-play");
    await rules.getByRole("button", { name: "Close" }).click();
    // Closing it takes you straight back to the game.
    await page.getByRole("button", { name: /^Turn your card/ }).waitFor();
    expect(await page.getByRole("dialog", { name: "Paused" }).count()).toBe(0);
  });
});
