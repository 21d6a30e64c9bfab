// A family's word written by hand shows in their hand on the deck page and the card page (as SVG
// paths from the print's own layout), with the typed word still named; an owner switches the deck
// to "always in the font" on its settings page and the typed word shows again.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { prepareDrawing } from "@/lib/handwriting/prepare";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";
import { accessibilityViolations, browserForThisFile, pageReady, screenshot } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;
let deckUrl: string;
let cardUrl: string;

/** The card "7 of Hearts" on the deck page (a link to its story, named by the card and its word). */
const sevenOfHearts = () => page.getByRole("link", { name: /7 of Hearts/ });

/** The deck page, showing its cards with words (as a person picks the filter). */
async function cardsWithWords() {
  await page.goto(deckUrl);
  await pageReady(page);
  await page.getByRole("link", { name: /with words?$/ }).click();
  await page.waitForURL(/\?show=words$/);
  await pageReady(page);
}

beforeAll(async () => {
  // The test's own writes go to the shared app's database.
  vi.stubEnv("DATABASE_URL", inject("databaseUrl"));
  page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
  const { id, email } = await signedUpAs(page, "Olive");
  deckUrl = await deckWeAlreadyHave({ id }, "Hand Deck");
  const deckId = deckUrl.split("/").at(-1)!;
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const card = await db.card.findFirstOrThrow({ where: { deckId, rank: "7", suit: "hearts" }, select: { id: true } });
  const hand = prepareDrawing(syntheticWord(seededRandom(7), { pressure: true }));
  if (!hand.ok) throw new Error(hand.message);
  // Gran wrote "Cabbage" by hand on the real card; it is entered with her strokes.
  await writeWords(user.id, { deckId, requestKey: randomUUID(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Cabbage", playerId: null, drawing: hand.stored }] });
  cardUrl = `${deckUrl}/cards/${card.id}`;
}, 120_000);

afterAll(async () => {
  await page.context().close();
});

describe("a word written by hand, on screen", () => {
  it("shows in the family's hand on the deck page and on the card's page, the card still named by its typed word", async () => {
    await cardsWithWords();
    await expect.poll(() => sevenOfHearts().locator("svg [data-handwriting] path").count()).toBeGreaterThan(0);
    expect(await sevenOfHearts().locator("svg").getAttribute("aria-label")).toContain("Cabbage");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(cardUrl);
    await pageReady(page);
    const card = page.getByRole("img", { name: /7 of Hearts, with the word “Cabbage”/ });
    expect(await card.locator("[data-handwriting] path").count()).toBeGreaterThan(0);
    // Its story shows the word as it was written.
    expect(await page.getByRole("region", { name: "This card’s story" }).locator("svg [data-handwriting] path").count()).toBeGreaterThan(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "handwritten-card-page");
    await card.screenshot({ path: "public/readme/handwritten-card.png", scale: "device" });
  });

  it("shows the typed word again once the deck is set to 'always in the font'", async () => {
    await page.goto(`${deckUrl}/settings`);
    await pageReady(page);
    await page.getByLabel("Always in the font").check();
    await page.getByRole("button", { name: "Save how words show" }).click();
    await page.getByRole("status").filter({ hasText: "Saved: words show in the font." }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await cardsWithWords();
    await expect.poll(() => sevenOfHearts().locator("svg text", { hasText: "Cabbage" }).count()).toBe(1);
    expect(await page.locator("[data-handwriting]").count()).toBe(0);
    await page.goto(cardUrl);
    await pageReady(page);
    expect(await page.locator("[data-handwriting]").count()).toBe(0);
  });
});
