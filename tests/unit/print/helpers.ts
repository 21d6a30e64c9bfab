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

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
