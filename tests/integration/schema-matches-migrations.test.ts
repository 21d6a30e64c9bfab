import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dropDatabase } from "../support/database-server";
import { databaseShape } from "../support/database-shape";
import { sqlForSchema } from "../support/prisma-schema-engine";

/**
 * schema.prisma and prisma/migrations must describe the same database. Prisma's own schema engine
 * writes the SQL for schema.prisma into an empty database; the migrations build another (this file's
 * database, migrated by the harness); then every column, default, enum value, index and constraint
 * of the two must be the same. A schema change without its migration fails here.
 */
const adminUrl = inject("adminDatabaseUrl");
const fromSchema = await createDatabase(adminUrl, { migrate: false });

afterAll(() => dropDatabase(adminUrl, fromSchema));

describe("schema.prisma and the migrations", () => {
  it("build the same database: every column, default, enum value, index and constraint", async () => {
    const schema = readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    const client = new pg.Client({ connectionString: fromSchema });
    await client.connect();
    try {
      // The extensions the migrations create (schema.prisma's indexes use them, but does not create them).
      await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
      await client.query(await sqlForSchema(schema, fromSchema));
    } finally {
      await client.end();
    }

    const expected = await databaseShape(fromSchema);
    const migrated = await databaseShape(process.env.DATABASE_URL!);
    expect(expected.length).toBeGreaterThan(0);
    expect(
      migrated,
      "schema.prisma differs from what prisma/migrations build: write a migration (README, Database and migrations)",
    ).toEqual(expected);
  });
});
