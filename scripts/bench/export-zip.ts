// A deck's .zip export and its import, at the size of a deck kept for years: the largest deck the
// forms allow (208 cards) with BENCH_EVENTS history events (75,000 unless told: its deck.json is
// about 60 MB, under the import's 64 MB) and its games, and 13 card pictures uploaded through the
// picture pipeline (photo-like, 2400 × 1800: each a ~1.5 MB JPEG once normalised, with its crop's
// print and screen pictures). Prints, for a deck of a tenth of that history and for the whole:
// - the export: median time of 3 downloads, the .zip's size, the process's RSS and live-heap growth
//   while it streams, and the request thread's longest stall meanwhile (event-loop delay: the
//   compression runs on zlib's threads);
// - the import of that .zip as a new deck (in the import worker): time, RSS growth, and the
//   request thread's longest stall;
// and, first, the request thread's longest stall while it does nothing (what a busy machine costs it).
// `npx tsx scripts/bench/export-zip.ts` (node --expose-gc for the live heap, as npm run bench runs it).
import { randomUUID } from "node:crypto";
import { createWriteStream, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { db } from "../../lib/db/client";
import { uploadCardPicture } from "../../lib/designs/upload-card-picture";
import { exportDeckZip } from "../../lib/history/export/export-deck-zip";
import { importDeck } from "../../lib/history/import/import-deck";
import { importPool } from "../../lib/history/import/import-pool";
import { photoLikeJpeg } from "./history/photo-like";
import { LARGEST_COMPOSITION, seedLongHistory } from "./history/seed-long-history";
import { createBenchUser, percentile, runBenchmark, sampleProcess, startBenchDatabase } from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 75_000);
const PICTURES = 13;
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** Gives `PICTURES` sets of the deck a photo each, through the upload's own pipeline (normalised, cut, recorded). */
async function addPictures(userId: string, deckId: string): Promise<number> {
  let bytes = 0;
  for (let i = 0; i < PICTURES; i++) {
    const photo = await photoLikeJpeg({ width: 2400, height: 1800 }, 500 + i);
    bytes += photo.length;
    await uploadCardPicture(userId, { deckId, bytes: photo, target: { kind: "set", label: `Set ${String.fromCharCode(65 + i)}` }, requestKey: randomUUID() });
  }
  return bytes;
}

async function measure(userId: string, events: number, file: string) {
  const seeding = performance.now();
  const { deckId, gameIds } = await seedLongHistory(userId, events, LARGEST_COMPOSITION);
  const uploaded = await addPictures(userId, deckId);
  const kept = await db.$queryRaw<[{ bytes: bigint }]>`SELECT COALESCE(SUM(octet_length("bytes")), 0)::bigint AS bytes FROM "deck_pictures" WHERE "deckId" = ${deckId}`;
  console.log(
    `${events.toLocaleString("en-GB")} events, ${gameIds.length.toLocaleString("en-GB")} games, 208 cards, ${PICTURES} pictures (${mib(uploaded)} uploaded, ${mib(Number(kept[0].bytes))} kept) seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );

  const download = async () => (await exportDeckZip(userId, deckId)).stream.pipeTo(Writable.toWeb(createWriteStream(file)));
  const runs = [await sampleProcess(download), await sampleProcess(download), await sampleProcess(download)];
  const watched = await sampleProcess(download, true);
  const heap = watched.heap === null ? "live heap not measured (run node with --expose-gc)" : `live heap peak +${mib(watched.heap)}`;
  console.log(
    `  .zip export: median ${percentile(runs.map((run) => run.ms), 50).toFixed(0)} ms of 3, ${mib(statSync(file).size)}; RSS peak +${mib(Math.max(...runs.map((run) => run.rss)))}, ${heap}; request thread's longest stall ${Math.max(...runs.map((run) => run.stallMs!)).toFixed(0)} ms`,
  );

  const bytes = readFileSync(file);
  const imported = await sampleProcess(() => importDeck(userId, { requestKey: randomUUID(), file: bytes }));
  const written = await db.cardArt.count({ where: { deckId: imported.result.deckId } });
  console.log(
    `  .zip import as a new deck: ${imported.ms.toFixed(0)} ms (${written} crops and their pictures written); RSS peak +${mib(imported.rss)}; request thread's longest stall ${imported.stallMs!.toFixed(0)} ms`,
  );
}

async function main() {
  const database = await startBenchDatabase();
  const file = path.join(os.tmpdir(), `export-zip-bench-${randomUUID()}.zip`);
  try {
    const user = await createBenchUser();
    // What the machine itself costs the thread: its longest stall while it waits, doing nothing.
    const idle = await sampleProcess(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores; the request thread's longest stall while idle: ${idle.stallMs!.toFixed(0)} ms`);
    // The import worker's first task compiles the TypeScript it runs: a small import first, not measured.
    const warmUp = await seedLongHistory(user.id, 10);
    const warmFile = await new Response((await exportDeckZip(user.id, warmUp.deckId)).stream).arrayBuffer();
    await importDeck(user.id, { requestKey: randomUUID(), file: new Uint8Array(warmFile) });
    for (const events of [Math.round(EVENTS / 10), EVENTS]) await measure(user.id, events, file);
  } finally {
    rmSync(file, { force: true });
    await importPool().destroy();
    await database.stop();
  }
}

runBenchmark(main);
