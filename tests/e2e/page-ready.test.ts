// The page's own ready signal (app/_components/page-ready.tsx), which the accessibility checks wait
// for: it names the address the page on screen was made for (its path and query), and moves with a
// navigation, one that changes only the query too.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, failOnPageErrors, pageReady } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser.visitor(baseUrl);
});
failOnPageErrors(() => page);

const readyFor = () => page.evaluate(() => document.documentElement.dataset.ready ?? null);

describe("a page says when it is ready", () => {
  it("names its own address once it is on screen and working, and the next page's after a link is followed", async () => {
    await page.goto("/");
    await pageReady(page);
    expect(await readyFor()).toBe("/");

    // A link followed in the page (no new document): the signal moves to the page it leads to.
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL("**/sign-in");
    await pageReady(page);
    expect(await readyFor()).toBe("/sign-in");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
  });

  it("names the query too, and moves when a navigation changes only the query, once that page has its title", async () => {
    const nora = await signedUpAs(page, "Nora");
    const deckUrl = await deckWeAlreadyHave(nora, "The Ready Deck");
    await page.goto(`${deckUrl}/history`);
    await pageReady(page);
    const history = new URL(page.url()).pathname;
    expect(await readyFor()).toBe(history);

    // The timeline filtered by a player: the same page, another query.
    await page.getByLabel("Player").selectOption({ label: "Dad" });
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/[?&]player=/);
    await pageReady(page);
    const query = new URL(page.url()).searchParams.toString();
    expect(await readyFor()).toBe(`${history}?${query}`);
    expect(await page.title()).toMatch(/^Timeline · Snap Legacy$/);
  });
});
