import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { leaveTheTab, openTrial } from "../support/trial-screen";
import { cardsTurned, untilCardsTurned } from "../support/play-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const GAME = "/play/classic?bots=3&pace=quick&deal=5&variant=pools";

/** A game on a phone that plays itself (auto-flip), on the test's clock, once a few cards are down. */
async function gameUnderWay(): Promise<Page> {
  const page = await browser.visitor(baseUrl, { width: 390, height: 844 });
  await page.clock.install();
  await openTrial(page, GAME, "Classic Snap");
  await page.getByRole("checkbox", { name: "Auto-flip" }).check();
  await untilCardsTurned(page, 2, 20_000);
  return page;
}

/** Lets five seconds of the page's time pass at once: a running game turns cards in them, a paused one doesn't. */
async function fiveSecondsPass(page: Page): Promise<void> {
  await page.clock.runFor(5_000);
}

async function cardsTurnedAgainAfter(page: Page, cards: number): Promise<void> {
  await untilCardsTurned(page, cards + 1, 10_000);
}

describe("How to play, during a game", () => {
  it("opening it pauses the game; Close takes you straight back to the game, running again, with no Paused dialog", async () => {
    const page = await gameUnderWay();
    await page.getByRole("button", { name: "How to play" }).click();
    const rules = page.getByRole("dialog", { name: "How to play Classic Snap" });
    await rules.waitFor();
    const cards = await cardsTurned(page);
    await fiveSecondsPass(page);
    expect(await cardsTurned(page)).toBe(cards);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "how-to-play-open-phone");

    await rules.getByRole("button", { name: "Close" }).click();
    await rules.waitFor({ state: "hidden" });
    expect(await page.getByRole("dialog", { name: "Paused" }).count()).toBe(0);
    await cardsTurnedAgainAfter(page, cards);
    expect(await page.getByRole("button", { name: "Pause" }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "how-to-play-closed-phone");
    await page.context().close();
  }, 60_000);

  it("Escape closes it too, back to the running game", async () => {
    const page = await gameUnderWay();
    await page.getByRole("button", { name: "How to play" }).click();
    const rules = page.getByRole("dialog", { name: "How to play Classic Snap" });
    await rules.waitFor();
    const cards = await cardsTurned(page);
    await page.keyboard.press("Escape");
    await rules.waitFor({ state: "hidden" });
    expect(await page.getByRole("dialog", { name: "Paused" }).count()).toBe(0);
    await cardsTurnedAgainAfter(page, cards);
    await page.context().close();
  }, 60_000);

  it("a game paused meanwhile (the tab left while reading) stays paused after Close, until you resume it", async () => {
    const page = await gameUnderWay();
    await page.getByRole("button", { name: "How to play" }).click();
    const rules = page.getByRole("dialog", { name: "How to play Classic Snap" });
    await rules.waitFor();
    await leaveTheTab(page);
    await rules.getByRole("button", { name: "Close" }).click();
    const paused = page.getByRole("dialog", { name: "Paused" });
    await paused.waitFor();
    const cards = await cardsTurned(page);
    await fiveSecondsPass(page);
    expect(await cardsTurned(page)).toBe(cards);
    await paused.getByRole("button", { name: "Resume" }).click();
    await cardsTurnedAgainAfter(page, cards);
    await page.context().close();
  }, 60_000);
});
