import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "@/lib/db/embedded";
import { stopOrphanedPostgres } from "@/lib/db/orphaned-postgres";
import { isRunning } from "@/lib/db/processes";
import { freePort } from "../support/free-port";

/** A run that was killed outright leaves its PostgreSQL behind; the next start stops that one, and only that one. */
const started: EmbeddedDatabase[] = [];

const folders: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function freshFolder(): string {
  const parent = mkdtempSync(path.join(tmpdir(), "snap-legacy-orphan-"));
  chmodSync(parent, 0o755); // the server runs as the postgres user when the tests run as root
  folders.push(parent);
  return path.join(parent, "postgres");
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
}

describe("a PostgreSQL left running by a run that died", () => {
  it("is stopped, with a message, when it runs on this data folder", async () => {
    const dir = freshFolder();
    const orphan = await startEmbeddedPostgres({ dir, port: await freePort(), database: "snap_orphan" });
    const pid = postmasterPid(dir);
    const lines: string[] = [];

    await stopOrphanedPostgres(dir, (line) => lines.push(line));

    expect(isRunning(pid)).toBe(false);
    expect(await answers(orphan.url)).toBe(false);
    expect(existsSync(path.join(dir, "postmaster.pid"))).toBe(false);
    expect(lines.join("\n")).toContain(`A PostgreSQL (process ${pid}) from an earlier run that did not stop cleanly`);
  });

  it("is never one on another data folder, even when a stale postmaster.pid names it", async () => {
    const theirs = await startEmbeddedPostgres({ dir: freshFolder(), port: await freePort(), database: "snap_theirs" });
    started.push(theirs);
    const theirPid = postmasterPid(theirs.dataDir);
    const ours = freshFolder();
    mkdirSync(ours, { recursive: true });
    writeFileSync(path.join(ours, "postmaster.pid"), `${theirPid}\n${ours}\n`);
    const lines: string[] = [];

    await stopOrphanedPostgres(ours, (line) => lines.push(line));

    expect(isRunning(theirPid)).toBe(true);
    expect(await answers(theirs.url)).toBe(true);
    expect(existsSync(path.join(ours, "postmaster.pid"))).toBe(false);
    expect(lines.join("\n")).toContain("which is not a PostgreSQL on this data folder: the file is stale");
  });

  it("is left alone when postmaster.pid names no running process", async () => {
    const dir = freshFolder();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "postmaster.pid"), "2147483646\n");
    const lines: string[] = [];
    await stopOrphanedPostgres(dir, (line) => lines.push(line));
    expect(lines).toEqual([]);
  });
});
