// The accessibility check every journey ends with (accessibilityViolations): it must find what a
// family using a screen reader or a low-vision setting would be let down by, or its clean results
// across the app mean nothing.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { accessibilityViolations, browserForThisFile } from "../support/browser";

const browser = browserForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser.visitor(inject("baseUrl"));
});

/** A page in the app's place, saying it is ready as the app's pages do (app/_components/page-ready.tsx). */
async function showPage(body: string): Promise<void> {
  await page.goto("/no-such-page");
  await page.setContent(`<!doctype html><html lang="en"><head><title>A page</title></head><body><main><h1>A page</h1>${body}</main></body></html>`);
  await page.evaluate(() => (document.documentElement.dataset.ready = location.pathname));
}

describe("the accessibility check", () => {
  it("names a picture without words, a button without a name and text too faint to read, each with where it is", async () => {
    await showPage(`
      <img id="dragon" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40">
      <button id="snap"></button>
      <p id="faint" style="color:#ccc;background:#fff">Grandma Rose wrote Cabbage</p>`);
    const violations = await accessibilityViolations(page);
    expect(violations).toEqual(
      expect.arrayContaining([expect.stringMatching(/^image-alt: .*\(#dragon\)$/), expect.stringMatching(/^button-name: .*\(#snap\)$/), expect.stringMatching(/^color-contrast: .*\(#faint\)$/)]),
    );
  });

  it("finds nothing wrong with the same page made right", async () => {
    await showPage(`
      <img id="dragon" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40" alt="A dragon">
      <button id="snap">Snap!</button>
      <p id="faint" style="color:#333;background:#fff">Grandma Rose wrote Cabbage</p>`);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
