import { describe, expect, it } from "vitest";
import { connectionsInUse, databasePool, db, judgeWritersPool } from "@/lib/db/client";
import { preparedName, sqlCount, sqlRows, sqlTransaction } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { makeDeck, makeUser } from "./deck-helpers";

// lib/db/sql.ts: the online judge's busiest statements, sent by pg on db's own connections.
describe("a statement sent by pg, beside Prisma", () => {
  it("reads what Prisma wrote, in the same database", async () => {
    const owner = await makeUser("Ann");
    const { deckId } = await makeDeck(owner.id);
    const rows = await sqlRows<{ id: string; name: string }>(Prisma.sql`SELECT "id", "name" FROM "decks" WHERE "id" = ${deckId}`);
    const deck = await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { id: true, name: true } });
    expect(rows).toEqual([deck]);
  });

  it("sends a family's words as values, never as part of the statement: quotes and SQL in them are kept as written", async () => {
    const owner = await makeUser("Ben");
    const { deckId } = await makeDeck(owner.id);
    const name = `Ben's "best" deck'); DROP TABLE "decks"; --`;
    expect(await sqlCount(Prisma.sql`UPDATE "decks" SET "name" = ${name} WHERE "id" = ${deckId}`)).toBe(1);
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true } })).toEqual({ name });
    expect(await db.deck.count()).toBeGreaterThan(0);
  });

  it("counts the rows it wrote, none when nothing matched", async () => {
    const owner = await makeUser("Cat");
    const decks = await Promise.all([1, 2, 3].map(() => makeDeck(owner.id)));
    const ids = decks.map((d) => d.deckId);
    expect(await sqlCount(Prisma.sql`UPDATE "decks" SET "name" = "name" || ${"!"} WHERE "id" = ANY(${ids}::text[])`)).toBe(3);
    expect(await sqlCount(Prisma.sql`UPDATE "decks" SET "name" = "name" WHERE "id" = ${"no such deck"}`)).toBe(0);
  });

  it("uses the connections Prisma does, and gives each back, after a statement that fails too", async () => {
    await expect(sqlRows(Prisma.sql`SELECT 1 / ${0}::int AS "never"`)).rejects.toThrow(/division by zero/);
    await Promise.all(Array.from({ length: 25 }, (_, i) => sqlRows(Prisma.sql`SELECT ${i}::int AS "n", pg_sleep(0.01)`)));
    // pg's default pool, the same as Prisma's: ten connections at most, all free again.
    const pool = connectionsInUse();
    expect(pool).toEqual({ busy: 0, waiting: 0, writersBusy: 0 });
    await expect(db.$queryRaw<{ n: number }[]>`SELECT 1::int AS "n"`).resolves.toEqual([{ n: 1 }]);
  });

  it("finds the same connections from every copy of the database module in a process (the web server loads lib/ twice: in Next.js's bundle, and through tsx for online play)", async () => {
    await db.$queryRaw`SELECT 1`;
    // A second copy of lib/db/client, as the web server's other loader makes one: the client and its
    // connections are the first copy's.
    const secondCopy = "@/lib/db/client?second-copy";
    const other = (await import(/* @vite-ignore */ secondCopy)) as typeof import("@/lib/db/client");
    expect(other.databasePool()).toBe(databasePool());
    expect(other.judgeWritersPool()).toBe(judgeWritersPool());
    expect(other.connectionsInUse()).toEqual(connectionsInUse());
    await expect(other.databasePool().query("SELECT 2::int AS n")).resolves.toMatchObject({ rows: [{ n: 2 }] });
  });

  it("still reaches the database after db was disconnected (a test file's end disconnects it, and the next file in that process goes on)", async () => {
    await db.$disconnect();
    // Prisma opens new connections on its next query; statements sent by pg must find them too.
    await expect(sqlRows(Prisma.sql`SELECT ${3}::int AS "n"`)).resolves.toEqual([{ n: 3 }]);
    await expect(db.$queryRaw<{ n: number }[]>`SELECT 4::int AS "n"`).resolves.toEqual([{ n: 4 }]);
    expect(connectionsInUse()).toEqual({ busy: 0, waiting: 0, writersBusy: 0 });
  });

  it("ends the judge's writers' connections with db's, and opens new ones on their next statement", async () => {
    const writers = judgeWritersPool();
    await sqlRows(Prisma.sql`SELECT 1`, writers);
    expect(writers.totalCount).toBe(1);
    await db.$disconnect();
    expect(writers.ending).toBe(true);
    expect(writers.totalCount).toBe(0);
    expect(judgeWritersPool()).not.toBe(writers);
    await expect(sqlRows(Prisma.sql`SELECT ${5}::int AS "n"`, judgeWritersPool())).resolves.toEqual([{ n: 5 }]);
  });

  it("keeps the judge's writers' connections their own: with every connection of db's held by transactions, a writer's statement goes through at once", async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => databasePool().connect()));
    try {
      // db's pool is full: a statement on it waits for a connection.
      const behind = sqlRows<{ n: number }>(Prisma.sql`SELECT ${6}::int AS "n"`);
      expect(connectionsInUse()).toMatchObject({ busy: 10, waiting: 1 });
      const wrote = sqlRows<{ n: number }>(Prisma.sql`SELECT ${7}::int AS "n"`, judgeWritersPool());
      const waitedForDb = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("The writer's statement waited for db's connections.")), 5_000).unref());
      await expect(Promise.race([wrote, waitedForDb])).resolves.toEqual([{ n: 7 }]);
      expect(connectionsInUse()).toMatchObject({ busy: 10, waiting: 1 });
      held.pop()!.release();
      await expect(behind).resolves.toEqual([{ n: 6 }]);
    } finally {
      held.forEach((client) => client.release());
    }
  });
});

describe("a transaction sent by pg (a won snap's words in online play)", () => {
  it("writes all its statements when its work succeeds, and none of them when the work throws", async () => {
    const owner = await makeUser("Dan");
    const { deckId } = await makeDeck(owner.id);
    await sqlTransaction(async (tx) => {
      await tx.$executeRaw`UPDATE "decks" SET "name" = ${"First"} WHERE "id" = ${deckId}`;
      await tx.$executeRaw`UPDATE "decks" SET "name" = "name" || ${" and second"} WHERE "id" = ${deckId}`;
    });
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true } })).toEqual({ name: "First and second" });

    const refused = new Error("The card already has a word.");
    await expect(
      sqlTransaction(async (tx) => {
        await tx.$executeRaw`UPDATE "decks" SET "name" = ${"Never kept"} WHERE "id" = ${deckId}`;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true } })).toEqual({ name: "First and second" });
    expect(connectionsInUse()).toEqual({ busy: 0, waiting: 0, writersBusy: 0 });
  });

  it("rolls back on a statement that fails, and gives its connection back", async () => {
    const owner = await makeUser("Eve");
    const { deckId } = await makeDeck(owner.id);
    await expect(
      sqlTransaction(async (tx) => {
        await tx.$executeRaw`UPDATE "decks" SET "name" = ${"Never kept"} WHERE "id" = ${deckId}`;
        await tx.$queryRaw`SELECT 1 / ${0}::int`;
      }),
    ).rejects.toThrow(/division by zero/);
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true } })).not.toEqual({ name: "Never kept" });
    expect(connectionsInUse()).toEqual({ busy: 0, waiting: 0, writersBusy: 0 });
  });

  it("sends its opening read with its BEGIN: the work gets the rows, locked until the transaction ends, and another transaction waits for them", async () => {
    const owner = await makeUser("Gil");
    const { deckId } = await makeDeck(owner.id, { name: "Gil's deck" });
    const lockTheDeck = Prisma.sql`SELECT "name" FROM "decks" WHERE "id" = ${deckId} FOR NO KEY UPDATE`;
    const order: string[] = [];
    let locked!: () => void;
    let goOn!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const secondWaits = new Promise<void>((resolve) => (goOn = resolve));
    const first = sqlTransaction<void, { name: string }>(lockTheDeck, async (tx, [deck]) => {
      expect(deck).toEqual({ name: "Gil's deck" });
      locked();
      await secondWaits;
      await tx.$executeRaw`UPDATE "decks" SET "name" = ${"Renamed first"} WHERE "id" = ${deckId}`;
      order.push("first");
    });
    await lockTaken;
    const second = sqlTransaction<void, { name: string }>(lockTheDeck, async (_tx, [deck]) => void order.push(`second read ${deck!.name}`));
    // The second transaction's opening read waits for the first's lock.
    await expect.poll(async () => (await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS "n" FROM pg_stat_activity WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`)[0]!.n).toBe(1n);
    goOn();
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "second read Renamed first"]);
    expect(connectionsInUse()).toEqual({ busy: 0, waiting: 0, writersBusy: 0 });
  });

  it("refuses an opening statement that is not a read, before sending anything", async () => {
    const owner = await makeUser("Hal");
    const { deckId } = await makeDeck(owner.id);
    await expect(sqlTransaction(Prisma.sql`UPDATE "decks" SET "name" = ${"Never"} WHERE "id" = ${deckId}`, async () => undefined)).rejects.toThrow(/opening statement is a read/);
    expect(await db.deck.findUniqueOrThrow({ where: { id: deckId }, select: { name: true } })).not.toEqual({ name: "Never" });
    expect(connectionsInUse()).toEqual({ busy: 0, waiting: 0, writersBusy: 0 });
  });

  it("reads rows as Prisma does, on a machine in any time zone: a stored moment in UTC, a bigint as a BigInt", async () => {
    const owner = await makeUser("Fay");
    const { deckId } = await makeDeck(owner.id);
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const byPrisma = await db.$queryRaw<{ createdAt: Date; cards: bigint }[]>`SELECT "createdAt", (SELECT count(*) FROM "cards" WHERE "deckId" = ${deckId}) AS "cards" FROM "decks" WHERE "id" = ${deckId}`;
      const byPg = await sqlTransaction((tx) => tx.$queryRaw<{ createdAt: Date; cards: bigint }[]>`SELECT "createdAt", (SELECT count(*) FROM "cards" WHERE "deckId" = ${deckId}) AS "cards" FROM "decks" WHERE "id" = ${deckId}`);
      expect(byPg).toEqual(byPrisma);
      expect(typeof byPg[0]!.cards).toBe("bigint");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("prepares a statement once on a connection and sends only its values after, each time read afresh", async () => {
    const owner = await makeUser("Dot");
    const decks = await Promise.all(["First", "Second"].map(async (name) => ({ name, ...(await makeDeck(owner.id, { name })) })));
    const client = await databasePool().connect();
    try {
      const statement = (deckId: string) => Prisma.sql`SELECT "name" FROM "decks" WHERE "id" = ${deckId}`;
      // More runs than PostgreSQL's five before it may keep a generic plan: each still reads its own values.
      for (let run = 0; run < 7; run++) {
        for (const deck of decks) expect(await sqlRows(statement(deck.deckId), client)).toEqual([{ name: deck.name }]);
      }
      const prepared = await client.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE statement = $1", [statement("x").text]);
      expect(prepared.rows).toEqual([{ name: preparedName(statement("x").text) }]);
      // Another text is another statement.
      expect(preparedName(Prisma.sql`SELECT "id" FROM "decks" WHERE "id" = ${"x"}`.text)).not.toBe(preparedName(statement("x").text));
    } finally {
      client.release();
    }
  });
});
