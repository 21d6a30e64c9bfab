import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemFor } from "@/lib/actions/problem";
import { pdfPool, pdfPoolSize, renderAlignmentSheetPdfInPool, renderDeckPdfInPool } from "@/lib/print/pdf-pool";
import type { PrintCard } from "@/lib/print/pdf";
import sharp from "sharp";
import { poppler } from "./helpers";

const deck: PrintCard[] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].map((rank) => ({
  id: `${rank}-hearts`,
  rank,
  suit: "hearts",
  word: "Καλημέρα",
  url: `http://snap.test/cards/${rank}-hearts`,
}));
const withQrCodes = { paper: "A4", cardSize: "poker", backs: "long-edge", qr: true } as const;
const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";

// Generous: on a busy machine four PDFs in one worker take a while, and that is not what is tested.
describe("PDF rendering off the request thread", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    process.env.PDF_RENDER_THREADS = "1";
    // The first PDF also starts the worker; the tests below are about the PDFs after it.
    await renderAlignmentSheetPdfInPool({ paper: "A4", backs: "long-edge", backOffsetMm: { x: 0, y: 0 } });
  }, 60_000);
  afterAll(async () => {
    await pdfPool().destroy();
    delete process.env.PDF_RENDER_THREADS;
  });

  it("renders a deck's PDF in the pool's worker, not on the thread that answers requests", async () => {
    const before = pdfPool().completed;
    const pdf = await renderDeckPdfInPool(deck, withQrCodes);
    expect(isPdf(pdf)).toBe(true);
    expect(pdfPool().completed).toBe(before + 1);
    expect(pdfPool().threads.every((worker) => worker.threadId !== 0)).toBe(true);
  });

  it("never renders more PDFs at once than the pool's fixed size: the others wait their turn", async () => {
    expect(pdfPoolSize()).toBe(1);
    const four = Array.from({ length: 4 }, () => renderDeckPdfInPool(deck, withQrCodes));
    expect(pdfPool().threads).toHaveLength(1);
    expect(pdfPool().queueSize).toBe(3);
    const pdfs = await Promise.all(four);
    expect(pdfs.every(isPdf)).toBe(true);
    expect(pdfPool().threads).toHaveLength(1);
  });

  it("leaves the request thread mostly idle while four PDFs with QR codes render", async () => {
    const start = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 4 }, () => renderDeckPdfInPool(deck, withQrCodes)));
    // The share of the time this thread spent busy, rather than waiting for the worker.
    expect(performance.eventLoopUtilization(start).utilization).toBeLessThan(0.5);
  });

  it("carries the cards' pictures to the worker and prints each once", async () => {
    const picture = new Uint8Array(await sharp({ create: { width: 480, height: 900, channels: 3, background: "#3366aa" } }).jpeg().toBuffer());
    const pictured = deck.map((card) => ({ ...card, artId: "art-hearts" }));
    const pdf = await renderDeckPdfInPool(pictured, { ...withQrCodes, pictures: { "art-hearts": picture } });
    // One row per card showing a picture: its size, and the number of the one object they all place.
    const rows = poppler("pdfimages", pdf, ["-list"]).trim().split("\n").slice(2).map((row) => row.trim().split(/\s+/));
    expect(rows.map((row) => row.slice(3, 5))).toEqual(deck.map(() => ["480", "900"]));
    expect(new Set(rows.map((row) => row[10])).size).toBe(1);
  });

  it("keeps a layout refusal a RangeError across the thread boundary, so the one boundary tells the person what to fix (400)", async () => {
    const tooSmall = renderDeckPdfInPool(deck, { paper: "A4", cardSize: { widthMm: 5, heightMm: 5 } });
    await expect(tooSmall).rejects.toBeInstanceOf(RangeError);
    await expect(tooSmall).rejects.toThrow("A custom card size must be between 20 and 200 mm wide and 20 and 280 mm tall.");
    expect(problemFor(await tooSmall.catch((error: unknown) => error))).toEqual({
      status: 400,
      error: "A custom card size must be between 20 and 200 mm wide and 20 and 280 mm tall.",
    });
  });

  it("sizes the pool from PDF_RENDER_THREADS, or half the cores (at least one)", () => {
    process.env.PDF_RENDER_THREADS = "3";
    expect(pdfPoolSize()).toBe(3);
    process.env.PDF_RENDER_THREADS = "lots";
    expect(pdfPoolSize()).toBeGreaterThanOrEqual(1);
    process.env.PDF_RENDER_THREADS = "1";
  });
});
