import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { requiredCall } from "@/lib/rules";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { cardsTurned, dealGame, SHOUTS_AT_ONCE, topCard, turnNextCard } from "../support/play-screen";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PEOPLE = ["Mum", "Dad"];
const DEAL = 4242;

let page: Page;
let deckUrl: string;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
});
const pageErrors = failOnPageErrors(() => page);

beforeAll(async () => {
  await signedUpAs(page, "Mum");
  await page.goto("/decks");
  await page.getByRole("link", { name: "New deck" }).click();
  await page.getByLabel("Deck name").fill("Games Night");
  await page.getByLabel("Player 1 name").fill("Mum");
  await page.getByLabel("Player 2 name").fill("Dad");
  await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.getByRole("heading", { name: "Enter the words already on your cards" }).waitFor();
  // Words on the sevens and the queens, so that some snaps need a word.
  const words: Record<string, string> = { "7 of Clubs": "Teapot", "7 of Hearts": "Rocket", "Queen of Spades": "Wombat", "Queen of Hearts": "Wombat" };
  for (const [card, word] of Object.entries(words)) await page.getByLabel(new RegExp(`^${card} \\(`)).fill(word);
  await page.getByRole("button", { name: "Save 4 words" }).click();
  await page.getByText("4 words entered.").waitFor();
  deckUrl = page.url().replace(/\/import$/, "");
}, 120_000);

/** Turns cards until the two tops are (or are not) a match; returns the call the rules require. */
async function turnUntil(want: "match" | "no match"): Promise<{ call: ReturnType<typeof requiredCall> }> {
  for (let turn = 0; turn < 200; turn++) {
    const turnedBy = await turnNextCard(page, PEOPLE);
    const [mum, dad] = [await topCard(page, "Mum"), await topCard(page, "Dad")];
    if (!mum || !dad) continue;
    const [onTable, justPlayed] = turnedBy === "Mum" ? [dad, mum] : [mum, dad];
    const call = requiredCall(onTable, justPlayed);
    if ((call !== null) === (want === "match")) return { call };
  }
  throw new Error(`No ${want} in 200 turns of deal ${DEAL}.`);
}

describe("playing Snap Legacy on screen", () => {
  it("the game screen and the new game form meet WCAG 2.1 AA", async () => {
    await page.goto(`${deckUrl}/play/new`);
    await page.getByRole("heading", { name: "Play on screen" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await dealGame(page, deckUrl, { people: PEOPLE, deal: DEAL });
    await expect(page.getByText(new RegExp(`Deal ${DEAL}`)).isVisible()).resolves.toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("a wrong shout does not count, and that player may not shout again until the next card is played", async () => {
    await dealGame(page, deckUrl, { people: PEOPLE, deal: DEAL, falseStarts: SHOUTS_AT_ONCE });
    await turnUntil("no match");
    const mumSnap = page.getByRole("button", { name: /^Mum: Snap!/ });
    await mumSnap.click();
    await page.getByText("Mum shouted “Snap!” Wrong: locked out until the next card.").waitFor();
    expect(await mumSnap.isDisabled()).toBe(true);
    expect(await page.getByRole("region", { name: "Mum’s place" }).getByText("Locked out until the next card").isVisible()).toBe(true);
    // Someone else can still shout.
    expect(await page.getByRole("button", { name: /^Dad: Snap!/ }).isEnabled()).toBe(true);
    await screenshot(page, "play-locked-out");

    await turnNextCard(page, PEOPLE);
    expect(await mumSnap.isEnabled()).toBe(true);
  });

  it("a shout sooner than anyone can react to the card is a false start: a wrong shout, and the table is told so", async () => {
    await dealGame(page, deckUrl, { people: PEOPLE, deal: DEAL });
    // Mum's "Snap!" is pressed in the very moment the next card is put on the table, before it is even painted.
    await page.evaluate(() => {
      const turned = () => document.body.innerText.match(/(\d+) cards turned/)?.[1];
      const before = turned();
      const observer = new MutationObserver(() => {
        if (turned() === before) return;
        observer.disconnect();
        [...document.querySelectorAll<HTMLButtonElement>("button")].find((button) => button.textContent?.startsWith("Mum: Snap!"))?.click();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await turnNextCard(page, PEOPLE);
    await page.getByText(/^Mum shouted “Snap!” after \d+ ms: too soon for anyone to react, a false start\. Wrong: locked out until the next card\.$/).waitFor();
    expect(await page.getByRole("button", { name: /^Mum: Snap!/ }).isDisabled()).toBe(true);
    await expect(page.getByRole("region", { name: "Latest snap" }).getByText(/^Mum Snap! \d+ ms \(false start\)$/).isVisible()).resolves.toBe(true);
    await screenshot(page, "play-false-start");
  });

  it("a right shout wins the snap, and the words the winner writes go into the deck's history and onto the card, for good", async () => {
    await dealGame(page, deckUrl, { people: PEOPLE, deal: DEAL, falseStarts: SHOUTS_AT_ONCE });
    const dialog = page.getByRole("dialog", { name: "Mum won the snap!" });
    let written: string | null = null;
    for (let snap = 0; snap < 20 && written === null; snap++) {
      const { call } = await turnUntil("match");
      const button = call!.kind === "snap" ? page.getByRole("button", { name: /^Mum: Snap!/ }) : page.getByRole("button", { name: `Mum: ${call!.word}!` });
      await button.click();
      // The shouts are decided once the tie window has passed: then Mum writes, or play goes on.
      await dialog.or(page.getByRole("button", { name: /^Turn (Mum|Dad)’s card/ })).first().waitFor();
      await expect(page.getByRole("status").getByText(/^Mum wins the snap/).first().isVisible()).resolves.toBe(true);
      // A snap of two cards that already have words writes nothing: play on to one that does.
      if (!(await dialog.isVisible())) continue;
      const fields = dialog.getByLabel(/^Word for the /);
      const words = ["Lighthouse", "Marmalade"].slice(0, await fields.count());
      for (const [i, word] of words.entries()) await fields.nth(i).fill(word);
      await screenshot(page, "play-words");
      await dialog.getByRole("button", { name: "Write the words" }).click();
      written = words[0]!;
    }
    expect(written).not.toBeNull();
    await page.getByText(new RegExp(`Mum wrote .*“${written}”.* on the deck, for good\\.`)).waitFor();
    await page.getByText("Saved", { exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "play-after-snap");

    await page.goto(deckUrl);
    const entry = page.getByText(`wrote after winning a snap “${written}”`);
    await entry.waitFor();
    // The entry's first link is its card (the entry also links to its game's events).
    await page.getByRole("listitem").filter({ has: entry }).getByRole("link").first().click();
    await page.getByRole("heading", { name: "This card’s story" }).waitFor();
    await expect(page.getByText(`Its word: ${written}`).isVisible()).resolves.toBe(true);
  });

  it("a dropped connection loses no move: the moves wait in the tab, and a reload sends them", async () => {
    // "Saved" is also what the page says before it has sent anything: wait for the server's answer.
    const movesSaved = () => page.waitForResponse((r) => r.request().method() === "POST" && r.ok());
    await dealGame(page, deckUrl, { people: PEOPLE, deal: DEAL });
    const firstSaved = movesSaved();
    await turnNextCard(page, PEOPLE);
    await firstSaved;

    await page.route("**/*", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    await turnNextCard(page, PEOPLE);
    await page.getByText(/The connection dropped/).waitFor();
    const beforeReload = await cardsTurned(page);
    // The aborted requests are logged by the browser itself; they are this test's doing.
    pageErrors.forgive(/Failed to load resource/);
    await page.unroute("**/*");

    const resent = movesSaved();
    await page.reload();
    await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
    await resent;
    await page.getByText("Saved", { exact: true }).waitFor();
    expect(await cardsTurned(page)).toBe(beforeReload);
    // And the server has them: the game page served afresh, with nothing waiting in the tab.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
    expect(await cardsTurned(page)).toBe(beforeReload);
  });

  it("leaving the tab pauses the game: nobody can turn or shout until you carry on", async () => {
    await dealGame(page, deckUrl, { people: PEOPLE, deal: DEAL });
    await turnNextCard(page, PEOPLE);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const paused = page.getByRole("dialog", { name: "Paused" });
    await paused.waitFor();
    await expect(page.getByText("Nobody can turn or shout until you carry on.").isVisible()).resolves.toBe(true);
    expect(await page.getByRole("button", { name: /^Turn (Mum|Dad)’s card/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Dad: Snap!/ }).isDisabled()).toBe(true);
    await screenshot(page, "play-paused");

    await paused.getByRole("button", { name: "Resume" }).click();
    await page.getByRole("button", { name: /^Turn (Mum|Dad)’s card/ }).waitFor();
    expect(await page.getByRole("button", { name: /^Dad: Snap!/ }).isEnabled()).toBe(true);
  });

  it("a bot turns its own cards at its pace", async () => {
    await dealGame(page, deckUrl, { people: ["Mum"], bot: "quick", deal: DEAL });
    await turnNextCard(page, ["Mum"]);
    await page.getByText("2 cards turned").waitFor({ timeout: 10_000 });
    expect(await topCard(page, "Robin Bot")).not.toBeNull();
  });
});
