import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { renderDeckPdf, type PrintCard } from "@/lib/print/pdf";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import type { PrintOptions } from "@/lib/print/layout";

const MM_PER_INCH = 25.4;

export interface RenderedCard {
  card: PrintCard;
  /** The card's face, cut along its trim line, as a PNG. */
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Cards' faces as the print engine prints them (with each card's `url` as a QR code when `qr`),
 * rasterised by pdftoppm at `dpi` and cut out of their sheets: what a camera sees of a printed card.
 */
export async function renderCardFaces(cards: PrintCard[], options: { qr: boolean; dpi: number }): Promise<RenderedCard[]> {
  const print: PrintOptions = { paper: "A4", cardSize: "poker", qr: options.qr, cropMarks: false, printedAt: new Date(0) };
  const layout = layoutDeckForPrint(cards, print);
  const pdf = await renderDeckPdf(cards, print);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snap-cards-"));
  try {
    fs.writeFileSync(path.join(dir, "cards.pdf"), pdf);
    // Uncompressed TIFF: pdftoppm writes it several times faster than PNG, and sharp reads it.
    execFileSync("pdftoppm", ["-r", String(options.dpi), "-tiff", "-tiffcompression", "none", "cards.pdf", "sheet"], { cwd: dir, maxBuffer: 256 * 1024 * 1024 });
    const sheets = fs.readdirSync(dir).filter((name) => name.startsWith("sheet")).sort();
    const px = (mm: number) => Math.round((mm / MM_PER_INCH) * options.dpi);
    const rendered: RenderedCard[] = [];
    for (const [i, page] of layout.pages.entries()) {
      const sheet = fs.readFileSync(path.join(dir, sheets[i]!));
      for (const placed of page.cards) {
        const { slot } = placed;
        let face = sharp(sheet).extract({ left: px(slot.x), top: px(slot.y), width: px(slot.width), height: px(slot.height) });
        // A card printed on its side lies with its top edge to the right: turn it upright.
        if (slot.turned) face = sharp(await face.png().toBuffer()).rotate(-90);
        const png = await face.png().toBuffer();
        const { width = 0, height = 0 } = await sharp(png).metadata();
        rendered[placed.cardIndex] = { card: cards[placed.cardIndex]!, png, width, height };
      }
    }
    return rendered;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface CameraFrameOptions {
  width: number;
  height: number;
  /** The card's height as a share of the frame's height (more than 1: the camera is close to the card). */
  fill: number;
  /** What the camera points at: the whole card (its centre), or the QR code in its lower-left corner. */
  aim?: "card" | "qr";
  /** Degrees, clockwise. */
  rotate?: number;
  /** Gaussian blur sigma, in pixels of the frame. */
  blur?: number;
}

/** Where a poker card's QR code sits, as shares of the card's width and height (lib/print/card-qr.ts). */
const QR_CENTRE = { x: (3.4 + 5) / 63, y: (88 - 5 - 5) / 88 };
const TABLE = { r: 120, g: 84, b: 52, alpha: 1 };

/**
 * A camera's view of a rendered card on a wooden-table brown: the card scaled to `fill` of the
 * frame's height, turned a little, aimed at its centre or its QR code, then softened as a lens would.
 */
export async function cameraFrame(face: RenderedCard, options: CameraFrameOptions): Promise<{ data: Uint8ClampedArray; width: number; height: number; png: Buffer }> {
  const cardHeight = Math.round(options.height * options.fill);
  const cardWidth = Math.round((face.width / face.height) * cardHeight);
  const scaled = await sharp(face.png).resize({ width: cardWidth, height: cardHeight }).png().toBuffer();
  const angle = options.rotate ?? 0;
  const turned = await sharp(scaled).rotate(angle, { background: TABLE }).png().toBuffer({ resolveWithObject: true });
  const aim = options.aim === "qr" ? QR_CENTRE : { x: 0.5, y: 0.5 };
  // The aimed-at point, moved by the turn about the card's centre, in the turned image.
  const dx = (aim.x - 0.5) * cardWidth;
  const dy = (aim.y - 0.5) * cardHeight;
  const t = (angle * Math.PI) / 180;
  const ax = turned.info.width / 2 + dx * Math.cos(t) - dy * Math.sin(t);
  const ay = turned.info.height / 2 + dx * Math.sin(t) + dy * Math.cos(t);
  // Pad with table all round so the frame's window always falls inside the picture.
  const pad = Math.max(options.width, options.height);
  const padded = await sharp(turned.data).extend({ top: pad, bottom: pad, left: pad, right: pad, background: TABLE }).png().toBuffer();
  let frame = sharp(padded).extract({
    left: Math.round(pad + ax - options.width / 2),
    top: Math.round(pad + ay - options.height / 2),
    width: options.width,
    height: options.height,
  });
  if (options.blur) frame = sharp(await frame.png().toBuffer()).blur(options.blur);
  const png = await frame.png().toBuffer();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, png };
}
