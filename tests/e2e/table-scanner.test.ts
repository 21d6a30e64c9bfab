import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, launchBrowser, newVisitor, screenshot } from "../support/browser";
import { CAMERA_FPS, writeFakeCamera } from "../support/fake-camera";
import { playThisDeck, showAllCards } from "../support/journeys";
import { cameraFrame, renderCardFaces } from "../support/rendered-cards";
import { deckWeAlreadyHave, signedUpAs, type MadeAccount } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const browser = browserForThisFile();

/** The two sevens of the test's own deck: the 7 of Hearts printed with its QR code (its short link), the 7 of Clubs without one (read by its printed code). */
const SEVENS = [
  { name: "7 of Hearts", code: "7H", suit: "hearts" },
  { name: "7 of Clubs", code: "7C", suit: "clubs" },
] as const;

let account: MadeAccount;
let deckPath = "";
let cardPaths: string[] = [];
let linkCodes: string[] = [];
let tablePath = "";

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const ms = (values: number[]) => `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms over ${values.length}`;

describe("the card scanner at the table", () => {
  beforeAll(async () => {
    const page = await browser.visitor(baseUrl);
    account = await signedUpAs(page, "Rosa");
    deckPath = new URL(await deckWeAlreadyHave(account, "The Scanned Deck")).pathname;
    await page.goto(deckPath);
    await showAllCards(page);
    cardPaths = [];
    for (const seven of SEVENS) {
      const href = await page.getByRole("link", { name: new RegExp(`^${seven.name},`) }).getAttribute("href");
      cardPaths.push(href!);
    }
    await page.context().close();
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      const ids = cardPaths.map((cardPath) => cardPath.split("/").at(-1)!);
      const { rows } = await database.query<{ id: string; linkCode: string }>(`SELECT id, "linkCode" FROM cards WHERE id = ANY($1)`, [ids]);
      linkCodes = ids.map((id) => rows.find((row) => row.id === id)!.linkCode);
    } finally {
      await database.end();
    }
  });

  describe("with the phone's camera showing the 7 of Hearts's QR code, then the 7 of Clubs's printed code", () => {
    let cameraDir = "";
    let phone: Browser | undefined;
    beforeAll(async () => {
      const printed = SEVENS.map((seven, i) => ({ id: cardPaths[i]!.split("/").at(-1)!, rank: "7", suit: seven.suit, word: null, code: seven.code, url: i === 0 ? `/c/${linkCodes[0]}` : undefined }));
      const [withQr, withoutQr] = await Promise.all([renderCardFaces(printed.slice(0, 1), { qr: true, dpi: 300 }), renderCardFaces(printed.slice(1), { qr: false, dpi: 300 })]);
      // Held over the QR code, then over the printed code (in the scanner's square); the first card long enough to look at the open camera.
      const views = await Promise.all([
        cameraFrame(withQr[0]!, { width: 640, height: 480, fill: 1.2, aim: "qr", rotate: 4, blur: 0.7 }),
        cameraFrame(withoutQr[0]!, { width: 640, height: 480, fill: 2.5, aim: "code", rotate: -3, blur: 0.7 }),
      ]);
      cameraDir = fs.mkdtempSync(path.join(os.tmpdir(), "snap-camera-"));
      const video = path.join(cameraDir, "sevens.y4m");
      await writeFakeCamera(video, [{ image: views[0]!.png, frames: 8 * CAMERA_FPS }, { image: views[1]!.png, frames: 4 * CAMERA_FPS }], { width: 640, height: 480 });
      phone = await launchBrowser({ fakeCamera: video });
    }, 120_000);
    afterAll(async () => {
      await phone?.close();
      if (cameraDir) fs.rmSync(cameraDir, { recursive: true, force: true });
    });

    it("records a snap by scanning both cards (a QR code, then a printed code), picking the winner and writing the words", async () => {
      const page = await newVisitor(phone!, baseUrl);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto("/sign-in");
      await signIn(page);
      await page.getByRole("heading", { name: "Your decks" }).waitFor();
      await page.goto(deckPath);
      await playThisDeck(page, "Play at the real table");
      await page.getByRole("button", { name: "Start the session" }).click();
      await page.getByRole("heading", { name: "At the table" }).waitFor();
      tablePath = new URL(page.url()).pathname;

      await page.getByRole("button", { name: "Scan the cards" }).click();
      const scanner = page.getByRole("region", { name: "Scan the cards" });
      await scanner.getByText("Read the 7 of Hearts, the card already on the table. Now show the card just played.").waitFor();
      expect(await page.getByLabel("Card already on the table").inputValue()).toBe("7H");
      expect(await scanner.isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, "table-scanner");
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, "table-scanner-phone");
      await page.setViewportSize({ width: 1024, height: 800 });

      await page.getByText("Read the 7 of Hearts and the 7 of Clubs. Now say who won the snap.").waitFor();
      expect(await scanner.count()).toBe(0);
      expect(await page.getByLabel("Card just played").inputValue()).toBe("7C");
      await page.getByText("Right call: Snap!").waitFor();
      await page.getByRole("radio", { name: "Mum" }).check();
      await page.getByLabel("Word written on the 7 of Hearts").fill("Lantern");
      await page.getByLabel("Word written on the 7 of Clubs").fill("Pebble");
      await page.getByRole("button", { name: "Record the snap" }).click();
      await page.getByText("Snap 1 recorded for Mum. Mum wrote “Lantern” on the 7 of Hearts and “Pebble” on the 7 of Clubs.").waitFor();

      const figures = await page.evaluate(() => ({
        pick: performance.getEntriesByName("card-scan:pick").map((entry) => entry.duration),
        decode: performance.getEntriesByName("card-scan:decode").map((entry) => entry.duration),
      }));
      console.log(`Card in front of the camera to its pick: ${ms(figures.pick)} picks`);
      console.log(`Decoding one camera frame (640 × 480, jsQR): ${ms(figures.decode)} frames`);
      expect(figures.pick.length).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it("checks the real deck by showing card after card to the camera", async () => {
      const page = await newVisitor(phone!, baseUrl);
      await page.goto("/sign-in");
      await signIn(page);
      await page.getByRole("heading", { name: "Your decks" }).waitFor();
      await page.goto(`${deckPath}/check`);
      await page.getByRole("button", { name: "Scan the cards with the camera" }).click();
      const scanner = page.getByRole("region", { name: "Scan the cards" });
      await scanner.getByText("7 of Hearts checked: 1 / 52").waitFor();
      await scanner.getByText("7 of Clubs checked: 2 / 52").waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await screenshot(page, "deck-check-scanner");
      await page.keyboard.press("Escape");
      await scanner.waitFor({ state: "detached" });
      await page.getByRole("link", { name: "7 of Clubs" }).first().waitFor();
      await page.context().close();
    });
  });

  it("without a camera the scanner says so plainly; Escape closes it and the card codes can still be typed; the deck's prints now carry QR codes", async () => {
    const page = await browser.visitor(baseUrl);
    await page.goto("/sign-in");
    await signIn(page);
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await page.goto(tablePath);
    const scan = page.getByRole("button", { name: "Scan the cards" });
    await scan.click();
    await page.getByRole("alert").getByText("No camera was found on this device. Type the codes printed on the cards instead.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-scanner-no-camera");
    await page.keyboard.press("Escape");
    await page.getByRole("region", { name: "Scan the cards" }).waitFor({ state: "detached" });
    await expect.poll(() => scan.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByLabel("Card already on the table").fill("7h");
    await page.getByText("Its word: “Lantern”").waitFor();

    // Played at the real table and checked: the deck's prints now carry QR codes unless told not to, and the page says why.
    await page.goto(`${deckPath}/print`);
    const qr = page.getByRole("checkbox", { name: /^QR code on each card, for the card scanner/ });
    await page.getByText("On because this deck has been played at the real table and checked against it.").waitFor();
    expect(await qr.isChecked()).toBe(true);
    await qr.scrollIntoViewIfNeeded();
    await screenshot(page, "print-qr-on-for-the-scanner", { fullPage: false });

    await page.context().close();
  });

  it("a card's short link (its QR code) opened signed out asks to sign in first, then lands on that card's page", async () => {
    const page = await browser.visitor(baseUrl);
    await page.goto(`${baseUrl}/c/${linkCodes[0]}`);
    await page.waitForURL(/\/sign-in\?callbackUrl=/);
    await signIn(page);
    await page.getByRole("heading", { name: "7 of Hearts" }).waitFor();
    expect(new URL(page.url()).pathname).toBe(cardPaths[0]);
    await page.context().close();
  });
});
