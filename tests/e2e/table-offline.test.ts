import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

const SAVED = "Saved on this device: it will be sent when you’re back online.";

/** Records a snap through the companion's form, by the codes printed on the cards. */
async function recordSnap(page: Page, snap: { winner: string; onTable: string; justPlayed: string; words: Record<string, string> }) {
  await page.getByRole("radio", { name: snap.winner }).check();
  await page.getByLabel("Card already on the table").fill(snap.onTable);
  await page.getByLabel("Card just played").fill(snap.justPlayed);
  await page.getByText(/^Right call: /).waitFor();
  for (const [card, word] of Object.entries(snap.words)) await page.getByLabel(`Word written on the ${card}`).fill(word);
  await page.getByRole("button", { name: "Record the snap" }).click();
}

/** Waits until the service worker controls the page and keeps this table page for offline use. */
async function keptForOffline(page: Page) {
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const kept = await caches.match(`${location.origin}${location.pathname}`);
    return kept !== undefined;
  }, undefined, { timeout: 30_000, polling: 250 });
}

/**
 * Goes offline as a phone losing its wifi would. Chromium's offline emulation (setOffline) cuts the
 * page's own requests; that it also cuts the service worker's own fetches (seen with Debian's
 * Chromium and playwright-core 1.65) is checked rather than assumed: otherwise the worker's
 * "network first" would quietly reach the server and a reload "offline" would prove nothing.
 */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("No service worker is running for this page.");
  const reached = await worker.evaluate(() => fetch("/api/health", { cache: "no-store" }).then(() => true, () => false));
  expect(reached, "the service worker can still reach the server while the browser is offline").toBe(false);
}

async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}

describe("the table companion with a bad connection", () => {
  it("is installable: the manifest names the app and its icons, which exist, and the service worker is always checked for updates", async () => {
    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(body).toMatchObject({ name: "Snap Legacy", start_url: "/", display: "standalone" });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of body.icons) {
      const image = await fetch(`${baseUrl}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }
    const worker = await fetch(`${baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toContain("javascript");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const page = await (await fetch(`${baseUrl}/sign-in`)).text();
    expect(page).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
    expect(page).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon.png[^"]*"/);
    expect(page).toMatch(/<link rel="icon" href="\/icon.svg[^"]*"/);
  });

  it("snaps recorded offline wait on the device, survive a reload without a connection, and are sent once, in order, when back online; a conflict is shown for the family to resolve", async () => {
    const page = await browser.visitor(baseUrl, undefined, { serviceWorkers: "allow" });
    const context = page.context();
    const nora = await signedUpAs(page, "Nora");
    const deckUrl = await deckWeAlreadyHave(nora, "The Sofa Deck");
    await page.goto(`${deckUrl}/table`);
    await page.getByRole("button", { name: "Start the session" }).click();
    await page.getByRole("heading", { name: "At the table" }).waitFor();
    const sessionUrl = page.url();
    await keptForOffline(page);

    // The wifi goes: two snaps recorded by their typed codes wait on the device.
    await goOffline(context);
    await page.getByText("You’re offline. Snaps you record are kept on this device until you’re back online.").waitFor();
    await recordSnap(page, { winner: "Mum", onTable: "7H", justPlayed: "7C", words: { "7 of Hearts": "Rocket", "7 of Clubs": "Teapot" } });
    await page.getByText(SAVED).waitFor();
    await page.getByText("1 snap waiting to be sent").waitFor();
    // The waiting snap's words count as written: the 7 of Hearts now holds "Rocket".
    await page.getByLabel("Card already on the table").fill("7H");
    await page.getByText("Its word: “Rocket”").waitFor();
    await recordSnap(page, { winner: "Dad", onTable: "8H", justPlayed: "8C", words: { "8 of Hearts": "Kettle", "8 of Clubs": "Spoon" } });
    await page.getByText("2 snaps waiting to be sent").waitFor();
    // A third, recorded by mistake: undoing it just takes it out of the queue, without a connection.
    await recordSnap(page, { winner: "Mum", onTable: "10H", justPlayed: "10C", words: { "10 of Hearts": "Oops", "10 of Clubs": "Wrong" } });
    await page.getByText("3 snaps waiting to be sent").waitFor();
    await page.getByRole("button", { name: "Undo the last snap" }).click();
    await page.getByText("The last snap hadn’t been sent yet: it is taken back, and nothing was sent.").waitFor();
    await page.getByText("2 snaps waiting to be sent").waitFor();
    const list = page.getByRole("region", { name: "Snaps recorded" }).getByRole("listitem");
    expect(await list.filter({ hasText: "Waiting to be sent" }).count()).toBe(2);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-offline-waiting");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "table-offline-waiting-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1024, height: 800 });

    // Reloaded without a connection: the companion opens from the service worker's copy, the snaps still waiting.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole("heading", { name: "At the table" }).waitFor();
    await page.getByText("2 snaps waiting to be sent").waitFor();

    // Back online: both are sent, in order, and recorded once each.
    const reconnected = performance.now();
    await goOnline(context);
    await page.waitForFunction(() => !document.body.textContent?.includes("waiting to be sent"), undefined, { timeout: 30_000, polling: 50 });
    console.log(`Two queued snaps sent, the queue on the device empty, ${Math.round(performance.now() - reconnected)} ms after the connection came back`);
    await page.reload();
    const snaps = await page.getByRole("region", { name: "Snaps recorded" }).getByRole("listitem").allTextContents();
    expect(snaps).toHaveLength(2);
    expect(snaps[0]).toContain("Snap 2 · Dad won with the right call Snap!");
    expect(snaps[0]).toContain("“Kettle” on the 8 of Hearts, “Spoon” on the 8 of Clubs");
    expect(snaps[1]).toContain("Snap 1 · Mum won with the right call Snap!");
    expect(snaps[1]).toContain("“Rocket” on the 7 of Hearts, “Teapot” on the 7 of Clubs");
    await page.getByRole("region", { name: "Snaps recorded" }).getByRole("link", { name: "7 of Hearts" }).click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    const story = (await page.getByRole("region", { name: "This card’s story" }).textContent()) ?? "";
    expect(story.split("wrote after winning a snap “Rocket”").length - 1).toBe(1);
    await page.goto(sessionUrl);
    await keptForOffline(page);

    // A conflict: this device, offline, writes on the blank 9 of Hearts; another device, online, writes on it first.
    await goOffline(context);
    await page.getByRole("button", { name: "Undo the last snap" }).click();
    await page.getByText("Undoing a snap that was already sent needs a connection. Try again when you’re back online.").waitFor();
    await recordSnap(page, { winner: "Mum", onTable: "9H", justPlayed: "9C", words: { "9 of Hearts": "Lamp", "9 of Clubs": "Sock" } });
    await page.getByText("1 snap waiting to be sent").waitFor();

    const other = await browser.visitor(baseUrl);
    await other.goto(sessionUrl);
    await other.getByLabel("Email").fill(nora.email);
    await other.getByLabel("Password").fill(nora.password);
    await other.getByRole("button", { name: "Sign in" }).click();
    await other.getByRole("heading", { name: "At the table" }).waitFor();
    await recordSnap(other, { winner: "Dad", onTable: "9H", justPlayed: "9D", words: { "9 of Hearts": "Moon", "9 of Diamonds": "Star" } });
    await other.getByText(/^Snap 3 recorded for Dad\./).waitFor();
    await other.context().close();

    await goOnline(context);
    await page.getByRole("heading", { name: "A snap couldn’t be recorded" }).waitFor({ timeout: 30_000 });
    await page.getByText("The 9 of Hearts already has a word: “Moon”. A card holds one word, for ever.").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-offline-conflict");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "table-offline-conflict-phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1024, height: 800 });

    // The family edits it: the 9 of Hearts keeps "Moon", the 9 of Clubs gets the word they meant.
    await page.getByRole("button", { name: "Edit and record again" }).click();
    await page.getByText("The snap is back in the form: check the cards and the words, then record it again.").waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("record-heading");
    expect(await page.getByLabel("Card already on the table").inputValue()).toBe("9H");
    expect(await page.getByLabel("Card just played").inputValue()).toBe("9C");
    expect(await page.getByRole("radio", { name: "Mum" }).isChecked()).toBe(true);
    expect(await page.getByLabel("Word written on the 9 of Clubs").inputValue()).toBe("Sock");
    expect(await page.getByLabel("Word written on the 9 of Hearts").count()).toBe(0);
    await page.getByRole("button", { name: "Record the snap" }).click();
    await page.getByText("Snap 4 recorded for Mum. Mum wrote “Sock” on the 9 of Clubs.").waitFor();
    expect(await page.getByRole("heading", { name: "A snap couldn’t be recorded" }).count()).toBe(0);
    expect(await page.getByText("waiting to be sent").count()).toBe(0);

    // Signing out forgets the kept table pages: they hold the family's deck.
    await keptForOffline(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${baseUrl}/`);
    // The page forgets them and asks the service worker to; the worker's own forgetting (of a page it
    // was still keeping) may finish after the page has moved on, so ask until it has.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("snap-pages-"))), { timeout: 10_000 }).toEqual([]);
    await expect(page.evaluate(async (url) => (await caches.match(url)) === undefined, sessionUrl)).resolves.toBe(true);
    await context.close();
  });
});
