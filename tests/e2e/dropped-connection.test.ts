import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { UNREACHABLE } from "@/app/_components/call-server";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { showAllCards } from "../support/journeys";
import { signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;
let deckUrl: string;
const uncaught: string[] = [];

beforeAll(async () => {
  page = await browser.visitor(baseUrl);
  // A failed request is handled by the form: nothing may be left to blow up in the page.
  page.on("pageerror", (error) => uncaught.push(error.message));
  await signedUpAs(page, "Gran");
  await page.goto("/decks");
  await page.getByRole("link", { name: "New deck" }).click();
  await page.getByLabel("Deck name").fill("Caravan Deck");
  await page.getByLabel("Player 1 name").fill("Gran");
  await page.getByLabel("Player 2 name").fill("Pip");
  await page.getByText("We already have a deck").click();
  await page.getByRole("button", { name: "Make the deck" }).click();
  await page.getByRole("heading", { name: "Enter the words already on your cards" }).waitFor();
  deckUrl = page.url().replace(/\/import$/, "");
}, 120_000);

afterEach(() => {
  expect(uncaught.splice(0)).toEqual([]);
});

describe("a form whose request never reaches the server", () => {
  it("says nothing was changed, changes nothing, and works when tried again once the connection is back", async () => {
    await page.goto(deckUrl);
    await showAllCards(page);
    await page.getByRole("link", { name: "7 of Hearts, no word yet" }).click();
    await page.getByRole("heading", { name: "7 of Hearts" }).waitFor();
    await page.getByLabel("The word").fill("Kettle");

    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Write the word" }).click();
    await page.getByRole("alert").filter({ hasText: UNREACHABLE }).waitFor();
    const write = page.getByRole("button", { name: "Write the word" });
    expect(await write.isEnabled()).toBe(true);
    expect(await page.getByLabel("The word").inputValue()).toBe("Kettle");
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "card-write-offline");

    await page.context().setOffline(false);
    await write.click();
    await page.getByRole("heading", { name: "Correct the word" }).waitFor();
    await expect(page.getByText("Its word: Kettle").isVisible()).resolves.toBe(true);
    // Written once: the retry carried the same idempotency key as the request that never arrived.
    expect(await page.getByRole("region", { name: "This card’s story" }).getByText("Kettle").count()).toBe(1);
  });

  it("a new game that could not be dealt is dealt on the next try, once", async () => {
    await page.goto(`${deckUrl}/play/new`);
    await page.getByRole("heading", { name: "Play on screen" }).waitFor();
    await page.context().setOffline(true);
    await page.getByRole("button", { name: "Deal the cards" }).click();
    await page.getByRole("alert").filter({ hasText: UNREACHABLE }).waitFor();
    expect(page.url()).toBe(`${deckUrl}/play/new`);

    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Deal the cards" }).click();
    await page.getByRole("heading", { name: "Snap Legacy", exact: true }).waitFor();
    await page.goto(deckUrl);
    expect(await page.getByRole("listitem", { name: /^Snap Legacy:/ }).count()).toBe(1);
  });

  it("a server that answers with an error page (down or restarting) gets the same message, and the next try works", async () => {
    await page.goto(deckUrl);
    await page.getByLabel("New player’s name").fill("Grandad");
    await page.route("**/*", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Add player" }).click();
    await page.getByRole("alert").filter({ hasText: UNREACHABLE }).waitFor();
    await page.unroute("**/*");
    expect(await page.getByRole("button", { name: "Grandad: options" }).count()).toBe(0);

    await page.getByRole("button", { name: "Add player" }).click();
    await page.getByRole("status").filter({ hasText: "Grandad joins the players." }).waitFor();
    await page.getByRole("button", { name: "Grandad: options" }).waitFor();
    expect(await page.getByRole("button", { name: "Grandad: options" }).count()).toBe(1);
  });

  it("the shared buttons, drop-downs and switches meet WCAG 2.1 AA on the members and table pages", async () => {
    await page.goto(`${deckUrl}/members`);
    await page.getByRole("heading", { name: "Members of Caravan Deck" }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "members");
    await page.goto(`${deckUrl}/table`);
    await page.getByRole("heading", { name: "Table companion" }).waitFor();
    const players = page.getByRole("group", { name: "Who is playing?" }).getByRole("checkbox");
    for (const player of await players.all()) await player.uncheck();
    await page.getByRole("button", { name: "Start the session" }).click();
    await page.getByRole("alert").filter({ hasText: "Tick at least two players: Snap needs two." }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, "table-start");
  });
});
