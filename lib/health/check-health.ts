import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_MIGRATIONS_DIR, readMigrations, type MigrationFile } from "@/lib/db/migrate";

/**
 * What a load balancer or the launcher needs to know: can this process reach its database, and has
 * that database every migration this version of the app expects (and no other)? Nothing in the
 * answer comes from configuration or from an error's text, so it can be shown to anyone.
 */
export type MigrationsState = "current" | "pending" | "newer-than-app" | "changed" | "unfinished" | "not-checked";

export interface Health {
  status: "ok" | "unavailable";
  database: "ok" | "unreachable";
  migrations: MigrationsState;
}

/** A load balancer gives up on a check after a few seconds; answer before it does. */
const DATABASE_TIMEOUT_MS = 3000;

interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
}

/** The migration files ship with the app and cannot change while it runs: read them once. */
const expected = new Map<string, Promise<MigrationFile[]>>();

function expectedMigrations(dir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  if (!expected.has(dir)) {
    expected.set(dir, readMigrations(dir).catch((error: unknown) => {
      expected.delete(dir);
      throw error;
    }));
  }
  return expected.get(dir)!;
}

export async function checkHealth(db: PrismaClient, migrationsDir?: string): Promise<Health> {
  const files = await expectedMigrations(migrationsDir);
  const applied = await withTimeout(readAppliedMigrations(db), DATABASE_TIMEOUT_MS).catch(() => "unreachable" as const);
  if (applied === "unreachable") return { status: "unavailable", database: "unreachable", migrations: "not-checked" };
  const migrations = compareMigrations(files, applied);
  return { status: migrations === "current" ? "ok" : "unavailable", database: "ok", migrations };
}

/** Databases whose migrations table has been seen: from then on a check is one query, not two. */
const migrationsTableSeen = new WeakSet<PrismaClient>();

async function readAppliedMigrations(db: PrismaClient, lookAgain = true): Promise<AppliedMigration[]> {
  if (!migrationsTableSeen.has(db)) {
    const [{ exists }] = await db.$queryRaw<[{ exists: boolean }]>`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS exists`;
    if (!exists) return [];
    migrationsTableSeen.add(db);
  }
  try {
    return await db.$queryRaw<AppliedMigration[]>`
      SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`;
  } catch (error) {
    // Gone since (a database emptied under a running app)? Asked once more as if never seen.
    migrationsTableSeen.delete(db);
    if (lookAgain) return readAppliedMigrations(db, false);
    throw error;
  }
}

export function compareMigrations(files: MigrationFile[], applied: AppliedMigration[]): MigrationsState {
  const byName = new Map(files.map((file) => [file.name, file]));
  if (applied.some((row) => row.finished_at === null)) return "unfinished";
  if (applied.some((row) => !byName.has(row.migration_name))) return "newer-than-app";
  if (applied.some((row) => byName.get(row.migration_name)!.checksum !== row.checksum)) return "changed";
  return applied.length === files.length ? "current" : "pending";
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
