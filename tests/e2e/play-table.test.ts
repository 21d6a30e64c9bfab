import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile, screenshot } from "../support/browser";
import { anyMatch, openTrial, topsByPlace, turnYourCard } from "../support/trial-screen";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();

let page: Page;
let errors: string[] = [];

beforeAll(async () => {
  page = await browser.visitor(baseUrl, { width: 1024, height: 800 });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console error: ${message.text()}`);
  });
});

afterEach(() => {
  const seen = errors;
  errors = [];
  expect(seen).toEqual([]);
});

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
