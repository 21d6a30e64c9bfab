import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { playThisDeck } from "../support/journeys";
import { unzip } from "../support/zip";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const downloads = mkdtempSync(path.join(tmpdir(), "snap-history-"));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/** Records a snap won at the table: who won, the two cards by their printed codes, the words written. */
async function recordTableSnap(page: Page, winner: string, cards: [string, string], words: [string, string], names: [string, string]) {
  await page.getByRole("radio", { name: winner }).check();
  await page.getByLabel("Card already on the table").fill(cards[0]);
  await page.getByLabel("Card just played").fill(cards[1]);
  await page.getByLabel(`Word written on the ${names[0]}`).fill(words[0]);
  await page.getByLabel(`Word written on the ${names[1]}`).fill(words[1]);
  await page.getByRole("button", { name: "Record the snap" }).click();
  await page.getByText(new RegExp(`recorded for ${winner}\\.`)).waitFor();
}

/** The page has no WCAG AA violations, and a screenshot of it is kept (wide, then phone-sized). */
async function looked(page: Page, name: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1024, height: 800 });
}

describe("browsing the deck's history", () => {
  it("filters the timeline by a player, opens a game from it, moves the time slider, and exports and imports the deck", async () => {
    const page = await browser.visitor(baseUrl);
    const nora = await signedUpAs(page, "Nora");
    const deckUrl = await deckWeAlreadyHave(nora, "The Story Deck");

    // Two snaps won with the real cards, by Mum and then by Dad.
    await page.goto(deckUrl);
    await playThisDeck(page, "Play at the real table");
    await page.getByRole("button", { name: "Start the session" }).click();
    await page.getByRole("heading", { name: "At the table" }).waitFor();
    await recordTableSnap(page, "Mum", ["7H", "7C"], ["Rocket", "Teapot"], ["7 of Hearts", "7 of Clubs"]);
    await recordTableSnap(page, "Dad", ["8H", "8C"], ["Café", "Kettle"], ["8 of Hearts", "8 of Clubs"]);

    // The timeline, filtered by Dad: his words only, and the filter is in the address.
    await page.goto(deckUrl);
    await page.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "History" }).click();
    await page.getByRole("heading", { name: "The story of The Story Deck" }).waitFor();
    await page.getByText("Mum wrote after winning a snap “Rocket”").waitFor();
    await page.getByLabel("Player").selectOption({ label: "Dad" });
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/[?&]player=/);
    await page.getByText("Dad wrote after winning a snap “Café”").waitFor();
    expect(await page.getByText("“Rocket”").count()).toBe(0);
    await looked(page, "history-timeline");

    // A search ignores accents and case, and keeps the player's filter.
    await page.getByLabel("Search for a word").fill("CAFE");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/[?&]q=CAFE/);
    await page.getByText("Dad wrote after winning a snap “Café”").waitFor();
    expect(await page.getByText("“Kettle”").count()).toBe(0);

    // The game the words were written in, opened from the timeline.
    await page.getByRole("link", { name: "Carry on" }).first().click();
    await page.getByRole("heading", { name: "At the table" }).waitFor();
    await page.goBack();

    // The deck as it was: the slider back to the start, then forward to now.
    await page.getByRole("navigation", { name: "History" }).getByRole("link", { name: "As it was" }).click();
    await page.getByRole("heading", { name: "The deck as it was" }).waitFor();
    await page.getByText("Nothing: the deck then is the deck now.").waitFor();
    const slider = page.getByLabel("History position");
    await slider.focus();
    await page.keyboard.press("Home");
    await page.waitForURL(/[?&]at=0\b/);
    await page.getByText("Before the first event, as the deck was made.").waitFor();
    const changes = page.getByRole("region", { name: "What changed between then and now" });
    await changes.getByText("4 cards have changed since.").waitFor();
    await changes.getByText("“Café”").waitFor();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/[?&]at=2\b/);
    await page.getByText(/^After event #2, /).waitFor();
    await changes.getByText("2 cards have changed since.").waitFor();
    await looked(page, "history-as-it-was");

    // The charts, each with a table for screen readers.
    await page.getByRole("navigation", { name: "History" }).getByRole("link", { name: "Charts" }).click();
    await page.getByRole("heading", { name: "Words on the deck and blank cards left" }).waitFor();
    await page.getByText("Show as a table").first().click();
    await page.getByRole("table", { name: /Cards with a word and blank cards left/ }).waitFor();
    await looked(page, "history-charts");

    // A player's page.
    await page.getByRole("navigation", { name: "History" }).getByRole("link", { name: "Players" }).click();
    await page.getByRole("link", { name: "Dad" }).click();
    await page.getByRole("heading", { name: "Dad" }).waitFor();
    await page.getByText("“Café”").first().waitFor();
    await looked(page, "history-player");

    // Export the whole deck, then bring it back as a new deck.
    await page.getByRole("navigation", { name: "History" }).getByRole("link", { name: "Export" }).click();
    await looked(page, "history-export");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the deck (.zip with its pictures)" }).click()]);
    const file = path.join(downloads, "story-deck.zip");
    await download.saveAs(file);
    const exported = JSON.parse((await unzip(readFileSync(file))).get("deck.json")!.toString("utf8")) as { format: string; version: number; events: { word: string | null }[] };
    expect(exported.format).toBe("snap-legacy-deck");
    expect(exported.events.map((e) => e.word)).toEqual(["Rocket", "Teapot", "Café", "Kettle"]);

    await page.getByRole("link", { name: "Import a deck from a file" }).click();
    await page.getByRole("heading", { name: "Import a deck from a file" }).waitFor();
    await page.getByLabel("Export file").setInputFiles(file);
    await page.getByRole("button", { name: "Import the deck" }).click();
    // Nora already has The Story Deck: the new one says when it was imported.
    await page.getByText(/^“The Story Deck \(imported \d{1,2} \w{3} \d{4}\)” was imported as a new deck: you already have a deck called “The Story Deck”/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Open the imported deck" }).click();
    await page.waitForURL((url) => url.pathname !== new URL(deckUrl).pathname && /^\/decks\/[^/]+$/.test(url.pathname));
    await page.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "History" }).click();
    await page.getByText("Dad wrote after winning a snap “Café”").waitFor();
    await page.getByText("Mum wrote after winning a snap “Rocket”").waitFor();
    await page.getByText("4 events so far.").waitFor();
  });
  it("is for the deck's members only: someone else gets “not found” for every page and download of it", async () => {
    const owner = await browser.visitor(baseUrl);
    const vera = await signedUpAs(owner, "Vera");
    const deckPath = new URL(await deckWeAlreadyHave(vera, "Vera's Deck")).pathname;

    const stranger = await browser.visitor(baseUrl);
    await signedUpAs(stranger, "Stranger");
    const history = `${deckPath}/history`;
    for (const address of [history, `${history}?q=cafe`, `${history}/as-it-was?at=0`, `${history}/players`, `${history}/charts`, `${history}/games`, `${history}/export`]) {
      const response = await stranger.goto(address);
      expect([address, response?.status()]).toEqual([address, 404]);
    }
    for (const download of ["export/zip", "export/csv", "booklet"]) {
      const response = await stranger.request.get(`${history}/${download}`);
      expect([download, response.status(), (await response.text()).includes("Vera")]).toEqual([download, 404, false]);
    }
    // The owner, of course, sees it.
    expect((await owner.goto(history))?.status()).toBe(200);
  });
});
