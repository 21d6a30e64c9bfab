import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ARTIFACTS } from "../support/app-server";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { makePng } from "../unit/print/png";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const downloads = path.join(ARTIFACTS, "downloads");
const browser = browserForThisFile();

beforeAll(() => {
  mkdirSync(downloads, { recursive: true });
});

/** Clicks something that downloads a file, keeps the file as an artifact, and returns its path. */
async function download(page: Page, click: () => Promise<void>, name: string): Promise<{ path: string; suggested: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  const target = path.join(downloads, name);
  await file.saveAs(target);
  return { path: target, suggested: file.suggestedFilename() };
}

function pdfPages(file: string): number {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Makes a standard deck the family already has (the app then asks for its words; we go to the deck). */
async function makeDeck(page: Page, name: string) {
  await page.goto("/decks");
  await page.getByRole("link", { name: "New deck" }).click();
  await page.getByLabel("Deck name").fill(name);
  await page.getByLabel("Player 1 name").fill("Gran");
  await page.getByLabel("Player 2 name").fill("Kit");
  await page.getByLabel("We already have a deck").check();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.getByRole("heading", { name: "Enter the words already on your cards" }).waitFor();
  await page.goto(page.url().replace(/\/import$/, ""));
  await page.getByRole("heading", { name }).waitFor();
}

const previewStatus = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();
const previewSvg = (page: Page) => page.locator("[aria-labelledby=preview-heading] svg").first().evaluate((svg) => svg.outerHTML);

describe("printing a deck", () => {
  it("chooses paper, size, backs and design, sees the preview change, and downloads the PDF", async () => {
    const page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
    await signedUpAs(page, "Pat");
    await makeDeck(page, "The Attic Deck");

    await page.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "Print" }).click();
    await page.getByRole("heading", { name: "Print The Attic Deck" }).waitFor();
    await previewStatus(page, "Page 1 of 6 · card fronts");
    expect(await page.getByText("This deck hasn’t been printed yet.").count()).toBe(1);
    const poker = await previewSvg(page);
    expect(poker).toContain('aria-label="Preview of page 1 of 6');

    await page.getByLabel("Card size").selectOption("mini");
    await previewStatus(page, "Page 1 of 3 · card fronts");
    expect(await previewSvg(page)).not.toBe(poker);

    await page.getByLabel("Card backs").selectOption("long-edge");
    await previewStatus(page, "Page 1 of 6 · card fronts");
    await page.getByLabel("Theme").selectOption("forest");
    await page.getByRole("button", { name: "Next page" }).click();
    await previewStatus(page, "Page 2 of 6 · card backs");
    await expect.poll(() => previewSvg(page)).toContain("#2f5d46");
    await page.getByLabel("Move backs right").fill("1.5");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "print-options");

    const pdf = await download(page, () => page.getByRole("button", { name: "Download PDF" }).click(), "attic-deck.pdf");
    expect(pdf.suggested).toBe("the-attic-deck-cards.pdf");
    expect(pdfPages(pdf.path)).toBe(6);
    await page.getByText("Saved the-attic-deck-cards.pdf").waitFor();
    execFileSync("pdftoppm", ["-r", "50", "-png", "-f", "1", "-l", "2", pdf.path, path.join(downloads, "attic-deck-page")]);

    await page.getByText(/Last printed on .* by Pat: 52 cards/).waitFor();
    await page.getByLabel(/Cards changed since they were last printed \(0\)/).waitFor();
    await page.getByLabel(/Cards I choose/).check();
    await page.getByLabel(/^Ace of Hearts/).check();
    await page.getByLabel(/^King of Spades/).check();
    await previewStatus(page, "Page 2 of 2 · card backs");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "print-chosen-cards");
    const chosen = await download(page, () => page.getByRole("button", { name: "Download PDF" }).click(), "chosen.pdf");
    expect(pdfPages(chosen.path)).toBe(2);

    const sheet = await download(page, () => page.getByRole("link", { name: "Download the alignment test sheet" }).click(), "alignment.pdf");
    expect(sheet.suggested).toBe("alignment-test-a4.pdf");
    expect(pdfPages(sheet.path)).toBe(2);
    await page.context().close();
  });

  it("shows a progress indicator while the PDF is made", async () => {
    const page = await browser.visitor(baseUrl);
    await signedUpAs(page, "Quin");
    await makeDeck(page, "Big Print");
    await page.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "Print" }).click();
    await previewStatus(page, "Page 1 of 6");
    // Hold the PDF's request back until the progress bar has been seen.
    let progressSeen = () => {};
    const seen = new Promise<void>((resolve) => (progressSeen = resolve));
    await page.route("**/print/pdf?*", async (route) => {
      await seen;
      await route.continue();
    });
    await page.getByLabel("QR code on each card, for the card scanner").check();
    await page.getByLabel("Card backs").selectOption("short-edge");
    await previewStatus(page, "Page 1 of 12");
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download PDF" }).click();
    await page.getByRole("progressbar", { name: "PDF progress" }).waitFor();
    expect(await page.getByRole("button", { name: "Making the PDF…" }).isDisabled()).toBe(true);
    await screenshot(page, "print-progress");
    progressSeen();
    const file = await downloaded;
    const target = path.join(downloads, "big-print.pdf");
    await file.saveAs(target);
    expect(pdfPages(target)).toBe(12);
    await page.getByRole("status").filter({ hasText: "Saved big-print-cards.pdf" }).waitFor();
    await page.context().close();
  });

  it("uploads a picture for the backs (refusing a file that isn't one, or one too large to read), and the routes refuse strangers and bad options", async () => {
    const page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
    await signedUpAs(page, "Rosa");
    await makeDeck(page, "Picture Deck");
    const deckPath = new URL(page.url()).pathname;
    await page.getByRole("navigation", { name: "Deck" }).getByRole("link", { name: "Print" }).click();
    await previewStatus(page, "Page 1 of 6");

    await page.getByLabel("Upload a picture for the backs").setInputFiles({ name: "back.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await page.getByRole("alert").filter({ hasText: "The back image must be a PNG or JPEG picture." }).waitFor();
    expect(await page.getByLabel(/Use an uploaded picture on the backs/).isDisabled()).toBe(true);

    await page.getByLabel("Upload a picture for the backs").setInputFiles({ name: "stripes.png", mimeType: "image/png", buffer: Buffer.from(makePng(320, 400)) });
    await page.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText("Saved (320 × 400 pixels). The backs now use this picture.").waitFor();
    expect(await page.getByLabel("Use the uploaded picture on the backs").isChecked()).toBe(true);
    await page.getByRole("img", { name: "The deck's back picture" }).waitFor();

    await page.getByLabel("Card backs").selectOption("long-edge");
    await page.getByRole("button", { name: "Next page" }).click();
    await previewStatus(page, "Page 2 of 12 · card backs");
    const href = /<image href="([^"]+)"/.exec(await previewSvg(page))?.[1];
    expect(href).toMatch(/\/print\/back-image\?v=\d+$/);
    const picture = await page.request.get(href!.replace(/&amp;/g, "&"));
    // Stored as the print-ready JPEG made at upload, whatever was uploaded.
    expect(picture.headers()["content-type"]).toBe("image/jpeg");
    await page.getByRole("button", { name: "Save as this deck’s design" }).click();
    await page.getByText("Saved as this deck’s design.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "print-back-picture");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await screenshot(page, "print-phone");

    // A chunked upload with no Content-Length, 200 MB long, is cut off at the limit with 413.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const upload = { sent: 0, total: 200 * 1024 * 1024 };
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (upload.sent >= upload.total) return controller.close();
        upload.sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const stop = new AbortController();
    const tooLarge = await fetch(`${baseUrl}${deckPath}/print/back-image`, {
      method: "POST",
      headers: { cookie, origin: baseUrl, "content-type": "multipart/form-data; boundary=snap" },
      body: chunked,
      duplex: "half",
      signal: stop.signal,
    } as RequestInit);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "That file is too large: the back picture can be at most 2 MB." });
    stop.abort();
    expect(upload.sent).toBeLessThan(upload.total / 4);

    // A page on another origin of the same site posting with Rosa's cookie (hardening 11).
    const storedPicture = async () => Buffer.from(await (await page.request.get(href!.replace(/&amp;/g, "&"))).body());
    const before = await storedPicture();
    const forgedPicture = { image: { name: "forged.png", mimeType: "image/png", buffer: Buffer.from(makePng(300, 300)) } };
    const forgeries: Record<string, string>[] = [{ Origin: "http://evil.localhost:3000" }, { Referer: "http://localhost:1/attack" }, {}];
    for (const headers of forgeries) {
      const forged = await page.request.post(`${deckPath}/print/back-image`, { headers, multipart: forgedPicture });
      expect(forged.status()).toBe(403);
    }
    expect((await storedPicture()).equals(before)).toBe(true);
    expect((await page.request.get(`${deckPath}/print/pdf`, { headers: { "Sec-Fetch-Site": "same-site" } })).status()).toBe(403);

    const bad = await page.request.get(`${deckPath}/print/pdf?paper=A5`);
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: "Paper must be A4, Letter or A3." });

    const stranger = await browser.visitor(baseUrl);
    expect((await stranger.request.get(`${deckPath}/print/pdf`)).status()).toBe(401);
    await signedUpAs(stranger, "Stan");
    for (const route of ["pdf", "alignment", "back-image"]) {
      expect((await stranger.request.get(`${deckPath}/print/${route}`)).status()).toBe(404);
    }
    await stranger.goto(`${deckPath}/print`);
    expect(await stranger.getByRole("heading", { name: "Print Picture Deck" }).count()).toBe(0);
    await stranger.context().close();
    await page.context().close();
  });
});
