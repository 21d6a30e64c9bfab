// Runs before each integration test file: a fresh, migrated database of its own (a copy of the
// migrated template), so files run in parallel without seeing each other's rows. Most files share
// their worker's modules (vitest.config.mts), so after each file what it changed in the process is
// put back before the next: the environment variables it set, a fake clock, the process's
// listeners on its database (closed before the database is dropped).
import { afterAll, inject, vi } from "vitest";
import { closeProcessListeners } from "@/lib/db/channel-listener";
import { createDatabase, dropDatabase } from "../support/database-server";

const environment = { ...process.env };
const adminUrl = inject("adminDatabaseUrl");
process.env.DATABASE_URL = await createDatabase(adminUrl, { template: inject("templateDatabase") });
const databaseUrl = process.env.DATABASE_URL;

afterAll(async () => {
  vi.useRealTimers();
  const { db } = await import("@/lib/db/client");
  await closeProcessListeners();
  await db.$disconnect();
  await dropDatabase(adminUrl, databaseUrl);
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
