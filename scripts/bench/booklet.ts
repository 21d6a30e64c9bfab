// The deck's booklet for the largest deck the forms allow (208 cards, 26 sets of 8) with a history of
// BENCH_EVENTS events (100,000 unless told; scripts/bench/history/seed-long-history.ts) and a
// photo-like picture on each of 13 sets' cards (as the designer stores them: 300 dpi JPEGs of the
// full-card art box). Read and drawn in the PDF worker pool as the route does it: one warm-up (the
// worker compiles the drawing code), then BENCH_RUNS runs (3 unless told), with the median and the
// slowest, the PDF's pages and size. The same for a young deck of 52 cards and 200 events.
// Run with `npm run bench` (all benchmarks) or `npx tsx scripts/bench/booklet.ts`; BENCH_BOOKLET_OUT=/tmp/b
// keeps each booklet drawn (/tmp/b-<deck id>.pdf) to look at.
import { writeFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { db } from "../../lib/db/client";
import { deckBooklet } from "../../lib/history/booklet/deck-booklet";
import { pdfPool } from "../../lib/print/pdf-pool";
import { artPrintPixels } from "../../lib/print/art-box";
import { LARGEST_COMPOSITION, seedLongHistory } from "./history/seed-long-history";
import { photoLikeJpeg } from "./history/photo-like";
import { createBenchUser, percentile, runBenchmark, startBenchDatabase } from "./support";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PICTURED_SETS = 13;
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;

/** A picture on every card of the deck's first `sets` sets, one picture per set. */
async function givePictures(deckId: string, userId: string, sets: number) {
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" }, select: { id: true, rank: true } });
  const labels = [...new Set(cards.map((card) => card.rank))].slice(0, sets);
  const size = artPrintPixels("FULL");
  for (const [i, label] of labels.entries()) {
    const bytes = new Uint8Array(await photoLikeJpeg(size, i + 1));
    const picture = await db.deckPicture.create({ data: { deckId, bytes, width: size.width, height: size.height, uploadedById: userId } });
    const art = await db.cardArt.create({
      data: { deckId, pictureId: picture.id, box: "FULL", crop: { x: 0, y: 0, width: 1, height: 1 }, printBytes: bytes, printWidth: size.width, printHeight: size.height, screenBytes: bytes, createdById: userId },
    });
    await db.card.updateMany({ where: { deckId, rank: label }, data: { artId: art.id } });
  }
}

async function measure(label: string, userId: string, deckId: string) {
  const warm = performance.now();
  await deckBooklet(userId, deckId);
  const warmMs = performance.now() - warm;
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof deckBooklet>> | null = null;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    last = await deckBooklet(userId, deckId);
    times.push(performance.now() - started);
  }
  const pages = (await PDFDocument.load(last!.bytes, { updateMetadata: false })).getPageCount();
  if (process.env.BENCH_BOOKLET_OUT) writeFileSync(`${process.env.BENCH_BOOKLET_OUT}-${deckId}.pdf`, last!.bytes);
  console.log(
    `${label}: median ${percentile(times, 50).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms of ${RUNS} (first, with the worker's warm-up, ${warmMs.toFixed(0)} ms); ${pages} pages, ${mib(last!.bytes.byteLength)}`,
  );
}

async function main() {
  const database = await startBenchDatabase();
  try {
    const user = await createBenchUser();
    const seeding = performance.now();
    const large = await seedLongHistory(user.id, EVENTS, LARGEST_COMPOSITION);
    await givePictures(large.deckId, user.id, PICTURED_SETS);
    const young = await seedLongHistory(user.id, 200);
    console.log(`seeded a deck of 208 cards and ${EVENTS.toLocaleString("en-GB")} events (${PICTURED_SETS} sets with a picture) and one of 52 cards and 200 events in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
    await measure(`booklet, 208 cards, ${EVENTS.toLocaleString("en-GB")} events`, user.id, large.deckId);
    await measure("booklet, 52 cards, 200 events", user.id, young.deckId);
  } finally {
    await pdfPool().destroy();
    await database.stop();
  }
}

runBenchmark(main);
