import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ARTIFACTS } from "../support/app-server";
import { accessibilityViolations, browserForThisFile, pageReady, screenshot } from "../support/browser";
import { openTableRules } from "../support/chooser";
import { dealGame } from "../support/play-screen";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let page: Page;
let deckUrl: string;
let customDeckUrl: string;

/** Makes a deck through the real form: a standard one whose words are entered, or a custom one left at its setup. */
async function makeDeck(name: string, kind: "standard" | "custom"): Promise<string> {
  await page.goto("/decks/new");
  await page.getByLabel("Deck name").fill(name);
  if (kind === "custom") await page.getByText("A custom Snap deck").click();
  await page.getByLabel("Player 1 name").fill("Mum");
  await page.getByLabel("Player 2 name").fill("Dad");
  if (kind === "standard") await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.waitForURL(/\/decks\/[^/]+\/(import|setup)$/);
  return page.url().replace(/\/(import|setup)$/, "");
}

beforeAll(async () => {
  page = await browser.visitor(baseUrl, DESKTOP);
  await signedUpAs(page, "Mum");
  deckUrl = await makeDeck("Games Night", "standard");
  customDeckUrl = await makeDeck("Picture Snap", "custom");
}, 120_000);

async function openChooser(url = deckUrl) {
  await page.goto(`${url}/play/new`);
  await page.getByRole("heading", { name: "Play on screen" }).waitFor();
}

/** Deals the game chosen and waits for the game's own address; returns its id. */
async function deal(): Promise<string> {
  await page.getByRole("button", { name: "Deal the cards" }).click();
  await page.waitForURL(new RegExp(`^${deckUrl}/play/(?!new)[^/]+$`));
  return page.url().split("/").at(-1)!;
}

/** The line of the deck page's games list about this game. */
async function gamesListLine(gameId: string) {
  await page.goto(deckUrl);
  const line = page.getByRole("listitem").filter({ has: page.locator(`a[href$="/play/${gameId}"]`) });
  return { name: await line.getAttribute("aria-label"), text: await line.textContent() };
}

/** Controls a finger can't hit reliably: smaller than 44 px either way. */
async function smallTouchTargets(): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll(
      "main button, main select, main input[type=text], main input:not([type]), main label:has(input[type=radio]), main label:has(input[type=checkbox]), main a:not(label a)",
    );
    return [...targets].flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.height >= 44 && box.width >= 44)) return [];
      return [`${el.tagName} “${el.textContent?.trim().slice(0, 30)}” ${Math.round(box.width)}×${Math.round(box.height)}`];
    });
  });
}

/** At a phone's width nothing is wider than the screen. */
const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("the game chooser on a deck's Play page", () => {
  it("offers every game with its one-line description, meets WCAG AA with big touch targets, on a desktop and on a phone", async () => {
    await openChooser();
    for (const game of ["Snap Legacy", "Classic Snap", "Table Snap", "Irish Snap"]) {
      expect(await page.getByRole("radio", { name: game, exact: true }).isEnabled()).toBe(true);
    }
    expect(await page.getByRole("radio", { name: "Snap Legacy", exact: true }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await openTableRules(page);
    for (const variant of ["Snap pools", "No pools", "Single centre pile", "Animals"]) {
      expect(await page.getByRole("radio", { name: variant, exact: true }).getAttribute("aria-describedby")).toBeTruthy();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await smallTouchTargets()).toEqual([]);
    // At the form's end, where the Deal bar settles under the last choice (a whole-page screenshot draws it where the window is).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, "chooser-deck");
    await page.setViewportSize(PHONE);
    await page.getByRole("radio", { name: "Animals", exact: true }).check();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await smallTouchTargets()).toEqual([]);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await screenshot(page, "chooser-deck-phone");
    await page.setViewportSize(DESKTOP);
  });

  it("starts Snap Legacy with the people, a bot and the deal number, as before", async () => {
    await dealGame(page, deckUrl, { people: ["Mum", "Dad"], bot: "quick", deal: 4242 });
    const gameId = page.url().split("/").at(-1)!;
    const line = await gamesListLine(gameId);
    expect(line.name).toBe("Snap Legacy: Mum, Dad, Robin Bot");
    expect(line.text).toContain("In progress");
    expect(line.text).toContain("Carry on");
    expect(line.text).toContain("Replay");
  });

  it("starts Classic Snap with a single centre pile where only owners may snap", async () => {
    await openChooser();
    await page.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await openTableRules(page);
    await page.getByRole("radio", { name: "Single centre pile", exact: true }).check();
    await page.getByLabel("Only the owners of the matching piles may snap").check();
    await page.getByLabel("Deal number (optional)").fill("77");
    const line = await gamesListLine(await deal());
    expect(line.name).toBe("Classic Snap (single centre pile): Mum, Robin Bot");
  });

  it("starts Table Snap as a short game of a number of cards, refusing a length it can't play beside the field", async () => {
    await openChooser();
    await page.getByRole("radio", { name: "Table Snap", exact: true }).check();
    await page.getByRole("button", { name: "Add a bot" }).click();
    await openTableRules(page);
    await page.getByLabel("How long").selectOption("short");
    await page.getByLabel("Cards turned").fill("5");
    await page.getByRole("button", { name: "Deal the cards" }).click();
    await page.getByText("A short game is 10 to 500 cards turned.").waitFor();
    expect(await page.getByLabel("Cards turned").getAttribute("aria-invalid")).toBe("true");
    expect(page.url()).toBe(`${deckUrl}/play/new`);
    await page.getByLabel("Cards turned").fill("60");
    const line = await gamesListLine(await deal());
    expect(line.name).toBe("Table Snap: Mum, Robin Bot, Pip Bot");
  });

  it("Irish Snap sits one person and three bots by default, and starts", async () => {
    await openChooser();
    await page.getByRole("checkbox", { name: "Dad", exact: true }).check();
    await page.getByRole("radio", { name: "Irish Snap", exact: true }).check();
    expect(await page.getByRole("checkbox", { checked: true }).count()).toBe(1);
    expect(await page.getByLabel(/^Bot \d pace$/).count()).toBe(3);
    expect(await page.getByRole("option", { name: /most cards loses/ }).count()).toBeGreaterThan(0);
    const line = await gamesListLine(await deal());
    expect(line.name).toBe("Irish Snap: Mum, Robin Bot, Pip Bot, Dot Bot");
  });

  it("Animals gives each seat an animal picker, never offering an animal another seat has", async () => {
    await openChooser();
    await page.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await openTableRules(page);
    await page.getByRole("radio", { name: "Animals", exact: true }).check();
    expect(await page.getByLabel("Only the owners of the matching piles may snap").isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Add a bot" }).click();
    const pickers = ["Mum’s animal", "Bot 1’s animal", "Bot 2’s animal"].map((label) => page.getByLabel(label, { exact: true }));
    const chosen = await Promise.all(pickers.map((p) => p.inputValue()));
    expect(new Set(chosen).size).toBe(3);
    await pickers[0]!.selectOption("Owl");
    expect(await pickers[1]!.locator("option", { hasText: "Owl" }).count()).toBe(0);
    expect(await pickers[2]!.locator("option", { hasText: "Owl" }).count()).toBe(0);
    expect(new Set(await Promise.all(pickers.map((p) => p.inputValue()))).size).toBe(3);
    const line = await gamesListLine(await deal());
    expect(line.name).toBe("Classic Snap (Animals): Mum, Robin Bot, Pip Bot");
  });

  it("the deck page shows the latest games, and its Every game lists every game started, each with which game it was, a link to carry on and its replay", async () => {
    const started = [
      "Classic Snap (Animals): Mum, Robin Bot, Pip Bot",
      "Irish Snap: Mum, Robin Bot, Pip Bot, Dot Bot",
      "Table Snap: Mum, Robin Bot, Pip Bot",
      "Classic Snap (single centre pile): Mum, Robin Bot",
      "Snap Legacy: Mum, Dad, Robin Bot",
    ];
    const namesIn = (list: Locator) => list.getByRole("listitem").evaluateAll((items) => items.map((item) => item.getAttribute("aria-label")));
    await page.goto(deckUrl);
    const latest = page.getByRole("region", { name: "Games" });
    expect(await namesIn(latest)).toEqual(started.slice(0, 3));
    await latest.getByRole("link", { name: "Every game" }).click();
    const games = page.getByRole("region", { name: "Every game, newest first" });
    await games.waitFor();
    expect(await namesIn(games)).toEqual(started);
    expect(await games.getByRole("link", { name: "Carry on" }).count()).toBe(5);
    expect(await games.getByRole("link", { name: "Replay" }).first().getAttribute("href")).toMatch(/\/play\/[^/]+\/replay$/);
    // Each link says which game it opens, to someone who hears the links alone.
    expect(await games.getByRole("link", { name: /^Replay ?, Irish Snap: Mum, Robin Bot, Pip Bot, Dot Bot$/ }).count()).toBe(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await games.screenshot({ path: path.join(ARTIFACTS, "screenshots", "deck-games-list.png") });
  });

  it("needs two players, and says so beside them", async () => {
    await openChooser();
    await page.getByRole("radio", { name: "Table Snap", exact: true }).check();
    await page.getByRole("button", { name: "Remove bot 1" }).click();
    await page.getByRole("button", { name: "Deal the cards" }).click();
    await page.getByText("A game needs at least two players: choose a player or add a bot.").waitFor();
    expect(page.url()).toBe(`${deckUrl}/play/new`);
  });

  it("on a custom Snap deck, Irish Snap is disabled with the reason, and Snap Legacy waits for the setup", async () => {
    await openChooser(customDeckUrl);
    expect(await page.getByRole("radio", { name: "Irish Snap", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByText("Irish Snap counts Ace to King: it needs a standard deck.").isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "Snap Legacy", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "twelve-card setup" }).isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "Classic Snap", exact: true }).isChecked()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe("Play now, without an account", () => {
  let visitor: Page;
  beforeAll(async () => {
    visitor = await browser.visitor(baseUrl, DESKTOP);
  });

  it("leads from the landing page to a small chooser that says nothing is saved, accessible on a desktop and on a phone", async () => {
    await visitor.goto("/");
    await screenshot(visitor, "landing-play-now");
    await visitor.getByRole("link", { name: "Play now" }).click();
    await visitor.waitForURL(`${baseUrl}/play`);
    await visitor.getByRole("heading", { name: "Play now" }).waitFor();
    expect(await visitor.getByRole("radio", { name: "Irish Snap", exact: true }).isChecked()).toBe(true);
    expect(await visitor.getByText("Nothing is saved.").isVisible()).toBe(true);
    expect(await visitor.getByRole("link", { name: "Start a family deck" }).isVisible()).toBe(true);
    expect(await accessibilityViolations(visitor)).toEqual([]);
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(visitor, "chooser-play-now");
    await visitor.setViewportSize(PHONE);
    await visitor.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await openTableRules(visitor);
    await visitor.getByRole("radio", { name: "Animals", exact: true }).check();
    expect(await accessibilityViolations(visitor)).toEqual([]);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(visitor, "chooser-play-now-phone");
    await visitor.setViewportSize(DESKTOP);
  });

  it("Start goes to the trial game with only the choices that differ from its defaults", async () => {
    // Start works once the page is running (a press before that is the browser's, not the chooser's).
    await visitor.goto("/play");
    await pageReady(visitor);
    await visitor.getByRole("button", { name: "Start" }).click();
    await visitor.waitForURL(`${baseUrl}/play/irish`);

    await visitor.goto("/play");
    await pageReady(visitor);
    await visitor.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await openTableRules(visitor);
    await visitor.getByRole("radio", { name: "Animals", exact: true }).check();
    await visitor.getByLabel("Your animal").selectOption("Owl");
    await visitor.getByLabel("How many bots").selectOption("2");
    await visitor.getByLabel("Their pace").selectOption("quick");
    await visitor.getByLabel("How long").selectOption("short");
    await visitor.getByLabel("Cards turned").fill("60");
    await visitor.getByLabel("Deal number (optional)").fill("77");
    await visitor.getByRole("button", { name: "Start" }).click();
    await visitor.waitForURL(`${baseUrl}/play/classic?bots=2&pace=quick&deal=77&turns=60&variant=animals&animal=Owl`);

    await visitor.goto("/play");
    await visitor.getByRole("radio", { name: "Classic Snap", exact: true }).check();
    await openTableRules(visitor);
    await visitor.getByLabel("Only the owners of the matching piles may snap").check();
    await visitor.getByRole("button", { name: "Start" }).click();
    await visitor.waitForURL(`${baseUrl}/play/classic?owners=1`);
  });

  it("is open to a signed-in person too, with their own header", async () => {
    await page.goto("/play");
    // The chooser's Start works once the page is hydrated: a click before then does nothing.
    await pageReady(page);
    await page.getByRole("heading", { name: "Play now" }).waitFor();
    expect(await page.getByRole("button", { name: /sign out/i }).count()).toBe(1);
    await page.getByRole("radio", { name: "Table Snap", exact: true }).check();
    await page.getByRole("button", { name: "Start" }).click();
    await page.waitForURL(`${baseUrl}/play/table`);
  });
});
