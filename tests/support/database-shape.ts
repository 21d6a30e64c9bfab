import pg from "pg";

/**
 * Everything a Prisma schema decides about a database, as one sorted line per thing: each column
 * (type, nullability, default), each enum (its values in order), each index and each constraint
 * (primary, unique, foreign key with its actions). Prisma's own bookkeeping table is left out, and
 * so is what only SQL can add (triggers, functions, CHECK and EXCLUDE constraints): a migration may
 * add those deliberately, and a schema cannot declare them.
 */
const SHAPE = `
SELECT format('column %s.%s %s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
              CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END,
              COALESCE(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '')) AS line
  FROM pg_attribute a
  JOIN pg_class c ON c.oid = a.attrelid AND c.relkind = 'r'
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relname <> '_prisma_migrations'
UNION ALL
SELECT format('enum %s (%s)', t.typname, string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder))
  FROM pg_type t
  JOIN pg_namespace n ON n.oid = t.typnamespace AND n.nspname = 'public'
  JOIN pg_enum e ON e.enumtypid = t.oid
 GROUP BY t.typname
UNION ALL
SELECT format('index %s', pg_get_indexdef(i.indexrelid))
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
 WHERE c.relname <> '_prisma_migrations'
UNION ALL
SELECT format('constraint %s on %s: %s', con.conname, c.relname, pg_get_constraintdef(con.oid))
  FROM pg_constraint con
  JOIN pg_class c ON c.oid = con.conrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
 WHERE c.relname <> '_prisma_migrations' AND con.contype IN ('p', 'u', 'f')
`;

export async function databaseShape(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ line: string }>(SHAPE);
    return rows.map((r) => r.line).sort();
  } finally {
    await client.end();
  }
}
