// The layout check over every page of the app at a device's window sizes: a touch screen's three
// (two phones and a tablet) in one file, a laptop's in another, so the two run side by side with the
// rest of the browser tests. One family is made for the file (layout-family.ts); each person looks
// from a browser context of their own, kept for every page they visit. Each page is visited once
// and then checked at each of the device's sizes in turn, the window resized as a phone is turned or
// a tablet's window dragged: the app lays itself out again from CSS and its ResizeObserver hooks, as
// for a person who does that (and a page that laid itself out only once, when it loaded, fails).
// Each page at each size is one test, named after the page, the person and the size, and fails
// with every failure of that page at that size as a line (page · size · role · element · measure).
// The failures at each size are also kept in test-results/layout/<size>.txt, next to the screenshots.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
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

/** Resizes the window and waits until the page has laid itself out again (its resize observers
 *  have run and what they changed is drawn: two frames). */
async function resize(page: Page, size: LayoutSize): Promise<void> {
  const now = page.viewportSize();
  if (now?.width === size.width && now.height === size.height) return;
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Every page fits each of `sizeNames`, all of one kind of device (touch screens, or not): the
 * browser contexts are that device's, opened at the first size.
 */
export function everyPageFits(sizeNames: [LayoutSizeName, ...LayoutSizeName[]]) {
  const baseUrl = inject("baseUrl");
  const browser = browserForThisFile();
  const sizes = sizeNames.map(layoutSize);
  const [first] = sizes as [LayoutSize, ...LayoutSize[]];
  if (sizes.some((size) => size.touch !== first.touch)) throw new Error("A file checks the sizes of one kind of device: touch screens, or not.");
  const pages = new Map<string, Page>();
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
    pages.set("signed out", signedOut).set("owner", owner).set("viewer", viewer).set("guest", guest);
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

  /** Opens the page at the first size and waits until it shows the state to check. */
  async function visit(visit: PageVisit): Promise<Page> {
    const page = pages.get(BROWSER_OF[visit.role])!;
    await resize(page, first);
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
            await resize(page, size);
            const failures = await checkLayout(page, { page: pageVisit.page, role: pageVisit.role, size, playScreen: pageVisit.playScreen ?? false });
            found.get(size.name)!.push(...failures);
            expect(failures).toEqual([]);
          });
        }
      });
    }
  });
}
