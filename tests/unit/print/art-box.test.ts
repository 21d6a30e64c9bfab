import { describe, expect, it } from "vitest";
import { artBox, artBoxKindOf, artPrintPixels, cropAspect, cropSchema, defaultCrop } from "@/lib/print/art-box";

describe("the art box", () => {
  it("covers a custom card and runs into the bleed", () => {
    expect(artBox("FULL", { width: 63, height: 88 }, 3)).toEqual({ x: -3, y: -3, width: 69, height: 94 });
  });

  it("keeps a standard card's corner indices clear", () => {
    const panel = artBox("PANEL", { width: 63, height: 88 }, 3);
    expect(panel.x).toBeGreaterThan(10);
    expect(panel.x + panel.width).toBeLessThan(53);
    expect(panel.y).toBeGreaterThanOrEqual(0);
  });

  it("gives standard cards a panel and custom cards the whole card", () => {
    expect(artBoxKindOf({ suit: "hearts" })).toBe("PANEL");
    expect(artBoxKindOf({ suit: null })).toBe("FULL");
  });

  it("cuts a full-bleed picture at 300 dpi of a poker card with 3 mm bleed", () => {
    expect(artPrintPixels("FULL")).toEqual({ width: 815, height: 1110 });
  });

  it("crops a new picture to the largest centred box of the card's shape", () => {
    for (const picture of [{ width: 4000, height: 3000 }, { width: 1000, height: 3000 }]) {
      const crop = defaultCrop("FULL", picture);
      expect(cropSchema.safeParse(crop).success).toBe(true);
      expect((crop.width * picture.width) / (crop.height * picture.height)).toBeCloseTo(cropAspect("FULL"), 6);
      expect(Math.max(crop.width, crop.height)).toBe(1);
      expect(crop.x + crop.width / 2).toBeCloseTo(0.5, 9);
      expect(crop.y + crop.height / 2).toBeCloseTo(0.5, 9);
    }
  });

  it("refuses a crop that leaves the picture", () => {
    expect(cropSchema.safeParse({ x: 0.5, y: 0, width: 0.6, height: 1 }).success).toBe(false);
    expect(cropSchema.safeParse({ x: 0, y: 0, width: 0, height: 1 }).success).toBe(false);
  });
});
