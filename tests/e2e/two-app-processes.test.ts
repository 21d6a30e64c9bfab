import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { browserForThisFile } from "../support/browser";
import { createDatabase, dropDatabase } from "../support/database-server";
import { freePort } from "../support/free-port";
import { signUpAs } from "../support/journeys";

/**
 * The way to outgrow one machine: two app processes on one database, requests alternating between
 * them. Everything that must hold across requests lives in the database, so it holds across processes.
 */
const browser = browserForThisFile();
let a: RunningApp;
let b: RunningApp;
const adminUrl = inject("adminDatabaseUrl");
let databaseUrl: string;

beforeAll(async () => {
  // A database of their own on the shared app's PostgreSQL server.
  databaseUrl = await createDatabase(adminUrl, { migrate: false });
  // Started at once on an empty database: both launchers migrate it, one after the other.
  const env = { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: "two-processes-one-secret", NEXTAUTH_URL: undefined };
  [a, b] = await Promise.all([
    startApp({ name: "process-a", port: await freePort(), env }),
    startApp({ name: "process-b", port: await freePort(), env }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
});

/** Cookies are per host, not per port: one person's browser holds one session for both processes. */
async function onProcess(page: Page, app: RunningApp): Promise<Page> {
  const other = await page.context().newPage();
  await other.goto(app.baseUrl);
  return other;
}

async function newDeck(page: Page, name: string): Promise<string> {
  await page.getByRole("link", { name: "New deck" }).click();
  await page.getByLabel("Deck name").fill(name);
  await page.getByLabel("Player 1 name").fill("Mum");
  await page.getByLabel("Player 2 name").fill("Sam");
  await page.getByRole("radio", { name: /We already have a deck/ }).check();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.waitForURL(/\/decks\/[^/]+\/import$/);
  return new URL(page.url()).pathname.replace(/\/import$/, "");
}

describe("two app processes on one database", () => {
  it("share sessions: signed up on one, signed in on the other", async () => {
    const onA = await browser.visitor(a.baseUrl);
    await signUpAs(onA, "Olu");
    const onB = await onProcess(onA, b);
    await onB.goto(`${b.baseUrl}/decks`);
    await onB.getByRole("heading", { name: "Your decks" }).waitFor();
    await expect(onB.getByRole("navigation", { name: "Account" }).textContent()).resolves.toContain("Olu");
    await onA.context().close();
  });

  it("run one game: a table session started on one records its snaps from the other", async () => {
    const onA = await browser.visitor(a.baseUrl);
    await signUpAs(onA, "Quinn");
    const deckPath = await newDeck(onA, "The Two Servers Deck");
    await onA.goto(`${deckPath}/table`);
    await onA.getByRole("button", { name: "Start the session" }).click();
    await onA.getByRole("heading", { name: "At the table" }).waitFor();
    const sessionPath = new URL(onA.url()).pathname;

    const onB = await onProcess(onA, b);
    await onB.goto(`${b.baseUrl}${sessionPath}`);
    await onB.getByRole("heading", { name: "At the table" }).waitFor();
    await onB.getByRole("radio", { name: "Mum" }).check();
    await onB.getByLabel("Card already on the table").fill("7H");
    await onB.getByLabel("Card just played").fill("7C");
    await onB.getByText("Right call: Snap!").waitFor();
    await onB.getByLabel("Word written on the 7 of Hearts").fill("Lantern");
    await onB.getByLabel("Word written on the 7 of Clubs").fill("Compass");
    await onB.getByRole("button", { name: "Record the snap" }).click();
    await onB.getByText("Snap 1 recorded for Mum.", { exact: false }).waitFor();

    await onA.reload();
    const recorded = onA.getByRole("region", { name: "Snaps recorded" }).getByRole("listitem");
    await expect(recorded.first().textContent()).resolves.toContain("Snap 1 · Mum won with the right call Snap!");
    await onA.context().close();
  });

  it("write once: one request sent to both writes one word, and of two words on one blank card at once exactly one wins", async () => {
    const onA = await browser.visitor(a.baseUrl);
    await signUpAs(onA, "Rosa");
    const deckPath = await newDeck(onA, "The Race Deck");
    await onA.goto(deckPath);
    const blanks = onA.getByRole("link", { name: /, no word yet$/ });
    const [first, second] = await Promise.all([blanks.nth(0).getAttribute("href"), blanks.nth(1).getAttribute("href")]);

    // The same request (the same idempotency key), sent to A and then replayed to B, as a retry would be.
    await onA.goto(first!);
    await onA.getByLabel("The word", { exact: true }).fill("Kettle");
    const sent = onA.waitForRequest((request) => request.method() === "POST" && request.headers()["next-action"] !== undefined);
    await onA.getByRole("button", { name: "Write the word" }).click();
    const request = await sent;
    await onA.getByText("“Kettle” is now written on the").waitFor();
    const replay = await onA.context().request.post(`${b.baseUrl}${first}`, {
      headers: request.headers(),
      data: request.postData() ?? "",
    });
    expect(replay.status()).toBe(200);
    expect(await replay.text()).toContain('"ok":true');
    const onB = await onProcess(onA, b);
    await onB.goto(`${b.baseUrl}${first}`);
    await onB.getByRole("heading", { name: "This card’s story" }).waitFor();
    expect(await onB.getByText("entered from the real deck “Kettle”").count()).toBe(1);

    // Two different words on one blank card, at the same moment, one through each process.
    await Promise.all([onA.goto(second!), onB.goto(`${b.baseUrl}${second}`)]);
    await onA.getByLabel("The word", { exact: true }).fill("Anchor");
    await onB.getByLabel("The word", { exact: true }).fill("Bramble");
    await Promise.all([
      onA.getByRole("button", { name: "Write the word" }).click(),
      onB.getByRole("button", { name: "Write the word" }).click(),
    ]);
    // The winner's page shows its success, then refreshes to the card with its word; the other's says no.
    const outcome = async (page: Page) => {
      const message = page.getByText(/is now written on the|Its word: |already has a word/).first();
      await message.waitFor();
      return (await message.textContent())!.includes("already has a word") ? "refused" : "won";
    };
    expect((await Promise.all([outcome(onA), outcome(onB)])).sort()).toEqual(["refused", "won"]);
    await onB.reload();
    const story = (await onB.getByRole("region", { name: "This card’s story" }).textContent()) ?? "";
    expect([story.includes("“Anchor”"), story.includes("“Bramble”")].filter(Boolean)).toHaveLength(1);
    await onA.context().close();
  });

  // Last: every visitor here comes from the same address, which this leaves slowed down.
  it("count sign-in failures together: five spread over both slow down the sixth on either", async () => {
    const visitor = await browser.visitor(a.baseUrl);
    const { email } = await signUpAs(visitor, "Pia");
    await visitor.getByRole("button", { name: "Sign out" }).click();
    await visitor.getByRole("link", { name: "Start a family deck" }).waitFor();
    const onB = await onProcess(visitor, b);
    const failOnce = async (page: Page, app: RunningApp) => {
      await page.goto(`${app.baseUrl}/sign-in`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText(/That email and password don't match an account\.|Too many attempts/).waitFor();
    };
    for (const [page, app] of [[visitor, a], [onB, b], [visitor, a], [onB, b], [visitor, a]] as const) await failOnce(page, app);

    await onB.goto(`${b.baseUrl}/sign-in`);
    await onB.getByLabel("Email").fill(email);
    await onB.getByLabel("Password").fill("Pia likes snap");
    await onB.getByRole("button", { name: "Sign in" }).click();
    await onB.getByText(/Too many attempts\. Please wait \d+ seconds and try again\./).waitFor();
    await visitor.context().close();
  });
});
