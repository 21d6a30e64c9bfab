// What the benchmarks share (not a benchmark itself: scripts/bench.ts skips it): a database of
// their own, a user with a deck, the app started as `npm start` does and signed in over HTTP, and
// percentiles of what they measured.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { hashPassword } from "../../lib/auth/passwords";
import { db } from "../../lib/db/client";
import { createDeck } from "../../lib/decks/create-deck";
import { startApp, type RunningApp } from "../../tests/support/app-server";
import { createDatabase, dropDatabase, startTestDatabaseServer } from "../../tests/support/database-server";
import { freePort } from "../../tests/support/free-port";
import { referenceWorkMs, thisMachine } from "../process-cpu";

export const BENCH_PASSWORD = "bench password";

/**
 * A fresh, migrated database (on DATABASE_URL's server when it is set, else an embedded PostgreSQL),
 * made the app's DATABASE_URL; `stop` disconnects, drops it and stops the server.
 */
export async function startBenchDatabase(): Promise<{ stop(): Promise<void> }> {
  const server = await startTestDatabaseServer();
  const url = await createDatabase(server.adminUrl);
  process.env.DATABASE_URL = url;
  return {
    async stop() {
      await db.$disconnect();
      await dropDatabase(server.adminUrl, url);
      await server.stop();
    },
  };
}

/** A user who signs in with BENCH_PASSWORD. */
export async function createBenchUser() {
  return db.user.create({
    data: { name: "Bench", email: `bench.${randomUUID()}@example.com`, passwordHash: await hashPassword(BENCH_PASSWORD) },
  });
}

/** A standard 52-card deck named "Bench Deck", owned by the user, with these two players. */
export async function createBenchDeck(userId: string, players: [string, string] = ["Ann", "Ben"]): Promise<string> {
  const { deckId } = await createDeck(userId, {
    requestKey: randomUUID(),
    name: "Bench Deck",
    composition: { kind: "standard", missing: [] },
    players: [
      { name: players[0], colour: "#b42318" },
      { name: players[1], colour: "#1d4ed8" },
    ],
    start: "existing",
  });
  return deckId;
}

/** The production build on a free port, started as `npm start` does, on the benchmark's database. */
export async function startBenchApp(name: string): Promise<RunningApp> {
  return startApp({ name, port: await freePort(), env: { NEXTAUTH_SECRET: "bench-secret", NEXTAUTH_URL: undefined } });
}

/** Signs in with email and password as a script would (next-auth's CSRF token, then its credentials callback); returns the Cookie header. */
export async function signInOverHttp(baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair!.split("=");
      cookies.set(name!, value.join("="));
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  keep(
    await fetch(`${baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
      body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
    }),
  );
  if (![...cookies.keys()].some((k) => k.includes("session-token"))) throw new Error("Sign-in failed");
  return header();
}

/** The nearest-rank percentile `p` (0–100) of `values`; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/** Runs a benchmark's main, printing what failed and exiting non-zero. */
/**
 * CPU time (ms) the app's processes have used so far, from /proc (Linux): unlike wall time, it does
 * not grow when other work shares the machine, so it shows the server's own cost per request.
 */
export function appCpuMs(rootPid: number): number {
  const stats = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command name: state, ppid, …; utime and stime are the 14th and 15th fields.
        const fields = readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return []; // the process ended while we looked
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const stat of stats) {
      if (tree.has(stat.pid) || !tree.has(stat.ppid)) continue;
      tree.add(stat.pid);
      grew = true;
    }
  }
  const ticksPerSecond = 100; // USER_HZ on Linux
  return (stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) * 1000) / ticksPerSecond;
}

/**
 * Runs a benchmark, with this machine's speed before and after it: the fixed piece of work the test
 * runner times (scripts/process-cpu.ts). Figures taken on different machines, or on one whose
 * speed changed during the run (a shared machine's neighbours), compare only by it.
 */
export function runBenchmark(main: () => Promise<void>): void {
  const before = referenceWorkMs();
  main().then(
    () => console.log(thisMachine(`${before} ms before the benchmark, ${referenceWorkMs()} ms after it`)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/**
 * Samples the process while `work` runs: its RSS peak, the event loop's longest delay and, with
 * `heap` (when node has --expose-gc), its live heap peak after full collections, which stall the
 * thread themselves: a run that measures the heap reports no stall.
 */
export async function sampleProcess<T>(work: () => Promise<T>, heap = false): Promise<{ result: T; ms: number; rss: number; heap: number | null; stallMs: number | null }> {
  const collect = heap ? globalThis.gc : undefined;
  collect?.();
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  let ticks = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    if (collect && ++ticks % 20 === 0) {
      collect();
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
  }, 5);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  return { result, ms, rss: rssPeak - rssBefore, heap: collect ? heapPeak - heapBefore : null, stallMs: collect ? null : delay.max / 1e6 };
}
