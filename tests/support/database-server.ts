import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { runMigrations } from "@/lib/db/migrate";
import { freePort } from "./free-port";

/**
 * The PostgreSQL server the tests use: DATABASE_URL's when it is set, else an embedded one in a
 * temporary folder. Each test file then gets a fresh database of its own on it.
 */
export async function startTestDatabaseServer(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  const parent = mkdtempSync(path.join(tmpdir(), "snap-legacy-test-"));
  chmodSync(parent, 0o755); // the server runs as the postgres user when the tests run as root
  const dir = path.join(parent, "postgres");
  const server = await startEmbeddedPostgres({ dir, port: await freePort(), database: "snap_admin" });
  return {
    adminUrl: server.url,
    async stop() {
      await server.stop();
      rmSync(parent, { recursive: true, force: true }); // hundreds of MB a run, left behind otherwise
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createDatabase(adminUrl: string, options: { migrate?: boolean } = {}): Promise<string> {
  const name = `snap_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  if (options.migrate !== false) await runMigrations(url);
  return url;
}

export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
