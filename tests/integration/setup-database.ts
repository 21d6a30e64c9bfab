// Runs before each integration test file: a fresh, migrated database of its own (a copy of the
// migrated template), so files run in parallel without seeing each other's rows.
import { afterAll, inject } from "vitest";
import { createDatabase, dropDatabase } from "../support/database-server";

const adminUrl = inject("adminDatabaseUrl");
process.env.DATABASE_URL = await createDatabase(adminUrl, { template: inject("templateDatabase") });
const databaseUrl = process.env.DATABASE_URL;

afterAll(async () => {
  const { db } = await import("@/lib/db/client");
  await db.$disconnect();
  await dropDatabase(adminUrl, databaseUrl);
});
