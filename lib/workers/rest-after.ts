import { setTimeout as sleep } from "node:timers/promises";

/**
 * Heavy work's share of the database, when it writes many large statements in a row (an import's
 * batches of 1,000 events): after each statement the work rests as long as the statement took
 * (`rest` times that), so PostgreSQL, which this app's requests and live games share, is never busy
 * with it for more than one statement at a time, and a request's query waits at most for one
 * statement's CPU, not a queue of them. The work takes about twice as long; the requests don't notice it.
 * A lowered CPU priority (yield-database-session.ts) isn't enough on its own: a statement's locks,
 * buffers and WAL are shared at any priority.
 */
export async function restAfter<T>(statement: () => Promise<T>, rest = 1): Promise<T> {
  const started = performance.now();
  const result = await statement();
  await sleep((performance.now() - started) * rest);
  return result;
}
