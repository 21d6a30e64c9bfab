import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, pageReady, screenshot } from "../support/browser";
import { openRoom } from "../support/online-room";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 820, height: 1180 };
const LAPTOP = { width: 1280, height: 800 };

/** The deck page on a 390 px phone was 5,700 px long before its cards, games and history were folded. */
const PHONE_PAGE_BEFORE = 5_700;

const PLAY_WAYS = [
  { name: "Play on this device", heading: "Play on screen" },
  { name: "Play online", heading: "Play online" },
  { name: "Play at the real table", heading: "Table companion" },
];

/** Every other page of the deck, grouped under Play, with where each leads. */
const GROUPED = [
  { name: "Print", path: "/print" },
  { name: "Design the cards", path: "/design" },
  { name: "History", path: "/history" },
  { name: "Members", path: "/members" },
  { name: "Settings", path: "/settings" },
  { name: "Check the real deck", path: "/check" },
  { name: "Enter words from the real deck", path: "/import" },
];

let page: Page;
let deckUrl: string;
let viewerInvite: string;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, PHONE, { touch: true });
  const olive = await signedUpAs(page, "Olive");
  deckUrl = await deckWeAlreadyHave(olive, "The Hall Deck");
  await page.goto(`${deckUrl}/import`);
  const words: Record<string, string> = { "2 of Clubs": "Rocket", "5 of Clubs": "Teapot", "9 of Hearts": "Pancake", "Queen of Spades": "Wombat" };
  for (const [card, word] of Object.entries(words)) await page.getByLabel(new RegExp(`^${card} \\(`)).fill(word);
  await page.getByRole("button", { name: "Save 4 words" }).click();
  await page.getByText("4 words entered.").waitFor();
  await page.goto(`${deckUrl}/members`);
  await page.getByLabel("Invite as").selectOption("VIEWER");
  await page.getByRole("button", { name: "Create invite link" }).click();
  viewerInvite = await page.getByLabel("New invite link").inputValue();
}, 120_000);

afterAll(async () => {
  await page.context().close();
});

async function openDeck(on: Page = page) {
  await on.goto(deckUrl);
  await pageReady(on);
}

const deckActions = (on: Page = page) => on.getByRole("navigation", { name: "Deck" });
const playButton = (on: Page = page) => deckActions(on).getByRole("button", { name: "Play", exact: true });
const pageWiderThanWindow = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The label of the control the keyboard is on. */
const focused = (on: Page = page) => on.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

/** Presses Tab until the keyboard is on the control whose text starts with `text`, as a person tabbing through the page. */
async function tabTo(text: string) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    if ((await focused()).startsWith(text)) return;
  }
  throw new Error(`Tabbing never reached “${text}”.`);
}

/** Controls of the deck's own (not the words inside sentences) a finger can't hit reliably: under 44 px either way. */
const smallTouchTargets = (on: Page) =>
  on.evaluate(() =>
    [...document.querySelectorAll("main nav a, main button, main input, main section > div > a")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width < 44 || box.height < 44);
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  );

/** The cards' links a person can see in the Cards section. */
const cardsInSight = (on: Page = page) =>
  on
    .getByRole("region", { name: "Cards", exact: true })
    .getByRole("list")
    .last()
    .getByRole("link")
    .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.querySelector("svg")?.getAttribute("aria-label") ?? ""));

describe("the deck page, made for the phone in a family's hand", () => {
  it("on a phone, Play is the first thing on the page and a tap opens the ways to play: on this device, online, at the real table", async () => {
    await page.setViewportSize(PHONE);
    await openDeck();
    expect(await page.evaluate(() => document.querySelector("main")?.querySelector("a, button")?.textContent?.trim())).toBe("Play");
    const play = (await playButton().boundingBox())!;
    expect(play.y + play.height).toBeLessThan(PHONE.height / 3);
    expect(await playButton().getAttribute("aria-expanded")).toBe("false");
    for (const way of PLAY_WAYS) expect(await deckActions().getByRole("link", { name: way.name, exact: true }).isVisible()).toBe(false);

    await playButton().tap();
    expect(await playButton().getAttribute("aria-expanded")).toBe("true");
    for (const way of PLAY_WAYS) expect(await deckActions().getByRole("link", { name: way.name, exact: true }).isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(await pageWiderThanWindow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, "deck-page-play-phone");

    for (const way of PLAY_WAYS) {
      await openDeck();
      await playButton().tap();
      await deckActions().getByRole("link", { name: way.name, exact: true }).tap();
      await page.getByRole("heading", { name: way.heading, exact: true }).waitFor();
    }
  });

  it("on a phone, the deck's other pages are grouped under Play, each a tap away, and the page is about a third as long", async () => {
    await page.setViewportSize(PHONE);
    await openDeck();
    expect(await deckActions().getByRole("link").evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.textContent))).toEqual(GROUPED.map((link) => link.name));
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(PHONE_PAGE_BEFORE / 2);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page-phone");

    for (const link of GROUPED) {
      await openDeck();
      await deckActions().getByRole("link", { name: link.name, exact: true }).tap();
      await page.waitForURL(`${deckUrl}${link.path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
    }
  });

  it("asks the server for a page only when its link is followed, never for every page its links lead to", async () => {
    await page.setViewportSize(PHONE);
    // What the pages ask the server for in place (a followed link, or a prefetch of one: Next.js's
    // requests for a page's React Server Components), from the deck page to its history's players.
    const asked: string[] = [];
    const seen = (request: Request) => {
      if (request.headers()["rsc"]) asked.push(`${new URL(request.url()).pathname}${request.headers()["next-router-prefetch"] ? " (prefetched)" : ""}`);
    };
    page.on("request", seen);
    await openDeck();
    await deckActions().getByRole("link", { name: "History", exact: true }).tap();
    await page.waitForURL(`${deckUrl}/history`);
    await pageReady(page);
    await page.getByRole("navigation", { name: "History" }).getByRole("link", { name: "Players" }).tap();
    await page.waitForURL(`${deckUrl}/history/players`);
    await pageReady(page);
    page.off("request", seen);
    const deckPath = new URL(deckUrl).pathname;
    expect(asked).toEqual([`${deckPath}/history`, `${deckPath}/history/players`]);
  });

  it("on a laptop, the keyboard opens Play, reaches each way to play, Escape closes it, and every grouped page is reached with Tab and Enter", async () => {
    await page.setViewportSize(LAPTOP);
    await openDeck();
    expect(await pageWiderThanWindow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page-laptop");

    await tabTo("Play");
    await page.keyboard.press("Enter");
    expect(await playButton().getAttribute("aria-expanded")).toBe("true");
    for (const way of PLAY_WAYS) {
      await page.keyboard.press("Tab");
      expect(await focused()).toMatch(new RegExp(`^${way.name}`));
    }
    await page.keyboard.press("Escape");
    expect(await playButton().getAttribute("aria-expanded")).toBe("false");
    expect(await focused()).toBe("Play");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Play online", exact: true }).waitFor();

    for (const link of GROUPED) {
      await openDeck();
      await tabTo(link.name);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${deckUrl}${link.path}`);
    }
  });

  it("shows the cards as a summary and the first few; Show all unfolds them in place and takes the keyboard to the first new card", async () => {
    await page.setViewportSize(PHONE);
    await openDeck();
    const filters = page.getByRole("navigation", { name: "Filter cards" });
    expect(await filters.getByRole("link").allTextContents()).toEqual(["52 cards", "4 with words", "48 blank"]);
    expect(await filters.getByRole("link", { name: "52 cards" }).getAttribute("aria-current")).toBe("page");
    expect(await cardsInSight()).toEqual(["Ace of Clubs, no word yet", "2 of Clubs, with the word “Rocket”", "3 of Clubs, no word yet", "4 of Clubs, no word yet", "5 of Clubs, with the word “Teapot”", "6 of Clubs, no word yet"]);

    await page.getByRole("button", { name: "Show all 52 cards" }).tap();
    expect(await cardsInSight()).toHaveLength(52);
    expect(await page.evaluate(() => document.activeElement?.querySelector("svg")?.getAttribute("aria-label"))).toBe("7 of Clubs, no word yet");
    expect(await page.getByRole("button", { name: "Show fewer cards" }).getAttribute("aria-expanded")).toBe("true");
    expect(await pageWiderThanWindow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Show fewer cards" }).tap();
    expect(await cardsInSight()).toHaveLength(6);

    await filters.getByRole("link", { name: "4 with words" }).tap();
    await page.waitForURL(/\?show=words$/);
    await page.getByRole("link", { name: "4 with words" }).and(page.locator("[aria-current=page]")).waitFor();
    expect(await cardsInSight()).toEqual(["2 of Clubs, with the word “Rocket”", "5 of Clubs, with the word “Teapot”", "9 of Hearts, with the word “Pancake”", "Queen of Spades, with the word “Wombat”"]);
    expect(await page.getByRole("button", { name: /^Show all/ }).count()).toBe(0);

    await page.setViewportSize(LAPTOP);
    await openDeck();
    expect(await cardsInSight()).toHaveLength(8);
  });

  it("archives a player only from their own menu, after a confirmation; Undo brings them back", async () => {
    await page.setViewportSize(PHONE);
    await openDeck();
    await page.getByLabel("New player’s name").fill("Sam");
    await page.getByRole("button", { name: "Add player" }).tap();
    await page.getByText("Sam joins the players.").waitFor();
    // Nothing beside a name archives anyone.
    expect(await page.getByRole("button", { name: /^Archive/ }).count()).toBe(0);

    const sam = page.getByRole("button", { name: "Sam: options" });
    await sam.tap();
    expect(await sam.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Archive Sam…" }).tap();
    await page.getByText("Archive Sam? They won’t be offered for new games.", { exact: false }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page-archive-confirm-phone");
    await page.getByRole("button", { name: "Cancel" }).tap();
    expect(await sam.getAttribute("aria-expanded")).toBe("false");
    await page.reload();
    await pageReady(page);
    expect(await page.getByRole("button", { name: "Sam: options" }).count()).toBe(1);

    await sam.tap();
    await page.getByRole("button", { name: "Archive Sam…" }).tap();
    await page.getByRole("button", { name: "Yes, archive Sam" }).tap();
    await page.getByRole("status").filter({ hasText: "Sam is archived; their words stay theirs." }).waitFor();
    const archived = page.getByRole("button", { name: "Sam (archived): options" });
    await archived.waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page-archived-phone");
    await page.goto(`${deckUrl}/play/new`);
    await page.getByRole("heading", { name: "Play on screen" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Sam", exact: true }).count()).toBe(0);

    await openDeck();
    await archived.tap();
    await page.getByRole("button", { name: "Bring back Sam" }).tap();
    await page.getByRole("status").filter({ hasText: "Sam is back among the players." }).waitFor();
    await sam.waitFor();

    // By keyboard: the name opens the menu and takes the keyboard into it; each step is one key.
    await sam.focus();
    await page.keyboard.press("Enter");
    expect(await focused()).toBe("Archive Sam…");
    await page.keyboard.press("Enter");
    expect(await focused()).toBe("Yes, archive Sam");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Sam is archived; their words stay theirs." }).waitFor();
    await page.getByRole("button", { name: "Undo: bring back Sam" }).tap();
    await page.getByRole("status").filter({ hasText: "Sam is back among the players." }).waitFor();
    await sam.waitFor();
  });

  it("a viewer sees the deck with no editing actions, on a phone and a laptop", async () => {
    const gran = await browser.visitor(baseUrl, PHONE, { touch: true });
    await signedUpAs(gran, "Gran");
    await gran.goto(viewerInvite);
    await gran.getByRole("button", { name: "Join The Hall Deck" }).click();
    await gran.getByRole("heading", { name: "The Hall Deck", exact: true }).waitFor();
    await pageReady(gran);
    expect(await playButton(gran).count()).toBe(0);
    expect(await deckActions(gran).getByRole("link").allTextContents()).toEqual(["Print", "History", "Table companion", "Members", "Settings", "Check the real deck"]);
    expect(await gran.getByLabel("New player’s name").count()).toBe(0);
    expect(await gran.getByRole("region", { name: "Players" }).getByRole("button").count()).toBe(0);
    expect(await gran.getByText("Mum", { exact: true }).isVisible()).toBe(true);
    expect(await pageWiderThanWindow(gran)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(gran)).toEqual([]);
    await screenshot(gran, "deck-page-viewer-phone");
    await deckActions(gran).getByRole("link", { name: "Table companion" }).tap();
    await gran.getByRole("heading", { name: "Table companion" }).waitFor();

    await gran.setViewportSize(LAPTOP);
    await gran.goto(deckUrl);
    await pageReady(gran);
    expect(await playButton(gran).count()).toBe(0);
    expect(await pageWiderThanWindow(gran)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(gran)).toEqual([]);
    await gran.context().close();
  });

  it("lists an online room waiting for players right under Play, with its code and a way to take a seat", async () => {
    await page.setViewportSize(PHONE);
    const { code } = await openRoom(page, deckUrl, { people: ["Mum", "Dad"], deal: 7 });
    await openDeck();
    const rooms = page.getByRole("region", { name: "Playing online now" });
    await rooms.getByText(code, { exact: true }).first().waitFor();
    await rooms.getByRole("link", { name: `Take a seat in the Snap Legacy room ${code}` }).waitFor();
    const [play, listed] = [(await playButton().boundingBox())!, (await rooms.boundingBox())!];
    expect(listed.y).toBeGreaterThan(play.y);
    expect(await pageWiderThanWindow(page)).toBeLessThanOrEqual(0);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page-room-phone");
  });

  it("fits a tablet too: nothing wider than the window, WCAG AA, touch targets of 44 px", async () => {
    await page.setViewportSize(TABLET);
    await openDeck();
    await playButton().click();
    expect(await pageWiderThanWindow(page)).toBeLessThanOrEqual(0);
    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "deck-page-tablet");
  });
});
