// A word written by hand goes with the deck: written with a pen on a card's page, it is in the
// export's deck.json as its event's hand, and the deck imported from that .zip shows the card in
// the same hand.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { decodeDrawing } from "@/lib/handwriting/stored-form";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { cursiveLine, writeStroke } from "../support/pen";
import { unzip } from "../support/zip";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const downloads = mkdtempSync(path.join(tmpdir(), "snap-export-hand-"));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

let page: Page;
beforeAll(async () => {
  page = await browser.visitor(baseUrl);
});
failOnPageErrors(() => page);

describe("a word written by hand in a deck's export", () => {
  it("is written with a pen on a card's page, travels in the .zip as its event's hand, and the imported deck shows the card in that hand", async () => {
    const bea = await signedUpAs(page, "Bea");
    const deckUrl = await deckWeAlreadyHave(bea, "Drawer deck");
    await page.goto(deckUrl);
    await showAllCards(page);
    await page.getByRole("link", { name: "Queen of Hearts, no word yet" }).click();
    await page.getByRole("heading", { name: "Write on this card" }).waitFor();

    // Bea types the word, then writes it by hand with a pen: one looping line across the word's band.
    await page.getByLabel("The word", { exact: true }).fill("Kite");
    await page.getByRole("button", { name: "Write it by hand" }).click();
    const pad = page.getByLabel("Write “Kite” by hand");
    await writeStroke(page, pad, cursiveLine(0.15, 0.85), "pen");
    await page.getByText("1 stroke").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Write the word" }).click();
    await page.getByText("“Kite” is now written on the Queen of Hearts.").waitFor();
    await page.goto(deckUrl);
    await showAllCards(page);
    const written = page.getByRole("link", { name: "Queen of Hearts, with the word “Kite”" });
    expect(await written.locator("[data-handwriting] path").count()).toBeGreaterThan(0);

    // The export's document carries the hand with the event that wrote "Kite", and nothing else's.
    await page.goto(`${deckUrl}/history/export`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the deck (.zip with its pictures)" }).click()]);
    const file = path.join(downloads, "drawer-deck.zip");
    await download.saveAs(file);
    const doc = JSON.parse((await unzip(readFileSync(file))).get("deck.json")!.toString("utf8")) as { version: number; events: { word: string | null; hand?: string }[] };
    expect(doc.version).toBe(3);
    const withHands = doc.events.filter((event) => event.hand !== undefined);
    expect(withHands.map((event) => event.word)).toEqual(["Kite"]);
    const drawing = decodeDrawing(withHands[0]!.hand);
    expect(drawing.ok && drawing.drawing.strokes.length).toBe(1);

    // Brought back as a new deck: the Queen of Hearts there is in Bea's hand too.
    await page.getByRole("link", { name: "Import a deck from a file" }).click();
    await page.getByLabel("Export file").setInputFiles(file);
    await page.getByRole("button", { name: "Import the deck" }).click();
    const opened = page.getByRole("link", { name: "Open the imported deck" });
    const copyPath = (await opened.getAttribute("href"))!;
    expect(copyPath).not.toBe(new URL(deckUrl).pathname);
    await opened.click();
    await page.waitForURL((url) => url.pathname === copyPath);
    await showAllCards(page);
    const imported = page.getByRole("link", { name: "Queen of Hearts, with the word “Kite”" });
    expect(await imported.locator("[data-handwriting] path").count()).toBeGreaterThan(0);
    await screenshot(page, "imported-deck-written-by-hand");
  });
});
