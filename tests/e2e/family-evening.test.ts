// A family's evening on a phone: two games of Snap Legacy with a bot. Mum wins two snaps in the
// first and ends it early from the pause; Dad wins one in the second and nobody comes back to it
// for a week. Then the deck page, the players' page, Mum's page, the charts and the booklet all
// tell the same story: 3 snaps won (Mum 2, Dad 1), whether or not the games were finished.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { cardsTurned, dealGame, parseCard, SHOUTS_AT_ONCE } from "../support/play-screen";
import { requiredCall, type Call, type FaceUpCard } from "@/lib/rules";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const browser = browserForThisFile();
const SEATS = ["Mum", "Dad", "Robin Bot"];
const folder = mkdtempSync(path.join(tmpdir(), "snap-evening-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let page: Page;
let deckUrl: string;
let words = 0;
/** Words each person wrote on won cards. */
const wrote = { Mum: 0, Dad: 0 };

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 390, height: 844 });
  const mumAccount = await signedUpAs(page, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Phone Evenings");
}, 120_000);
failOnPageErrors(() => page);

/**
 * Each seat's top card, by seat, read in one look at the page: the same instant for every seat, and
 * soon enough after a card is turned that Mum shouts before a relaxed bot could (400 ms at the
 * least), even beside other tests on a busy machine.
 */
async function tops(): Promise<(FaceUpCard | null)[]> {
  const places = await page.getByRole("region", { name: /’s place$/ }).evaluateAll((regions) =>
    regions.map((region) => [region.getAttribute("aria-label"), region.querySelector('[role="img"][aria-label]')?.getAttribute("aria-label") ?? null] as const),
  );
  const byPlace = new Map(places);
  return SEATS.map((seat) => {
    const label = byPlace.get(`${seat}’s place`);
    return label ? parseCard(label) : null;
  });
}

/**
 * The call the card just turned needs, if it matches another stack's top: Mum and Dad turn their
 * own cards, the relaxed bot its own, and the stack whose top changed is the card just played.
 */
async function callAfterTurn(before: (FaceUpCard | null)[]): Promise<Call | null> {
  const after = await tops();
  const played = after.findIndex((card, i) => card !== null && JSON.stringify(card) !== JSON.stringify(before[i]));
  if (played < 0) return null;
  for (const [i, onTable] of after.entries()) {
    if (i === played || onTable === null) continue;
    const call = requiredCall(onTable, after[played]!);
    if (call) return call;
  }
  return null;
}

/**
 * Plays on until `winner` has won `snaps` snaps: at every match `winner` shouts the call at once,
 * well before a relaxed bot would, and writes words on the won cards that are still blank.
 */
async function playUntilWon(winner: "Mum" | "Dad", snaps: number): Promise<void> {
  let won = 0;
  for (let turn = 0; turn < 400 && won < snaps; turn++) {
    const before = await tops();
    const turned = await cardsTurned(page);
    const person = page.getByRole("button", { name: /^Turn (Mum|Dad)’s card/ });
    if ((await person.count()) > 0) await person.first().click();
    await page.getByText(new RegExp(`\\b${turned + 1} cards turned`)).waitFor();
    const call = await callAfterTurn(before);
    if (!call) continue;
    await page.getByRole("button", { name: call.kind === "snap" ? new RegExp(`^${winner}: Snap!`) : `${winner}: ${call.word}!` }).click();
    const dialog = page.getByRole("dialog", { name: `${winner} won the snap!` });
    const wins = page.getByRole("status").getByText(new RegExp(`^${winner} wins the snap`));
    await dialog.or(wins).first().waitFor();
    won++;
    if (!(await dialog.isVisible())) continue;
    const fields = dialog.getByLabel(/^Word for the /);
    const blank = await fields.count();
    for (let i = 0; i < blank; i++) await fields.nth(i).fill(`Evening${String.fromCharCode(65 + words++)}`);
    wrote[winner] += blank;
    await dialog.getByRole("button", { name: "Write the words" }).click();
    await page.getByText(new RegExp(`${winner} wrote .* on the deck, for good\\.`)).waitFor();
  }
  expect(won).toBe(snaps);
  // On a phone "Saved" is not shown (the switches need the row), but it is there once all is sent.
  await page.getByText("Saved", { exact: true }).waitFor({ state: "attached" });
}

/** The booklet's text, as pdftotext reads the PDF the booklet link gives. */
async function bookletText(): Promise<string> {
  const response = await page.request.get(`${deckUrl}/history/booklet`);
  expect(response.status()).toBe(200);
  const pdf = path.join(folder, "booklet.pdf");
  writeFileSync(pdf, await response.body());
  return execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("a family's evening of Snap on a phone", () => {
  it("plays two games with a bot, ends one early and leaves the other, and every page and the booklet count the same snaps", async () => {
    // Game 1: Mum wins two snaps, then ends the game from the pause.
    await dealGame(page, deckUrl, { people: ["Mum", "Dad"], bot: "relaxed", deal: 31, falseStarts: SHOUTS_AT_ONCE });
    await playUntilWon("Mum", 2);
    await page.getByRole("button", { name: "Pause" }).click();
    await page.getByRole("dialog", { name: "Paused" }).getByRole("button", { name: "End this game" }).click();
    const over = page.getByRole("dialog", { name: /wins?!$/ });
    await over.waitFor();
    await expect(over.locator("#over-detail").textContent()).resolves.toBe("The game was ended early. Most cards wins.");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "evening-ended-early-phone");

    // Game 2: Dad wins a snap, and the family goes to bed; nobody touches the game for a week.
    await dealGame(page, deckUrl, { people: ["Mum", "Dad"], bot: "relaxed", deal: 32, falseStarts: SHOUTS_AT_ONCE });
    const left = page.url().split("/").at(-1)!;
    await playUntilWon("Dad", 1);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    try {
      await database.query(`UPDATE "games" SET "lastMoveAt" = "lastMoveAt" - interval '8 days', "createdAt" = "createdAt" - interval '8 days' WHERE "id" = $1`, [left]);
    } finally {
      await database.end();
    }

    // The deck page: one game ended early, one left unfinished.
    await page.goto(deckUrl);
    const games = page.getByRole("region", { name: "Games" });
    await games.getByText(/Ended early: .+ had most cards/).waitFor();
    await games.getByText("Left unfinished").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "evening-deck-phone");

    // The players' page and Mum's own page.
    await page.goto(`${deckUrl}/history/players`);
    await page.getByText(/2 snaps won/).waitFor();
    const everyone = (await page.getByRole("main").innerText()).replace(/\s+/g, " ");
    const writtenWords = (n: number) => (n === 1 ? "1 word" : `${n} words`);
    expect(everyone).toContain(`${writtenWords(wrote.Mum)} written · 2 snaps won`);
    expect(everyone).toContain(`${writtenWords(wrote.Dad)} written · 1 snap won`);
    await page.getByRole("link", { name: /^Mum\b/ }).click();
    await page.getByRole("heading", { name: "Mum", exact: true }).waitFor();
    expect((await page.getByRole("main").innerText()).replace(/\s+/g, " ")).toContain("Snaps won 2 ");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "evening-player-phone");

    // The charts: the snaps chart's table, and what it says it counts.
    await page.goto(`${deckUrl}/history/charts`);
    await page.getByText("3 snaps won in the deck's games.").waitFor();
    await page.getByText(/Snaps won in every game, finished or not/).waitFor();
    await page.locator("details").filter({ hasText: "Snaps each player won, by kind of game" }).getByText("Show as a table").click();
    const snapsTable = page.getByRole("table", { name: "Snaps each player won, by kind of game" });
    await snapsTable.waitFor();
    const rows = (await snapsTable.getByRole("row").allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
    expect(rows).toEqual(expect.arrayContaining(["Snap Legacy Mum 2", "Snap Legacy Dad 1"]));
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "evening-charts-phone");

    // The booklet says the same.
    const booklet = await bookletText();
    expect(booklet).toContain("· 2 games · 3 snaps won");
    expect(booklet).toContain("3 snaps won in the deck's games. Snap Legacy Mum 2 Dad 1");
    expect(booklet).toContain(`${writtenWords(wrote.Mum + wrote.Dad)} written on the deck's cards. Mum ${wrote.Mum} Dad ${wrote.Dad}`);
  });
});
