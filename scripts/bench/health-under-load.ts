// Does heavy work hold up everyone else? The production build, started as `npm start` does, with the
// largest deck the forms allow (208 cards) and a history of BENCH_EVENTS events (100,000 unless
// told; scripts/bench/history/seed-long-history.ts). /api/health is polled every 100 ms, first with
// nothing else running, then while four booklets of that deck (four members, one each) and two
// imports of its JSON export (tens of MB; two other accounts) run at once. Prints each phase's
// p50/p99/max, the ratio of the p99s, each heavy request's time and status, and whether the goal
// holds (p99 under load at most 3 × idle and at most 100 ms).
// Run with `npm run bench` (all benchmarks) or `npx tsx scripts/bench/health-under-load.ts`.
import { db } from "../../lib/db/client";
import { exportDeckJson } from "../../lib/history/export/export-deck-json";
import { readText } from "../../lib/history/export/text-stream";
import { LARGEST_COMPOSITION, seedLongHistory } from "./history/seed-long-history";
import { createBenchUser, percentile, runBenchmark, signInOverHttp, startBenchApp, startBenchDatabase } from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const POLL_MS = 100;
const IDLE_MS = 20_000;
const BOOKLETS = 4;
const IMPORTS = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** /api/health's answer times, asked every POLL_MS (the next right away when one took longer) until `done()`. */
async function pollHealth(baseUrl: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  let next = performance.now();
  while (!done()) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
    times.push(performance.now() - started);
    next += POLL_MS;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    else next = performance.now();
  }
  return times;
}

function summary(times: number[]): string {
  return `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} (${times.length} polls)`;
}

/** One heavy request: its time and status (and its refusal's message, if any), its whole answer read. */
async function heavy(label: string, request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  const body = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  const refusal = response.ok ? "" : `: ${new TextDecoder().decode(body).slice(0, 200)}`;
  return { label, elapsed, status: response.status, line: `  ${label}: ${response.status} in ${(elapsed / 1000).toFixed(1)} s, ${(body.byteLength / (1024 * 1024)).toFixed(1)} MiB${refusal}` };
}

async function main() {
  const database = await startBenchDatabase();
  const owner = await createBenchUser();
  const seeding = performance.now();
  const { deckId } = await seedLongHistory(owner.id, EVENTS, LARGEST_COMPOSITION);
  const readers = await Promise.all(Array.from({ length: BOOKLETS }, () => createBenchUser()));
  await db.deckMember.createMany({ data: readers.map((reader) => ({ deckId, userId: reader.id, role: "VIEWER" as const })) });
  const importers = await Promise.all(Array.from({ length: IMPORTS }, () => createBenchUser()));
  const file = await readText((await exportDeckJson(owner.id, deckId)).stream);
  console.log(
    `seeded a deck of 208 cards and ${EVENTS.toLocaleString("en-GB")} events in ${((performance.now() - seeding) / 1000).toFixed(0)} s; its export is ${(file.length / (1024 * 1024)).toFixed(1)} MiB`,
  );

  const app = await startBenchApp("bench-health-under-load");
  try {
    const bookletUrl = `${app.baseUrl}/decks/${deckId}/history/booklet`;
    const ownerCookie = await signInOverHttp(app.baseUrl, owner.email);
    const readerCookies = await Promise.all(readers.map((reader) => signInOverHttp(app.baseUrl, reader.email)));
    const importerCookies = await Promise.all(importers.map((importer) => signInOverHttp(app.baseUrl, importer.email)));

    // Warm up: the page code, the PDF workers (they compile the drawing code once each) and the database's caches.
    const warm = await heavy("warm-up booklet", () => fetch(bookletUrl, { headers: { cookie: ownerCookie } }));
    console.log(warm.line);
    const pollFor = (durationMs: number) => {
      const end = performance.now() + durationMs;
      return pollHealth(app.baseUrl, () => performance.now() > end);
    };
    await pollFor(2000);
    const idle = await pollFor(IDLE_MS);

    let running = BOOKLETS + IMPORTS;
    const finished = <T>(work: Promise<T>) => work.finally(() => (running -= 1));
    const started = performance.now();
    const work = Promise.all([
      ...readerCookies.map((cookie, i) => finished(heavy(`booklet ${i + 1}`, () => fetch(bookletUrl, { headers: { cookie } })))),
      ...importerCookies.map((cookie, i) =>
        finished(
          heavy(`import ${i + 1}`, () => {
            const form = new FormData();
            form.set("file", new Blob([file], { type: "application/json" }), "Long Deck history.json");
            form.set("requestKey", crypto.randomUUID());
            return fetch(`${app.baseUrl}/decks/import/file`, { method: "POST", body: form, headers: { cookie, origin: app.baseUrl } });
          }),
        ),
      ),
    ]);
    const loaded = await pollHealth(app.baseUrl, () => running === 0);
    const results = await work;
    const loadS = (performance.now() - started) / 1000;

    const idleP99 = percentile(idle, 99);
    const loadedP99 = percentile(loaded, 99);
    const ratio = loadedP99 / idleP99;
    console.log(`/api/health polled every ${POLL_MS} ms`);
    console.log(`  idle: ${summary(idle)}`);
    console.log(`  while ${BOOKLETS} booklets and ${IMPORTS} imports run (${loadS.toFixed(1)} s): ${summary(loaded)}`);
    console.log(`  p99 under load / p99 idle: ${ratio.toFixed(1)} ×`);
    console.log(`  goal (p99 under load ≤ 3 × idle and ≤ 100 ms): ${ratio <= 3 && loadedP99 <= 100 ? "met" : "NOT met"}`);
    console.log("heavy requests (their time includes waiting for a PDF worker, which draw one booklet at a time each):");
    for (const result of results) console.log(result.line);
    const failed = results.filter((result) => result.status !== 200);
    if (failed.length > 0) throw new Error(`${failed.length} heavy requests were not answered 200: ${failed.map((f) => f.label).join(", ")}`);
  } finally {
    await app.stop();
    await database.stop();
  }
}

runBenchmark(main);
