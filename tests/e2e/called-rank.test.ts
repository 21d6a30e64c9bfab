import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { SCREEN_SIZES } from "../support/screen-fit";
import { expectAllInSight, openTrial, turnYourCard } from "../support/trial-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
// Deal 31 with quick bots: you turn the first card, and the bots wait for your next turn.
const game = (bots: number) => `/play/irish?bots=${bots}&pace=quick&deal=31`;
const SAID: Record<string, string> = { Ace: "A", Two: "2", Three: "3", Four: "4", Five: "5", Six: "6", Seven: "7", Eight: "8", Nine: "9", Ten: "10", Jack: "J", Queen: "Q", King: "K" };

/** The called rank's sign beside the centre pile, measured: its box, its big rank's, and the centre pile's. */
async function measureSign(page: Page) {
  return page.getByRole("region", { name: "Centre pile" }).evaluate((centre) => {
    const sign = centre.querySelector('[role="status"]')!.parentElement!;
    const box = (el: Element | Range) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
    };
    const textOf = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range;
    };
    const texts = [...sign.children].filter((el) => el.getAttribute("aria-hidden") === "true");
    const big = texts.reduce((a, b) => (parseFloat(getComputedStyle(b).fontSize) > parseFloat(getComputedStyle(a).fontSize) ? b : a));
    const smallest = Math.min(...texts.map((el) => parseFloat(getComputedStyle(el).fontSize)));
    return {
      tile: box(centre),
      sign: box(sign),
      // The centre pile beside it: its card, or the empty place a collected pile leaves.
      card: box(centre.querySelector('[role="img"]') ?? sign.nextElementSibling!),
      // The rank's letters themselves (a range of its text), not the line they are on.
      big: { text: big.textContent, fontSize: parseFloat(getComputedStyle(big).fontSize), ...box(textOf(big)) },
      smallestFontSize: smallest,
      live: centre.querySelector('[role="status"]')!.getAttribute("aria-live"),
    };
  });
}

/** What the sign tells a screen reader ("Seven called. Next: Eight."). */
async function announced(page: Page): Promise<string> {
  return (await page.getByRole("region", { name: "Centre pile" }).getByRole("status").textContent()) ?? "";
}

describe("Irish Snap's called rank, the thing everyone watches", () => {
  it("on a 390 × 844 phone it is big, beside the centre pile, readable, and told to screen readers as it changes", async () => {
    const { width, height, bots } = SCREEN_SIZES.phone;
    const page = await browser.visitor(baseUrl, { width, height });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openTrial(page, game(bots), "Irish Snap");
    expect(await announced(page)).toBe("The count starts at Ace.");
    expect((await measureSign(page)).big.text).toBe("A");
    await screenshot(page, "called-rank-phone-start");

    await turnYourCard(page);
    // Every seat has turned once and it is your turn again: the table waits for you.
    await page.getByRole("button", { name: /^Turn your card/ }).waitFor({ timeout: 20_000 });
    const said = /^(\w+) called\. Next: (\w+)\.$/.exec(await announced(page));
    expect(said).not.toBeNull();
    const measured = await measureSign(page);
    expect(measured.live).toBe("polite");
    // The big rank is the rank called, in letters at least 40 px high, the card's own height beside it.
    expect(measured.big.text).toBe(SAID[said![1]!]);
    expect(measured.big.fontSize).toBeGreaterThanOrEqual(40);
    expect(measured.smallestFontSize).toBeGreaterThanOrEqual(13);
    expect(Math.abs(measured.sign.height - measured.card.height)).toBeLessThanOrEqual(2);
    expect(measured.sign.width).toBeGreaterThanOrEqual(0.7 * measured.card.width);
    // Beside the centre pile: on its left, in the same row, close to it.
    expect(measured.sign.right).toBeLessThanOrEqual(measured.card.left);
    expect(measured.card.left - measured.sign.right).toBeLessThanOrEqual(24);
    expect(Math.abs(measured.sign.top - measured.card.top)).toBeLessThanOrEqual(2);
    expect(measured.big.left).toBeGreaterThanOrEqual(measured.sign.left);
    expect(measured.big.right).toBeLessThanOrEqual(measured.sign.right);
    await expectAllInSight(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "called-rank-phone");

    // The next card: what a screen reader hears moves on to the rank that was next (or, once a slap
    // has collected the pile, back to Ace), and the sign shows what it says.
    const before = await announced(page);
    await turnYourCard(page);
    await page.waitForFunction((text) => document.querySelector('section[aria-label="Centre pile"] [role="status"]')?.textContent !== text, before);
    const now = await announced(page);
    expect(now).toMatch(new RegExp(`^(${said![2]} called\\.|The count starts at Ace\\.)`));
    expect((await measureSign(page)).big.text).toBe(now.startsWith("The count") ? "A" : SAID[said![2]!]);
    await page.context().close();
  }, 60_000);

  it("on a narrow, tall phone (360 × 900) with two seats, the sign gives way to the large centre card and both stay inside the table", async () => {
    const page = await browser.visitor(baseUrl, { width: 360, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openTrial(page, game(1), "Irish Snap");
    await turnYourCard(page);
    await page.getByRole("button", { name: /^Turn your card/ }).waitFor({ timeout: 20_000 });
    const { tile, sign, card, big } = await measureSign(page);
    expect(sign.left).toBeGreaterThanOrEqual(tile.left);
    expect(sign.right).toBeLessThanOrEqual(card.left);
    expect(card.right).toBeLessThanOrEqual(tile.right);
    expect(big.fontSize).toBeGreaterThanOrEqual(40);
    expect(big.left).toBeGreaterThanOrEqual(sign.left);
    expect(big.right).toBeLessThanOrEqual(sign.right);
    await expectAllInSight(page);
    await screenshot(page, "called-rank-narrow-phone");
    await page.context().close();
  }, 60_000);

  for (const [name, size] of [
    ["tablet", { width: SCREEN_SIZES.tablet.width, height: SCREEN_SIZES.tablet.height, bots: SCREEN_SIZES.tablet.bots }],
    ["laptop", { width: 1366, height: 768, bots: 3 }],
  ] as const) {
    it(`on a ${name} (${size.width} × ${size.height}) it is as big as the centre card, beside it, and the table still fits`, async () => {
      const page = await browser.visitor(baseUrl, { width: size.width, height: size.height });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openTrial(page, game(size.bots), "Irish Snap");
      await turnYourCard(page);
      await page.getByRole("button", { name: /^Turn your card/ }).waitFor({ timeout: 20_000 });
      const measured = await measureSign(page);
      expect(measured.big.fontSize).toBeGreaterThanOrEqual(40);
      expect(Math.abs(measured.sign.height - measured.card.height)).toBeLessThanOrEqual(2);
      expect(measured.sign.right).toBeLessThanOrEqual(measured.card.left);
      await expectAllInSight(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, `called-rank-${name}`);
      await page.context().close();
    }, 60_000);
  }
});
