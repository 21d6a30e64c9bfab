import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, failOnPageErrors, screenshot } from "../support/browser";
import { anyMatch, openTrial, topsByPlace, turnYourCard } from "../support/trial-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1024, height: 800 });
});
const pageErrors = failOnPageErrors(() => page);

describe("Table Snap, tried without an account", () => {
  it("a false Snap puts you out until the cards on the table are collected", async () => {
    await openTrial(page, "/play/table?bots=3&pace=quick&deal=8", "Table Snap");
    expect(await accessibilityViolations(page)).toEqual([]);
    const you = page.getByRole("region", { name: "Your place" });
    for (let tries = 0; tries < 20; tries++) {
      await turnYourCard(page);
      if (anyMatch(await topsByPlace(page))) continue;
      await page.keyboard.press("Space");
      break;
    }
    await you.getByText("Out until the table is collected").waitFor();
    expect(await page.getByRole("button", { name: /^You: Snap!/ }).isDisabled()).toBe(true);
    await screenshot(page, "game-table-sitting-out");
    await page.getByRole("region", { name: "Latest snap" }).getByText(/^Snap won by /).waitFor({ timeout: 60_000 });
    expect(await you.getByText("Out until the table is collected").count()).toBe(0);
  }, 90_000);
});

describe("the address of a game tried without an account", () => {
  it("a bad parameter gets a clear message and a way back to the games; an unknown game is not found", async () => {
    await page.goto("/play/irish?bots=99&pace=%3Cscript%3Ealert(1)%3C/script%3E");
    await page.getByRole("heading", { name: "That game can’t be dealt" }).waitFor();
    await page.getByText("The number of bots must be 1 to 5. The bots’ pace must be relaxed, normal or quick.", { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Choose a game to play" }).getAttribute("href")).toBe("/play");
    const response = await page.goto("/play/legacy");
    expect(response?.status()).toBe(404);
    pageErrors.forgive(/status of 404/);
  });

  it("without a deal number, a fresh deal is put in the address, so a reload deals the same cards", async () => {
    await page.goto("/play/table?bots=1");
    await page.getByRole("heading", { name: "Table Snap", exact: true }).waitFor();
    expect(page.url()).toMatch(/\/play\/table\?bots=1&deal=\d+$/);
  });
});
