import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { anyMatch, cardsIn, openTrial, topsByPlace, turnYourCard } from "../support/trial-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1024, height: 800 });
});
failOnPageErrors(() => page);

describe("Classic Snap, tried without an account", () => {
  it("a false snap sends your face-up pile to the centre as a snap pool, and “Snap pool!” is then a call of its own", async () => {
    await openTrial(page, "/play/classic?bots=3&pace=relaxed&deal=5&variant=pools", "Classic Snap");
    expect(await accessibilityViolations(page)).toEqual([]);
    for (let tries = 0; tries < 20; tries++) {
      await turnYourCard(page);
      if (anyMatch(await topsByPlace(page))) continue;
      await page.keyboard.press("Space");
      await page.getByText("A false snap: that pile goes to the centre as a snap pool.").waitFor();
      break;
    }
    expect(await cardsIn(page, "Snap pools")).not.toHaveLength(0);
    const poolCall = page.getByRole("button", { name: /^You: Snap pool!/ });
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[aria-label="Your calls"] button:nth-child(2)')?.disabled, undefined, { timeout: 20_000 });
    await poolCall.click();
    await page.getByRole("region", { name: "Latest snap" }).getByText(/^You Snap pool! \d+ ms/).waitFor();
    await screenshot(page, "game-classic-snap-pool");
  }, 90_000);

  it("only owners may snap: your Snap button is off while the match on the table is other players'", async () => {
    await openTrial(page, "/play/classic?bots=3&pace=relaxed&deal=9&variant=plain&owners=1", "Classic Snap");
    await page.getByText(/only owners may snap/).waitFor();
    await page.getByRole("checkbox", { name: "Auto-flip" }).check();
    // Watched in the page, frame by frame: a bots' match comes and goes within a second.
    const seen = await page.waitForFunction(
      () => {
        const tops = [...document.querySelectorAll('section[aria-label$="place"]')].map((place) => ({
          mine: place.getAttribute("aria-label") === "Your place",
          rank: place.querySelector('[role="img"]')?.getAttribute("aria-label")?.split(" of ")[0],
        }));
        const mine = tops.find((t) => t.mine)?.rank;
        const others = tops.filter((t) => !t.mine && t.rank).map((t) => t.rank);
        const botsMatch = new Set(others).size < others.length;
        if (!botsMatch || (mine && others.includes(mine))) return null;
        return { disabled: document.querySelector<HTMLButtonElement>('[aria-label="Your calls"] button')?.disabled ?? null };
      },
      undefined,
      { polling: "raf", timeout: 60_000 },
    );
    expect(await seen.jsonValue()).toEqual({ disabled: true });
  }, 90_000);

  it("Animals: your call buttons are the other players' animals", async () => {
    await openTrial(page, "/play/classic?bots=3&variant=animals&animal=Owl", "Classic Snap");
    await expect(page.getByRole("region", { name: "Your place" }).getByText("Owl", { exact: true }).isVisible()).resolves.toBe(true);
    const calls = await page.getByRole("group", { name: "Your calls" }).getByRole("button").allTextContents();
    const animals = await Promise.all(["Robin Bot", "Pip Bot", "Dot Bot"].map((bot) => page.getByRole("region", { name: `${bot}’s place` }).locator("header span.rounded-full.bg-white").textContent()));
    expect(calls.map((c) => c.replace(/^You: /, "").replace(/!.*$/, ""))).toEqual(animals);
    await screenshot(page, "game-classic-animals");
  });

  it("single centre pile: everyone turns onto one pile in the middle, and a match is its two top cards", async () => {
    await openTrial(page, "/play/classic?bots=3&pace=quick&deal=12&variant=centre", "Classic Snap");
    await page.getByText(/single centre pile/).waitFor();
    await turnYourCard(page);
    await page.waitForFunction(() => document.querySelectorAll('section[aria-label="Centre pile"] [role="img"]').length === 2, undefined, { timeout: 10_000 });
    expect(await page.getByRole("region", { name: "Your place" }).getByRole("img").count()).toBe(0);
  });
});
