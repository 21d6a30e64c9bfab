import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { splitSqlStatements } from "./split-sql";

/**
 * Applies prisma/migrations the way `prisma migrate deploy` would, without Prisma's native engine:
 * rows in `_prisma_migrations` with Prisma's columns and sha256 checksums, one transaction per
 * migration, and a session advisory lock so two processes starting at once cannot both migrate.
 */

export const DEFAULT_MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

/** Any number fixed for this app; Prisma's own engine uses a different key. */
const ADVISORY_LOCK_KEY = 7_261_130_401;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

export class MigrationError extends Error {
  constructor(message: string, readonly migration?: string) {
    super(message);
    this.name = "MigrationError";
  }
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function readMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(dir, name, "migration.sql"));
      return { name, sql: bytes.toString("utf8"), checksum: createHash("sha256").update(bytes).digest("hex") };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

export async function runMigrations(
  connectionString: string,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrationResult> {
  const log = options.log ?? (() => {});
  const migrations = await readMigrations(options.dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    checkHistory(migrations, rows);
    const done = new Set(rows.map((r) => r.migration_name));
    const result: MigrationResult = { applied: [], alreadyApplied: [...done] };
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await applyOne(client, migration);
      log(`Applied migration ${migration.name}`);
      result.applied.push(migration.name);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

function checkHistory(migrations: MigrationFile[], rows: AppliedRow[]): void {
  const byName = new Map(migrations.map((m) => [m.name, m]));
  for (const row of rows) {
    const file = byName.get(row.migration_name);
    if (!row.finished_at) {
      throw new MigrationError(
        `Migration ${row.migration_name} started but never finished in this database; resolve it before migrating again.`,
        row.migration_name,
      );
    }
    if (!file) {
      throw new MigrationError(
        `The database has migration ${row.migration_name}, which this version of the app does not have. Is the app older than the database?`,
        row.migration_name,
      );
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.migration_name} was changed after it was applied (its checksum differs). Restore the file and write a new migration instead.`,
        row.migration_name,
      );
    }
  }
}

async function applyOne(client: pg.Client, migration: MigrationFile): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
      [id, migration.checksum, migration.name],
    );
    for (const statement of splitSqlStatements(migration.sql)) {
      await client.query(statement.sql).catch((error: unknown) => {
        throw new MigrationError(
          `Migration ${migration.name} failed at line ${statement.line}: ${(error as Error).message}\nStatement: ${statement.sql}`,
          migration.name,
        );
      });
    }
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    if (error instanceof MigrationError) throw error;
    throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`, migration.name);
  }
}
