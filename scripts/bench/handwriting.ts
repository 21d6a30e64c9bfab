/**
 * Handwriting benchmark (issue 31).
 *   npx tsx scripts/bench/handwriting.ts [words]
 * Synthetic cursive words (sums of sines, 2–4 strokes of 20–60 points at 60–120 Hz, a pen's
 * pressure on most, a dot or two), seeded so every run writes the same words.
 * 1. Stored bytes per handwritten word after simplification (goal: ≤ 4 KB).
 * 2. How far simplification moves the marker's edge at 300 dpi on the largest card the app prints
 *    (200 × 280 mm), in printed pixels (goal: ≤ 1 px): computed geometrically for every word (each
 *    drawn point's distance to the stored stroke plus the change of the marker's radius there), and
 *    rendered for some of them: the drawn and the stored word each printed with drawHandwriting on
 *    a 200 × 280 mm page, rasterised by pdftoppm at 300 dpi, and the farthest ink pixel of either
 *    from the other's ink.
 * 3. A 52-card deck on A4 (poker cards, long-edge backs) through lib/print's real layout and PDF
 *    path, with 30 words typed, against the same deck with those 30 words written by hand (each
 *    card's `hand`: the layout puts the hand where the word goes and the typed word small along
 *    the bottom, the PDF draws it with drawHandwriting) (goal: ≤ 1.5× the typed PDF's time).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Drawing, Point } from "../../lib/handwriting/drawing";
import { markerRadius } from "../../lib/handwriting/outline";
import { prepareDrawing } from "../../lib/handwriting/prepare";
import { LARGEST_CARD_MM, PRINT_DPI, PRINT_PIXEL_IN_UNITS } from "../../lib/handwriting/print-tolerance";
import { drawHandwriting, markerOperators } from "../../lib/print/handwriting-pdf";
import { printAllowance } from "../../lib/handwriting/print-shape";
import { DRAWING_WIDTH } from "../../lib/handwriting/space";
import { createPrintDocument, drawDeckLayout, type PrintCard } from "../../lib/print/pdf";
import { PT_PER_MM } from "../../lib/print/pdf-draw";
import { layoutDeckForPrint } from "../../lib/print/print-layout";
import { seededRandom, syntheticWord } from "../../tests/support/synthetic-handwriting";
import { percentile, runBenchmark } from "./support";

const WORDS = Number(process.argv[2] ?? 200);
const RENDERED_WORDS = 8;
const PDF_RUNS = 41;
/**
 * Rounds run before any is timed: the PDF worker pool's threads live as long as the server and
 * print deck after deck, so its steady state (code compiled, heap grown) is what a print costs;
 * the first print of a fresh thread is reported apart.
 */
const WARM_UP_ROUNDS = 10;
const HANDWRITTEN_CARDS = 30;
/** A poker card's width: the writing card prints across it. */
const POKER_CARD_MM = 63;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function words(): { raw: Drawing; kept: Drawing; stored: string }[] {
  const random = seededRandom(20261205);
  return Array.from({ length: WORDS }, () => {
    const raw = syntheticWord(random);
    const prepared = prepareDrawing(raw);
    if (!prepared.ok) throw new Error(prepared.message);
    return { raw, kept: prepared.drawing, stored: prepared.stored };
  });
}

/** How far the marker's edge moves at a drawn point: distance to the stored centre line plus the change of radius there. */
function edgeMove(p: Point, kept: readonly Point[], pressure: boolean): number {
  const r = markerRadius(p, pressure);
  let best = Infinity;
  for (let i = 0; i < kept.length; i++) {
    const a = kept[i]!, b = kept[Math.min(i + 1, kept.length - 1)]!;
    const dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
    const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
    const radius = markerRadius(a, pressure) + t * (markerRadius(b, pressure) - markerRadius(a, pressure));
    best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy) + Math.abs(r - radius));
  }
  return best;
}

function geometricPixels(word: { raw: Drawing; kept: Drawing }): number {
  let worst = 0;
  word.raw.strokes.forEach((stroke, s) => {
    for (const p of stroke.points) worst = Math.max(worst, edgeMove(p, word.kept.strokes[s]!.points, stroke.pressure));
  });
  return worst / PRINT_PIXEL_IN_UNITS;
}

/** A drawing printed on a page the largest card's size, rasterised at 300 dpi: ink where the grey is under half. */
async function inkAt300(drawing: Drawing, dir: string, name: string) {
  const doc = await PDFDocument.create();
  const width = LARGEST_CARD_MM.width * PT_PER_MM, height = LARGEST_CARD_MM.height * PT_PER_MM;
  drawHandwriting(doc.addPage([width, height]), drawing, { x: 0, y: 0, width, height }, "#000000", 1 / PT_PER_MM);
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await doc.save());
  const pgm = execFileSync("pdftoppm", ["-r", String(PRINT_DPI), "-gray", file], { maxBuffer: 256 * 1024 * 1024 });
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString("latin1"))!;
  const w = Number(header[1]), h = Number(header[2]);
  const grey = pgm.subarray(header[0].length);
  const ink = new Uint8Array(w * h);
  for (let i = 0; i < ink.length; i++) ink[i] = grey[i]! < 128 ? 1 : 0;
  return { w, h, ink };
}

/** The farthest ink pixel of either image from the other's ink, in pixels (searched up to 8 px away). */
function renderedPixels(a: { w: number; h: number; ink: Uint8Array }, b: { ink: Uint8Array }): number {
  const { w, h } = a;
  const reach = 8;
  let worst = 0;
  const farthest = (from: Uint8Array, to: Uint8Array) => {
    for (let i = 0; i < from.length; i++) {
      if (from[i] !== 1 || to[i] === 1) continue;
      const x = i % w, y = (i - x) / w;
      let best = Infinity;
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const nx = x + dx, ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && to[ny * w + nx] === 1) best = Math.min(best, Math.hypot(dx, dy));
        }
      }
      worst = Math.max(worst, best);
    }
  };
  farthest(a.ink, b.ink);
  farthest(b.ink, a.ink);
  return worst;
}

function deck(): PrintCard[] {
  const typed = ["Cabbage", "DRAGON", "Granny", "rocket", "Teapot", "Owl"];
  const suits = ["spades", "hearts", "diamonds", "clubs"];
  const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  return suits.flatMap((suit, s) => ranks.map((rank, r) => ({ id: `c${s * 13 + r}`, rank, suit, word: s * 13 + r < HANDWRITTEN_CARDS ? typed[(s * 13 + r) % typed.length]! : null })));
}

/** The deck's PDF through the print's own layout and drawing: a card with a hand draws it where its word goes, its typed word small along the bottom. */
async function printPdf(cards: PrintCard[]) {
  const options = { paper: "A4", cardSize: "poker", backs: "long-edge", deckName: "Benchmark deck" } as const;
  const doc = await createPrintDocument("Benchmark deck: cards");
  await drawDeckLayout(doc, layoutDeckForPrint(cards, options));
  return doc.save();
}

interface Figures {
  median: number;
  p95: number;
  bytes: number;
}

/** Each variant run in turn, round after round (the busy machine's drift falls on all alike), after WARM_UP_ROUNDS of them. */
async function interleavedRuns(variants: (() => Promise<Uint8Array>)[]): Promise<Figures[]> {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const work of variants) await work();
  const times = variants.map(() => [] as number[]);
  const bytes = variants.map(() => 0);
  for (let round = 0; round < PDF_RUNS; round++) {
    for (const [i, work] of variants.entries()) {
      const start = performance.now();
      bytes[i] = (await work()).length;
      times[i]!.push(performance.now() - start);
    }
  }
  return variants.map((_, i) => ({ median: percentile(times[i]!, 50), p95: percentile(times[i]!, 95), bytes: bytes[i]! }));
}

async function main() {
  const written = words();
  const sizes = written.map((w) => w.stored.length);
  const rawPoints = written.reduce((n, w) => n + w.raw.strokes.reduce((m, s) => m + s.points.length, 0), 0);
  const keptPoints = written.reduce((n, w) => n + w.kept.strokes.reduce((m, s) => m + s.points.length, 0), 0);
  console.log(`${WORDS} synthetic handwritten words: ${rawPoints} points drawn, ${keptPoints} kept after simplification (${((100 * keptPoints) / rawPoints).toFixed(0)}%)`);
  console.log(`stored bytes per word: median ${kb(percentile(sizes, 50))}, p95 ${kb(percentile(sizes, 95))}, max ${kb(Math.max(...sizes))} (goal ≤ 4 KB)`);

  const geometric = written.map(geometricPixels);
  console.log(`edge moved by simplification (geometric, every word): max ${Math.max(...geometric).toFixed(3)} px at ${PRINT_DPI} dpi on a ${LARGEST_CARD_MM.width} × ${LARGEST_CARD_MM.height} mm card (goal ≤ 1 px)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-handwriting-"));
  try {
    let worst = 0;
    for (let i = 0; i < RENDERED_WORDS; i++) {
      const [raw, kept] = [await inkAt300(written[i]!.raw, dir, `raw-${i}`), await inkAt300(written[i]!.kept, dir, `kept-${i}`)];
      worst = Math.max(worst, renderedPixels(raw, kept));
    }
    console.log(`ink moved by simplification (rendered with pdftoppm at ${PRINT_DPI} dpi, ${RENDERED_WORDS} words): max ${worst.toFixed(3)} px (goal ≤ 1 px)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const cards = deck();
  const withHands = cards.map((c, i) => (c.word ? { ...c, hand: written[i % written.length]!.stored } : c));
  const once = async (work: () => Promise<Uint8Array>) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const [firstTyped, firstByHand] = [await once(() => printPdf(cards)), await once(() => printPdf(withHands))];
  console.log(`first prints in a fresh process: typed ${firstTyped.toFixed(1)} ms, then by hand ${firstByHand.toFixed(1)} ms (the code's first run; then ${WARM_UP_ROUNDS} rounds before any is timed)`);
  const [typed, byHand] = (await interleavedRuns([() => printPdf(cards), () => printPdf(withHands)])) as [Figures, Figures];
  console.log(`52-card PDF, ${HANDWRITTEN_CARDS} words typed: median ${typed.median.toFixed(1)} ms, p95 ${typed.p95.toFixed(1)} ms, ${kb(typed.bytes)}`);
  console.log(`52-card PDF, ${HANDWRITTEN_CARDS} words by hand (each with its typed word small along the bottom): median ${byHand.median.toFixed(1)} ms, p95 ${byHand.p95.toFixed(1)} ms, ${kb(byHand.bytes)}`);
  console.log(`by hand / typed: ${(byHand.median / typed.median).toFixed(2)}× the time (goal ≤ 1.5×), ${(byHand.bytes / typed.bytes).toFixed(2)}× the bytes`);
  const allowance = printAllowance(POKER_CARD_MM / DRAWING_WIDTH);
  const operatorBytes = (allow: number) => written.slice(0, HANDWRITTEN_CARDS).reduce((sum, w) => sum + markerOperators(w.kept, allow).length, 0);
  console.log(
    `the hands' PDF operators on poker cards: ${kb(operatorBytes(allowance))}, drawing the detail a printed pixel shows (allowance ${allowance.toFixed(2)} units), against ${kb(operatorBytes(0))} drawn exactly`,
  );
}

runBenchmark(main);
