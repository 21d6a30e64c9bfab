import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { DEFAULT_MIGRATIONS_DIR, readMigrations, runMigrations } from "@/lib/db/migrate";
import { createDatabase, dropDatabase } from "../support/database-server";

const adminUrl = inject("adminDatabaseUrl");

/** What this file made beside its own database, dropped and deleted at its end. */
const databases: string[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(databases.map((url) => dropDatabase(adminUrl, url)));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** An empty database of its own, on the tests' server. */
async function emptyDatabase(): Promise<string> {
  const url = await createDatabase(adminUrl, { migrate: false });
  databases.push(url);
  return url;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

function copyOfMigrations(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  folders.push(folder);
  const dir = path.join(folder, "migrations");
  cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

describe("the migration runner", () => {
  it("applies every migration once and records it as Prisma does, with the file's sha256", async () => {
    const url = await emptyDatabase();
    const first = await runMigrations(url);
    const files = await readMigrations();
    expect(first.applied).toEqual(files.map((f) => f.name));

    const rows = await query<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }>(
      url,
      `SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    const first_file = files[0]!;
    const bytes = readFileSync(path.join(DEFAULT_MIGRATIONS_DIR, first_file.name, "migration.sql"));
    expect(rows[0]).toMatchObject({
      migration_name: first_file.name,
      checksum: createHash("sha256").update(bytes).digest("hex"),
      applied_steps_count: 1,
    });
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);

    const second = await runMigrations(url);
    expect(second.applied).toEqual([]);
  });

  it("lets only one of two processes starting at once apply each migration", async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([runMigrations(url), runMigrations(url)]);
    const files = await readMigrations();
    expect([...a.applied, ...b.applied].sort()).toEqual(files.map((f) => f.name).sort());
    const rows = await query<{ n: string }>(url, `SELECT count(*) AS n FROM "_prisma_migrations"`);
    expect(Number(rows[0]!.n)).toBe(files.length);
  });

  it("refuses to run when an applied migration's file has changed", async () => {
    const url = await emptyDatabase();
    const dir = copyOfMigrations();
    await runMigrations(url, { dir });
    const [first] = await readMigrations(dir);
    writeFileSync(path.join(dir, first!.name, "migration.sql"), first!.sql + "\n-- edited afterwards\n");
    await expect(runMigrations(url, { dir })).rejects.toThrow(
      new RegExp(`Migration ${first!.name} was changed after it was applied`),
    );
  });

  it("names the migration and the statement that failed, and applies nothing of it", async () => {
    const url = await emptyDatabase();
    const dir = copyOfMigrations();
    mkdirSync(path.join(dir, "29991231000000_broken"));
    writeFileSync(
      path.join(dir, "29991231000000_broken", "migration.sql"),
      `CREATE TABLE "half_done" ("id" INTEGER);\n\nALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;\n`,
    );
    const error = await runMigrations(url, { dir }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("Migration 29991231000000_broken failed at line 3");
    expect((error as Error).message).toContain(`ALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;`);
    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_name = 'half_done'`,
    );
    expect(tables).toEqual([]);
    const recorded = await query<{ migration_name: string }>(url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(recorded.map((r) => r.migration_name)).not.toContain("29991231000000_broken");
  });

  it("refuses a database that has a migration this version of the app does not know", async () => {
    const url = await emptyDatabase();
    const dir = copyOfMigrations();
    mkdirSync(path.join(dir, "29991231000000_newer"));
    writeFileSync(path.join(dir, "29991231000000_newer", "migration.sql"), `SELECT 1;\n`);
    await runMigrations(url, { dir });
    await expect(runMigrations(url)).rejects.toThrow(/29991231000000_newer, which this version of the app does not have/);
  });
});
