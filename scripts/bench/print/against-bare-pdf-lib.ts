// The print PDF against bare pdf-lib drawing the same sheets, for the print benchmark (not a
// benchmark itself: scripts/bench.ts runs only the files directly in scripts/bench/).
//
// "Bare pdf-lib" is what the same sheets cost pdf-lib itself, as its own documentation draws: the
// deck's layout is worked out beforehand (not timed), then every page is drawn with one pdf-lib
// call per shape of the layout — drawText for each text run, drawRectangle, drawSvgPath for rounded
// boxes, paths and suits, drawLine, drawImage — into a document with the print font embedded as a
// subset (@pdf-lib/fontkit, the font file parsed once per process, as a long-running worker would)
// and each picture embedded once, then saved. Same pages, text runs, shapes and images as
// renderDeckPdf's PDF; no measuring, fitting, QR encoding or any other layout.
import { drawHandwriting } from "../../../lib/print/handwriting-pdf";
import { DRAWING_HEIGHT, DRAWING_WIDTH } from "../../../lib/handwriting/space";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { concatTransformationMatrix, degrees, PDFDocument, popGraphicsState, pushGraphicsState, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { artPrintPixels } from "../../../lib/print/art-box";
import { backImageKind } from "../../../lib/print/back-image";
import { fontkit, loadFontBytes } from "../../../lib/print/fonts";
import { type DeckLayout, type PrintCard, type PrintOptions } from "../../../lib/print/layout";
import { renderDeckPdf } from "../../../lib/print/pdf";
import { layoutDeckForPrint } from "../../../lib/print/print-layout";
import type { Shape } from "../../../lib/print/shapes";
import { roundedRectPath, SUIT_PATHS } from "../../../lib/print/suits";
import { percentile } from "../support";

const PT_PER_MM = 72 / 25.4;
const WORDS = ["Banana", "Καλημέρα", "привет", "Crème brûlée", "Łódź", "Ёлка", "grandmother-in-law", "Việt", "it's", "ice cream", "ΑΘΗΝΑ", "Straße", "Snap", "Llama"];
const SUITS = ["spades", "hearts", "diamonds", "clubs"];
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** The two prints measured: what the print page asks for by default, and its heaviest common choice. */
const SCENARIOS: Array<{ name: string; options: PrintOptions }> = [
  { name: "Default PDF", options: { paper: "A4", cardSize: "poker", deckName: "Benchmark deck" } },
  { name: "QR + two-sided + bleed", options: { paper: "A4", cardSize: "poker", deckName: "Benchmark deck", qr: true, backs: "long-edge", bleedMm: 3 } },
];

/** The deck as the app prints it: words on most cards, a picture on the hearts, each card's address for its QR code. */
function benchCards(count: number): PrintCard[] {
  const cards: PrintCard[] = [];
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const i = cards.length;
      const id = `clbench${String(i).padStart(18, "0")}`;
      cards.push({
        id,
        rank,
        suit,
        word: i % 4 === 3 ? null : (WORDS[i % WORDS.length] ?? null),
        url: `https://snap-legacy.example/decks/clbenchdeck000000000000000/cards/${id}`,
        ...(suit === "hearts" ? { artId: `art-${rank}` } : {}),
      });
    }
  }
  // The first cards dealt a word at setup: a spread of ranks and suits, hearts among them.
  return count >= cards.length ? cards : cards.filter((_, i) => i % 4 === 0 || i % 13 === 1).slice(0, count);
}

/** Each picture as the image pipeline stores it for print: a JPEG of its art box at 300 dpi. */
async function benchPictures(): Promise<Record<string, Uint8Array>> {
  const { width, height } = artPrintPixels("PANEL");
  const entries = await Promise.all(
    RANKS.map(async (rank, i) => {
      const hue = (i * 27) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},45%,45%)"/>${Array.from({ length: 24 }, (_, j) => `<circle cx="${(j * 97) % width}" cy="${(j * 53) % height}" r="${40 + (j % 5) * 25}" fill="hsl(${(hue + 60) % 360},70%,70%)" opacity="0.5"/>`).join("")}</svg>`;
      return [`art-${rank}`, new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer())] as const;
    }),
  );
  return Object.fromEntries(entries);
}

type Colour = ReturnType<typeof rgb>;
const colour = (hex: string): Colour => rgb(parseInt(hex.slice(1, 3), 16) / 255, parseInt(hex.slice(3, 5), 16) / 255, parseInt(hex.slice(5, 7), 16) / 255);

/** One pdf-lib call, its arguments worked out beforehand. */
type BareCall = (page: PDFPage, font: PDFFont, images: Map<string, PDFImage>) => void;

interface BareSheets {
  pages: Array<{ width: number; height: number; cards: Array<{ matrix: [number, number, number, number, number, number]; calls: BareCall[] }>; calls: BareCall[] }>;
  fontBytes: Uint8Array;
  /** The font file parsed, once, outside the timing (pdf-lib parses it again for each document otherwise). */
  parsedFont: ReturnType<typeof fontkit.create>;
  images: Record<string, Uint8Array>;
  counts: { pages: number; texts: number; shapes: number; images: number };
}

/** The pdf-lib calls that draw `shapes` (millimetres, y down) in a frame `frameHeight` tall, y up. */
function bareCalls(shapes: Shape[], frameHeight: number, counts: BareSheets["counts"]): BareCall[] {
  return shapes.map((shape): BareCall => {
    const paint = {
      ...(shape.kind !== "line" && shape.kind !== "image" && "fill" in shape && shape.fill ? { color: colour(shape.fill) } : {}),
      ...(shape.kind === "rect" || shape.kind === "path" ? (shape.stroke ? { borderColor: colour(shape.stroke), borderWidth: shape.strokeWidth ?? 0.2 } : {}) : {}),
      ...(shape.kind === "rect" && shape.opacity !== undefined ? { opacity: shape.opacity } : {}),
    };
    switch (shape.kind) {
      case "text": {
        counts.texts++;
        const shift = shape.anchor === "middle" ? shape.width / 2 : shape.anchor === "end" ? shape.width : 0;
        const options = { x: shape.upsideDown ? shape.x + shift : shape.x - shift, y: frameHeight - shape.y, size: shape.size, color: colour(shape.fill), ...(shape.upsideDown ? { rotate: degrees(180) } : {}) };
        return (page, font) => page.drawText(shape.text, { ...options, font });
      }
      case "rect": {
        counts.shapes++;
        if (shape.radius > 0) {
          const d = roundedRectPath(shape.x, shape.y, shape.width, shape.height, shape.radius);
          return (page) => page.drawSvgPath(d, { x: 0, y: frameHeight, ...paint });
        }
        const options = { x: shape.x, y: frameHeight - shape.y - shape.height, width: shape.width, height: shape.height, ...paint };
        return (page) => page.drawRectangle(options);
      }
      case "path":
        counts.shapes++;
        return (page) => page.drawSvgPath(shape.d, { x: 0, y: frameHeight, ...paint });
      case "suit": {
        counts.shapes++;
        const half = shape.size / 2;
        const options = shape.upsideDown
          ? { x: shape.cx + half, y: frameHeight - shape.cy - half, scale: shape.size / 100, rotate: degrees(180), ...paint }
          : { x: shape.cx - half, y: frameHeight - shape.cy + half, scale: shape.size / 100, ...paint };
        return (page) => page.drawSvgPath(SUIT_PATHS[shape.suit], options);
      }
      case "line": {
        counts.shapes++;
        const options = { start: { x: shape.x1, y: frameHeight - shape.y1 }, end: { x: shape.x2, y: frameHeight - shape.y2 }, thickness: shape.strokeWidth, color: colour(shape.stroke) };
        return (page) => page.drawLine(options);
      }
      case "image": {
        counts.images++;
        const key = shape.artId ?? "back";
        const options = { x: shape.x, y: frameHeight - shape.y - shape.height, width: shape.width, height: shape.height };
        return (page, _font, images) => {
          const image = images.get(key);
          if (image) page.drawImage(image, options);
        };
      }
      case "hand": {
        // A word written by hand is drawn as the app draws it: there is no bare pdf-lib call to compare with.
        counts.shapes++;
        const [width, height] = [DRAWING_WIDTH * shape.scale, DRAWING_HEIGHT * shape.scale];
        const box = { x: shape.x, y: frameHeight - shape.y - height, width, height };
        return (page) => drawHandwriting(page, shape.drawing, box, shape.ink, 1);
      }
    }
  });
}

/** The sheets of a laid-out deck as pdf-lib calls: everything but the drawing is done here, untimed. */
function bareSheets(layout: DeckLayout, pictures: Record<string, Uint8Array>): BareSheets {
  const counts = { pages: layout.pages.length, texts: 0, shapes: 0, images: 0 };
  const card = layout.geometry.card;
  const k = PT_PER_MM;
  const pages = layout.pages.map((page) => ({
    width: page.width * k,
    height: page.height * k,
    cards: page.cards.map(({ cardIndex, slot }) => {
      const art = page.side === "front" ? layout.faces[cardIndex] : layout.back;
      const matrix: [number, number, number, number, number, number] = slot.turned
        ? [0, -k, k, 0, k * slot.x, k * (page.height - slot.y)]
        : [k, 0, 0, k, k * slot.x, k * (page.height - slot.y - card.height)];
      return { matrix, calls: bareCalls(art?.shapes ?? [], card.height, counts) };
    }),
    calls: [] as BareCall[],
  }));
  layout.pages.forEach((page, i) => (pages[i]!.calls = bareCalls(page.shapes, page.height, counts)));
  const fontBytes = loadFontBytes(layout.font);
  return { pages, fontBytes, parsedFont: fontkit.create(fontBytes), images: pictures, counts };
}

async function drawBare(sheets: BareSheets): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit({ create: () => sheets.parsedFont });
  const font = await doc.embedFont(sheets.fontBytes, { subset: true });
  const images = new Map<string, PDFImage>();
  for (const [key, bytes] of Object.entries(sheets.images)) images.set(key, backImageKind(bytes) === "png" ? await doc.embedPng(bytes) : await doc.embedJpg(bytes));
  for (const sheet of sheets.pages) {
    const page = doc.addPage([sheet.width, sheet.height]);
    for (const placed of sheet.cards) {
      page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...placed.matrix));
      for (const call of placed.calls) call(page, font, images);
      page.pushOperators(popGraphicsState());
    }
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(PT_PER_MM, 0, 0, PT_PER_MM, 0, 0));
    for (const call of sheet.calls) call(page, font, images);
    page.pushOperators(popGraphicsState());
  }
  return doc.save();
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
/** This process's CPU time since `since`, in milliseconds: what a run cost, however busy the machine. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/**
 * Each scenario at 12 and 52 cards: renderDeckPdf (layout, QR codes, fonts, drawing, saving) and bare
 * pdf-lib drawing the same sheets, `runs` times each, interleaved so a busy machine slows both alike.
 * With PRINT_BENCH_PDFS set to a folder, the first PDF of each (the print's and the bare one) is
 * written there, to look at or to compare with another version's.
 */
export async function againstBarePdfLib(runs: number): Promise<void> {
  const pictures = await benchPictures();
  console.log(`print against bare pdf-lib drawing the same sheets (A4 poker; hearts have pictures; median of ${runs} interleaved runs each)`);
  for (const scenario of SCENARIOS) {
    for (const count of [12, 52]) {
      const cards = benchCards(count);
      const options = { ...scenario.options, pictures };
      const used = Object.fromEntries(Object.entries(pictures).filter(([id]) => cards.some((card) => card.artId === id)));
      const sheets = bareSheets(layoutDeckForPrint(cards, options), used);
      const [ours, bare, oursCpu, bareCpu]: [number[], number[], number[], number[]] = [[], [], [], []];
      let sizes = [0, 0];
      for (let i = -1; i < runs; i++) {
        // The first round warms both up (font parsing, code loading) and is not counted.
        let [started, cpu] = [performance.now(), process.cpuUsage()];
        const pdf = await renderDeckPdf(cards, options);
        if (i >= 0) {
          ours.push(performance.now() - started);
          oursCpu.push(cpuMs(cpu));
        }
        [started, cpu] = [performance.now(), process.cpuUsage()];
        const barePdf = await drawBare(sheets);
        if (i >= 0) {
          bare.push(performance.now() - started);
          bareCpu.push(cpuMs(cpu));
        }
        sizes = [pdf.length, barePdf.length];
        if (i === -1 && process.env.PRINT_BENCH_PDFS) {
          const name = `${scenario.name.replace(/\W+/g, "-").toLowerCase()}-${count}`;
          fs.mkdirSync(process.env.PRINT_BENCH_PDFS, { recursive: true });
          fs.writeFileSync(path.join(process.env.PRINT_BENCH_PDFS, `${name}.pdf`), pdf);
          fs.writeFileSync(path.join(process.env.PRINT_BENCH_PDFS, `${name}-bare.pdf`), barePdf);
        }
        if (i === -1) {
          const [pages, barePages] = await Promise.all([pdf, barePdf].map(async (bytes) => (await PDFDocument.load(bytes)).getPageCount()));
          if (pages !== barePages) throw new Error(`The bare PDF has ${barePages} pages, the print ${pages}.`);
        }
      }
      const [oursMs, bareMs] = [percentile(ours, 50), percentile(bare, 50)];
      const [oursCpuMs, bareCpuMs] = [percentile(oursCpu, 50), percentile(bareCpu, 50)];
      const { counts } = sheets;
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
      console.log(`  ${scenario.name}, ${count} cards (${counts.pages} pages, ${counts.texts} text runs, ${counts.shapes} shapes, ${counts.images} images):`);
      console.log(`    renderDeckPdf ${ms(oursMs)} (CPU ${ms(oursCpuMs)}, p95 ${ms(percentile(ours, 95))}, ${kib(sizes[0]!)})  bare pdf-lib ${ms(bareMs)} (CPU ${ms(bareCpuMs)}, p95 ${ms(percentile(bare, 95))}, ${kib(sizes[1]!)})`);
      console.log(`    ratio ${(oursMs / bareMs).toFixed(2)}× (CPU ${(oursCpuMs / bareCpuMs).toFixed(2)}×; goal ≤ 2×)`);
    }
  }
}
