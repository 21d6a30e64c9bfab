import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { BACK_IMAGE_TARGET_PX } from "@/lib/images/normalise-back-image";
import { isPrintReady } from "@/lib/images/print-ready-marker";
import { printAlignmentSheet } from "@/lib/print-jobs/print-alignment-sheet";
import { printDeckPdf } from "@/lib/print-jobs/print-deck-pdf";
import { pdfPool } from "@/lib/print/pdf-pool";
import { readBackImage } from "@/lib/print-jobs/read-back-image";
import { uploadBackImage } from "@/lib/print-jobs/upload-back-image";
import { makeBlankPng, makeJpegHeader, makePng } from "../unit/print/png";
import { makeDeck, makeUser, refusal } from "./deck-helpers";

function printBacks(userId: string, deckId: string, cardId: string) {
  return printDeckPdf(userId, { deckId, request: { backs: "long-edge", which: "chosen", cards: [cardId] } });
}

/** The colour at the middle of the first card slot on a page, rendered at 20 dpi by pdftoppm. */
async function firstCardColour(pdf: Uint8Array, page: number): Promise<{ r: number; g: number; b: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-"));
  try {
    fs.writeFileSync(path.join(dir, "deck.pdf"), pdf);
    execFileSync("pdftoppm", ["-r", "20", "-f", String(page), "-l", String(page), "-png", path.join(dir, "deck.pdf"), path.join(dir, "page")]);
    const [file] = fs.readdirSync(dir).filter((name) => name.startsWith("page"));
    const image = sharp(path.join(dir, file!));
    const { width } = await image.metadata();
    const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // A long-edge back page mirrors the fronts: the first card sits top right. Its middle is about
    // 5 mm margin + half a card (31.5 mm across, 44 mm down) from the corner, at 20 dpi.
    const x = Math.round(width! - ((5 + 31.5) / 25.4) * 20);
    const y = Math.round(((5 + 44) / 25.4) * 20);
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("a picture that decodes to far more than it weighs", () => {
  it("stores a zero-filled 6000 × 6000 PNG downscaled to what print needs, and prints it on the backs", async () => {
    const owner = await makeUser("Zed");
    const { deckId, cards } = await makeDeck(owner.id);
    const bomb = makeBlankPng(6000, 6000);
    expect(bomb.length).toBeLessThan(200 * 1024);

    const saved = await uploadBackImage(owner.id, { deckId, bytes: bomb });
    expect(saved).toEqual({ mime: "image/jpeg", width: BACK_IMAGE_TARGET_PX.height, height: BACK_IMAGE_TARGET_PX.height });
    const stored = await db.deckBackImage.findUniqueOrThrow({ where: { deckId } });
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: "jpeg", width: saved.width, height: saved.height });

    const pdf = await printBacks(owner.id, deckId, cards[0]!.id);
    const back = await firstCardColour(pdf.bytes, 2);
    expect(Math.max(back.r, back.g, back.b)).toBeLessThan(40);
  });
});

describe("damaged pictures", () => {
  it("refuses a PNG with only a header and a JPEG signature with garbage after it, with a clear message, and the deck's backs stay as they were", async () => {
    const owner = await makeUser("Dot");
    const { deckId, cards } = await makeDeck(owner.id);
    await uploadBackImage(owner.id, { deckId, bytes: makePng(400, 560) });
    const before = await db.deckBackImage.findUniqueOrThrow({ where: { deckId } });
    const design = (await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design;

    const headerOnly = await refusal(uploadBackImage(owner.id, { deckId, bytes: makePng(400, 400).slice(0, 33) }));
    expect(headerOnly).toMatchObject({ status: 400, message: "The back image looks like a PNG but it is damaged, so it can't be printed. Save it again, or choose another picture." });
    const garbage = new Uint8Array([...makeJpegHeader(1200, 1680).slice(0, -2), ...new Uint8Array(4000).fill(0x5a)]);
    const jpeg = await refusal(uploadBackImage(owner.id, { deckId, bytes: garbage }));
    expect(jpeg).toMatchObject({ status: 400, message: "The back image looks like a JPEG but it is damaged, so it can't be printed. Save it again, or choose another picture." });

    const after = await db.deckBackImage.findUniqueOrThrow({ where: { deckId } });
    expect(after).toEqual(before);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).design).toEqual(design);
    expect((await printBacks(owner.id, deckId, cards[0]!.id)).pageCount).toBe(2);
  });
});

describe("pictures stored before uploads were normalised", () => {
  async function storeAsBefore(deckId: string, userId: string, bytes: Uint8Array, mime: string, width: number, height: number) {
    await db.deckBackImage.create({ data: { deckId, uploadedById: userId, bytes: new Uint8Array(bytes), mime, width, height } });
    const deck = await db.deck.findUniqueOrThrow({ where: { id: deckId } });
    await db.deck.update({ where: { id: deckId }, data: { design: { ...(deck.design as object), useBackImage: true } } });
  }

  it("normalises a stored picture on its first read and keeps the result", async () => {
    const owner = await makeUser("Old");
    const { deckId, cards } = await makeDeck(owner.id);
    await storeAsBefore(deckId, owner.id, makeBlankPng(3000, 3000), "image/png", 3000, 3000);

    await printBacks(owner.id, deckId, cards[0]!.id);
    const stored = await db.deckBackImage.findUniqueOrThrow({ where: { deckId } });
    expect(isPrintReady(stored.bytes)).toBe(true);
    expect(stored).toMatchObject({ mime: "image/jpeg", width: BACK_IMAGE_TARGET_PX.height, height: BACK_IMAGE_TARGET_PX.height });
    expect((await readBackImage(owner.id, deckId)).bytes).toEqual(stored.bytes);
  });

  it("reports a stored picture that no longer decodes, instead of failing every print, and keeps it", async () => {
    const owner = await makeUser("Broken");
    const { deckId, cards } = await makeDeck(owner.id);
    const damaged = makePng(400, 400).slice(0, 33);
    await storeAsBefore(deckId, owner.id, damaged, "image/png", 400, 400);

    const refused = await refusal(printBacks(owner.id, deckId, cards[0]!.id));
    expect(refused).toMatchObject({ status: 400, message: expect.stringMatching(/^The deck's back picture can't be used: The back image looks like a PNG but it is damaged/) });
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(0);
    expect(Buffer.from((await db.deckBackImage.findUniqueOrThrow({ where: { deckId } })).bytes).equals(Buffer.from(damaged))).toBe(true);
  });
});

describe("printing does not hold up the server", () => {
  afterAll(() => pdfPool().destroy());

  it("renders deck PDFs and alignment sheets in the PDF worker pool, and records the print", async () => {
    const owner = await makeUser("Pat");
    const { deckId, cards } = await makeDeck(owner.id);
    const before = pdfPool().completed;
    const pdf = await printDeckPdf(owner.id, { deckId, request: { qr: true, which: "chosen", cards: [cards[0]!.id, cards[1]!.id] } });
    await printAlignmentSheet(owner.id, { deckId, request: { paper: "Letter" } });
    expect(pdfPool().completed).toBe(before + 2);
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe("%PDF-");
    expect(await db.deckPrint.count({ where: { deckId } })).toBe(1);
  });
});
