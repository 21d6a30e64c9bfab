import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { DEFAULT_MIGRATIONS_DIR, runMigrations } from "@/lib/db/migrate";
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

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database: migrated (the default), empty (`migrate: false`), or a copy of a migrated
 * template (`template`), which takes a fraction of a second where migrating takes seconds.
 */
export async function createDatabase(adminUrl: string, options: { migrate?: boolean; template?: string } = {}): Promise<string> {
  const name = `snap_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, options.template ? `CREATE DATABASE "${name}" TEMPLATE "${options.template}"` : `CREATE DATABASE "${name}"`);
  const url = withDatabase(adminUrl, name);
  if (options.migrate !== false && !options.template) await runMigrations(url);
  return url;
}

/**
 * A migrated database that only serves as the template of others: no one may connect to it (a
 * connection would stop it being copied), so the copies all start from the same migrated state.
 */
export async function createTemplateDatabase(adminUrl: string): Promise<string> {
  const url = await createDatabase(adminUrl);
  const name = new URL(url).pathname.slice(1);
  await adminQuery(adminUrl, `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
  return name;
}

/** Drops a database by its address, or by its name (a template's). */
export async function dropDatabase(adminUrl: string, urlOrName: string): Promise<void> {
  const name = urlOrName.includes("://") ? new URL(urlOrName).pathname.slice(1) : urlOrName;
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * A fresh database migrated as the app was before migration `first` (and every one after it) came:
 * for a test that writes rows as an older version did, then runs the rest. Returns its URL.
 */
export async function databaseMigratedBefore(adminUrl: string, first: string): Promise<string> {
  const url = await createDatabase(adminUrl, { migrate: false });
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  try {
    const before = path.join(folder, "migrations");
    cpSync(DEFAULT_MIGRATIONS_DIR, before, { recursive: true });
    for (const name of readdirSync(before)) if (/^\d{14}_/.test(name) && name >= first) rmSync(path.join(before, name), { recursive: true });
    await runMigrations(url, { dir: before });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return url;
}
