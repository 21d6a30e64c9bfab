import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { RenderedBooklet } from "@/lib/history/booklet/render-booklet";
import { refusedFrom, type AnswerOrRefusal } from "@/lib/workers/answer-or-refusal";
import type { AlignmentSheetOptions } from "./alignment-sheet";
import type { PaperName, PrintCard, PrintOptions } from "./layout";
import type { OrderSpec } from "./order-presets";

/**
 * PDF rendering (layout, QR codes, font subsetting, pdf-lib) takes most of a second of CPU per
 * deck, and seconds for the booklet of a long history (which is read here too). It runs here, in a
 * small fixed pool of worker threads, so the thread that answers page requests never waits behind
 * it: more PDFs than workers queue, they don't multiply.
 * PDF_RENDER_THREADS sets the pool's size; by default half the machine's cores, at least one.
 */
export function pdfPoolSize(): number {
  const configured = Number(process.env.PDF_RENDER_THREADS);
  if (Number.isInteger(configured) && configured > 0) return configured;
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

// Resolved from the project root at run time: the worker is not part of the server bundle.
const WORKER_FILE = path.join(process.cwd(), "lib", "print", "pdf-worker.mjs");

// One pool per process, kept across dev-server module reloads so workers are not leaked.
const processWide = globalThis as typeof globalThis & { snapLegacyPdfPool?: Piscina };

export function pdfPool(): Piscina {
  if (!processWide.snapLegacyPdfPool) {
    const size = pdfPoolSize();
    processWide.snapLegacyPdfPool = new Piscina({ filename: WORKER_FILE, minThreads: size, maxThreads: size });
  }
  return processWide.snapLegacyPdfPool;
}

export function renderDeckPdfInPool(cards: PrintCard[], options: PrintOptions): Promise<Uint8Array> {
  return pdfPool().run({ cards, options }, { name: "deckPdf" });
}

export function renderAlignmentSheetPdfInPool(options: AlignmentSheetOptions): Promise<Uint8Array> {
  return pdfPool().run({ options }, { name: "alignmentSheetPdf" });
}

/** An order's contact sheet (contact-sheet.ts); its images come through order-image-stream.ts. */
export function renderContactSheetPdfInPool(cards: PrintCard[], options: PrintOptions, spec: OrderSpec, paper: PaperName): Promise<Uint8Array> {
  return pdfPool().run({ cards, options, spec, paper }, { name: "contactSheetPdf" });
}

/** The deck's booklet, read and drawn in a worker (read-and-draw-booklet.ts); the deck gone meanwhile is a 404 as anywhere. */
export async function bookletInPool(deckId: string): Promise<RenderedBooklet & { deckName: string }> {
  const answer = (await pdfPool().run({ deckId, databaseUrl: process.env.DATABASE_URL }, { name: "booklet" })) as AnswerOrRefusal<RenderedBooklet & { deckName: string }>;
  return refusedFrom(answer);
}
