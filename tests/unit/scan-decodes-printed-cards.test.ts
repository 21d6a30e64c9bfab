import QRCode from "qrcode";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { cardLinkPath } from "@/lib/cards/link-code";
import type { CardSizeName } from "@/lib/print/layout";
import { readCode } from "@/lib/scan/read-code";
import { cardFromScan } from "@/lib/scan/scanned-card";
import { armsLengthView, cardHeightPx } from "../support/arms-length";
import { startOcr } from "../support/ocr";
import { cameraFrame, renderCardFaces, type RenderedCard } from "../support/rendered-cards";
import { RANKS } from "./print/helpers";

/** A file of frames decoded one after the other: seconds alone, more beside the type-check and the build. */
const DECODING_MS = 60_000;

// Eight cards of a standard deck, a few with words, with link codes as the database gives them.
const deckId = "cmdeck0000000000000000001";
const cards = RANKS.slice(0, 8).map((rank, i) => ({
  id: `cmcard${String(i).padStart(19, "0")}`,
  code: `${rank}${"SHDC"[i % 4]}`,
  linkCode: `K7Q2MX9A${"0123456789ABCDEF"[i]}${"Z"}`,
  rank,
  suit: ["spades", "hearts", "diamonds", "clubs"][i % 4]!,
  word: i % 3 === 0 ? "Banana" : null,
}));
const printed = (qr: boolean) => cards.map((card) => ({ ...card, url: qr ? cardLinkPath(card.linkCode) : undefined }));
/** The full bench (every card of every size, the rates) is scripts/bench/scan-arms-length.ts; here a sheet per size, rendered at 150 dpi (more than a frame at arm's length shows). */
const DPI = 150;
const SIZES: CardSizeName[] = ["poker", "bridge", "mini"];

describe("reading printed cards with the camera's decoder, from arm's length", () => {
  const faces: Partial<Record<CardSizeName, RenderedCard[]>> = {};
  let withoutQr: RenderedCard[] = [];
  beforeAll(async () => {
    const rendered = await Promise.all([...SIZES.map((cardSize) => renderCardFaces(printed(true), { qr: true, dpi: DPI, cardSize })), renderCardFaces(printed(false), { qr: false, dpi: DPI })]);
    SIZES.forEach((size, i) => (faces[size] = rendered[i]));
    withoutQr = rendered.at(-1)!;
  }, 60_000);

  for (const size of SIZES) {
    it(`every ${size} card printed with its QR code reads as its own card with the whole card in view, a third of the frame, turned, blurred and grainy`, async () => {
      const picked: string[] = [];
      for (const [i, face] of faces[size]!.entries()) {
        const view = armsLengthView(i, cards.length, cardHeightPx(size, "third"));
        const text = readCode(await cameraFrame(face, view));
        expect(text, `${cards[i]!.code} seen as ${JSON.stringify({ ...view, data: undefined })}`).toBe(`/c/${cards[i]!.linkCode}`);
        const scanned = cardFromScan(text!, deckId, cards);
        picked.push("card" in scanned ? scanned.card.code : scanned.problem);
      }
      expect(picked).toEqual(cards.map((card) => card.code));
    }, DECODING_MS);
  }

  it("a card printed before short links, its QR code holding its page's whole address, still reads as its card", async () => {
    for (const card of cards.slice(0, 3)) {
      const address = `http://192.168.1.20:3000/decks/${deckId}/cards/${card.id}`;
      // The old code: 10 mm in the card's corner, the phone held over it (its square fills half the frame's height).
      const png = await QRCode.toBuffer(address, { errorCorrectionLevel: "M", margin: 2, width: 360 });
      const face = { card: { ...card, url: address }, cardSize: "poker" as const, codeCentre: { x: 0.5, y: 0.5 }, png, ...(await sharp(png).metadata()) } as RenderedCard;
      const text = readCode(await cameraFrame(face, { width: 1280, height: 720, fill: 0.5, rotate: 6, blur: 0.7, noise: 4, jpegQuality: 80 }));
      expect(text).toBe(address);
      expect(cardFromScan(text!, deckId, cards)).toEqual({ card });
    }
  }, DECODING_MS);

  it("a card printed without a QR code is read by its printed code held close in the scanner's square (the OCR), never as another card", async () => {
    const bare = await renderCardFaces(printed(false).slice(0, 4), { qr: false, dpi: 400 });
    const ocr = await startOcr();
    try {
      const codes = cards.map((card) => card.code);
      const read: (string | null)[] = [];
      // The phone some 10 cm above the code: the card one and a half times the frame's height.
      for (const [i, face] of bare.entries()) read.push(await ocr.readPrintedCode(await cameraFrame(face, { ...armsLengthView(i, bare.length, 1.5 * 720), aim: "code" }), codes));
      expect(read).toEqual(cards.slice(0, 4).map((card) => card.code));
      // From arm's length the code is a few pixels tall: nothing is read, and no card is picked.
      expect(await ocr.readPrintedCode(await cameraFrame(bare[0]!, { ...armsLengthView(0, 4, cardHeightPx("poker", "third")), aim: "code" }), codes)).toBeNull();
    } finally {
      await ocr.stop();
    }
  }, 60_000);

  it("cards printed without QR codes read as nothing (never a wrong card): they are picked by typing their code", async () => {
    for (const [i, face] of withoutQr.entries()) {
      expect(readCode(await cameraFrame(face, armsLengthView(i, cards.length, cardHeightPx("poker", "third")))), cards[i]!.code).toBeNull();
      const typed = cardFromScan(cards[i]!.code.toLowerCase(), deckId, cards);
      expect("card" in typed && typed.card.id).toBe(cards[i]!.id);
    }
  }, DECODING_MS);
});
