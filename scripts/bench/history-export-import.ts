// Export and import of a deck with 100,000 events (and a game of 2,000 actions): the JSON export
// streamed to a file (time, size, and how much the process's memory grew: peak RSS, sampled, and
// the kernel's high-water mark), the CSV export, and the import of that file as a new deck.
// Run alone with `npx tsx scripts/bench/history-export-import.ts` (a scratch database of its own).
import { randomUUID } from "node:crypto";
import { createWriteStream, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { db } from "../../lib/db/client";
import { writeWords } from "../../lib/decks/write-words";
import { exportDeckJson } from "../../lib/history/export/export-deck-json";
import { exportHistoryCsv } from "../../lib/history/export/export-history-csv";
import { importDeck } from "../../lib/history/import/import-deck";
import { createBenchDeck, createBenchUser, runBenchmark, startBenchDatabase } from "./support";

/** BENCH_EVENTS=20000 shows that memory does not grow with the history (compare the two runs). */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const ACTIONS = 2000;
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

async function seedDeck(userId: string): Promise<string> {
  const deckId = await createBenchDeck(userId);
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  await writeWords(userId, { deckId, requestKey: randomUUID(), kind: "IMPORT", writes: cards.map((c, i) => ({ cardId: c.id, word: `Word ${i}`, playerId: null })) });
  const game = await db.game.create({ data: { deckId, mode: "TABLE", status: "OVER", setup: { players: [], matchSuits: false }, actionCount: ACTIONS, creationKey: randomUUID(), createdById: userId } });
  await db.$executeRaw`
    INSERT INTO "game_actions" ("gameId", "index", "action")
    SELECT ${game.id}::text, n, jsonb_build_object('kind', 'snap', 'snap', n, 'cardIds', jsonb_build_array(${cards[0]!.id}::text, ${cards[1]!.id}::text))
    FROM generate_series(0, ${ACTIONS - 1}) AS n`;
  // The rest of the history: corrections, seq after seq, written by the database itself.
  await db.$executeRaw`
    INSERT INTO "word_events" ("id", "deckId", "seq", "cardId", "kind", "word", "previousWord", "reason", "recordedById", "requestKey", "gameId")
    SELECT gen_random_uuid()::text, ${deckId}, ${cards.length} + n, (${cards.map((c) => c.id)}::text[])[(n - 1) % ${cards.length} + 1],
           'CORRECTION'::"WordEventKind", 'Word ' || (${cards.length} + n - 1), 'Word ' || (n - 1), 'Benchmark history', ${userId}, 'bench-' || n,
           CASE WHEN n % 50 = 0 THEN ${game.id}::text END
    FROM generate_series(1, ${EVENTS - cards.length}) AS n`;
  // Each card's word is what its last event says.
  await db.$executeRaw`
    UPDATE "cards" c SET "word" = e."word", "wordNormalised" = lower(e."word"), "updatedSeq" = e."seq"
    FROM (SELECT DISTINCT ON ("cardId") "cardId", "word", "seq" FROM "word_events" WHERE "deckId" = ${deckId} ORDER BY "cardId", "seq" DESC) e
    WHERE c."id" = e."cardId"`;
  await db.deck.update({ where: { id: deckId }, data: { historySeq: EVENTS } });
  await db.$executeRawUnsafe(`ANALYZE`);
  return deckId;
}

/** Streams `stream` into `file`, sampling the process's RSS meanwhile; returns the time, bytes and peak RSS. */
async function timedDownload(stream: ReadableStream<Uint8Array>, file: string) {
  let peak = process.memoryUsage().rss;
  // What the export holds on to: the heap just after a full collection (run with node --expose-gc), every 50 ms.
  let livePeak = process.memoryUsage().heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    if (globalThis.gc && ++ticks % 10 === 0) {
      globalThis.gc();
      livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
    }
  }, 5);
  const started = performance.now();
  await stream.pipeTo(Writable.toWeb(createWriteStream(file)));
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes: statSync(file).size, peak: Math.max(peak, process.memoryUsage().rss), livePeak };
}

async function main() {
  const database = await startBenchDatabase();
  const dir = path.join(os.tmpdir(), `history-export-${randomUUID()}`);
  const jsonFile = `${dir}.json`;
  const csvFile = `${dir}.csv`;
  try {
    const user = await createBenchUser();
    const deckId = await seedDeck(user.id);
    console.log(`seeded a deck of ${await db.wordEvent.count({ where: { deckId } })} events and a game of ${ACTIONS} actions`);

    // Warm-up: the first export pays for loading code and the query planner's first plans.
    await timedDownload((await exportDeckJson(user.id, deckId)).stream, jsonFile);
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const highWaterBefore = process.resourceUsage().maxRSS * 1024;
    const started = performance.now();
    const { stream } = await exportDeckJson(user.id, deckId);
    const json = await timedDownload(stream, jsonFile);
    const total = performance.now() - started;
    console.log(
      `JSON export, ${EVENTS.toLocaleString("en-GB")} events: ${total.toFixed(0)} ms (${json.ms.toFixed(0)} ms streaming), ${mib(json.bytes)}; ` +
        `RSS ${mib(before)} before, peak ${mib(json.peak)} (+${mib(json.peak - before)}), live JS heap peak +${mib(json.livePeak - heapBefore)}${globalThis.gc ? "" : " (run with --expose-gc to measure)"}; process high-water mark +${mib(process.resourceUsage().maxRSS * 1024 - highWaterBefore)}`,
    );

    const csvStarted = performance.now();
    const csv = await timedDownload((await exportHistoryCsv(user.id, deckId)).stream, csvFile);
    console.log(`CSV export: ${(performance.now() - csvStarted).toFixed(0)} ms, ${mib(csv.bytes)}, peak RSS +${mib(csv.peak - before)}`);

    const importStarted = performance.now();
    const imported = await importDeck(user.id, { requestKey: randomUUID(), text: readFileSync(jsonFile, "utf8") });
    console.log(
      `import of that file as a new deck: ${(performance.now() - importStarted).toFixed(0)} ms (${await db.wordEvent.count({ where: { deckId: imported.deckId } })} events written), ` +
        `RSS now ${mib(process.memoryUsage().rss)}`,
    );
  } finally {
    rmSync(jsonFile, { force: true });
    rmSync(csvFile, { force: true });
    await database.stop();
  }
}

runBenchmark(main);
