import { isMainThread } from "node:worker_threads";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { isLocalDatabase, yieldDatabaseSession } from "@/lib/workers/yield-database-session";

/**
 * Connections a worker thread of heavy work (lib/workers) keeps: it does one job at a time, so a
 * booklet's reads or an import's writes use at most this many of the database's cores at once,
 * leaving the rest to the thread that answers requests.
 */
const WORKER_CONNECTIONS = 2;

/**
 * Connections kept for the online judge's writers (plain-move-writer.ts, and judge-store.ts's shouts
 * and verdicts), one each: every writer sends one statement at a time, and on `db`'s pool it waited
 * behind whatever held those connections. In the 400-room benchmark the pool's 10 were all in use
 * most of the time (won snaps' transactions, each a few round trips, held five on average), a dozen
 * queries waited for one, and the rooms' plain moves, every room's turns, waited with them.
 */
const WRITERS_CONNECTIONS = 3;

/** A client on this pool of connections, which it ends (closing them) when it disconnects. */
function clientOnPool(pool: pg.Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}

/** A client with pg's default pool (10 connections). */
export function createPrismaClient(connectionString: string): PrismaClient {
  return clientOnPool(new pg.Pool({ connectionString }));
}

/** A worker thread's pool: small, its sessions below normal priority where they can be (yield-database-session.ts). */
function workerPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: WORKER_CONNECTIONS });
  if (isLocalDatabase(connectionString)) pool.on("connect", yieldDatabaseSession);
  return pool;
}

/**
 * One Prisma client per thread and database address, with its pool of connections, kept on
 * globalThis: across hot reloads in development, and shared by every copy of this module in a
 * process. The web server has two: Next.js's bundle loads lib/ for pages and routes, and tsx loads
 * it again for online play (scripts/serve.ts), and both must use one pool (lib/db/sql.ts sends on
 * it too: a pool kept beside this module's copy was not found by the other one).
 */
const globalForPrisma = globalThis as unknown as { prisma?: Connected };

interface Connected {
  url: string;
  client: PrismaClient;
  pool: pg.Pool;
  /** The judge's writers' connections (WRITERS_CONNECTIONS), opened when first used. */
  writers: pg.Pool;
}

function writersPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: WRITERS_CONNECTIONS });
  // A connection lost while idle (the database restarted) is replaced on the next statement.
  pool.on("error", (error) => console.error(`[db] A writer's connection was lost: ${error.message}`));
  return pool;
}

/** Ends a client's connections, the writers' too (each pool ended once). */
async function disconnect(kept: Connected): Promise<void> {
  await Promise.all([kept.pool.ending ? undefined : kept.client.$disconnect(), kept.writers.ending ? undefined : kept.writers.end()]);
}

function connected(): Connected {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides it.");
  const kept = globalForPrisma.prisma;
  // A worker thread is told the address with each job (its environment is a copy made when it
  // started); a test file's database is a new address, so the old client is let go. A client
  // disconnected (`db.$disconnect()`, as a test file does at its end) has ended its pool: the next
  // use makes a new pair, or Prisma would open connections of its own and pg's statements would
  // find the ended pool.
  if (kept?.url === url && !kept.pool.ending) return kept;
  if (kept) void disconnect(kept);
  const pool = isMainThread ? new pg.Pool({ connectionString: url }) : workerPool(url);
  globalForPrisma.prisma = { url, pool, client: clientOnPool(pool), writers: writersPool(url) };
  return globalForPrisma.prisma;
}

/**
 * How busy this thread's connections to the database are now: connections running a query or a
 * transaction, and queries waiting for one (the 400-room benchmark samples it: a full pool is
 * where a busy process's moves queue).
 */
export function connectionsInUse(): { busy: number; waiting: number; writersBusy: number } | null {
  const kept = globalForPrisma.prisma;
  if (!kept) return null;
  const { pool, writers } = kept;
  return { busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount, writersBusy: writers.totalCount - writers.idleCount };
}

/** The connections `db` uses on this thread (made on first use): lib/db/sql.ts sends statements on them too. */
export function databasePool(): pg.Pool {
  return connected().pool;
}

/** The online judge's writers' own connections (WRITERS_CONNECTIONS), on the same database as `db`. */
export function judgeWritersPool(): pg.Pool {
  return connected().writers;
}

/** Created on first use, so that building the app needs no database. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    if (property === "$disconnect") return () => disconnect(connected());
    const target = connected().client;
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
