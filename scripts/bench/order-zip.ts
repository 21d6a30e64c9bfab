/**
 * Order benchmark: a deck's .zip for a print-on-demand service, as the order route makes it
 * (zipOrder: the images drawn in the PDF worker pool, streamed into the zip as they come), read to
 * the end as fast as it comes.
 *   npx tsx scripts/bench/order-zip.ts
 * Poker cards at 300 dpi with 1/8 in bleed, PNG: 12, 26 and 52 standard cards with words, then 52
 * with a photo-like picture on every card (13 distinct, one per rank). Each case runs in a fresh
 * process whose pool is started first by a one-card order; it prints the time (and the CPU time of
 * all the process's threads, steadier than the time on a shared machine), the process's peak
 * RSS while the order ran (the pool's worker threads are in the process, so their memory is in it)
 * and how far that is above the process's RSS just before, and the zip's size.
 * Goal for 52 cards: ≤ 10 s and ≤ 300 MB.
 */
import { spawnSync } from "node:child_process";
import { orderImageNames, orderReadme } from "../../lib/print/order-files";
import { presetSpec } from "../../lib/print/order-presets";
import { artPrintPixels } from "../../lib/print/art-box";
import type { PrintCard, PrintOptions } from "../../lib/print/layout";
import { pdfPool, pdfPoolSize } from "../../lib/print/pdf-pool";
import { zipOrder, type ZipOrderInput } from "../../lib/print/order-zip";
import { photoLikeJpeg } from "./history/photo-like";
import { runBenchmark } from "./support";

const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const WORDS = ["Banana", "Καλημέρα", "привет", "Crème brûlée", "Grandma", "ice cream", "Llama", null];
const spec = presetSpec("poker");

function deck(count: number, pictures: boolean): PrintCard[] {
  return SUITS.flatMap((suit, s) =>
    RANKS.map((rank, r) => ({ id: `bench-${suit}-${rank}`, code: `${rank}${suit[0]!.toUpperCase()}`, rank, suit, word: WORDS[(s * 13 + r) % WORDS.length] ?? null, ...(pictures ? { artId: `rank-${rank}` } : {}) })),
  ).slice(0, count);
}

function order(cards: PrintCard[], pictures: Record<string, Uint8Array> = {}): ZipOrderInput {
  const options: PrintOptions & { theme: "classic" } = { paper: "A3", cardSize: "poker", deckName: "Benchmark deck", pictures, theme: "classic" };
  const readme = orderReadme({ deckName: "Benchmark deck", cards: cards.map((card) => ({ name: `${card.rank} of ${card.suit}`, word: card.word })), spec, madeOn: "2025-01-01" });
  return { cards, options, spec, names: orderImageNames(cards.length, spec.format), readme };
}

/** Makes the zip and reads it to the end, sampling the process's RSS meanwhile. */
async function measure(prepared: ZipOrderInput) {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { stream } = await zipOrder(prepared);
  let bytes = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, bytes, rssPeak, rssGrowth: rssPeak - rssBefore };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const CASES = ["12", "26", "52", "52-pictures"] as const;

/** One case, in this (fresh) process: the pool started, then the order measured. */
async function runCase(name: string) {
  const [count, withPictures] = [Number.parseInt(name, 10), name.endsWith("-pictures")];
  const pictures = withPictures ? Object.fromEntries(await Promise.all(RANKS.map(async (rank, i) => [`rank-${rank}`, await photoLikeJpeg(artPrintPixels("PANEL"), i + 1)] as const))) : {};
  const warm = await measure(order(deck(1, false)));
  const run = await measure(order(deck(count, withPictures), pictures));
  const what = `${String(count).padStart(2)} cards${withPictures ? " with a picture each" : ""} + back`;
  console.log(
    `${what}: ${seconds(run.ms)} (${(run.ms / (count + 1)).toFixed(0)} ms an image; CPU ${seconds(run.cpuMs)}, all threads), peak RSS ${mb(run.rssPeak)} (+${mb(run.rssGrowth)} over the idle process), zip ${mb(run.bytes)}  [pool start: ${seconds(warm.ms)}]`,
  );
  await pdfPool().destroy();
}

async function main() {
  const name = process.argv[2];
  if (name) return runCase(name);
  console.log(`poker 2.5 × 3.5 in, 1/8 in bleed, 300 dpi, PNG; a pool of ${pdfPoolSize()} worker thread(s); the machine is shared: figures vary from run to run`);
  for (const each of CASES) {
    const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, each], { stdio: "inherit" });
    if (child.status !== 0) throw new Error(`The ${each} case failed.`);
  }
  console.log("goal for 52 cards: ≤ 10 s and ≤ 300 MB");
}

runBenchmark(main);
