import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { unzip } from "../support/zip";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const downloads = mkdtempSync(path.join(tmpdir(), "snap-export-zip-"));
afterAll(() => rmSync(downloads, { recursive: true, force: true }));

/** A photo-like picture of a cake, as a family might upload one: a PNG. */
async function cakePicture(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="900">
    <rect width="700" height="900" fill="#fde2e4"/><rect x="150" y="420" width="400" height="300" rx="30" fill="#b5651d"/>
    <rect x="150" y="400" width="400" height="80" rx="30" fill="#fff8ec"/><rect x="335" y="280" width="30" height="120" fill="#3a86ff"/>
    <path d="M350 230 Q380 270 350 290 Q320 270 350 230Z" fill="#f6c453"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

/** The Queen of Hearts on a deck's page, and the bytes of the picture it shows. */
async function queenOfHearts(page: Page, deckUrl: string) {
  await page.goto(deckUrl);
  await showAllCards(page);
  const queen = page.getByRole("link", { name: "Queen of Hearts, no word yet" });
  const href = (await queen.locator("image").getAttribute("href"))!;
  const picture = await page.evaluate(async (address) => {
    const response = await fetch(address);
    return { status: response.status, type: response.headers.get("Content-Type"), bytes: Array.from(new Uint8Array(await response.arrayBuffer())) };
  }, href);
  return { href, status: picture.status, type: picture.type, sha256: createHash("sha256").update(Uint8Array.from(picture.bytes)).digest("hex") };
}

describe("taking a deck with its pictures to another place and back", () => {
  it("exports a deck with a picture as one .zip, imports it back, and the new deck's card shows the same picture", async () => {
    const page = await browser.visitor(baseUrl);
    const bea = await signedUpAs(page, "Bea");
    const deckUrl = await deckWeAlreadyHave(bea, "Birthday deck");
    const deckId = deckUrl.split("/").at(-1)!;
    await page.goto(deckUrl);
    await showAllCards(page);
    const cards = await page
      .locator(`a[href*="/decks/${deckId}/cards/"]`)
      .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute("href")!, name: link.querySelector("svg")?.getAttribute("aria-label") ?? "" })));
    const queenId = cards.find((card) => card.name.startsWith("Queen of Hearts"))!.href.split("/").at(-1)!;
    // The picture goes on through the designer's own upload (the designer has its own journey).
    const uploaded = await page.evaluate(
      async ({ deckId, cardIds, base64 }) => {
        const form = new FormData();
        form.set("image", new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/png" }), "cake.png");
        form.set("target", JSON.stringify({ kind: "cards", cardIds }));
        form.set("requestKey", crypto.randomUUID());
        return (await fetch(`/decks/${deckId}/design/pictures`, { method: "POST", body: form })).status;
      },
      { deckId, cardIds: [queenId], base64: await cakePicture() },
    );
    expect(uploaded).toBe(200);
    const original = await queenOfHearts(page, deckUrl);
    expect(original).toMatchObject({ status: 200, type: "image/jpeg" });

    // The export page says what the file holds; the link downloads one .zip.
    await page.goto(`${deckUrl}/history/export`);
    await page.getByText(/One \.zip holding deck\.json .* and a pictures folder/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "export-zip");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download the deck (.zip with its pictures)" }).click()]);
    expect(download.suggestedFilename()).toBe("Birthday deck history.zip");
    const file = path.join(downloads, "birthday-deck.zip");
    await download.saveAs(file);
    const files = await unzip(readFileSync(file));
    const doc = JSON.parse(files.get("deck.json")!.toString("utf8")) as { pictures: { file: string }[] };
    expect([...files.keys()].sort()).toEqual(["deck.json", ...doc.pictures.map((p) => p.file)].sort());

    // Bring it back: Bea already has a "Birthday deck", so the new one says when it was imported.
    await page.getByRole("link", { name: "Import a deck from a file" }).click();
    await page.getByRole("heading", { name: "Import a deck from a file" }).waitFor();
    await page.getByLabel("Export file").setInputFiles(file);
    await page.getByRole("button", { name: "Import the deck" }).click();
    await page.getByText(/^“Birthday deck \(imported \d{1,2} \w{3} \d{4}\)” was imported as a new deck: you already have a deck called “Birthday deck”, so the new one says when it was imported\.$/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "import-zip-renamed");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "import-zip-renamed-phone");
    await page.setViewportSize({ width: 1024, height: 800 });

    const opened = page.getByRole("link", { name: "Open the imported deck" });
    const copyPath = (await opened.getAttribute("href"))!;
    expect(copyPath).not.toBe(new URL(deckUrl).pathname);
    await opened.click();
    await page.waitForURL((url) => url.pathname === copyPath);
    const copy = await queenOfHearts(page, page.url());
    expect(copy.href).not.toBe(original.href);
    expect(copy).toMatchObject({ status: 200, type: "image/jpeg", sha256: original.sha256 });
    await page.getByRole("heading", { name: /^Birthday deck \(imported/ }).waitFor();
    await screenshot(page, "imported-deck-with-picture");
  });
});
