import { chmodSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ARTIFACTS, startApp, type RunningApp } from "../support/app-server";
import { browserForThisFile } from "../support/browser";
import { freePort } from "../support/free-port";

const browser = browserForThisFile();
const running: RunningApp[] = [];

afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
});

/** `npm start` on a fresh machine: no DATABASE_URL, no NEXTAUTH_SECRET, a data folder of its own. */
async function startWithoutDatabaseUrl(dataDir: string, dbPort: number, name: string): Promise<RunningApp> {
  const app = await startApp({
    name,
    port: await freePort(),
    env: {
      DATABASE_URL: undefined,
      NEXTAUTH_SECRET: undefined,
      NEXTAUTH_URL: undefined,
      SNAP_LEGACY_DATA_DIR: dataDir,
      SNAP_LEGACY_DB_PORT: String(dbPort),
    },
  });
  running.push(app);
  return app;
}

describe("the embedded database", () => {
  it("keeps a signed-up user (and their session) across a restart, and refuses a second start on the same data", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "snap-legacy-data-"));
    chmodSync(parent, 0o755);
    const dataDir = path.join(parent, "data");
    const dbPort = await freePort();

    const first = await startWithoutDatabaseUrl(dataDir, dbPort, "embedded-first");
    expect(readFileSync(path.join(dataDir, "nextauth-secret"), "utf8").trim().length).toBeGreaterThan(30);

    const second = await startWithoutDatabaseUrl(dataDir, dbPort, "embedded-second").catch((e: Error) => e);
    expect(second).toBeInstanceOf(Error);
    expect(readFileSync(path.join(ARTIFACTS, "embedded-second.log"), "utf8")).toContain(
      "Snap Legacy is already running",
    );

    const page = await browser.visitor(first.baseUrl);
    await page.goto("/sign-up");
    await page.getByLabel("Your name").fill("Harriet");
    await page.getByLabel("Email").fill("harriet@example.com");
    await page.getByLabel("Password").fill("a long password");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "Your decks" }).waitFor();

    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(existsSync(path.join(dataDir, "snap-legacy.pid"))).toBe(false);

    const again = await startWithoutDatabaseUrl(dataDir, dbPort, "embedded-again");
    // The generated secret was kept, so the session cookie from before the restart still works.
    await page.goto(`${again.baseUrl}/decks`);
    await page.getByRole("heading", { name: "Your decks" }).waitFor();
    await expect(page.getByRole("navigation", { name: "Account" }).textContent()).resolves.toContain("Harriet");

    const returning = await browser.visitor(again.baseUrl);
    await returning.goto("/sign-in");
    await returning.getByLabel("Email").fill("harriet@example.com");
    await returning.getByLabel("Password").fill("a long password");
    await returning.getByRole("button", { name: "Sign in" }).click();
    await returning.getByRole("heading", { name: "Your decks" }).waitFor();
    expect(await again.stop()).toBe(0);
  });
});
