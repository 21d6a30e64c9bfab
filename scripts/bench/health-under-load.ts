// Does heavy work hold up everyone else? The production build, started as `npm start` does, with the
// largest deck the forms allow (208 cards) and a history of BENCH_EVENTS events (100,000 unless
// told; scripts/bench/history/seed-long-history.ts). /api/health is polled every 100 ms, first with
// nothing else running, then while four booklets of that deck run (four members, one each), then
// while four booklets and two imports of a 75,000-event deck's JSON export (about 60 MB, under the
// import's 64 MB limit; two other accounts) run at once. Prints each phase's p50/p99/max, the ratio
// of each loaded p99 to the idle one, each heavy request's time and status, and whether the goal
// holds (p99 under load at most 3 × idle and at most 100 ms). A booklet is read and drawn in a PDF
// worker, an import decoded, checked and written in the import worker, each through its own small
// pool of database sessions at lower priority; the request thread checks who is asking and
// gathers an upload's bytes. Health is polled from a worker thread of the benchmark's own
// (health-poller.mjs), so what the benchmark does meanwhile (sending the uploads) never delays a poll.
// Run with `npm run bench` (all benchmarks) or `npx tsx scripts/bench/health-under-load.ts`.
import { Worker } from "node:worker_threads";
import { db } from "../../lib/db/client";
import { exportDeckJson } from "../../lib/history/export/export-deck-json";
import { readText } from "../../lib/history/export/text-stream";
import { IMPORT_PATH, importRequest } from "../../lib/history/import/import-upload";
import { LARGEST_COMPOSITION, seedLongHistory } from "./history/seed-long-history";
import { createBenchUser, percentile, runBenchmark, signInOverHttp, startBenchApp, startBenchDatabase } from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
/** The imports bring the export of a deck of this many events: about 58 MB, under the import's 64 MB
 *  limit (the 100,000-event deck's export, with its 2,000 games' moves, is about 78 MB: refused). */
const IMPORT_EVENTS = Number(process.env.BENCH_IMPORT_EVENTS ?? 75_000);
const POLL_MS = 100;
/** What is polled: the health check (a database query on the request thread) unless told, e.g.
 *  BENCH_POLL_PATH=/icon.svg to see the request thread alone, without the database's share. */
const POLL_PATH = process.env.BENCH_POLL_PATH ?? "/api/health";
const IDLE_MS = 20_000;
const BOOKLETS = 4;
const IMPORTS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Polls {
  times: number[];
  /** When each answered poll was sent, in ms since polling began. */
  at: number[];
  /** Answers other than 200 (503: the health check's own database query gave up after 3 s). */
  notOk: number;
  /** Polls whose connection failed (reset or closed), with no answer; not in `times`. */
  failed: number;
}

/** Polling `POLL_PATH` in the poller's worker thread (health-poller.mjs), once it is ready; `stop()` ends it and gives the times. */
async function startPolling(baseUrl: string) {
  const worker = new Worker(new URL("./health-poller.mjs", import.meta.url), { workerData: { url: `${baseUrl}${POLL_PATH}`, pollMs: POLL_MS } });
  // Its second message (the times) comes long after the first ("ready").
  const message = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  if ((await message()) !== "ready") throw new Error("The health poller didn't start.");
  const polls = message() as Promise<Polls>;
  return {
    async stop(): Promise<Polls> {
      worker.postMessage("stop");
      const answer = await polls;
      await worker.terminate();
      return answer;
    },
  };
}

function summary({ times, at, notOk, failed }: Polls): string {
  const failures = `${notOk > 0 ? `, ${notOk} not ok` : ""}${failed > 0 ? `, ${failed} with no answer (connection reset)` : ""}`;
  const slowest = times.map((time, i) => ({ time, at: at[i]! })).sort((a, b) => b.time - a.time).slice(0, 4);
  const when = slowest.map((poll) => `${ms(poll.time)} at ${(poll.at / 1000).toFixed(1)} s`).join(", ");
  return `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} (${times.length} polls${failures}; slowest ${when})`;
}

/**
 * One heavy request: its time and status (and its refusal's message, if any), its whole answer
 * read; a request that failed outright (the connection closed) is reported as such, status 0.
 */
async function heavy(label: string, request: () => Promise<Response>) {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  try {
    const response = await request();
    const body = await response.arrayBuffer();
    const refusal = response.ok ? "" : `: ${new TextDecoder().decode(body).slice(0, 200)}`;
    return { label, status: response.status, line: `${label}: ${response.status} in ${seconds()}, ${(body.byteLength / (1024 * 1024)).toFixed(1)} MiB${refusal}` };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { label, status: 0, line: `${label}: failed after ${seconds()} (${cause})` };
  }
}

async function main() {
  const database = await startBenchDatabase();
  const owner = await createBenchUser();
  const seeding = performance.now();
  const { deckId } = await seedLongHistory(owner.id, EVENTS, LARGEST_COMPOSITION);
  const readers = await Promise.all(Array.from({ length: BOOKLETS }, () => createBenchUser()));
  await db.deckMember.createMany({ data: readers.map((reader) => ({ deckId, userId: reader.id, role: "VIEWER" as const })) });
  const importers = await Promise.all(Array.from({ length: IMPORTS }, () => createBenchUser()));
  const imported = await seedLongHistory(owner.id, IMPORT_EVENTS, LARGEST_COMPOSITION);
  const file = Buffer.from(await readText((await exportDeckJson(owner.id, imported.deckId)).stream));
  console.log(
    `seeded a deck of 208 cards and ${EVENTS.toLocaleString("en-GB")} events, and one of ${IMPORT_EVENTS.toLocaleString("en-GB")} to import, in ${((performance.now() - seeding) / 1000).toFixed(0)} s; the import's file is ${(file.byteLength / (1024 * 1024)).toFixed(1)} MiB`,
  );

  const app = await startBenchApp("bench-health-under-load");
  try {
    const bookletUrl = `${app.baseUrl}/decks/${deckId}/history/booklet`;
    const ownerCookie = await signInOverHttp(app.baseUrl, owner.email);
    const readerCookies = await Promise.all(readers.map((reader) => signInOverHttp(app.baseUrl, reader.email)));
    const importerCookies = await Promise.all(importers.map((importer) => signInOverHttp(app.baseUrl, importer.email)));

    // Warm up: the page code, the PDF workers (they compile the drawing code once each) and the database's caches.
    const warm = await heavy("warm-up booklet", () => fetch(bookletUrl, { headers: { cookie: ownerCookie } }));
    console.log(`  ${warm.line}`);
    // The import route's code is loaded by its first request: an empty upload, refused, loads it.
    const warmImport = await heavy("warm-up import (empty, refused)", () => fetch(`${app.baseUrl}${IMPORT_PATH}`, importRequest("", crypto.randomUUID(), { cookie: ownerCookie, origin: app.baseUrl })));
    console.log(`  ${warmImport.line}`);
    const pollFor = async (durationMs: number) => {
      const polling = await startPolling(app.baseUrl);
      await sleep(durationMs);
      return polling.stop();
    };
    await pollFor(2000);
    const idle = await pollFor(IDLE_MS);

    const booklet = (cookie: string, i: number) => heavy(`booklet ${i + 1}`, () => fetch(bookletUrl, { headers: { cookie } }));
    const importing = (cookie: string, i: number) =>
      heavy(`import ${i + 1}`, () => fetch(`${app.baseUrl}${IMPORT_PATH}`, importRequest(file, crypto.randomUUID(), { cookie, origin: app.baseUrl })));
    /** Polls health while these requests run, all started at once; prints the phase and each request. */
    const underLoad = async (label: string, requests: (() => ReturnType<typeof heavy>)[]) => {
      const polling = await startPolling(app.baseUrl);
      const started = performance.now();
      const results = await Promise.all(requests.map((request) => request()));
      const polls = await polling.stop();
      console.log(`  while ${label} run (${((performance.now() - started) / 1000).toFixed(1)} s): ${summary(polls)}`);
      for (const result of results) console.log(`  ${result.line}`);
      return { polls, results };
    };

    console.log(`${POLL_PATH} polled every ${POLL_MS} ms`);
    console.log(`  idle: ${summary(idle)}`);
    const booklets = await underLoad(`${BOOKLETS} booklets alone`, readerCookies.map((cookie, i) => () => booklet(cookie, i)));
    const everything = await underLoad(`${BOOKLETS} booklets and ${IMPORTS} imports`, [
      ...readerCookies.map((cookie, i) => () => booklet(cookie, i)),
      ...importerCookies.map((cookie, i) => () => importing(cookie, i)),
    ]);

    const idleP99 = percentile(idle.times, 99);
    for (const [label, phase] of [["booklets alone", booklets], ["booklets and imports", everything]] as const) {
      const p99 = percentile(phase.polls.times, 99);
      const ratio = p99 / idleP99;
      const met = ratio <= 3 && p99 <= 100 && phase.polls.notOk === 0 && phase.polls.failed === 0;
      console.log(`  ${label}: p99 under load / p99 idle ${ratio.toFixed(1)} × (goal ≤ 3 × and ≤ 100 ms, every answer ok: ${met ? "met" : "NOT met"})`);
    }
    console.log("  (a booklet's time includes waiting for a PDF worker: each draws one booklet at a time)");
    const failed = [...booklets.results, ...everything.results].filter((result) => result.status !== 200);
    if (failed.length > 0) throw new Error(`${failed.length} heavy requests were not answered 200: ${failed.map((f) => f.label).join(", ")} (see the app's log, ${app.logFile})`);
  } finally {
    await app.stop();
    await database.stop();
  }
}

runBenchmark(main);
