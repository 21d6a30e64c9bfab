import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { DATABASE_UNREACHABLE } from "@/lib/actions/problem";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { startApp, type RunningApp } from "../support/app-server";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { freePort } from "../support/free-port";
import { showAllCards, signUpAs } from "../support/journeys";

/**
 * A real outage: the app runs on a PostgreSQL of this test's own, which is stopped while a family
 * is using it and started again on the same data folder and port.
 */
const browser = browserForThisFile();
const folder = mkdtempSync(path.join(tmpdir(), "snap-legacy-outage-"));
chmodSync(folder, 0o755); // the server runs as the postgres user when the tests run as root
const dataDir = path.join(folder, "postgres");
let database: EmbeddedDatabase | undefined;
let app: RunningApp | undefined;

afterAll(async () => {
  await app?.stop();
  await database?.stop();
  rmSync(folder, { recursive: true, force: true });
});

async function health(baseUrl: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}/api/health`);
  return { status: response.status, body: await response.json() };
}

async function rowsOf(url: string, sql: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}

async function createDeck(page: Page, name: string): Promise<string> {
  await page.getByRole("link", { name: "New deck" }).click();
  await page.getByLabel("Deck name").fill(name);
  await page.getByLabel("Player 1 name").fill("Gran");
  await page.getByLabel("Player 2 name").fill("Pip");
  await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.getByRole("heading", { name: "Enter the words already on your cards" }).waitFor();
  return page.url().replace(/\/import$/, "");
}

describe("a database outage", () => {
  it("leaves no form busy, no download signed out and no page broken: each says the database is unreachable, and the page and the form recover once it is back, writing the word once", async () => {
    const port = await freePort();
    database = await startEmbeddedPostgres({ dir: dataDir, port, database: "snap_outage" });
    app = await startApp({
      name: "database-outage",
      port: await freePort(),
      env: { DATABASE_URL: database.url, NEXTAUTH_SECRET: "outage-secret-not-for-production", NEXTAUTH_URL: undefined },
    });

    const uncaught: string[] = [];
    const form = await browser.visitor(app.baseUrl);
    form.on("pageerror", (error) => uncaught.push(`card page: ${error.message}`));
    await signUpAs(form, "Gran");
    const deckUrl = await createDeck(form, "Outage Deck");
    await form.goto(deckUrl);
    await showAllCards(form);
    await form.getByRole("link", { name: "7 of Hearts, no word yet" }).click();
    await form.getByRole("heading", { name: "7 of Hearts" }).waitFor();
    await form.getByLabel("The word").fill("Kettle");
    // The deck page, open in a second tab of the same signed-in browser.
    const deck = await form.context().newPage();
    deck.on("pageerror", (error) => uncaught.push(`deck page: ${error.message}`));
    await deck.goto(deckUrl);
    await deck.getByRole("heading", { name: "Outage Deck" }).waitFor();

    await database.stop();

    const write = form.getByRole("button", { name: "Write the word" });
    await write.click();
    await form.getByRole("alert").filter({ hasText: DATABASE_UNREACHABLE }).waitFor();
    expect(await write.isEnabled()).toBe(true);
    expect(await write.getAttribute("aria-busy")).toBeNull();
    expect(await form.getByLabel("The word").inputValue()).toBe("Kettle");

    const download = await form.request.get(`${deckUrl}/print/alignment`);
    expect({ status: download.status(), body: await download.json() }).toEqual({ status: 503, body: { error: DATABASE_UNREACHABLE } });

    expect(await health(app.baseUrl)).toEqual({ status: 503, body: { status: "unavailable", database: "unreachable", migrations: "not-checked" } });

    await deck.reload();
    await deck.getByRole("heading", { name: "This page couldn’t load" }).waitFor();
    await deck.getByRole("alert").filter({ hasText: DATABASE_UNREACHABLE }).waitFor();
    expect(await deck.evaluate(() => document.activeElement?.textContent)).toBe("This page couldn’t load");
    expect(await accessibilityViolations(deck)).toEqual([]);
    await screenshot(deck, "database-outage-deck-page");
    await deck.evaluate(() => Object.assign(window, { outageMarker: "same page" }));

    // Trying again while the database is still down: the same page and message, nothing left busy.
    const tryAgain = deck.getByRole("button", { name: "Try again" });
    const refreshed = deck.waitForResponse((response) => response.request().headers()["rsc"] === "1");
    await tryAgain.click();
    await refreshed;
    await deck.getByRole("alert").filter({ hasText: DATABASE_UNREACHABLE }).waitFor();
    await tryAgain.waitFor();
    expect(await tryAgain.isEnabled()).toBe(true);

    database = await startEmbeddedPostgres({ dir: dataDir, port, database: "snap_outage" });

    await tryAgain.click();
    await deck.getByRole("heading", { name: "Outage Deck" }).waitFor();
    expect(await deck.evaluate(() => (window as { outageMarker?: string }).outageMarker)).toBe("same page");
    await deck.getByRole("navigation", { name: "Account" }).getByRole("link", { name: /^Gran\b.*your account$/ }).waitFor();

    await write.click();
    await form.getByRole("heading", { name: "Correct the word" }).waitFor();
    expect(await form.getByRole("region", { name: "This card’s story" }).getByText("Kettle").count()).toBe(1);
    expect(await rowsOf(database.url, `SELECT 1 FROM word_events WHERE word = $1`, ["Kettle"])).toBe(1);
    expect(uncaught).toEqual([]);
  }, 240_000);
});
