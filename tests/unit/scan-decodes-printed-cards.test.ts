import { beforeAll, describe, expect, it } from "vitest";
import type { PrintCard } from "@/lib/print/pdf";
import { readCode } from "@/lib/scan/read-code";
import { cardFromScan } from "@/lib/scan/scanned-card";
import { cameraFrame, renderCardFaces, type RenderedCard } from "../support/rendered-cards";
import { RANKS, SUITS } from "./print/helpers";

// Ids shaped like the database's (cuid: 25 characters), so the QR codes are as dense as real ones.
const deckId = "cmdeck0000000000000000001";
const origin = "http://192.168.1.20:3000";
const cards = SUITS.flatMap((suit, s) =>
  RANKS.map((rank, r) => ({
    id: `cmcard${String(s * 13 + r).padStart(19, "0")}`,
    code: `${rank}${suit.charAt(0).toUpperCase()}`,
    rank,
    suit,
    word: (s * 13 + r) % 3 === 0 ? "Banana" : null,
  })),
);
const printed = (qr: boolean): PrintCard[] => cards.map((card) => ({ ...card, url: qr ? `${origin}/decks/${deckId}/cards/${card.id}` : undefined }));

/** A camera-like view per card: turned up to ±8°, blurred a little, nearer or further (0.6–1.2 of the usual distance). */
function viewOf(i: number) {
  const step = (i * 37) % 52;
  return { rotate: -8 + (16 * step) / 51, scale: 0.6 + (0.6 * ((i * 17) % 52)) / 51, blur: 0.5 + (0.5 * ((i * 11) % 52)) / 51 };
}
/** At 1280 × 720 the camera sees the QR code's corner of the card, held as a phone is held over it. */
const USUAL_FILL = 2;

describe("reading printed cards with the camera's decoder", () => {
  let withQr: RenderedCard[] = [];
  let withoutQr: RenderedCard[] = [];
  beforeAll(async () => {
    [withQr, withoutQr] = await Promise.all([renderCardFaces(printed(true), { qr: true, dpi: 300 }), renderCardFaces(printed(false), { qr: false, dpi: 300 })]);
  }, 60_000);

  it("every card of a standard deck printed with QR codes decodes to its own card, turned, blurred and scaled a little", async () => {
    const picked: string[] = [];
    for (const [i, face] of withQr.entries()) {
      const view = viewOf(i);
      const frame = await cameraFrame(face, { width: 1280, height: 720, fill: USUAL_FILL * view.scale, aim: "qr", rotate: view.rotate, blur: view.blur });
      const text = readCode(frame);
      expect(text, `${cards[i]!.code} seen at ${JSON.stringify(view)}`).toBe(`${origin}/decks/${deckId}/cards/${cards[i]!.id}`);
      const scanned = cardFromScan(text!, deckId, cards);
      picked.push("card" in scanned ? scanned.card.code : scanned.problem);
    }
    expect(picked).toEqual(cards.map((card) => card.code));
  }, 120_000);

  it("cards printed without QR codes read as nothing (never a wrong card): they are picked by typing their code", async () => {
    for (const [i, face] of withoutQr.entries()) {
      const view = viewOf(i);
      // Aimed where a QR code would be: the corner with the printed code, and the card's edge.
      const frame = await cameraFrame(face, { width: 640, height: 480, fill: 2.5 * view.scale, aim: "qr", rotate: view.rotate, blur: view.blur });
      expect(readCode(frame), cards[i]!.code).toBeNull();
      const typed = cardFromScan(cards[i]!.code.toLowerCase(), deckId, cards);
      expect("card" in typed && typed.card.id).toBe(cards[i]!.id);
    }
  }, 120_000);
});
