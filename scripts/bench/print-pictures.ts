/**
 * Print benchmark with card pictures.
 *   npx tsx scripts/bench/print-pictures.ts [runs]
 * A 52-card standard deck with a picture on every card (13 distinct ones, one per rank, as a family
 * gives the Aces and the court cards theirs), and a custom Snap deck of 13 sets of 4 with a picture
 * covering each card: photo-like pictures (gradients plus noise, so JPEG has real work) cut to the
 * art box at 300 dpi as the image pipeline stores them, long-edge duplex backs, poker cards with
 * 3 mm bleed on A4. Prints the PDF's size and the median and p95 of renderDeckPdf.
 * Goal: at most 8 MB and a median of at most 500 ms.
 */
import { artPrintPixels, type ArtBoxKind } from "../../lib/print/art-box";
import { renderDeckPdf, type PrintCard } from "../../lib/print/pdf";
import type { PrintOptions } from "../../lib/print/layout";
import { photoLikeJpeg } from "./history/photo-like";
import { percentile, runBenchmark } from "./support";

/** A photo-like crop as the pipeline stores it: the art box's print pixels. */
const photoLike = (kind: ArtBoxKind, seed: number) => photoLikeJpeg(artPrintPixels(kind), seed);

const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const WORDS = ["Banana", "Καλημέρα", "привет", "Crème brûlée", "Grandma", "ice cream", null, null];

function standardDeck(): PrintCard[] {
  return SUITS.flatMap((suit, s) => RANKS.map((rank, r) => ({ id: `std-${suit}-${rank}`, rank, suit, word: WORDS[(s * 13 + r) % WORDS.length] ?? null, artId: `rank-${rank}` })));
}

function customDeck(): PrintCard[] {
  return RANKS.flatMap((_, set) =>
    [0, 1, 2, 3].map((copy) => ({ id: `set-${set}-${copy}`, rank: String(set + 1), suit: null, label: `Set ${set + 1}`, colour: "#1f7a4d", word: WORDS[(set * 4 + copy) % WORDS.length] ?? null, artId: `set-${set}` })),
  );
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function measure(name: string, cards: PrintCard[], pictures: Record<string, Uint8Array>, runs: number) {
  const options: PrintOptions = { paper: "A4", cardSize: "poker", bleedMm: 3, backs: "long-edge", deckName: "Benchmark deck", pictures };
  const coldStart = performance.now();
  let pdf = await renderDeckPdf(cards, options);
  const cold = performance.now() - coldStart;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    pdf = await renderDeckPdf(cards, options);
    times.push(performance.now() - start);
  }
  const pictureBytes = Object.values(pictures).reduce((sum, bytes) => sum + bytes.length, 0);
  console.log(`${name}: 52 cards, 13 pictures (${mb(pictureBytes)} of JPEG), long-edge backs, A4 poker, 3 mm bleed, ${runs} runs`);
  console.log(`  size ${mb(pdf.length)} (goal ≤ 8 MB)`);
  console.log(`  first (cold) ${ms(cold)}; median ${ms(percentile(times, 50))} (goal ≤ 500 ms)  p95 ${ms(percentile(times, 95))}  min ${ms(Math.min(...times))}`);
}

async function main() {
  const runs = Math.max(10, Number(process.argv[2] ?? 20));
  const panel = Object.fromEntries(await Promise.all(RANKS.map(async (rank, i) => [`rank-${rank}`, await photoLike("PANEL", i + 1)] as const)));
  const full = Object.fromEntries(await Promise.all(RANKS.map(async (_, i) => [`set-${i}`, await photoLike("FULL", 100 + i)] as const)));
  const { width, height } = artPrintPixels("PANEL");
  const fullSize = artPrintPixels("FULL");
  console.log(`pictures at 300 dpi: panel ${width} × ${height} px, whole card ${fullSize.width} × ${fullSize.height} px`);
  await measure("standard deck, a picture on every card's panel", standardDeck(), panel, runs);
  await measure("custom Snap deck, pictures over whole cards", customDeck(), full, runs);
}

runBenchmark(main);
