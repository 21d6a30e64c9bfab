import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, playAtTestSpeed, screenshot } from "./browser";
import { expectAllInSight, openTrial } from "./trial-screen";
import { cardsTurned, untilCardsTurned } from "./play-screen";

/** The screens a game must fit, each with as many seats as that screen is meant to hold. */
export const SCREEN_SIZES = {
  phone: { width: 390, height: 844, bots: 3 },
  tablet: { width: 820, height: 1180, bots: 5 },
  landscape: { width: 1180, height: 820, bots: 5 },
} as const;

const GAMES = [
  { game: "irish", heading: "Irish Snap", query: "" },
  { game: "classic", heading: "Classic Snap", query: "&variant=pools" },
  { game: "table", heading: "Table Snap", query: "" },
  { game: "classic", heading: "Classic Snap", query: "&variant=centre", name: "classic-centre" },
] as const;

/**
 * Every game on one screen size (a test file per size, so the sizes run side by side): every top
 * card in sight at once, without scrolling.
 */
export function everyTopCardInSightOn(sizeName: keyof typeof SCREEN_SIZES) {
  const baseUrl = inject("baseUrl");
  const browser = browserForThisFile();
  const size = { name: sizeName, ...SCREEN_SIZES[sizeName] };
  describe("every top card in sight at once, without scrolling", () => {
    for (const { game, heading, query, ...rest } of GAMES) {
      const label = "name" in rest ? rest.name : game;
      it(`${heading} (${label}) on a ${size.name} (${size.width}×${size.height}) with ${size.bots + 1} seats`, async () => {
        const page = await browser.visitor(baseUrl, { width: size.width, height: size.height });
        await playAtTestSpeed(page, baseUrl);
        // Reduced motion: the cards are still (and the screenshots crisp), as some people ask for.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await openTrial(page, `/play/${game}?bots=${size.bots}&pace=quick&deal=2024${query}`, heading);
        await page.getByRole("checkbox", { name: "Auto-flip" }).check();
        // Once every seat has turned a card, each has a top card to keep in sight.
        const seats = size.bots + 1;
        await untilCardsTurned(page, seats + 1);
        await page.getByRole("button", { name: "Pause" }).click();
        await page.getByRole("dialog", { name: "Paused" }).getByRole("button", { name: "Resume" }).click();
        expect(await cardsTurned(page)).toBeGreaterThan(seats);
        await expectAllInSight(page);
        await screenshot(page, `game-${label}-${size.name}`);
        if (size.name === "phone") expect(await accessibilityViolations(page)).toEqual([]);
        await page.context().close();
      }, 60_000);
    }
  });
}
