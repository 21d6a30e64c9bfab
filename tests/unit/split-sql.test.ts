import { describe, expect, it } from "vitest";
import { splitSqlStatements } from "@/lib/db/split-sql";

describe("splitting a migration into statements", () => {
  it("splits at top-level semicolons and gives each statement's first line", () => {
    const sql = `-- CreateTable\nCREATE TABLE "a" ("id" INT);\n\n-- CreateIndex\nCREATE INDEX "i" ON "a"("id");\n`;
    expect(splitSqlStatements(sql)).toEqual([
      { sql: `-- CreateTable\nCREATE TABLE "a" ("id" INT);`, line: 2 },
      { sql: `-- CreateIndex\nCREATE INDEX "i" ON "a"("id");`, line: 5 },
    ]);
  });

  it("keeps semicolons inside quotes, quoted names, comments and dollar-quoted bodies", () => {
    const sql = [
      `INSERT INTO t VALUES ('a;b', 'it''s;');`,
      `CREATE TABLE "odd;name" (x INT); /* a; comment */`,
      `CREATE FUNCTION f() RETURNS INT AS $body$ SELECT 1; $body$ LANGUAGE sql;`,
    ].join("\n");
    const statements = splitSqlStatements(sql).map((s) => s.sql);
    expect(statements).toEqual([
      `INSERT INTO t VALUES ('a;b', 'it''s;');`,
      `CREATE TABLE "odd;name" (x INT);`,
      `/* a; comment */\nCREATE FUNCTION f() RETURNS INT AS $body$ SELECT 1; $body$ LANGUAGE sql;`,
    ]);
  });

  it("ignores a file's trailing comments", () => {
    expect(splitSqlStatements("SELECT 1;\n-- the end\n")).toEqual([{ sql: "SELECT 1;", line: 1 }]);
  });
});
