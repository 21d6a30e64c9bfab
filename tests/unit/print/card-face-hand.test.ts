import { describe, expect, it } from "vitest";
import { inkBounds } from "@/lib/handwriting/bounds";
import { prepareDrawing } from "@/lib/handwriting/prepare";
import { layoutCardFace, PRINT_SAFE_MARGIN_MM, wordSpace, type PrintCard } from "@/lib/print/card-face";
import { artBoxKindOf } from "@/lib/print/art-box";
import { fileFontMetrics } from "@/lib/print/fonts";
import { CARD_SIZES } from "@/lib/print/layout";
import type { HandShape, Shape, TextShape } from "@/lib/print/shapes";
import { cardFaceSvg } from "@/lib/print/svg";
import { THEMES } from "@/lib/print/themes";
import { qrCorner } from "@/lib/print/qr-corner";
import { MAX_WORD_LENGTH } from "@/lib/cards/words";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";

const theme = THEMES.classic;
const poker = CARD_SIZES.poker;
const prepared = prepareDrawing(syntheticWord(seededRandom(31), { pressure: true }));
if (!prepared.ok) throw new Error(prepared.message);
const hand = prepared.stored;
const ink = inkBounds(prepared.drawing)!;

function face(card: Partial<PrintCard>, options: { size?: typeof poker; qr?: boolean } = {}) {
  const size = options.size ?? poker;
  return layoutCardFace({ id: "c1", rank: "7", suit: "hearts", word: "Cabbage", ...card }, { size, bleed: 0, theme, metrics: fileFontMetrics, qr: options.qr });
}
const handOf = (shapes: Shape[]) => shapes.filter((s): s is HandShape => s.kind === "hand");
const texts = (shapes: Shape[]) => shapes.filter((s): s is TextShape => s.kind === "text");
/** The typed word, small, at the bottom of the card. */
const smallWord = (shapes: Shape[], size = poker) => {
  const found = texts(shapes).filter((t) => t.y > size.height - 6 * (size.width / 63) && !t.upsideDown && t.anchor === "middle");
  expect(found).toHaveLength(1);
  return found[0]!;
};
/** The hand's ink, in millimetres on the card. */
const placed = (shape: HandShape) => ({
  left: shape.x + ink.x * shape.scale,
  top: shape.y + ink.y * shape.scale,
  right: shape.x + (ink.x + ink.width) * shape.scale,
  bottom: shape.y + (ink.y + ink.height) * shape.scale,
});

describe("a card whose word was written by hand", () => {
  it("draws the hand across the card where the typed word would go, centred, inside the word's space", () => {
    for (const card of [{}, { artId: "art" }, { rank: "1", suit: null, colour: "#2a7a4b", artId: "art" }, { rank: "K" }] as Partial<PrintCard>[]) {
      for (const size of [poker, CARD_SIZES.mini, { width: 200, height: 280 }]) {
        const { shapes } = face({ ...card, hand }, { size });
        const [shape] = handOf(shapes);
        expect(shape).toBeDefined();
        const { box } = wordSpace(size, card.artId ? artBoxKindOf({ suit: card.suit === undefined ? "hearts" : card.suit }) : null);
        const ink = placed(shape!);
        const eps = 1e-9;
        expect(ink.left).toBeGreaterThanOrEqual(box.x - eps);
        expect(ink.right).toBeLessThanOrEqual(box.x + box.width + eps);
        expect(ink.top).toBeGreaterThanOrEqual(box.y - eps);
        expect(ink.bottom).toBeLessThanOrEqual(box.y + box.height + eps);
        expect((ink.left + ink.right) / 2).toBeCloseTo(box.x + box.width / 2, 6);
        expect((ink.top + ink.bottom) / 2).toBeCloseTo(box.y + box.height / 2, 6);
      }
    }
  });

  it("never draws the hand larger than it was written: the writing card is the card's width", () => {
    for (const size of [poker, CARD_SIZES.mini, { width: 200, height: 280 }]) {
      const [shape] = handOf(face({ hand }, { size }).shapes);
      expect(shape!.scale).toBeLessThanOrEqual(size.width / 1000 + 1e-12);
    }
  });

  it("keeps the hand's shape (one scale both ways) and draws it in the card's ink", () => {
    const [shape] = handOf(face({ hand }).shapes);
    const ink = placed(shape!);
    expect((ink.right - ink.left) / (ink.bottom - ink.top)).toBeCloseTo(inkBounds(prepared.drawing)!.width / inkBounds(prepared.drawing)!.height, 9);
    expect(shape!.ink).toBe(theme.face.ink);
  });

  it("still carries its typed word, small, along the bottom, clear of the card code, the QR code and the corner index, inside the print's safe margin", () => {
    for (const qr of [false, true]) {
      for (const word of ["Cabbage", "Щ".repeat(MAX_WORD_LENGTH), "W".repeat(MAX_WORD_LENGTH)]) {
        for (const size of [poker, CARD_SIZES.mini]) {
          const k = Math.min(size.width / 63, size.height / 88);
          const { shapes } = face({ word, hand }, { qr, size });
          const small = smallWord(shapes, size);
          expect(word.startsWith(small.text.replace("…", ""))).toBe(true);
          expect(small.size).toBeLessThanOrEqual(2.3 * k);
          const { descent, capHeight } = fileFontMetrics.vertical(theme.font);
          expect(small.y + descent * small.size).toBeLessThanOrEqual(size.height - PRINT_SAFE_MARGIN_MM + 1e-9);
          const [left, right] = [small.x - small.width / 2, small.x + small.width / 2];
          // Clear of the lower corner index; of the card code below the middle; right of the QR code's plate.
          expect(right).toBeLessThanOrEqual(size.width - 13 * k + 1e-9);
          expect(left).toBeGreaterThanOrEqual(13 * k - 1e-9);
          if (qr) {
            const plate = qrCorner(size, k).plate;
            const overlapsInHeight = small.y - capHeight * small.size < plate.y + plate.height;
            if (overlapsInHeight) expect(left).toBeGreaterThan(plate.x + plate.width);
          }
        }
      }
    }
  });

  it("shows the whole typed word, in full, when it fits (every word up to the longest allowed does on a poker card)", () => {
    for (const word of ["Cabbage", "Щ".repeat(MAX_WORD_LENGTH)]) expect(smallWord(face({ word, hand }).shapes, poker).text).toBe(word);
  });

  it("puts the hand on a scrim over a picture, as the typed word is, and the small word on a plate", () => {
    const { shapes } = face({ hand, artId: "art" });
    const i = shapes.findIndex((s) => s.kind === "hand");
    const scrim = shapes[i - 1];
    expect(scrim?.kind).toBe("rect");
    if (scrim?.kind !== "rect") return;
    expect(scrim.opacity).toBeGreaterThan(0);
    const ink = placed(shapes[i] as HandShape);
    expect(scrim.x).toBeLessThan(ink.left);
    expect(scrim.x + scrim.width).toBeGreaterThan(ink.right);
    expect(scrim.y).toBeLessThan(ink.top);
    expect(scrim.y + scrim.height).toBeGreaterThan(ink.bottom);
    const small = shapes.indexOf(smallWord(shapes));
    expect(shapes[small - 1]?.kind).toBe("rect");
  });

  it("lays out a card without a hand exactly as before, and a hand on a blank card or one that does not read is ignored", () => {
    expect(face({ hand: undefined })).toEqual(face({}));
    expect(face({ hand: null })).toEqual(face({}));
    expect(face({ word: null, hand })).toEqual(face({ word: null }));
    expect(face({ hand: "not a drawing" })).toEqual(face({}));
  });

  it("is drawn on screen as the marker's paths in a group marked data-handwriting", () => {
    const svg = cardFaceSvg(face({ hand }));
    expect(svg).toMatch(/<g data-handwriting="" transform="matrix\([^)]+\)"><path d="M[^"]+" fill="#[0-9a-f]{6}"\/>/);
    const even = prepareDrawing(syntheticWord(seededRandom(5), { pressure: false }));
    if (!even.ok) throw new Error(even.message);
    expect(cardFaceSvg(face({ hand: even.stored }))).toMatch(/stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/);
    expect(cardFaceSvg(face({}))).not.toContain("data-handwriting");
  });
});
