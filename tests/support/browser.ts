import type axe from "axe-core";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { TEST_CLOCK_COOKIE } from "@/lib/games/screen/clock-speed";
import { ARTIFACTS } from "./app-server";
import { connectToBrowser, launchBrowser } from "./chromium";

export { launchBrowser };

/**
 * Keeps a screenshot of what the person saw, as a test artifact: the whole page, or only the
 * window (`fullPage: false`), where a bar kept at the bottom of the window is where they see it.
 * Only where a person runs the tests, unless `onCi`: on a fresh CI machine (CI set) nobody looks at
 * a passing test's pictures, and each is a whole page drawn and encoded (the layout check keeps its
 * failing pages' there).
 */
export async function screenshot(page: Page, name: string, { fullPage = true, onCi = false } = {}): Promise<void> {
  if (process.env.CI && !onCi) return;
  const dir = path.join(ARTIFACTS, "screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/**
 * Waits until the page at the current address says it is ready (app/_components/page-ready.tsx:
 * hydrated at this path and query) and has its title: Next.js streams a page's metadata after its
 * body, after a navigation too (one that changed only the query took the title away while the page
 * before it still said it was ready, and axe once found no title there).
 */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const query = new URLSearchParams(location.search).toString();
      return document.documentElement.dataset.ready === (query === "" ? location.pathname : `${location.pathname}?${query}`) && document.title.length > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The WCAG levels every page is checked against. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's minified build: the same rules as `axe.source` (the unminified axe.js), 0.65 MB
 * instead of 1.48 MB to send to the page and parse there: 40 % less time to put it into a page
 * (measured: 150 ms against 250 ms, on a 2-core machine).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * WCAG 2.1 AA violations on the current page, as short readable lines. axe-core is put into the
 * page once (a page checked again, at another size, has it already) and run there on the whole
 * document: the app has no frames, so the results are those of axe's frame-by-frame runner, at a
 * third of its time (it put the script into the page twice for every check, and gathered every
 * rule's passes too).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await pageReady(page);
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!present) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((results) => results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }))),
    WCAG_AA,
  );
  return violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(", ")})`);
}

/**
 * The page has no WCAG AA violations, wide and on a 390 px phone, where nothing is wider than the
 * screen; a screenshot of each is kept (`name`, `name-phone`). The window is wide again after.
 */
export async function lookedAtWideAndOnAPhone(page: Page, name: string): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await accessibilityViolations(page)).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1024, height: 800 });
}

/** The start of the console error every page logs for a breach of the Content-Security-Policy. */
export const CSP_VIOLATION = "Content-Security-Policy violation:";

interface VisitorOptions {
  /** Where the visitor's browser is. */
  timezoneId?: string;
  /**
   * The app's service worker (public/sw.js), off unless the test is about what it does ("allow":
   * a table page opened without a connection). A family's browser installs it once and then has the
   * built files in its cache; each test's fresh browser context installed it again and copied every
   * built file its pages loaded into the worker's cache, then fetched them all through the worker:
   * about a seventh of the browser tests' CPU (measured on three files, alternating: 113-117 CPU s
   * without it, 132-135 with it). Off, `page.route` also sees every request a page makes (through
   * the worker, it never saw them).
   */
  serviceWorkers?: "allow";
  /** A phone held in the hand: a touch screen as its only pointer (`pointer: coarse`), no keyboard. */
  touch?: boolean;
}

/**
 * A fresh visitor: their own cookies, a tablet-sized window by default, and the machine's time zone
 * unless told (`timezoneId`: where the visitor's browser is). Every breach of the site's
 * Content-Security-Policy is logged as a console error, which failOnPageErrors turns into a failure.
 */
export async function newVisitor(browser: Browser, baseURL: string, viewport = { width: 1024, height: 800 }, { timezoneId, serviceWorkers, touch }: VisitorOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, timezoneId, serviceWorkers: serviceWorkers ?? "block", ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  await context.addInitScript((prefix) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`${prefix} ${event.effectiveDirective} refused ${event.blockedURI || "inline code"} on ${location.pathname}`);
    });
  }, CSP_VIOLATION);
  return context.newPage();
}

/** How many times faster than real time games run for a test that asks (playAtTestSpeed). */
export const TEST_GAME_CLOCK_SPEED = 4;

/**
 * Games on screen in this page's browser context run on a clock TEST_GAME_CLOCK_SPEED times faster
 * (bots, auto-flip, shouting windows, time limits): for tests that let whole games play
 * themselves. The browser tests' app allows it (tests/e2e/global-setup.ts); no other server does.
 */
export async function playAtTestSpeed(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: TEST_CLOCK_COOKIE, value: String(TEST_GAME_CLOCK_SPEED), url: baseURL }]);
}

/**
 * The run's one Chromium (started by tests/e2e/global-setup.ts) for a test file's tests: connected
 * before them; after them the connection is closed, and with it every context the file opened.
 */
export function browserForThisFile() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectToBrowser(inject("browserEndpoint"));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    visitor(baseURL: string, viewport?: { width: number; height: number }, where?: VisitorOptions): Promise<Page> {
      if (!browser) throw new Error("The browser is not open yet.");
      return newVisitor(browser, baseURL, viewport, where);
    },
  };
}

/**
 * Every uncaught error and console error in a page fails the test it happened in. `forgive` drops
 * the ones a test causes on purpose (a request it aborted, an address it knew was not found) for the
 * rest of that test: the browser may log an aborted request some time after the test moved on.
 */
export function failOnPageErrors(page: () => Page) {
  let errors: string[] = [];
  let forgiven: RegExp[] = [];
  beforeAll(() => {
    page().on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page().on("console", (message) => {
      if (message.type() === "error") errors.push(`console error: ${message.text()} (${message.location().url})`);
    });
  });
  afterEach(() => {
    const seen = errors.filter((error) => !forgiven.some((pattern) => pattern.test(error)));
    errors = [];
    forgiven = [];
    expect(seen).toEqual([]);
  });
  return {
    forgive(pattern: RegExp) {
      forgiven.push(pattern);
    },
  };
}


