// The layout check over every page of the app at every window size (layout-check.ts): two phones
// and a tablet, touch screens, and a laptop with a mouse. One family is made for it
// (layout-family.ts); each person looks from a browser context of their own, kept for every page
// they visit. Each page is visited once, on the small phone, and then checked at each size in turn,
// the window resized as a phone is turned or a tablet's window dragged, and at last made a laptop's
// (no touch screen, a desktop browser's window): the app lays itself out again from CSS and its
// ResizeObserver hooks, as for a person who does that (and a page that laid itself out only once,
// when it loaded, fails). Visiting each page once for all four sizes, not once for the touch
// screens and again for the laptop, is half the check's page loads (measured: see
// tests/README.md). Each page at each size is one test, named after the page, the person and the
// size, and fails with every failure of that page at that size as a line
// (page · size · role · element · measure). The failures at each size are also kept in
// test-results/layout/<size>.txt, next to the screenshots.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { roomTokenCookie } from "@/lib/games/online/protocol";
import { ARTIFACTS } from "./app-server";
import { browserForThisFile, pageReady, playAtTestSpeed } from "./browser";
import { checkLayout, layoutSize, type LayoutSize, type LayoutSizeName } from "./layout-check";
import { makeLayoutFamily, type LayoutFamily } from "./layout-family";
import { LAYOUT_VISITS, type LayoutRole, type PageVisit } from "./layout-pages";
import { signedInAs } from "./made-in-database";

/** The browser each role looks from: the room seat is the viewer's own account. */
const BROWSER_OF: Record<LayoutRole, "signed out" | "owner" | "viewer" | "guest"> = {
  "signed out": "signed out",
  owner: "owner",
  viewer: "viewer",
  "room seat": "viewer",
  guest: "guest",
};

const who = (role: LayoutRole) => (role === "signed out" ? "someone signed out" : role === "guest" ? "a guest with a seat" : `the ${role}`);
const described = (size: LayoutSize) => `fits a ${size.name} (${size.width}×${size.height}${size.touch ? ", touch" : ""})`;

/**
 * Makes the page's window the size's: its width and height, and a touch screen's (a phone's browser,
 * touch its only pointer) or a laptop's (a desktop browser, a mouse), as Playwright makes a context's
 * (`isMobile` and `hasTouch`, or neither) but for a page already open. Then waits until the page has
 * laid itself out again (its resize observers have run and what they changed is drawn: two frames).
 * Every size is set here, never through Playwright's setViewportSize: Playwright would skip a size
 * it believes it has already set. One thing a page made a laptop's keeps of the touch screen it was:
 * Chromium still answers `(hover: none)`; the app's CSS puts only `:hover` rules under
 * `(hover: hover)`, and nothing here hovers.
 */
async function becomeDevice(page: Page, cdp: CDPSession, size: LayoutSize): Promise<void> {
  await cdp.send("Emulation.setTouchEmulationEnabled", size.touch ? { enabled: true, maxTouchPoints: 1 } : { enabled: false });
  await cdp.send("Emulation.setDeviceMetricsOverride", {
    width: size.width,
    height: size.height,
    screenWidth: size.width,
    screenHeight: size.height,
    deviceScaleFactor: 1,
    mobile: size.touch,
    screenOrientation: size.width > size.height ? { angle: size.touch ? 90 : 0, type: "landscapePrimary" } : { angle: 0, type: "portraitPrimary" },
  });
  const now = await page.evaluate(
    () =>
      new Promise<{ width: number; height: number; touch: boolean; coarse: boolean }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({ width: innerWidth, height: innerHeight, touch: navigator.maxTouchPoints > 0, coarse: matchMedia("(pointer: coarse)").matches }),
          ),
        ),
      ),
  );
  // The page sees the device it is measured as, or nothing measured means what its test says.
  expect(now, `the window as the page sees it, made a ${size.name}'s`).toEqual({ width: size.width, height: size.height, touch: size.touch, coarse: size.touch });
}

/**
 * Every page fits each of `sizeNames`, each page visited once at the first of them and then shown
 * at each in turn: the browser contexts are opened as the first size's device.
 */
export function everyPageFits(sizeNames: [LayoutSizeName, ...LayoutSizeName[]]) {
  const baseUrl = inject("baseUrl");
  const browser = browserForThisFile();
  const sizes = sizeNames.map(layoutSize);
  const [first] = sizes as [LayoutSize, ...LayoutSize[]];
  const pages = new Map<string, { page: Page; cdp: CDPSession; size: LayoutSize }>();
  const found = new Map<LayoutSizeName, string[]>(sizes.map((size) => [size.name, []]));
  let family: LayoutFamily;

  beforeAll(async () => {
    // The family is written straight into the shared app's database.
    vi.stubEnv("DATABASE_URL", inject("databaseUrl"));
    family = await makeLayoutFamily();
    const open = () => browser.visitor(baseUrl, { width: first.width, height: first.height }, { touch: first.touch });
    const [signedOut, owner, viewer, guest] = await Promise.all([open(), open(), open(), open()]);
    // Reduced motion, as some people ask for: cards, dialogs and fades are still as they are
    // measured, and in the screenshots.
    await Promise.all([signedOut, owner, viewer, guest].map((page) => page.emulateMedia({ reducedMotion: "reduce" })));
    // Games tried without an account deal themselves faster (their bots, and Auto-flip).
    await playAtTestSpeed(signedOut, baseUrl);
    await Promise.all([signedInAs(owner, family.owner), signedInAs(viewer, family.viewer)]);
    await guest.context().addCookies(Object.entries(family.guestTokens).map(([roomId, token]) => ({ name: roomTokenCookie(roomId), value: token, url: baseUrl, httpOnly: true, sameSite: "Lax" as const })));
    for (const [browserOf, page] of [["signed out", signedOut], ["owner", owner], ["viewer", viewer], ["guest", guest]] as const) {
      pages.set(browserOf, { page, cdp: await page.context().newCDPSession(page), size: first });
    }
  }, 120_000);

  afterAll(async () => {
    for (const [size, lines] of found) {
      const file = path.join(ARTIFACTS, "layout", `${size}.txt`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, lines.length === 0 ? "No failures.\n" : `${lines.join("\n")}\n`);
    }
    await db.$disconnect();
    vi.unstubAllEnvs();
  });

  /** The person's page shown at this size (as the size's device), unless it is already. */
  async function showAt(browserOf: string, size: LayoutSize): Promise<Page> {
    const seen = pages.get(browserOf)!;
    if (seen.size !== size) await becomeDevice(seen.page, seen.cdp, size);
    seen.size = size;
    return seen.page;
  }

  /** Opens the page at the first size and waits until it shows the state to check. */
  async function visit(visit: PageVisit): Promise<Page> {
    const page = await showAt(BROWSER_OF[visit.role], first);
    const response = await page.goto(visit.path(family));
    expect(response?.status()).toBe(visit.notFound ? 404 : 200);
    await pageReady(page);
    await visit.arrive?.(page, family);
    return page;
  }

  describe(`every page ${sizes.map(described).join(", ")}`, () => {
    for (const pageVisit of LAYOUT_VISITS) {
      describe(`${pageVisit.page}, as ${who(pageVisit.role)}`, () => {
        let page: Page;
        beforeAll(async () => {
          page = await visit(pageVisit);
        }, 120_000);
        for (const size of sizes) {
          it(described(size), async () => {
            page = await showAt(BROWSER_OF[pageVisit.role], size);
            const failures = await checkLayout(page, { page: pageVisit.page, role: pageVisit.role, size, playScreen: pageVisit.playScreen ?? false });
            found.get(size.name)!.push(...failures);
            expect(failures).toEqual([]);
          });
        }
      });
    }
  });
}
