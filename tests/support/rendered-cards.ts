import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { renderDeckPdf, type PrintCard } from "@/lib/print/pdf";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import { CARD_SIZES, type CardSizeName, type PrintOptions } from "@/lib/print/layout";
import { cardScale, type CardFaceLayout } from "@/lib/print/card-face";
import { qrCorner } from "@/lib/print/qr-corner";

const MM_PER_INCH = 25.4;

export interface RenderedCard {
  card: PrintCard;
  cardSize: CardSizeName;
  /** The middle of its printed card code, as shares of the card's width and height. */
  codeCentre: { x: number; y: number };
  /** The card's face, cut along its trim line, as a PNG. */
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Cards' faces as the print engine prints them (with each card's `url` as a QR code when `qr`),
 * rasterised by pdftoppm at `dpi` and cut out of their sheets: what a camera sees of a printed card.
 */
export async function renderCardFaces(cards: PrintCard[], options: { qr: boolean; dpi: number; cardSize?: CardSizeName }): Promise<RenderedCard[]> {
  const print: PrintOptions = { paper: "A4", cardSize: options.cardSize ?? "poker", qr: options.qr, cropMarks: false, printedAt: new Date(0) };
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
        rendered[placed.cardIndex] = { card: cards[placed.cardIndex]!, cardSize: print.cardSize as CardSizeName, codeCentre: codeCentre(layout.faces[placed.cardIndex]!), png, width, height };
      }
    }
    return rendered;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The middle of a face's card code (its last text, in the lower-left corner: card-face.ts cornerCode). */
function codeCentre(face: CardFaceLayout): { x: number; y: number } {
  const code = face.shapes.findLast((shape) => shape.kind === "text");
  if (code?.kind !== "text") return { x: 0.1, y: 0.95 };
  return { x: (code.x + code.width / 2) / face.width, y: (code.y - 0.35 * code.size) / face.height };
}

export interface CameraFrameOptions {
  width: number;
  height: number;
  /** The card's height as a share of the frame's height (more than 1: the camera is close to the card). */
  fill: number;
  /** What the camera points at: the whole card (its centre), the QR code in its lower-left corner, the printed card code under it, or a point of the card (shares of its width and height). */
  aim?: "card" | "qr" | "code" | { x: number; y: number };
  /** Degrees, clockwise. */
  rotate?: number;
  /** Gaussian blur sigma, in pixels of the frame. */
  blur?: number;
  /** A camera sensor's grain: the standard deviation of the noise added to each pixel, in levels of 255. */
  noise?: number;
  /** A video stream's compression: the frame is JPEG-encoded at this quality and decoded again. */
  jpegQuality?: number;
  /** Light falling off across the frame: its far side this much darker (0.2 = 20 %). */
  shade?: number;
  /** Seeds the noise, so a frame is the same every run. */
  seed?: number;
}

/** Where a card's (version 1) QR code sits, as shares of the card's width and height (lib/print/card-qr.ts). */
function qrCentre(cardSize: CardSizeName): { x: number; y: number } {
  const card = CARD_SIZES[cardSize];
  const box = qrCorner(card, cardScale(card));
  return { x: (box.x + box.side / 2) / card.width, y: (box.y + box.side / 2) / card.height };
}
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
  const aim = options.aim === "qr" ? qrCentre(face.cardSize) : options.aim === "code" ? face.codeCentre : options.aim === "card" || options.aim === undefined ? { x: 0.5, y: 0.5 } : options.aim;
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
  if (options.noise || options.shade) {
    const raw = await frame.removeAlpha().raw().toBuffer();
    frame = sharp(grainAndShade(raw, options), { raw: { width: options.width, height: options.height, channels: 3 } });
  }
  const encoded = options.jpegQuality ? await frame.jpeg({ quality: options.jpegQuality }).toBuffer() : await frame.png().toBuffer();
  const png = await sharp(encoded).png().toBuffer();
  const { data, info } = await sharp(encoded).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, png };
}

/** RGB pixels with a sensor's grain (seeded, roughly Gaussian) and light falling off from left to right. */
function grainAndShade(rgb: Buffer, options: CameraFrameOptions): Buffer {
  let state = (options.seed ?? 1) >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const sd = options.noise ?? 0;
  const shade = options.shade ?? 0;
  const out = Buffer.alloc(rgb.length);
  for (let i = 0; i < rgb.length; i += 3) {
    const x = (i / 3) % options.width;
    const light = 1 - (shade * x) / options.width;
    // The sum of three uniforms is near enough a bell curve (its standard deviation 1/2): scaled to sd.
    const grain = sd * 2 * (uniform() + uniform() + uniform() - 1.5);
    for (let c = 0; c < 3; c++) out[i + c] = Math.max(0, Math.min(255, Math.round(rgb[i + c]! * light + grain)));
  }
  return out;
}
