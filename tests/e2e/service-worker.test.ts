// The app's service worker (public/sw.js) on ordinary pages. The other browser tests' visitors run
// without it (tests/support/browser.ts: their fresh contexts would each install it again); what it
// keeps for a table page opened offline is table-offline.test.ts's. Here: a browser the worker is in
// charge of still opens the app's pages, and they still work, with their built files from the worker.
import type { Page, Response } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, failOnPageErrors, pageReady } from "../support/browser";
import { deckWeAlreadyHave, signedUpAs } from "../support/made-in-database";

const baseUrl = inject("baseUrl");
const browser = browserForThisFile();
let page: Page;

beforeAll(async () => {
  page = await browser.visitor(baseUrl, undefined, { serviceWorkers: "allow" });
});
failOnPageErrors(() => page);

describe("the app's service worker", () => {
  it("once it is in charge of the browser, a page opens and works as before, its built files handed over by the worker", async () => {
    const nora = await signedUpAs(page, "Nora");
    const deckUrl = await deckWeAlreadyHave(nora, "The Hall Deck");
    await page.goto(deckUrl);
    await pageReady(page);
    await page.getByRole("heading", { level: 1, name: "The Hall Deck" }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    const builtFiles: Response[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/_next/static/")) builtFiles.push(response);
    });
    await page.reload();
    await pageReady(page);
    expect(builtFiles.length).toBeGreaterThan(0);
    expect(builtFiles.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
    expect(builtFiles.filter((response) => response.status() !== 200).map((response) => `${response.status()} ${response.url()}`)).toEqual([]);

    await page.getByRole("link", { name: "History" }).first().click();
    await page.waitForURL(`${deckUrl}/history`);
    await pageReady(page);
    await page.getByRole("heading", { level: 1, name: "The story of The Hall Deck" }).waitFor();
  });
});
