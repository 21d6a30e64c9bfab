import { describe, expect, it } from "vitest";
import { layoutCardFace } from "@/lib/print/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import type { PrintCard } from "@/lib/print/layout";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import type { Shape } from "@/lib/print/shapes";
import { THEMES } from "@/lib/print/themes";
import { RANKS, standardDeck } from "./helpers";
import { CARD_SIZE_NAMES } from "@/lib/print-jobs/print-request";
import { CARD_SIZES } from "@/lib/print/layout";

const linked: PrintCard = { id: "c1", rank: "7", suit: "hearts", word: null, url: "/c/K7Q2MX9ABC" };
const unlinked: PrintCard = { id: "c2", rank: "8", suit: "clubs", word: "Banana" };
/** The white ground each QR code is drawn on. */
const qrGrounds = (shapes: Shape[]) => shapes.filter((s) => s.kind === "rect" && s.fill === "#ffffff" && s.width < 25);

describe("the layout a print is drawn from", () => {
  it("lays out every page of the deck with the print fonts' metrics", () => {
    expect(layoutDeckForPrint(standardDeck(), { paper: "A4", cardSize: "poker" }).pages).toHaveLength(6);
  });

  it("adds a QR code only when the print asks for them and the card has a link", () => {
    const withQr = layoutDeckForPrint([linked, unlinked], { paper: "A4", cardSize: "poker", qr: true });
    expect(withQr.faces.map((face) => qrGrounds(face.shapes).length)).toEqual([1, 0]);
    const without = layoutDeckForPrint([linked, unlinked], { paper: "A4", cardSize: "poker" });
    expect(without.faces.map((face) => qrGrounds(face.shapes).length)).toEqual([0, 0]);
  });

  it("draws the face as the screen does with its QR corner kept free, and puts the QR code above the card code, inside the card", () => {
    const [face] = layoutDeckForPrint([linked], { paper: "A4", cardSize: "poker", qr: true }).faces;
    const onScreen = layoutCardFace(linked, { size: { width: 63, height: 88 }, bleed: 0, theme: THEMES.classic, metrics: fileFontMetrics, qr: true });
    expect(face!.shapes.slice(0, onScreen.shapes.length)).toEqual(onScreen.shapes);
    const [ground, code] = face!.shapes.slice(onScreen.shapes.length);
    expect(ground).toMatchObject({ kind: "rect", fill: "#ffffff" });
    expect(code).toMatchObject({ kind: "path", fill: THEMES.classic.face.black });
    const cardCode = onScreen.shapes.at(-1)!;
    if (ground?.kind !== "rect" || cardCode.kind !== "text") throw new Error("expected the QR code's ground and the card code");
    expect(ground.x).toBeGreaterThan(0);
    expect(ground.x).toBeLessThanOrEqual(cardCode.x);
    expect(ground.y + ground.height).toBeLessThan(cardCode.y);
  });

  it("the QR code covers nothing of the face: every rank's pips, court panel and letter, and the longest words keep above it, on every card size", () => {
    const words = [null, "Banana", "Extraordinarily", "The big brown bear sleeps"];
    for (const cardSize of CARD_SIZE_NAMES) {
      const { width, height } = CARD_SIZES[cardSize];
      const cards = RANKS.flatMap((rank, r) => words.map((word, w) => ({ id: `${rank}-${w}`, rank, suit: r % 2 ? "hearts" : "spades", word, url: "/c/K7Q2MX9ABC" })));
      for (const face of layoutDeckForPrint(cards, { paper: "A4", cardSize, qr: true }).faces) {
        const plate = qrGrounds(face.shapes)[0];
        if (plate?.kind !== "rect") throw new Error("expected a QR code's plate");
        const covered = face.shapes.filter((shape) => shape !== plate && shape.kind !== "path" && overlaps(box(shape), plate) && box(shape).width < 0.9 * width && box(shape).height < 0.9 * height);
        expect(covered, `${face.cardId} on a ${cardSize} card`).toEqual([]);
      }
    }
  });
});

/** A shape's bounding box (a text's from above its capitals, 0.8 of its size over the baseline, to below its descenders, a quarter under). */
function box(shape: Shape): { x: number; y: number; width: number; height: number } {
  if (shape.kind === "suit") return { x: shape.cx - shape.size / 2, y: shape.cy - shape.size / 2, width: shape.size, height: shape.size };
  if (shape.kind === "text") return { x: shape.anchor === "middle" ? shape.x - shape.width / 2 : shape.x, y: shape.y - 0.8 * shape.size, width: shape.width, height: 1.05 * shape.size };
  if (shape.kind === "rect" || shape.kind === "image") return shape;
  return { x: 0, y: 0, width: 0, height: 0 };
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
