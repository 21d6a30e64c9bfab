// What one statement costs the server's process, through Prisma and through the driver beneath it
// (`tsx scripts/bench/query-cost.ts`): the same small statement sent one after another, as the app
// sends it ($queryRaw, $executeRaw, an interactive $transaction of one statement) and with pg
// directly on a pool of its own (a query, a transaction of BEGIN, the statement and COMMIT). Prints
// each one's CPU (and the kernel's part of it) and wall time, as the median of five rounds of
// 2,000. In the 400-room benchmark the process is CPU-bound, and a won snap's words take six
// statements in one transaction (words-transaction.ts), every other move a share of one statement:
// this says what each statement, and the transaction around it, costs there.
// Uses DATABASE_URL's server when it is set, else an embedded PostgreSQL.
import pg from "pg";
import { db } from "../../lib/db/client";
import { percentile, runBenchmark, startBenchDatabase } from "./support";

const ROUNDS = 5;
const STATEMENTS = 2_000;
/** Sent first, so that the connections, Prisma's caches and the JIT are warm. */
const WARM_UP = 300;

type Way = { name: string; send(): Promise<unknown> };

async function round(way: Way): Promise<{ cpuUs: number; systemUs: number; wallUs: number }> {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < STATEMENTS; i++) await way.send();
  const cpu = process.cpuUsage(cpuBefore);
  return { cpuUs: (cpu.user + cpu.system) / STATEMENTS, systemUs: cpu.system / STATEMENTS, wallUs: ((performance.now() - started) * 1000) / STATEMENTS };
}

async function main() {
  const database = await startBenchDatabase();
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
  try {
    const client = await pool.connect();
    const text = "SELECT $1::text AS word, $2::int AS seq";
    const ways: Way[] = [
      { name: "Prisma $queryRaw", send: () => db.$queryRaw`SELECT ${"word"}::text AS word, ${1}::int AS seq` },
      { name: "Prisma $executeRaw", send: () => db.$executeRaw`SELECT ${"word"}::text AS word, ${1}::int AS seq` },
      { name: "Prisma $transaction of one $queryRaw", send: () => db.$transaction((tx) => tx.$queryRaw`SELECT ${"word"}::text AS word, ${1}::int AS seq`) },
      { name: "pg query", send: () => client.query(text, ["word", 1]) },
      {
        name: "pg BEGIN, query, COMMIT",
        send: async () => {
          await client.query("BEGIN");
          await client.query(text, ["word", 1]);
          await client.query("COMMIT");
        },
      },
    ];
    console.log(`one small statement (two parameters, one row back), ${STATEMENTS} one after another, median of ${ROUNDS} rounds:`);
    for (const way of ways) {
      for (let i = 0; i < WARM_UP; i++) await way.send();
      const rounds: Awaited<ReturnType<typeof round>>[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await round(way));
      const median = (pick: (r: (typeof rounds)[number]) => number) => percentile(rounds.map(pick), 50).toFixed(0);
      console.log(`  ${way.name}: this process's CPU ${median((r) => r.cpuUs)} µs (the kernel's ${median((r) => r.systemUs)} µs), wall ${median((r) => r.wallUs)} µs`);
    }
    client.release();
  } finally {
    await pool.end();
    await database.stop();
  }
}

runBenchmark(main);
