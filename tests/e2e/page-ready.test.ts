// The page's own ready signal (app/_components/page-ready.tsx), which the accessibility checks wait
// for: it names the address the page on screen was made for, and moves with a navigation.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, failOnPageErrors, pageReady } from "../support/browser";

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
});
