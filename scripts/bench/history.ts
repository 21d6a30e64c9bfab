// The deck's history at the size of a deck kept for years: 100,000 events and 2,000 games of every
// mode (scripts/bench/history/seed-long-history.ts). First the timeline: each of its views (the
// newest page, a page further back, every filter, searches that match and that don't) on that deck
// against the same on a young deck of 2,000 events (as the deck-page benchmark's small deck; most
// views fill their page on it too), as server time and over HTTP (the app started as
// `npm start` does), with the ratios and the goal's verdict (scripts/bench/history/timeline-views.ts).
// Then the median (and p95) server time of the other views as their pages run them — the deck as it
// was, the charts, the players' pages and the games list — then the whole deck's JSON export
// (streamed: time, size, memory), the CSV, the booklet PDF, and the import of the export as a new deck.
// Run with `npm run bench` (all benchmarks) or `npx tsx scripts/bench/history.ts`; BENCH_EVENTS sets
// the history's size (try 20000 beside 100000: memory of the export should not grow with it);
// BENCH_HTTP=0 leaves out the timeline's figures over HTTP (and the app's start, with its build).
import { randomUUID } from "node:crypto";
import { createWriteStream, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { db } from "../../lib/db/client";
import { deckBooklet } from "../../lib/history/booklet/deck-booklet";
import { deckCharts } from "../../lib/history/charts/queries";
import { deckAsItWas } from "../../lib/history/deck-at";
import { exportDeckJson } from "../../lib/history/export/export-deck-json";
import { exportHistoryCsv } from "../../lib/history/export/export-history-csv";
import { deckGames } from "../../lib/history/games";
import { importDeck } from "../../lib/history/import/import-deck";
import { deckPlayersStory, playerStory } from "../../lib/history/players";
import { seedLongHistory } from "./history/seed-long-history";
import { addLookChanges, compareTimelineViews } from "./history/timeline-views";
import { createBenchUser, percentile, runBenchmark, sampleProcess, signInOverHttp, startBenchApp, startBenchDatabase } from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
/** The young deck the timeline's views are compared with. */
const YOUNG_EVENTS = 2000;
const RUNS = 31;
const WARM_UP = 5;
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** Runs `work` WARM_UP + RUNS times and prints the median and p95 of the measured runs. */
async function time(label: string, work: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    await work();
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  console.log(`${label}: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
}

/**
 * Streams into a file and returns the time. With `memory`, samples the process meanwhile: its RSS,
 * and (when node runs with --expose-gc, as npm run bench does) its live heap after full collections,
 * which slow the stream, so the time of such a run is not reported.
 */
async function download(stream: ReadableStream<Uint8Array>, file: string, memory = false) {
  const run = await sampleProcess(() => stream.pipeTo(Writable.toWeb(createWriteStream(file))), memory);
  const heap = run.heap !== null ? `live heap peak +${mib(run.heap)}` : "live heap not measured (run node with --expose-gc)";
  return { ms: run.ms, size: mib(statSync(file).size), memory: `RSS peak +${mib(run.rss)}, ${heap}` };
}

/** An export's time (median of three runs), size, and memory (a fourth run, sampled). */
async function timeExport(label: string, open: () => Promise<ReadableStream<Uint8Array>>, file: string) {
  const times: number[] = [];
  let size = "";
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const run = await download(await open(), file);
    times.push(performance.now() - started);
    size = run.size;
  }
  const sampled = await download(await open(), file, true);
  console.log(`${label}: median ${percentile(times, 50).toFixed(0)} ms of 3, ${size}; ${sampled.memory}`);
}

async function main() {
  const database = await startBenchDatabase();
  const file = path.join(os.tmpdir(), `history-bench-${randomUUID()}`);
  try {
    const user = await createBenchUser();
    const seeding = performance.now();
    const deck = await seedLongHistory(user.id, EVENTS);
    const young = await seedLongHistory(user.id, YOUNG_EVENTS);
    for (const seeded of [deck, young]) await addLookChanges(seeded, user.id);
    // What autovacuum does to a table in use (and the visibility map a short search's index-only read relies on).
    await db.$executeRawUnsafe(`VACUUM (ANALYZE) "word_events", "deck_design_events"`);
    console.log(`seeded ${EVENTS.toLocaleString("en-GB")} events and ${deck.gameIds.length.toLocaleString("en-GB")} games in ${Math.round(performance.now() - seeding)} ms (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`);
    const { deckId } = deck;
    const [ann] = deck.players;

    if (process.env.BENCH_HTTP === "0") {
      await compareTimelineViews({ userId: user.id, long: deck, young });
    } else {
      const app = await startBenchApp("bench-history");
      try {
        await compareTimelineViews({ userId: user.id, long: deck, young, http: { baseUrl: app.baseUrl, cookie: await signInOverHttp(app.baseUrl, user.email) } });
      } finally {
        await app.stop();
      }
    }

    await time("the deck as it was, now", () => deckAsItWas(user.id, deckId, {}));
    await time("the deck as it was, at the middle of the history", () => deckAsItWas(user.id, deckId, { seq: Math.floor(EVENTS / 2) }));
    await time("the deck as it was, at the end of a day", () => deckAsItWas(user.id, deckId, { date: "2025-06-30" }));
    await time("the deck as it was, at the end of a game", () => deckAsItWas(user.id, deckId, { game: deck.gameIds[Math.floor(deck.gameIds.length / 2)]! }));
    await time("charts (all five charts' queries)", () => deckCharts(user.id, deckId));
    await time("players' page", () => deckPlayersStory(user.id, deckId));
    await time("a player's page", () => playerStory(user.id, deckId, ann!.id));
    await time("games list, first page", () => deckGames(user.id, deckId));

    await timeExport("JSON export of the whole deck", async () => (await exportDeckJson(user.id, deckId)).stream, `${file}.json`);
    await timeExport("CSV export of the history", async () => (await exportHistoryCsv(user.id, deckId)).stream, `${file}.csv`);

    const bookletStarted = performance.now();
    const booklet = await deckBooklet(user.id, deckId);
    console.log(`booklet PDF: ${(performance.now() - bookletStarted).toFixed(0)} ms, ${mib(booklet.bytes.length)}`);

    const importStarted = performance.now();
    const imported = await importDeck(user.id, { requestKey: randomUUID(), file: readFileSync(`${file}.json`) });
    const written = await db.wordEvent.count({ where: { deckId: imported.deckId } });
    console.log(`import of the JSON export as a new deck: ${(performance.now() - importStarted).toFixed(0)} ms, ${written.toLocaleString("en-GB")} events written, RSS now ${mib(process.memoryUsage().rss)}`);
  } finally {
    rmSync(`${file}.json`, { force: true });
    rmSync(`${file}.csv`, { force: true });
    await database.stop();
  }
}

runBenchmark(main);
