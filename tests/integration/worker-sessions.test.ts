import { getPriority } from "node:os";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isLocalDatabase, yieldDatabaseSession } from "@/lib/workers/yield-database-session";

describe("heavy work's database sessions", () => {
  it("know a database on this machine from one elsewhere", () => {
    expect(isLocalDatabase("postgresql://snap@localhost:5432/snap")).toBe(true);
    expect(isLocalDatabase("postgresql://snap@127.0.0.1:5432/snap")).toBe(true);
    expect(isLocalDatabase("postgresql://snap@[::1]:5432/snap")).toBe(true);
    expect(isLocalDatabase("postgresql://snap@localhost/snap?host=/var/run/postgresql")).toBe(true);
    expect(isLocalDatabase("postgresql://snap@db.example.com:5432/snap")).toBe(false);
    expect(isLocalDatabase("postgresql://snap@localhost/snap?host=db.internal")).toBe(false);
    expect(isLocalDatabase("not an address")).toBe(false);
  });

  it.runIf(process.platform === "linux")("run below normal CPU priority when PostgreSQL runs on this machine, and other sessions keep theirs", async () => {
    const url = process.env.DATABASE_URL!;
    expect(isLocalDatabase(url)).toBe(true);
    const heavy = new pg.Client({ connectionString: url });
    const other = new pg.Client({ connectionString: url });
    await Promise.all([heavy.connect(), other.connect()]);
    try {
      const pidOf = async (client: pg.Client) => Number((await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid);
      const [heavyPid, otherPid] = [await pidOf(heavy), await pidOf(other)];
      const before = getPriority(otherPid);
      yieldDatabaseSession(heavy);
      expect(getPriority(heavyPid)).toBeGreaterThan(before);
      expect(getPriority(otherPid)).toBe(before);
      // The session still answers as before.
      expect((await heavy.query<{ n: number }>("SELECT 1 AS n")).rows[0]!.n).toBe(1);
    } finally {
      await Promise.all([heavy.end(), other.end()]);
    }
  });
});
