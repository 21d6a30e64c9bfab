import type { Prisma } from "@/lib/generated/prisma/client";
import { databasePool } from "./client";

/**
 * Statements sent by pg, the driver beneath Prisma, on the same connections as `db` (its pool: the
 * same limit, the same count in connectionsInUse), without Prisma's query engine. Only for the
 * online judge's statements sent hundreds of times a second by one process (the rooms' plain moves,
 * shouts and verdicts, each writer's one statement at a time): there Prisma's own work is most of
 * what a statement costs the process, and that process judges every room's moves. Through Prisma
 * a statement cost this process 236 µs of CPU, through pg 66 µs (`scripts/bench/query-cost.ts`,
 * one small statement, median of five rounds of 2,000). Everything else goes through `db`.
 *
 * The statement is Prisma.sql's, so its values are sent as parameters, never spliced into its
 * text. Its rows come back as pg reads them: use it for statements whose rows are text, integers
 * or JSON (pg reads a timestamp in the machine's time zone and a bigint as a string, Prisma
 * otherwise).
 */
export async function sqlRows<Row>(statement: Prisma.Sql): Promise<Row[]> {
  return (await databasePool().query(statement.text, statement.values as unknown[])).rows as Row[];
}

/** A statement that returns no rows (sqlRows says when to use it): how many rows it wrote. */
export async function sqlCount(statement: Prisma.Sql): Promise<number> {
  return (await databasePool().query(statement.text, statement.values as unknown[])).rowCount ?? 0;
}
