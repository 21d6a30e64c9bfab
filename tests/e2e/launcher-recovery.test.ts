import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { isRunning, waitForExit } from "@/lib/db/processes";
import { startApp, waitForLog, type RunningApp } from "../support/app-server";
import { freePort } from "../support/free-port";

/** `npm start` keeps the app up when its web server dies, and recovers when the launcher itself was killed. */
const running: RunningApp[] = [];
const otherServers: EmbeddedDatabase[] = [];

const folders: string[] = [];

afterAll(async () => {
  await Promise.all(running.map((app) => app.stop()));
  await Promise.all(otherServers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freshDataDir(): string {
  const parent = mkdtempSync(path.join(tmpdir(), "snap-legacy-launcher-"));
  chmodSync(parent, 0o755);
  folders.push(parent);
  return path.join(parent, "data");
}

async function start(dataDir: string, dbPort: number, name: string, port?: number): Promise<RunningApp> {
  const app = await startApp({
    name,
    port: port ?? (await freePort()),
    env: { DATABASE_URL: undefined, NEXTAUTH_SECRET: undefined, NEXTAUTH_URL: undefined, SNAP_LEGACY_DATA_DIR: dataDir, SNAP_LEGACY_DB_PORT: String(dbPort) },
  });
  running.push(app);
  return app;
}

function webServerPids(log: string): number[] {
  return [...log.matchAll(/Web server started \(process (\d+)\)/g)].map((m) => Number(m[1]));
}

function launcherPid(dataDir: string): number {
  return (JSON.parse(readFileSync(path.join(dataDir, "snap-legacy.pid"), "utf8")) as { pid: number }).pid;
}

function postgresPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
}

async function health(app: RunningApp): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  const response = await fetch(`${app.baseUrl}/api/health`);
  return { status: response.status, body: await response.json(), cacheControl: response.headers.get("cache-control") };
}

describe("the launcher", () => {
  it("restarts the web server when it is killed, and the app answers again; SIGTERM still stops everything", async () => {
    const dataDir = freshDataDir();
    const app = await start(dataDir, await freePort(), "launcher-restart");
    const [first] = webServerPids(await waitForLog(app, "Serving http://localhost"));

    process.kill(first!, "SIGKILL");

    const log = await waitForLog(app, "The web server is answering again");
    expect(log).toContain("The web server stopped unexpectedly (killed by SIGKILL); restarting it in 500 ms");
    const [, second] = webServerPids(log);
    expect(second).toBeGreaterThan(0);
    expect(second).not.toBe(first);
    await expect(health(app)).resolves.toEqual({
      status: 200,
      body: { status: "ok", database: "ok", migrations: "current" },
      cacheControl: "no-store",
    });

    const postgres = postgresPid(dataDir);
    expect(await app.stop()).toBe(0);
    expect(isRunning(second!)).toBe(false);
    expect(isRunning(postgres)).toBe(false);
    expect(existsSync(path.join(dataDir, "snap-legacy.pid"))).toBe(false);
    expect(readFileSync(app.logFile, "utf8")).toContain("Stopped.");
  });

  it("after being killed itself, is recovered by the next start: its lock and its PostgreSQL, with a message, and no other PostgreSQL", async () => {
    const otherDir = path.join(freshDataDir(), "postgres");
    const other = await startEmbeddedPostgres({ dir: otherDir, port: await freePort(), database: "someone_else" });
    otherServers.push(other);
    const dataDir = freshDataDir();
    const dbPort = await freePort();
    const crashed = await start(dataDir, dbPort, "launcher-killed");
    const [web] = webServerPids(await waitForLog(crashed, "Serving http://localhost"));
    const launcher = launcherPid(dataDir);
    const orphan = postgresPid(dataDir);

    process.kill(launcher, "SIGKILL");

    // The web server goes with its launcher (it would otherwise hold the port); PostgreSQL cannot.
    expect(await waitForExit(web!, 15_000)).toBe(true);
    expect(isRunning(orphan)).toBe(true);

    const next = await start(dataDir, dbPort, "launcher-after-kill", Number(new URL(crashed.baseUrl).port));
    const log = readFileSync(next.logFile, "utf8");
    expect(log).toContain(`The last run (process ${launcher}) ended without stopping cleanly; recovering its data folder`);
    expect(log).toContain(`A PostgreSQL (process ${orphan}) from an earlier run that did not stop cleanly is still running`);
    expect(isRunning(orphan)).toBe(false);
    expect((await health(next)).status).toBe(200);

    const client = new pg.Client({ connectionString: other.url });
    await client.connect();
    await expect(client.query("SELECT 1 AS alive")).resolves.toMatchObject({ rows: [{ alive: 1 }] });
    await client.end();
    expect(await next.stop()).toBe(0);
  });

  it("stops cleanly when the web server keeps dying: five crashes within a minute", async () => {
    const dataDir = freshDataDir();
    const app = await start(dataDir, await freePort(), "launcher-gives-up");
    await waitForLog(app, "Serving http://localhost");
    for (let crash = 1; crash <= 5; crash++) {
      const pids = webServerPids(await waitForLog(app, "Web server started"));
      process.kill(pids.at(-1)!, "SIGKILL");
      if (crash < 5) await waitForLog(app, (log) => webServerPids(log).length > crash);
    }
    expect(await app.exited).toBe(1);
    const log = readFileSync(app.logFile, "utf8");
    expect(webServerPids(log)).toHaveLength(5);
    expect(log).toContain("The web server stopped unexpectedly (killed by SIGKILL), 5 times within a minute: stopping.");
    expect(existsSync(path.join(dataDir, "snap-legacy.pid"))).toBe(false);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });

  it("restarts its PostgreSQL when it is killed, and the app answers again", async () => {
    const dataDir = freshDataDir();
    const app = await start(dataDir, await freePort(), "launcher-postgres-killed");
    await waitForLog(app, "Serving http://localhost");
    const killed = postgresPid(dataDir);

    process.kill(killed, "SIGKILL");

    const log = await waitForLog(app, "The embedded PostgreSQL is running again.");
    expect(log).toContain("The embedded PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it in 500 ms.");
    expect(postgresPid(dataDir)).not.toBe(killed);
    // As a load balancer would: ask again until the app says it is healthy.
    let answer = await health(app);
    for (let attempt = 0; attempt < 20 && answer.status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await health(app);
    }
    expect(answer).toEqual({ status: 200, body: { status: "ok", database: "ok", migrations: "current" }, cacheControl: "no-store" });

    const restarted = postgresPid(dataDir);
    expect(await app.stop()).toBe(0);
    expect(isRunning(restarted)).toBe(false);
  });
});
