import { createHash } from "node:crypto";
import pg from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { databasePool } from "./client";

/**
 * Statements sent by pg, the driver beneath Prisma, on the same connections as `db` (its pool: the
 * same limit, the same count in connectionsInUse) unless told others (the judge's writers send on
 * their own: judgeWritersPool), without Prisma's query engine. Only for the
 * online judge's statements, sent hundreds of times a second by one process (the rooms' plain
 * moves, shouts and verdicts, and a won snap's words: judge-store.ts): there Prisma's own work is
 * most of what a statement costs the process, and that process judges every room's moves. Through
 * Prisma a statement cost this process 236 µs of CPU, through pg 66 µs; an interactive transaction
 * of one statement 692 µs against 159 µs (`scripts/bench/query-cost.ts`, one small statement,
 * median of five rounds of 2,000). Everything else goes through `db`.
 *
 * The statement is Prisma.sql's, so its values are sent as parameters, never spliced into its
 * text. Its rows come back as Prisma's $queryRaw returns them: a timestamp as its moment in UTC
 * (Prisma stores them so) and a bigint as a BigInt; text, integers, booleans, arrays and JSON as pg
 * reads them, which is as Prisma does.
 */
export async function sqlRows<Row>(statement: Prisma.Sql, on: pg.Pool | pg.PoolClient = databasePool()): Promise<Row[]> {
  return (await send<Row>(statement, on)).rows;
}

/** A statement that returns no rows (sqlRows says when to use it): how many rows it wrote. */
export async function sqlCount(statement: Prisma.Sql, on: pg.Pool | pg.PoolClient = databasePool()): Promise<number> {
  return (await send(statement, on)).rowCount ?? 0;
}

/**
 * Each statement is prepared once per connection (a named statement, named by its text): PostgreSQL
 * then neither parses nor plans it again each time it is sent, only binds its values (after five
 * runs it keeps a generic plan when that plan is no dearer). These are the judge's statements, sent
 * hundreds of times a second, whose texts are a handful (their values, lists too, are parameters):
 * in the 400-room benchmark PostgreSQL's CPU per move recorded was 0.74-0.80 ms in four runs sent
 * unnamed and 0.60-0.67 ms in four prepared (`scripts/bench/online-rooms.ts 400`, with and without
 * --nice-devices); planning alone had been a fifth of its time on these statements
 * (pg_stat_statements with track_planning). A connection keeps what it prepared until it closes.
 */
function send<Row>(statement: Prisma.Sql, on: pg.Pool | pg.PoolClient) {
  const name = preparedName(statement.text);
  return on.query<Row & pg.QueryResultRow>({ name, text: statement.text, values: statement.values as unknown[], types: READ_AS_PRISMA });
}

/** The name a statement's text is prepared under: the same text, the same name, on every connection. */
export function preparedName(text: string): string {
  return `snap_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
}

/** Stored timestamps are in UTC without a zone (as Prisma writes them): read them so, on any machine. */
const TIMESTAMP = 1114;
const INT8 = 20;
const READ_AS_PRISMA: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    if (oid === INT8) return (value: string) => BigInt(value);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * What a transaction's statements are sent through: Prisma's transaction client has it, and so
 * does sqlTransaction's. Code that only sends statements (no Prisma model calls) takes this, and
 * runs in either.
 */
export interface SqlTx {
  $queryRaw<T = unknown>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): PromiseLike<T>;
  $executeRaw(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]): PromiseLike<number>;
}

/** A Prisma.Sql from either way $queryRaw is called: a tagged template, or a statement made already. */
function statementOf(query: TemplateStringsArray | Prisma.Sql, values: unknown[]): Prisma.Sql {
  return query instanceof Prisma.Sql ? query : Prisma.sql(query, ...values);
}

/** Longest a statement of sqlTransaction may take (a lock waited for, included), as Prisma's transactions here. */
const STATEMENT_TIMEOUT_MS = 20_000;

/**
 * `work` in one transaction on one of db's connections, sent by pg (see sqlRows for when): it
 * commits when `work` resolves, and rolls back, writing nothing, when it throws (the error is
 * thrown on). Given an `opening`, the transaction's first statement, a read (the rows it locks), goes
 * with its BEGIN and `work` gets its rows: pg sends a connection's statements one after the other,
 * each as soon as the one before it is answered, with no turn of the event loop between. In a busy
 * process that turn is most of a round trip (a won snap's statements took 6 ms each at the median
 * in the 400-room benchmark, PostgreSQL's own part well under one). Should BEGIN fail, the read
 * ran on its own and the transaction throws before `work`.
 */
export function sqlTransaction<T>(work: (tx: SqlTx) => PromiseLike<T>): Promise<T>;
export function sqlTransaction<T, Opened>(opening: Prisma.Sql, work: (tx: SqlTx, opened: Opened[]) => PromiseLike<T>): Promise<T>;
export async function sqlTransaction<T, Opened>(...args: [(tx: SqlTx) => PromiseLike<T>] | [Prisma.Sql, (tx: SqlTx, opened: Opened[]) => PromiseLike<T>]): Promise<T> {
  const [opening, work] = args.length === 1 ? [null, args[0]] : args;
  if (opening && !/^\s*SELECT\b/i.test(opening.text)) throw new Error("A transaction's opening statement is a read (SELECT).");
  const client = await databasePool().connect();
  const tx: SqlTx = {
    $queryRaw: <Row>(query: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => sqlRows(statementOf(query, values), client) as Promise<Row>,
    $executeRaw: (query, ...values) => sqlCount(statementOf(query, values), client),
  };
  let broken: Error | undefined;
  try {
    const [, opened] = await Promise.all([client.query(`BEGIN; SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`), opening ? sqlRows<Opened>(opening, client) : ([] as Opened[])]);
    const result = await work(tx, opened);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // A connection that cannot even roll back is closed, not given back to the pool.
    await client.query("ROLLBACK").catch((rollback: Error) => (broken = rollback));
    throw error;
  } finally {
    client.release(broken);
  }
}
