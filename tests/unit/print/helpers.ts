import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrintCard } from "@/lib/print/pdf";

export const SUITS = ["spades", "hearts", "diamonds", "clubs"] as const;
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"] as const;
export const SAMPLE_WORDS = ["Banana", "Καλημέρα", "привет", "Crème brûlée", "Łódź", "Ёлка", "grandmother-in-law", "Việt", "it's", "ice cream"];

/** A standard 52-card deck; every `wordEvery`-th card carries a sample word. */
export function standardDeck(wordEvery = 1): PrintCard[] {
  const cards: PrintCard[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const i = cards.length;
      cards.push({ id: `card-${i}`, rank, suit, word: i % wordEvery === 0 ? (SAMPLE_WORDS[(i / wordEvery) % SAMPLE_WORDS.length] ?? null) : null });
    }
  }
  return cards;
}

/** Writes a PDF to a temporary file and runs a poppler tool on it. */
export function poppler(tool: "pdfinfo" | "pdftotext" | "pdffonts" | "pdftoppm" | "pdfimages", pdf: Uint8Array, args: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snap-print-"));
  const file = path.join(dir, "deck.pdf");
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8", cwd: dir, maxBuffer: 64 * 1024 * 1024 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders one page with pdftoppm as 8-bit greyscale. */
export function rasterise(pdf: Uint8Array, page: number, dpi: number): { width: number; height: number; pixels: Uint8Array } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snap-print-"));
  const file = path.join(dir, "deck.pdf");
  fs.writeFileSync(file, pdf);
  try {
    const pgm = execFileSync("pdftoppm", ["-r", String(dpi), "-gray", "-f", String(page), "-l", String(page), file], { maxBuffer: 64 * 1024 * 1024 });
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not return a greyscale image");
    const width = Number(header[1]);
    const height = Number(header[2]);
    return { width, height, pixels: new Uint8Array(pgm.subarray(header[0].length)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * Renders one page with pdftoppm in colour: its pixels, three bytes (R, G, B) each, row by row;
 * only the pixels of `crop` (from the page's top-left) when it is given.
 */
export function rasteriseRgb(pdf: Uint8Array, page: number, dpi: number, crop?: { x: number; y: number; width: number; height: number }): { width: number; height: number; pixels: Uint8Array } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snap-print-"));
  const file = path.join(dir, "deck.pdf");
  fs.writeFileSync(file, pdf);
  const cropArgs = crop ? ["-x", String(crop.x), "-y", String(crop.y), "-W", String(crop.width), "-H", String(crop.height)] : [];
  try {
    const ppm = execFileSync("pdftoppm", ["-r", String(dpi), "-f", String(page), "-l", String(page), ...cropArgs, file], { maxBuffer: 256 * 1024 * 1024 });
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("pdftoppm did not return a colour image");
    return { width: Number(header[1]), height: Number(header[2]), pixels: new Uint8Array(ppm.subarray(header[0].length)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders one page with pdftoppm in colour; `at` gives the #rrggbb pixel under a point in millimetres from the page's top-left. */
export function rasteriseColour(pdf: Uint8Array, page: number, dpi: number): { at(xMm: number, yMm: number): string } {
  const { width, pixels } = rasteriseRgb(pdf, page, dpi);
  return {
    at(xMm, yMm) {
      const i = (Math.round((yMm / 25.4) * dpi) * width + Math.round((xMm / 25.4) * dpi)) * 3;
      return `#${[0, 1, 2].map((c) => (pixels[i + c] ?? 0).toString(16).padStart(2, "0")).join("")}`;
    },
  };
}
