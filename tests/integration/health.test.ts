import { cpSync, mkdtempSync, rmSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { checkHealth } from "@/lib/health/check-health";
import { createDatabase, dropDatabase } from "../support/database-server";
import { freePort } from "../support/free-port";

const adminUrl = inject("adminDatabaseUrl");
const clients: ReturnType<typeof createPrismaClient>[] = [];
const migrationCopies: string[] = [];
const neverMigrated = await createDatabase(adminUrl, { migrate: false });

function clientFor(url: string) {
  const client = createPrismaClient(url);
  clients.push(client);
  return client;
}

/** A copy of this version's migrations a test may change, in a folder deleted after the file. */
function copyOfMigrations(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "health-migrations-"));
  migrationCopies.push(folder);
  const dir = path.join(folder, "migrations");
  cpSync(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

afterAll(async () => {
  await Promise.all(clients.map((client) => client.$disconnect()));
  await dropDatabase(adminUrl, neverMigrated);
  for (const folder of migrationCopies) rmSync(folder, { recursive: true, force: true });
});

describe("the health check", () => {
  it("is ok when the database answers and has every migration of this version, and no other", async () => {
    await expect(checkHealth(clientFor(process.env.DATABASE_URL!))).resolves.toEqual({
      status: "ok",
      database: "ok",
      migrations: "current",
    });
  });

  it("is unavailable with migrations pending on a database that was never migrated", async () => {
    await expect(checkHealth(clientFor(neverMigrated))).resolves.toEqual({
      status: "unavailable",
      database: "ok",
      migrations: "pending",
    });
  });

  it("says migrations are pending, not that the database is unreachable, when its migrations table is gone after being seen", async () => {
    const url = await createDatabase(adminUrl);
    const client = clientFor(url);
    try {
      await expect(checkHealth(client)).resolves.toMatchObject({ status: "ok" });
      await client.$executeRawUnsafe(`DROP TABLE "_prisma_migrations"`);
      await expect(checkHealth(client)).resolves.toEqual({ status: "unavailable", database: "ok", migrations: "pending" });
    } finally {
      await client.$disconnect();
      await dropDatabase(adminUrl, url);
    }
  });

  it("is unavailable when the database has a migration this version of the app does not know", async () => {
    const dir = copyOfMigrations();
    const newest = (await readMigrations(dir)).at(-1)!;
    rmSync(path.join(dir, newest.name), { recursive: true });
    await expect(checkHealth(clientFor(process.env.DATABASE_URL!), dir)).resolves.toMatchObject({
      status: "unavailable",
      migrations: "newer-than-app",
    });
  });

  it("is unavailable when an applied migration's file was changed afterwards", async () => {
    const dir = copyOfMigrations();
    const first = (await readMigrations(dir))[0]!;
    appendFileSync(path.join(dir, first.name, "migration.sql"), "\n-- edited after it was applied\n");
    await expect(checkHealth(clientFor(process.env.DATABASE_URL!), dir)).resolves.toMatchObject({
      status: "unavailable",
      migrations: "changed",
    });
  });

  it("is unavailable, saying only that the database is unreachable, when nothing answers", async () => {
    const nobody = `postgresql://postgres:hunter2@127.0.0.1:${await freePort()}/snap_legacy`;
    const health = await checkHealth(clientFor(nobody));
    expect(health).toEqual({ status: "unavailable", database: "unreachable", migrations: "not-checked" });
    expect(JSON.stringify(health)).not.toContain("hunter2");
  });
});
