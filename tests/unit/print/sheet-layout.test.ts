import { describe, expect, it } from "vitest";
import {
  backSlot,
  CARD_SIZES,
  cropMarks,
  layoutDeck,
  MIN_MARGIN_MM,
  PAPER_SIZES,
  sheetGeometry,
  type CardSizeName,
  type PaperName,
  type Slot,
} from "@/lib/print/layout";
import { fileFontMetrics } from "@/lib/print/fonts";
import { overlaps, standardDeck } from "./helpers";

const PAPERS: PaperName[] = ["A4", "Letter", "A3"];
const SIZES: CardSizeName[] = ["poker", "bridge", "mini"];

/** Where a point printed on the back page physically ends up, in front-page coordinates. */
function throughTheSheet(x: number, y: number, flip: "long-edge" | "short-edge", paper: { width: number; height: number }) {
  return flip === "long-edge" ? { x: paper.width - x, y } : { x, y: paper.height - y };
}

function bleedBox(slot: Slot, bleed: number) {
  return { x: slot.x - bleed, y: slot.y - bleed, width: slot.width + 2 * bleed, height: slot.height + 2 * bleed };
}

describe("sheet geometry", () => {
  it("refuses to lay out an empty deck", () => {
    expect(() => layoutDeck([], { paper: "A4", cardSize: "poker" }, fileFontMetrics)).toThrow("There are no cards to print.");
  });

  it("poker cards print nine to a page on A4 with no bleed", () => {
    const geometry = sheetGeometry({ paper: "A4", cardSize: "poker" });
    expect(geometry.perPage).toBe(9);
    expect([geometry.cols, geometry.rows]).toEqual([3, 3]);
    expect(geometry.slots.every((s) => !s.turned && s.width === 63 && s.height === 88)).toBe(true);
  });

  it("poker cards print nine to a page on Letter with no bleed", () => {
    expect(sheetGeometry({ paper: "Letter", cardSize: "poker" }).perPage).toBe(9);
  });

  it("centres the block of cards on the page", () => {
    const { slots, paper } = sheetGeometry({ paper: "A4", cardSize: "poker" });
    const left = Math.min(...slots.map((s) => s.x));
    const right = Math.max(...slots.map((s) => s.x + s.width));
    expect(left).toBeCloseTo(paper.width - right, 6);
  });

  it("packs other sizes as tightly as the printable area allows, turning cards when that fits more", () => {
    for (const paperName of PAPERS) {
      for (const size of SIZES) {
        for (const bleed of [0, 3]) {
          const paper = PAPER_SIZES[paperName];
          const card = CARD_SIZES[size];
          const fit = (w: number, h: number) =>
            Math.floor((paper.width - 2 * MIN_MARGIN_MM) / (w + 2 * bleed)) * Math.floor((paper.height - 2 * MIN_MARGIN_MM) / (h + 2 * bleed));
          const best = Math.max(fit(card.width, card.height), fit(card.height, card.width));
          expect(sheetGeometry({ paper: paperName, cardSize: size, bleedMm: bleed }).perPage, `${paperName} ${size} ${bleed}`).toBe(best);
        }
      }
    }
    expect(sheetGeometry({ paper: "A4", cardSize: "mini" }).perPage).toBe(18);
    expect(sheetGeometry({ paper: "A4", cardSize: "bridge" }).perPage).toBe(10);
  });

  it("keeps every card and its bleed at least 5 mm from the paper's edge", () => {
    for (const paperName of PAPERS) {
      for (const size of SIZES) {
        for (const bleed of [0, 1, 3]) {
          const { slots, paper } = sheetGeometry({ paper: paperName, cardSize: size, bleedMm: bleed });
          for (const slot of slots) {
            const box = bleedBox(slot, bleed);
            expect(box.x).toBeGreaterThanOrEqual(MIN_MARGIN_MM - 1e-9);
            expect(box.y).toBeGreaterThanOrEqual(MIN_MARGIN_MM - 1e-9);
            expect(box.x + box.width).toBeLessThanOrEqual(paper.width - MIN_MARGIN_MM + 1e-9);
            expect(box.y + box.height).toBeLessThanOrEqual(paper.height - MIN_MARGIN_MM + 1e-9);
          }
        }
      }
    }
  });

  it("never lets one card's bleed run into another card", () => {
    const { slots, bleed } = sheetGeometry({ paper: "A4", cardSize: "poker", bleedMm: 2 });
    slots.forEach((a, i) => slots.forEach((b, j) => i !== j && expect(overlaps(bleedBox(a, bleed), bleedBox(b, bleed))).toBe(false)));
  });

  it("lays out custom card sizes given in millimetres", () => {
    const geometry = sheetGeometry({ paper: "A4", cardSize: { widthMm: 70, heightMm: 120 } });
    expect(geometry.card).toEqual({ width: 70, height: 120 });
    expect(geometry.perPage).toBe(4);
  });

  it("refuses card sizes that cannot fit or make no sense", () => {
    expect(() => sheetGeometry({ paper: "A4", cardSize: { widthMm: 5, heightMm: 5 } })).toThrow(/custom card size/);
    expect(() => sheetGeometry({ paper: "Letter", cardSize: { widthMm: 200, heightMm: 280 } })).toThrow(/do not fit/);
    expect(() => sheetGeometry({ paper: "A4", cardSize: "poker", bleedMm: 9 })).toThrow(/Bleed/);
  });
});

describe("crop marks", () => {
  for (const bleed of [0, 3]) {
    it(`sit outside every card${bleed ? " and its bleed" : ""}, never across one`, () => {
      const geometry = sheetGeometry({ paper: "A4", cardSize: "poker", bleedMm: bleed });
      for (const mark of cropMarks(geometry)) {
        if (mark.kind !== "line") throw new Error("crop marks are lines");
        const box = { x: Math.min(mark.x1, mark.x2), y: Math.min(mark.y1, mark.y2), width: Math.abs(mark.x2 - mark.x1) || 1e-6, height: Math.abs(mark.y2 - mark.y1) || 1e-6 };
        for (const slot of geometry.slots) expect(overlaps(box, bleedBox(slot, bleed))).toBe(false);
      }
    });
  }

  it("extend every cut line into the margins on both sides", () => {
    const geometry = sheetGeometry({ paper: "Letter", cardSize: "poker" });
    const marks = cropMarks(geometry).flatMap((m) => (m.kind === "line" ? [m] : []));
    const cutXs = new Set(geometry.slots.flatMap((s) => [s.x, s.x + s.width]).map((x) => x.toFixed(3)));
    const cutYs = new Set(geometry.slots.flatMap((s) => [s.y, s.y + s.height]).map((y) => y.toFixed(3)));
    for (const x of cutXs) expect(marks.filter((m) => m.x1 === m.x2 && m.x1.toFixed(3) === x)).toHaveLength(2);
    for (const y of cutYs) expect(marks.filter((m) => m.y1 === m.y2 && m.y1.toFixed(3) === y)).toHaveLength(2);
    for (const m of marks) {
      for (const value of [m.x1, m.x2]) expect(value > 0 && value < geometry.paper.width).toBe(true);
      for (const value of [m.y1, m.y2]) expect(value > 0 && value < geometry.paper.height).toBe(true);
    }
  });

  it("can be left out", () => {
    const layout = layoutDeck(standardDeck(), { paper: "A4", cardSize: "poker", cropMarks: false }, fileFontMetrics);
    expect(layout.pages.every((page) => page.shapes.every((s) => s.kind !== "line"))).toBe(true);
  });
});

describe("duplex backs", () => {
  for (const flip of ["long-edge", "short-edge"] as const) {
    for (const cardSize of ["poker", "mini"] as const) {
      it(`every back lands behind its own front after a ${flip} flip (${cardSize} cards)`, () => {
        const layout = layoutDeck(standardDeck(), { paper: "A4", cardSize, backs: flip, bleedMm: 1 }, fileFontMetrics);
        const { paper } = layout.geometry;
        for (let i = 0; i < layout.pages.length; i += 2) {
          const front = layout.pages[i];
          const back = layout.pages[i + 1];
          if (!front || !back) throw new Error("pages come in front/back pairs");
          expect([front.side, back.side]).toEqual(["front", "back"]);
          expect(back.cards.map((c) => c.cardIndex)).toEqual(front.cards.map((c) => c.cardIndex));
          for (const placed of back.cards) {
            const own = front.cards.find((c) => c.cardIndex === placed.cardIndex)?.slot;
            if (!own) throw new Error("back without a front");
            const a = throughTheSheet(placed.slot.x, placed.slot.y, flip, paper);
            const b = throughTheSheet(placed.slot.x + placed.slot.width, placed.slot.y + placed.slot.height, flip, paper);
            expect(Math.min(a.x, b.x)).toBeCloseTo(own.x, 6);
            expect(Math.min(a.y, b.y)).toBeCloseTo(own.y, 6);
            expect(Math.abs(a.x - b.x)).toBeCloseTo(own.width, 6);
            expect(Math.abs(a.y - b.y)).toBeCloseTo(own.height, 6);
          }
        }
      });
    }
  }

  it("mirrors the columns for a long-edge flip and the rows for a short-edge flip", () => {
    const geometry = sheetGeometry({ paper: "A4", cardSize: "poker" });
    const [first] = geometry.slots;
    if (!first) throw new Error("no slots");
    const third = geometry.slots[2];
    const seventh = geometry.slots[6];
    expect(backSlot(geometry, first, "long-edge")).toMatchObject({ x: third?.x, y: first.y });
    expect(backSlot(geometry, first, "short-edge")).toMatchObject({ x: first.x, y: seventh?.y });
  });

  it("shifts every back by the printer's back offset", () => {
    const plain = layoutDeck(standardDeck(), { paper: "A4", cardSize: "poker", backs: "long-edge" }, fileFontMetrics);
    const shifted = layoutDeck(standardDeck(), { paper: "A4", cardSize: "poker", backs: "long-edge", backOffsetMm: { x: 1.5, y: -0.75 } }, fileFontMetrics);
    plain.pages.forEach((page, p) => {
      page.cards.forEach((card, c) => {
        const moved = shifted.pages[p]?.cards[c]?.slot;
        const dx = page.side === "back" ? 1.5 : 0;
        const dy = page.side === "back" ? -0.75 : 0;
        expect(moved?.x).toBeCloseTo(card.slot.x + dx, 9);
        expect(moved?.y).toBeCloseTo(card.slot.y + dy, 9);
      });
    });
  });

  it("refuses a back offset too large to be printer drift", () => {
    expect(() => layoutDeck(standardDeck(), { paper: "A4", cardSize: "poker", backs: "long-edge", backOffsetMm: { x: 12, y: 0 } }, fileFontMetrics)).toThrow(
      "The back offset can be at most 10 mm each way.",
    );
  });

  it("adds no back pages when backs are off", () => {
    const layout = layoutDeck(standardDeck(), { paper: "A4", cardSize: "poker" }, fileFontMetrics);
    expect(layout.pages.map((p) => p.side)).toEqual(Array(6).fill("front"));
    expect(layout.back).toBeNull();
  });
});

describe("margin note", () => {
  const layout = layoutDeck(standardDeck(), { paper: "Letter", cardSize: "poker", backs: "long-edge", deckName: "The Smiths", printedAt: new Date("2026-11-30T10:00:00Z") }, fileFontMetrics);

  it("says to print at actual size, with the deck name, print date and sheet number", () => {
    const texts = (i: number) => layout.pages[i]?.shapes.flatMap((s) => (s.kind === "text" ? [s.text] : [])).join(" | ");
    expect(texts(0)).toContain("Print at 100% / actual size");
    expect(texts(0)).toContain("The Smiths · printed 2026-11-30");
    expect(texts(0)).toContain("Sheet 1 of 6 · front");
    expect(texts(1)).toContain("Sheet 1 of 6 · back");
    expect(texts(1)).toContain("flip on the long edge");
  });

  it("prints the day of the deck's time zone, which need not be UTC's", () => {
    const lateEvening = new Date("2026-11-30T20:00:00Z");
    const noteOf = (timeZone?: string) =>
      layoutDeck(standardDeck().slice(0, 9), { paper: "A4", cardSize: "poker", deckName: "The Smiths", printedAt: lateEvening, timeZone }, fileFontMetrics)
        .pages[0]?.shapes.flatMap((s) => (s.kind === "text" ? [s.text] : []))
        .join(" | ");
    expect(noteOf()).toContain("The Smiths · printed 2026-11-30");
    expect(noteOf("Australia/Sydney")).toContain("The Smiths · printed 2026-12-01");
  });

  it("shortens a long deck name to fit its column", () => {
    const long = layoutDeck(standardDeck(), { paper: "A4", cardSize: "poker", deckName: "The Grand Family Deck of the Whole Extended Family".repeat(2) }, fileFontMetrics);
    const note = long.pages[0]?.shapes.find((s) => s.kind === "text" && s.text.startsWith("The Grand"));
    expect(note?.kind === "text" && note.text.endsWith("…")).toBe(true);
    expect(note?.kind === "text" && note.width).toBeLessThanOrEqual(63);
  });

  it("stays in the margin, clear of the cards and of the crop marks", () => {
    const page = layout.pages[0];
    if (!page) throw new Error("no page");
    const marks = page.shapes.flatMap((s) => (s.kind === "line" ? [s] : []));
    for (const text of page.shapes.flatMap((s) => (s.kind === "text" ? [s] : []))) {
      const left = text.anchor === "start" ? text.x : text.anchor === "end" ? text.x - text.width : text.x - text.width / 2;
      const box = { x: left, y: text.y - text.size, width: text.width, height: text.size * 1.3 };
      for (const slot of layout.geometry.slots) expect(overlaps(box, slot)).toBe(false);
      for (const m of marks) {
        const markBox = { x: Math.min(m.x1, m.x2), y: Math.min(m.y1, m.y2), width: Math.abs(m.x2 - m.x1) || 1e-6, height: Math.abs(m.y2 - m.y1) || 1e-6 };
        expect(overlaps(box, markBox)).toBe(false);
      }
      expect(text.y).toBeLessThan(layout.geometry.paper.height - 2);
    }
  });
});
