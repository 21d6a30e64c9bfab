/**
 * Print benchmark: a 52-card deck (words in Latin with accents, Greek and Cyrillic on most cards)
 * with long-edge duplex backs, rendered to PDF again and again in one process.
 *   npx tsx scripts/bench/print.ts [runs]
 * Goal: median under 300 ms on a 2-core machine, PDF under 1 MB.
 */
import { renderDeckPdf, type PrintCard } from "@/lib/print/pdf";

const WORDS = ["Banana", "Καλημέρα", "привет", "Crème brûlée", "Łódź", "Ёлка", "grandmother-in-law", "Việt", "it's", "ice cream", "ΑΘΗΝΑ", "Straße", "Snap"];
const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

function deck(): PrintCard[] {
  const cards: PrintCard[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const i = cards.length;
      cards.push({ id: `bench-card-${i}`, rank, suit, word: i % 4 === 3 ? null : (WORDS[i % WORDS.length] ?? null) });
    }
  }
  return cards;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const runs = Number(process.argv[2] ?? 30);
  const cards = deck();
  const options = { paper: "A4", cardSize: "poker", backs: "long-edge", deckName: "Benchmark deck" } as const;
  const firstStart = performance.now();
  const first = await renderDeckPdf(cards, options);
  const firstMs = performance.now() - firstStart;
  const times: number[] = [];
  let bytes = first.length;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = (await renderDeckPdf(cards, options)).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`print: 52 cards + backs, A4 poker, ${runs} runs`);
  console.log(`  first (cold) ${ms(firstMs)}`);
  console.log(`  median ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  min ${ms(times[0] ?? NaN)}`);
  console.log(`  size ${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes)`);
}

void main();
