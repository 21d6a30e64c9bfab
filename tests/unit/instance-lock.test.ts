import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { acquireInstanceLock } from "@/lib/db/instance-lock";
import { withAppDatabase } from "@/lib/db/open-database";
import { processStartTime } from "@/lib/db/processes";

const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
afterAll(() => {
  other.kill();
});

function lockFileIn(dir: string): string {
  return path.join(dir, "snap-legacy.pid");
}

describe("one running app per data folder", () => {
  it("refuses a second start while the first is running", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(lockFileIn(dir), JSON.stringify({ pid: other.pid, startTime: processStartTime(other.pid!) }));
    expect(() => acquireInstanceLock(dir)).toThrow(`Snap Legacy is already running (process ${other.pid})`);
  });

  it("takes over the lock of a run that died, and says whose it was", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(lockFileIn(dir), JSON.stringify({ pid: 2147483646, startTime: "1" }));
    const lock = acquireInstanceLock(dir);
    expect(lock.takenOverFrom).toBe(2147483646);
    expect(JSON.parse(readFileSync(lockFileIn(dir), "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFileIn(dir))).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another, later process", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(lockFileIn(dir), JSON.stringify({ pid: other.pid, startTime: "12345" }));
    const lock = acquireInstanceLock(dir);
    expect(lock.takenOverFrom).toBe(other.pid);
    lock.release();
  });

  it("reads the bare pid that earlier versions wrote", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(lockFileIn(dir), String(other.pid));
    expect(() => acquireInstanceLock(dir)).toThrow("Snap Legacy is already running");
  });
});

describe("commands run beside the app", () => {
  it("reach the running app's embedded database and address, whatever their own environment says", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(
      lockFileIn(dir),
      JSON.stringify({ pid: other.pid, startTime: processStartTime(other.pid!), databasePort: 54918, siteUrl: "http://localhost:3918" }),
    );
    vi.stubEnv("SNAP_LEGACY_DATA_DIR", dir);
    vi.stubEnv("DATABASE_URL", undefined);
    vi.stubEnv("SNAP_LEGACY_DB_PORT", undefined);
    const seen = await withAppDatabase(async (url, app) => ({ port: new URL(url).port, app }));
    expect(seen).toEqual({ port: "54918", app: { databasePort: 54918, siteUrl: "http://localhost:3918" } });
  });

  it("ignore details of the wrong kind in the lock file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(
      lockFileIn(dir),
      JSON.stringify({ pid: other.pid, startTime: processStartTime(other.pid!), databasePort: "5432; drop", siteUrl: 7 }),
    );
    vi.stubEnv("SNAP_LEGACY_DATA_DIR", dir);
    vi.stubEnv("SNAP_LEGACY_DB_PORT", "54001");
    vi.stubEnv("DATABASE_URL", undefined);
    const seen = await withAppDatabase(async (url, app) => ({ port: new URL(url).port, app }));
    expect(seen).toEqual({ port: "54001", app: {} });
  });
});
