// A family plays Snap Legacy with a bot on one device until the bot wins a snap, with each of the
// table's choices for "When a bot wins a snap", and reads the deck's history of it. Deal 14 has
// the bot win a snap of two blank cards at the second card turned.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { openTableRules } from "../support/chooser";
import { dealGame } from "../support/play-screen";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const DEAL = 14;

let page: Page;
let deckUrl: string;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1280, height: 900 });
});
failOnPageErrors(() => page);

beforeAll(async () => {
  const mumAccount = await signedUpAs(page, "Mum");
  deckUrl = await deckWeAlreadyHave(mumAccount, "Bots Night");
}, 120_000);

/** Mum plays against a quick bot, her cards turned for her (auto-flip), the bot's rule as the table chose it. */
async function playWithTheBot(botWords?: string) {
  await dealGame(page, deckUrl, { people: ["Mum"], bot: "quick", deal: DEAL, ...(botWords ? { botWords } : {}) });
  await page.getByRole("checkbox", { name: "Auto-flip" }).check();
}

/** The deck page's latest history entry naming this word. */
async function historyEntry(word: string) {
  await page.goto(deckUrl);
  const entry = page.getByRole("listitem").filter({ hasText: "wrote after winning a snap" }).filter({ hasText: `“${word}”` });
  await entry.first().waitFor();
  return (await entry.first().textContent()) ?? "";
}

describe("when a bot wins a snap", () => {
  it("the deck's settings page keeps the family's word list for bots, and meets WCAG 2.1 AA", async () => {
    await page.goto(deckUrl);
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("heading", { name: "Our word list for bots" }).waitFor();
    await page.getByText("The list is empty").waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel("Words to add").fill("Lighthouse\nMarmalade\n<oops>");
    await page.getByRole("button", { name: "Add to the list" }).click();
    await page.getByRole("alert").getByText(/^Line 3: "<" can't be written on a card/).waitFor();
    await page.getByLabel("Words to add").fill("Lighthouse\nMarmalade");
    await page.getByRole("button", { name: "Add to the list" }).click();
    await page.getByText("2 words added to the list.").waitFor();
    const list = page.getByRole("list", { name: "The family’s words for bots" });
    await list.getByText("Marmalade", { exact: true }).waitFor();
    expect(await list.getByRole("listitem").allTextContents()).toEqual(["LighthouseTake “Lighthouse” off", "MarmaladeTake “Marmalade” off"]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-settings-bot-words");
  });

  it("a bot that wins a snap leaves its cards blank by default", async () => {
    await page.goto(`${deckUrl}/play/new`);
    await page.getByRole("radio", { name: "Snap Legacy" }).check();
    await page.getByText(/^A bot’s cards stay blank · until one player is left · /).waitFor();
    await openTableRules(page);
    expect(await page.getByRole("radio", { name: "Its cards stay blank" }).isChecked()).toBe(true);
    await playWithTheBot();
    await page.getByRole("status").getByText("Robin Bot’s won cards stay blank: a bot makes up no words.").waitFor();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.goto(deckUrl);
    const history = page.getByRole("region", { name: "Latest history" });
    await history.getByText("Nothing has happened yet.").waitFor();
  });

  it("the people at the table write a bot's words when the table says so, and the history says who wrote them for the bot", async () => {
    await playWithTheBot("We write its words");
    const dialog = page.getByRole("dialog", { name: "Robin Bot won the snap: write its words" });
    await dialog.waitFor();
    const fields = dialog.getByLabel(/^Word for the /);
    const words = ["Teapot", "Rocket"].slice(0, await fields.count());
    for (const [i, word] of words.entries()) await fields.nth(i).fill(word);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "play-words-for-the-bot");
    await dialog.getByRole("button", { name: "Write the words" }).click();
    await page.getByRole("status").getByText(/^“Teapot”.* written for Robin Bot, on the deck for good\./).waitFor();
    await page.getByText("Saved", { exact: true }).waitFor();
    const entry = await historyEntry("Teapot");
    expect(entry).toMatch(/Robin Bot wrote after winning a snap “Teapot” on .+ \(written by Mum for the bot\)/);
    expect(entry).not.toMatch(/someone/i);
  });

  it("a bot writes only from the family's word list, and the history says so", async () => {
    await page.goto(`${deckUrl}/play/new`);
    await page.getByRole("radio", { name: "Snap Legacy" }).check();
    await openTableRules(page);
    await page.getByRole("radio", { name: "It writes from our word list" }).check();
    await page.getByText("2 words on the family’s list aren’t on a card yet.").waitFor();
    await playWithTheBot("It writes from our word list");
    const told = page.getByRole("status").getByText(/^Robin Bot wrote “(Lighthouse|Marmalade)”.* from the family’s word list, on the deck for good\./);
    await told.waitFor();
    const word = (await told.textContent())!.match(/“(Lighthouse|Marmalade)”/)![1]!;
    await page.getByText("Saved", { exact: true }).waitFor();
    const entry = await historyEntry(word);
    expect(entry).toMatch(new RegExp(`Robin Bot wrote after winning a snap “${word}” on .+ \\(from the family’s word list\\)`));
    await screenshot(page, "history-bot-word-from-the-list");

    await page.goto(`${deckUrl}/settings`);
    const listed = page.getByRole("list", { name: "The family’s words for bots" }).getByRole("listitem").filter({ hasText: word });
    await listed.getByText("(on the deck)").waitFor();
  });
});
