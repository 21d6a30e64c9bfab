/**
 * Print benchmark.
 *   npx tsx scripts/bench/print.ts [runs] [--in-process]
 * 0. In one process, against bare pdf-lib: the print page's default PDF and a print with QR codes,
 *    two-sided backs and 3 mm bleed, of 12 and of 52 cards (a quarter with pictures), each made by
 *    renderDeckPdf and by bare pdf-lib drawing the same sheets, runs interleaved; prints the medians
 *    and their ratio (goal: at most 2×). print/against-bare-pdf-lib.ts says what "bare" draws.
 * 1. In one process: a 52-card deck (words in Latin with accents, Greek and Cyrillic) with
 *    long-edge duplex backs, rendered again and again (goal: median under 300 ms, PDF under 1 MB);
 *    and the same deck with a back picture made from a 140 KB zero-filled 6000 × 6000 PNG, as it was
 *    stored before uploads were normalised and as it is stored now.
 * 2. Against the production build (started as `npm start` does), signed in: the PDF route with QR
 *    codes on every card, one at a time and four at once, and the deck page's latency (p50/p99)
 *    when idle and while four PDFs keep rendering.
 */
import { randomUUID } from "node:crypto";
import { db } from "../../lib/db/client";
import { writeWords } from "../../lib/decks/write-words";
import { normaliseBackImage } from "../../lib/images/normalise-back-image";
import { renderDeckPdf, type PrintCard } from "../../lib/print/pdf";
import { makeBlankPng } from "../../tests/unit/print/png";
import { againstBarePdfLib } from "./print/against-bare-pdf-lib";
import { createBenchDeck, createBenchUser, percentile, runBenchmark, signInOverHttp, startBenchApp, startBenchDatabase } from "./support";

const WORDS = ["Banana", "Καλημέρα", "привет", "Crème brûlée", "Łódź", "Ёлка", "grandmother-in-law", "Việt", "it's", "ice cream", "ΑΘΗΝΑ", "Straße", "Snap"];
const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const PAGE_REQUESTS = 40;

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

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function inProcess(runs: number) {
  const cards = deck();
  const options = { paper: "A4", cardSize: "poker", backs: "long-edge", deckName: "Benchmark deck" } as const;
  const [firstMs, first] = await timed(() => renderDeckPdf(cards, options));
  const times: number[] = [];
  let bytes = first.length;
  for (let i = 0; i < runs; i++) {
    const [elapsed, pdf] = await timed(() => renderDeckPdf(cards, options));
    times.push(elapsed);
    bytes = pdf.length;
  }
  console.log(`print: 52 cards + backs, A4 poker, ${runs} runs in one process`);
  console.log(`  first (cold) ${ms(firstMs)}`);
  console.log(`  median ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  min ${ms(Math.min(...times))}`);
  console.log(`  size ${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes)`);

  const bomb = makeBlankPng(6000, 6000);
  const [normaliseMs, normalised] = await timed(() => normaliseBackImage(bomb));
  if (!normalised.ok) throw new Error(normalised.message);
  const [rawMs] = await timed(() => renderDeckPdf(cards, { ...options, backImage: bomb }));
  const [storedMs] = await timed(() => renderDeckPdf(cards, { ...options, backImage: normalised.bytes }));
  console.log(`back picture: zero-filled 6000 × 6000 PNG (${(bomb.length / 1024).toFixed(0)} KB)`);
  console.log(`  normalised once at upload in ${ms(normaliseMs)} → ${normalised.width} × ${normalised.height} JPEG, ${(normalised.bytes.length / 1024).toFixed(0)} KB`);
  console.log(`  PDF with it as stored before (raw PNG) ${ms(rawMs)}; as stored now ${ms(storedMs)}`);
}

/** The bench deck with a word on every card. */
async function seedDeck() {
  const user = await createBenchUser();
  const deckId = await createBenchDeck(user.id);
  const cards = await db.card.findMany({ where: { deckId }, orderBy: { position: "asc" } });
  await writeWords(user.id, { deckId, requestKey: randomUUID(), kind: "IMPORT", writes: cards.map((c, i) => ({ cardId: c.id, word: WORDS[i % WORDS.length]!, playerId: null })) });
  return { email: user.email, deckId };
}

async function againstTheServer() {
  const database = await startBenchDatabase();
  const { email, deckId } = await seedDeck();
  const app = await startBenchApp("bench-print");
  try {
    const cookie = await signInOverHttp(app.baseUrl, email);
    const pdfUrl = `${app.baseUrl}/decks/${deckId}/print/pdf?qr=1&backs=long-edge&which=all`;
    const pdf = async () => {
      const response = await fetch(pdfUrl, { headers: { cookie } });
      const bytes = await response.arrayBuffer();
      if (!response.ok) throw new Error(`PDF: ${response.status} ${new TextDecoder().decode(bytes)}`);
    };
    const deckPage = async () => {
      const [elapsed, [status, html]] = await timed(async () => {
        const response = await fetch(`${app.baseUrl}/decks/${deckId}`, { headers: { cookie } });
        return [response.status, await response.text()] as const;
      });
      if (status !== 200 || !html.includes("Bench Deck")) throw new Error(`Deck page: ${status}`);
      return elapsed;
    };
    for (let i = 0; i < 3; i++) await Promise.all([pdf(), deckPage()]); // warm up

    const single: number[] = [];
    for (let i = 0; i < 5; i++) single.push((await timed(pdf))[0]);
    const [, fourTimes] = await timed(() => Promise.all(Array.from({ length: 4 }, async () => (await timed(pdf))[0])));
    const idle: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) idle.push(await deckPage());

    // Four PDFs stay in flight (each replaced as it finishes) while the deck page is fetched.
    let busy = true;
    const rendered: number[] = [];
    const renderers = Array.from({ length: 4 }, async () => {
      while (busy) rendered.push((await timed(pdf))[0]);
    });
    const loaded: number[] = [];
    for (let i = 0; i < PAGE_REQUESTS; i++) loaded.push(await deckPage());
    busy = false;
    await Promise.all(renderers);

    console.log(`server: PDF of 52 cards with QR codes + backs (GET /decks/:id/print/pdf)`);
    console.log(`  one at a time: median ${ms(percentile(single, 50))}`);
    console.log(`  four at once: each ${ms(percentile(fourTimes, 50))} median, slowest ${ms(Math.max(...fourTimes))}`);
    console.log(`  deck page idle: p50 ${ms(percentile(idle, 50))}  p99 ${ms(percentile(idle, 99))}  (${PAGE_REQUESTS} requests)`);
    console.log(`  deck page while 4 PDFs render: p50 ${ms(percentile(loaded, 50))}  p99 ${ms(percentile(loaded, 99))}  (${PAGE_REQUESTS} requests; ${rendered.length} PDFs meanwhile, median ${ms(percentile(rendered, 50))})`);
  } finally {
    await app.stop();
    await database.stop();
  }
}

async function main() {
  const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 30);
  await againstBarePdfLib(Math.max(5, Math.round(runs / 3)));
  await inProcess(runs);
  if (!process.argv.includes("--in-process")) await againstTheServer();
}

runBenchmark(main);
