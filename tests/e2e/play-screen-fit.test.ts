import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { expectAllInSight, openTrial, turned } from "../support/trial-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

const SIZES = [
  { name: "phone", width: 390, height: 844, bots: 3 },
  { name: "tablet", width: 820, height: 1180, bots: 5 },
  { name: "landscape", width: 1180, height: 820, bots: 5 },
] as const;

const GAMES = [
  { game: "irish", heading: "Irish Snap", query: "" },
  { game: "classic", heading: "Classic Snap", query: "&variant=pools" },
  { game: "table", heading: "Table Snap", query: "" },
  { game: "classic", heading: "Classic Snap", query: "&variant=centre", name: "classic-centre" },
] as const;

describe("every top card in sight at once, without scrolling", () => {
  for (const size of SIZES) {
    for (const { game, heading, query, ...rest } of GAMES) {
      const label = "name" in rest ? rest.name : game;
      it(`${heading} (${label}) on a ${size.name} (${size.width}×${size.height}) with ${size.bots + 1} seats`, async () => {
        const page = await browser.visitor(baseUrl, { width: size.width, height: size.height });
        // Reduced motion: the cards are still (and the screenshots crisp), as some people ask for.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await openTrial(page, `/play/${game}?bots=${size.bots}&pace=quick&deal=2024${query}`, heading);
        await page.getByRole("checkbox", { name: "Auto-flip" }).check();
        // Once every seat has turned a card, each has a top card to keep in sight.
        const seats = size.bots + 1;
        await page.waitForFunction((min) => Number(/(\d+) cards turned/.exec(document.body.innerText)?.[1] ?? 0) > min, seats, { timeout: 30_000 });
        await page.getByRole("button", { name: "Pause" }).click();
        await page.getByRole("dialog", { name: "Paused" }).getByRole("button", { name: "Resume" }).click();
        expect(await turned(page)).toBeGreaterThan(seats);
        await expectAllInSight(page);
        await screenshot(page, `game-${label}-${size.name}`);
        if (size.name === "phone") expect(await accessibilityViolations(page)).toEqual([]);
        await page.context().close();
      }, 60_000);
    }
  }
});
