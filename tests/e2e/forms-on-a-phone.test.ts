// The family's forms in a phone's hand (issue 29): nothing wider than the phone, an error shown
// where the person is looking, and the button that goes on (Deal, Start) never lost far below.
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, pageReady, screenshot } from "../support/browser";
import { openTableRules, tableRulesToggle } from "../support/chooser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1366, height: 768 };

/** How much wider than the window the page is (0 or less: nothing to scroll sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The element is wholly inside the window, as it is scrolled now. */
async function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
}

/** The page fits the 390 px phone and the 360 px one; the window is a 390 px phone after. */
async function fitsBothPhones(page: Page) {
  for (const size of [SMALL_PHONE, PHONE]) {
    await page.setViewportSize(size);
    expect(await sideways(page), `${size.width} px wide`).toBeLessThanOrEqual(0);
  }
}

/**
 * Screenshots of the whole page at a 390 px phone, a tablet and a laptop, scrolled to its end (where
 * a bar kept at the bottom of the window settles); the window is a phone again after.
 */
async function lookAtEverySize(page: Page, name: string) {
  for (const [size, viewport] of [["phone", PHONE], ["tablet", TABLET], ["laptop", LAPTOP]] as const) {
    await page.setViewportSize(viewport);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, `${name}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

describe("the new-deck form on a phone", () => {
  it("is never wider than the phone: with a third player's Remove button, or a custom deck's sets", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    await signedUpAs(page, "Ivy");
    await page.goto("/decks/new");
    await page.getByRole("heading", { name: "A new legacy deck" }).waitFor();
    await page.getByRole("button", { name: "Add a player" }).click();
    const remove = page.getByRole("button", { name: "Remove player 3" });
    await remove.waitFor();
    await fitsBothPhones(page);
    await remove.scrollIntoViewIfNeeded();
    expect(await inView(remove)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await lookAtEverySize(page, "new-deck-three-players");

    await page.getByText("A custom Snap deck").click();
    const removeSet = page.getByRole("button", { name: "Remove set 4" });
    await removeSet.waitFor();
    await fitsBothPhones(page);
    await removeSet.scrollIntoViewIfNeeded();
    expect(await inView(removeSet)).toBe(true);
    const box = (await removeSet.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    expect(await accessibilityViolations(page)).toEqual([]);
    await lookAtEverySize(page, "new-deck-custom");
    await page.context().close();
  });
});

describe("a player's turn at the twelve-card setup, on a phone", () => {
  it("a bad word and Save take the person to the first card in error, its message beside it; each word shows on its card as it is typed", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    await signedUpAs(page, "Iris");
    await page.goto("/decks/new");
    await page.getByLabel("Deck name").fill("Phone Deck");
    await page.getByLabel("Player 1 name").fill("Mum");
    await page.getByLabel("Player 2 name").fill("Dad");
    await page.getByRole("button", { name: "Make the deck" }).click();
    await page.getByRole("heading", { name: "The twelve-card setup" }).waitFor();
    await page.getByRole("button", { name: "Mum’s turn" }).click();
    await page.getByRole("heading", { name: "Pass the device to Mum" }).waitFor();

    const fields = page.getByLabel(/^Word for the /);
    const count = await fields.count();
    const cardNames = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).labels![0]!.textContent!.replace(/^Word for the /, "")));
    const cards = cardNames.map((name) => page.getByRole("img", { name: new RegExp(`^${name}, `) }));
    expect(await cards[0]!.getAttribute("aria-label")).toBe(`${cardNames[0]}, no word yet`);

    // The word appears on its card as it is typed, laid out as it will print.
    await fields.nth(0).fill("Rocket!");
    for (let i = 1; i < count; i++) await fields.nth(i).fill(`Word ${"ABCDEFGH"[i]}`);
    await page.getByRole("img", { name: `${cardNames[1]}, with the word “Word B”` }).waitFor();
    expect(await page.getByRole("img", { name: `${cardNames[1]}, with the word “Word B”` }).locator("text").allTextContents()).toContain("Word B");
    expect(await cards[0]!.getAttribute("aria-label")).toBe(`${cardNames[0]}, no word yet`);

    // Save, far below the first card: the first card in error takes the focus, in sight with its message.
    await page.getByRole("button", { name: "Save Mum’s words" }).click();
    const first = fields.nth(0);
    await page.waitForFunction((id) => document.activeElement?.id === id, await first.getAttribute("id"));
    expect(await first.getAttribute("aria-invalid")).toBe("true");
    const message = page.locator(`[id="${await first.getAttribute("aria-describedby")}"]`);
    expect(await message.textContent()).toBe(`"!" can't be written on a card: use letters, digits, spaces, hyphens and apostrophes.`);
    expect(await inView(first)).toBe(true);
    expect(await inView(message)).toBe(true);
    await screenshot(page, "setup-turn-error-phone-window", { fullPage: false });

    // A card left blank is the one in error next time.
    await first.fill("Rocket");
    await page.getByRole("img", { name: `${cardNames[0]}, with the word “Rocket”` }).waitFor();
    await fields.nth(2).fill("");
    await page.getByRole("button", { name: "Save Mum’s words" }).click();
    await page.waitForFunction((id) => document.activeElement?.id === id, await fields.nth(2).getAttribute("id"));
    expect(await inView(fields.nth(2))).toBe(true);
    expect(await page.getByText("Write a word first.").isVisible()).toBe(true);
    await fields.nth(2).fill("Teapot");

    await page.getByRole("img", { name: `${cardNames[2]}, with the word “Teapot”` }).waitFor();
    await fitsBothPhones(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await lookAtEverySize(page, "setup-turn-words");
    await page.getByRole("button", { name: "Save Mum’s words" }).click();
    await page.getByRole("button", { name: "Mum’s turn" }).waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Dad’s turn" }).waitFor();
    await page.context().close();
  });
});

describe("the table companion on a phone", () => {
  it("“Choose from the deck” brings the deck's cards into view and the focus to them; a card picked takes the focus back to its field", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    const nell = await signedUpAs(page, "Nell");
    const deckUrl = await deckWeAlreadyHave(nell, "Pocket Deck");
    await page.goto(`${deckUrl}/table`);
    await page.getByRole("button", { name: "Start the session" }).click();
    await page.getByRole("heading", { name: "At the table" }).waitFor();
    await fitsBothPhones(page);

    await page.getByRole("button", { name: "Choose from the deck" }).first().click();
    const grid = page.getByRole("region", { name: "Choose the card already on the table" });
    await grid.waitFor();
    const heading = grid.getByRole("heading", { name: "Choose the card already on the table" });
    await page.waitForFunction(() => document.activeElement?.id === "card-grid-heading");
    expect(await inView(heading)).toBe(true);
    expect(await inView(grid.getByRole("button").first())).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-grid-open-phone-window", { fullPage: false });

    await grid.getByRole("button", { name: /^7H\W+7 of Hearts$/ }).click();
    const field = page.getByLabel("Card already on the table");
    await page.waitForFunction(() => document.activeElement?.id === "card-onTable");
    expect(await field.inputValue()).toBe("7H");
    expect(await inView(field)).toBe(true);
    await fitsBothPhones(page);
    await lookAtEverySize(page, "table-picked");
    await page.context().close();
  });
});

/** The focused control is in sight, and not under the Start bar (unless it is in it). */
async function focusInSight(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const bar = document.querySelector("[data-start-bar]")!.getBoundingClientRect();
    const name = `${focused.tagName} ${focused.id || focused.getAttribute("name") || focused.textContent?.trim().slice(0, 30)}`;
    if (box.top < 0 || box.bottom > window.innerHeight) return `${name} is out of the window`;
    if (!document.querySelector("[data-start-bar]")!.contains(focused) && box.bottom > bar.top) return `${name} is under the Start bar`;
    return null;
  });
}

/** Tabs through the whole form; every control focused is in sight above the bar. */
async function tabThroughTheForm(page: Page, last: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("main").getByRole("heading").first().click();
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInSight(page)).toBeNull();
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === last) return;
  }
  throw new Error(`Tabbing never reached “${last}”.`);
}

describe("the game choosers on a phone", () => {
  it("Classic Snap's Deal button is in sight without scrolling; its table rules fold into a summary, and a focused field is never under the button", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    const opal = await signedUpAs(page, "Opal");
    const deckUrl = await deckWeAlreadyHave(opal, "Chooser Deck");
    await page.goto(`${deckUrl}/play/new`);
    await pageReady(page);
    await page.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    const deal = page.getByRole("button", { name: "Deal the cards" });
    expect(await inView(deal)).toBe(true);
    const summary = page.getByText(/^Snap pools · /);
    expect(await summary.textContent()).toBe("Snap pools · until one player is left · calls faster than 100 ms are false starts · a new deal");
    await fitsBothPhones(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "chooser-classic-phone-window", { fullPage: false });

    await openTableRules(page);
    await page.getByRole("radio", { name: "Animals", exact: true }).check();
    await page.getByLabel("Deal number (optional)").fill("77");
    await page.getByText(/^Animals · until the deck runs out · .* · deal number 77$/).waitFor();
    expect(await inView(deal)).toBe(true);
    await tabThroughTheForm(page, "Deal the cards");
    await fitsBothPhones(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await lookAtEverySize(page, "chooser-classic-rules");

    // A table rule in error, folded away, is opened and focused.
    await page.getByLabel("Deal number (optional)").fill("12345678901");
    await tableRulesToggle(page).click();
    expect(await page.getByLabel("Deal number (optional)").isVisible()).toBe(false);
    await deal.click();
    await page.waitForFunction(() => document.activeElement?.id === "field-deal-number");
    expect(await inView(page.getByLabel("Deal number (optional)"))).toBe(true);
    expect(await page.getByText(/^A deal number is a whole number/).isVisible()).toBe(true);
    await page.getByLabel("Deal number (optional)").fill("77");
    await deal.click();
    await page.waitForURL(new RegExp(`^${deckUrl}/play/(?!new)[^/]+$`));
    await page.getByRole("heading", { name: "Classic Snap", exact: true }).waitFor();
    await page.context().close();
  });

  it("the Play now chooser keeps Start in sight for Classic Snap, with its rules folded", async () => {
    const page = await browser.visitor(baseUrl, PHONE);
    await page.goto("/play");
    await pageReady(page);
    await page.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    const start = page.getByRole("button", { name: "Start", exact: true });
    expect(await inView(start)).toBe(true);
    expect(await page.getByText(/^Snap pools · /).textContent()).toBe("Snap pools · until one player is left · a new deal");
    await screenshot(page, "chooser-play-now-classic-phone-window", { fullPage: false });
    await openTableRules(page);
    await page.getByLabel("Only the owners of the matching piles may snap").check();
    expect(await inView(start)).toBe(true);
    await tabThroughTheForm(page, "Start");
    await fitsBothPhones(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await lookAtEverySize(page, "chooser-play-now-classic");
    await start.click();
    await page.waitForURL(`${baseUrl}/play/classic?owners=1`);
    await page.context().close();
  });
});
