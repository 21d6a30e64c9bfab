import { describe, expect, it } from "vitest";
import { layoutCardFace } from "@/lib/print/card-face";
import { fileFontMetrics } from "@/lib/print/fonts";
import type { PrintCard } from "@/lib/print/layout";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import type { Shape } from "@/lib/print/shapes";
import { THEMES } from "@/lib/print/themes";
import { standardDeck } from "./helpers";

const linked: PrintCard = { id: "c1", rank: "7", suit: "hearts", word: null, url: "https://snap.example/c/1" };
const unlinked: PrintCard = { id: "c2", rank: "8", suit: "clubs", word: "Banana" };
/** The white ground each QR code is drawn on. */
const qrGrounds = (shapes: Shape[]) => shapes.filter((s) => s.kind === "rect" && s.fill === "#ffffff" && s.width < 20);

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

  it("keeps the face as the screen draws it and puts the QR code above the card code, inside the card", () => {
    const [face] = layoutDeckForPrint([linked], { paper: "A4", cardSize: "poker", qr: true }).faces;
    const onScreen = layoutCardFace(linked, { size: { width: 63, height: 88 }, bleed: 0, theme: THEMES.classic, metrics: fileFontMetrics });
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
});
