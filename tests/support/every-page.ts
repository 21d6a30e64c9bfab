// The layout check over every page of the app at one window size (a test file per size, so the
// sizes run side by side with the rest of the browser tests). One family is made for the file
// (layout-family.ts); each person looks from a browser context of their own, kept for every page
// they visit; each page is one test, named after the page, the person and the size, and fails with
// every failure of that page as a line (page · size · role · element · measure). The failures of
// the whole file are also kept in test-results/layout/<size>.txt, next to the screenshots.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { roomTokenCookie } from "@/lib/games/online/protocol";
import { ARTIFACTS } from "./app-server";
import { browserForThisFile, pageReady, playAtTestSpeed } from "./browser";
import { checkLayout, layoutSize, type LayoutSizeName } from "./layout-check";
import { makeLayoutFamily, type LayoutFamily } from "./layout-family";
import { LAYOUT_VISITS, type LayoutRole } from "./layout-pages";
import { signedInAs } from "./made-in-database";

/** The browser each role looks from: the room seat is the viewer's own account. */
const BROWSER_OF: Record<LayoutRole, "signed out" | "owner" | "viewer" | "guest"> = {
  "signed out": "signed out",
  owner: "owner",
  viewer: "viewer",
  "room seat": "viewer",
  guest: "guest",
};

export function everyPageFits(sizeName: LayoutSizeName) {
  const baseUrl = inject("baseUrl");
  const browser = browserForThisFile();
  const size = layoutSize(sizeName);
  const pages = new Map<string, Page>();
  const found: string[] = [];
  let family: LayoutFamily;

  beforeAll(async () => {
    // The family is written straight into the shared app's database.
    vi.stubEnv("DATABASE_URL", inject("databaseUrl"));
    family = await makeLayoutFamily();
    const open = () => browser.visitor(baseUrl, { width: size.width, height: size.height }, { touch: size.touch });
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
    const file = path.join(ARTIFACTS, "layout", `${size.name}.txt`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, found.length === 0 ? "No failures.\n" : `${found.join("\n")}\n`);
    await db.$disconnect();
    vi.unstubAllEnvs();
  });

  describe(`every page fits a ${size.name} (${size.width}×${size.height}${size.touch ? ", touch" : ""})`, () => {
    for (const visit of LAYOUT_VISITS) {
      it(`${visit.page}, as ${visit.role === "signed out" ? "someone signed out" : visit.role === "guest" ? "a guest with a seat" : `the ${visit.role}`}`, async () => {
        const page = pages.get(BROWSER_OF[visit.role])!;
        const response = await page.goto(visit.path(family));
        expect(response?.status()).toBe(visit.notFound ? 404 : 200);
        await pageReady(page);
        await visit.arrive?.(page, family);
        const failures = await checkLayout(page, { page: visit.page, role: visit.role, size, playScreen: visit.playScreen ?? false });
        found.push(...failures);
        expect(failures).toEqual([]);
      });
    }
  });
}
