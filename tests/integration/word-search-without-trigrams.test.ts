// A database where pg_trgm can't be created (here a function of its name is already there, as on a
// server without the extension or an account without the right, CREATE EXTENSION fails), so the
// migration can't make the trigram index: the app still migrates, every search still finds what it
// found before, and the log says once that searches read the whole history.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { timelinePage } from "@/lib/history/timeline";
import { makeDeck, makeUser } from "./deck-helpers";
import { appendDatedEvents } from "./history-helpers";

const adminUrl = inject("adminDatabaseUrl");
const database = `snap_test_no_trgm_${randomBytes(4).toString("hex")}`;

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const testUrl = process.env.DATABASE_URL;

afterAll(async () => {
  await db.$disconnect();
  process.env.DATABASE_URL = testUrl;
  await query(adminUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
});

describe("a database where pg_trgm can't be created", () => {
  it("is migrated all the same, searches find what they found before, and the log says once that they read the whole history", async () => {
    await query(adminUrl, `CREATE DATABASE "${database}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    await query(url.toString(), `CREATE FUNCTION show_trgm(text) RETURNS text[] AS 'SELECT ARRAY[]::text[]' LANGUAGE sql`);
    const migrated = await runMigrations(url.toString());
    expect(migrated.applied).toContain("20261205300000_timeline_by_time_and_search");
    expect(await query(url.toString(), `SELECT to_regclass('"word_events_wordFolded_trgm_idx"') IS NOT NULL AS "made"`)).toEqual([{ made: false }]);

    process.env.DATABASE_URL = url.toString();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const mum = await makeUser("Mum");
    const { deckId, cards, players } = await makeDeck(mum.id);
    await appendDatedEvents(
      deckId,
      mum.id,
      ["Café", "100%", "Teapot"].map((word, i) => ({ cardId: cards[i]!.id, kind: "IMPORT" as const, word, playerId: players[0]!.id })),
    );
    const found = async (q: string) => (await timelinePage(mum.id, deckId, { q })).events.map((event) => (event.story === "word" ? event.word : null));
    expect(await found("CAFE")).toEqual(["Café"]);
    expect(await found("100%")).toEqual(["100%"]);
    expect(await found("pot")).toEqual(["Teapot"]);
    expect(await found("zzzz")).toEqual([]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]![0]).toMatch(/no trigram index.*reads the deck's whole history/);
    warn.mockRestore();
  });
});
