import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";

/**
 * schema.prisma and the migrated database must agree: every model's table has exactly the model's
 * columns, with matching types and nullability. Fails when a schema change has no migration.
 */
interface SchemaField {
  column: string;
  type: string;
  optional: boolean;
}

const SCALAR_TO_POSTGRES: Record<string, string> = {
  String: "text",
  Int: "integer",
  BigInt: "bigint",
  Boolean: "boolean",
  DateTime: "timestamp without time zone",
  Json: "jsonb",
  Float: "double precision",
  Bytes: "bytea",
};

function parseSchema(text: string): { tables: Map<string, SchemaField[]>; enums: Set<string> } {
  const enums = new Set([...text.matchAll(/^enum\s+(\w+)\s*\{/gm)].map((m) => m[1]!));
  const models = new Set([...text.matchAll(/^model\s+(\w+)\s*\{/gm)].map((m) => m[1]!));
  const tables = new Map<string, SchemaField[]>();
  for (const block of text.matchAll(/^model\s+(\w+)\s*\{([\s\S]*?)^\}/gm)) {
    const body = block[2]!;
    const table = body.match(/@@map\("([^"]+)"\)/)?.[1] ?? block[1]!;
    const fields: SchemaField[] = [];
    for (const line of body.split("\n")) {
      const m = line.match(/^\s*(\w+)\s+(\w+)(\?|\[\])?(.*)$/);
      if (!m || line.trim().startsWith("//") || line.trim().startsWith("@@")) continue;
      const [, name, type, modifier, rest] = m as unknown as [string, string, string, string | undefined, string];
      if (models.has(type) || modifier === "[]") continue; // relation fields have no column
      const mapped = rest.match(/@map\("([^"]+)"\)/)?.[1];
      fields.push({
        column: mapped ?? name,
        type: enums.has(type) ? "USER-DEFINED" : (SCALAR_TO_POSTGRES[type] ?? type),
        optional: modifier === "?",
      });
    }
    tables.set(table, fields);
  }
  return { tables, enums };
}

describe("schema.prisma and the migrated database", () => {
  it("agree on every table, column, type and nullability", async () => {
    const schema = parseSchema(readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8"));
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
        `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`,
      );
      const database = new Map<string, SchemaField[]>();
      for (const row of rows) {
        const list = database.get(row.table_name) ?? [];
        list.push({ column: row.column_name, type: row.data_type, optional: row.is_nullable === "YES" });
        database.set(row.table_name, list);
      }
      const sorted = (m: Map<string, SchemaField[]>) =>
        Object.fromEntries(
          [...m.entries()].sort().map(([t, f]) => [t, [...f].sort((a, b) => a.column.localeCompare(b.column))]),
        );
      expect(sorted(database)).toEqual(sorted(schema.tables));
      const { rows: types } = await client.query<{ typname: string }>(
        `SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE n.nspname = 'public' AND t.typtype = 'e'`,
      );
      expect(types.map((t) => t.typname).sort()).toEqual([...schema.enums].sort());
    } finally {
      await client.end();
    }
  });
});
