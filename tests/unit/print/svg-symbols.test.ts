import { describe, expect, it } from "vitest";
import { shapesToSvg } from "@/lib/print/svg";
import { SUIT_PATHS, suitPath } from "@/lib/print/suits";

const numbers = (d: string) => (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);

describe("cards drawn with one shape per suit", () => {
  for (const upsideDown of [false, true]) {
    it(`places each pip exactly where the full path would be${upsideDown ? " (upside down)" : ""}`, () => {
      const pip = { kind: "suit" as const, suit: "hearts" as const, fill: "#c8102e", cx: 18.9, cy: 17, size: 9.45, upsideDown };
      const used = shapesToSvg([pip], { symbolIdPrefix: "c1" });
      expect(used).toMatch(/^<use href="#c1-hearts" transform="matrix\(/);
      const [a, , , d, e, f] = numbers(used.match(/matrix\(([^)]*)\)/)![1]!);
      const unit = numbers(SUIT_PATHS.hearts);
      const placed = numbers(suitPath("hearts", pip));
      const mapped = unit.map((v, i) => (i % 2 === 0 ? a! * v + e! : d! * v + f!));
      expect(mapped.length).toBe(placed.length);
      mapped.forEach((v, i) => expect(v).toBeCloseTo(placed[i]!, 2));
    });
  }

  it("draws the full path when no symbol prefix is given", () => {
    const pip = { kind: "suit" as const, suit: "spades" as const, fill: "#000000", cx: 10, cy: 10, size: 5 };
    expect(shapesToSvg([pip])).toBe(`<path d="${suitPath("spades", pip)}" fill="#000000"/>`);
  });
});
