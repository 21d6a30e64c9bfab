import { describe, expect, it } from "vitest";
import { fitTable } from "@/app/_components/play/use-fitted-cards";

const CARD_RATIO = 88 / 63;

describe("fitting the table to the screen", () => {
  it("puts a phone's four seats in two columns", () => {
    const fit = fitTable(374, 560, { seats: 4, otherPiles: 1, centreAcross: 1 });
    expect(fit.columns).toBe(2);
    expect(fit.cardWidth).toBeGreaterThan(50);
  });

  it("draws a phone's top cards as large as the seat allows, the face-down pile small beside the name (Snap Legacy's four seats)", () => {
    // A 390 × 844 phone's table with two rows of call buttons under it.
    const fit = fitTable(374, 570, { seats: 4, otherPiles: 1, centreAcross: null });
    expect(fit.arrangement).toBe("stacked");
    // Before, two cards side by side in a seat 183 px wide were about 70 px wide each.
    expect(fit.cardWidth).toBeGreaterThanOrEqual(120);
    expect(fit.pileWidth).toBeLessThan(fit.cardWidth);
  });

  it("draws the top card beside a small face-down pile where the seat is wide but short (two people's calls under the table)", () => {
    const fit = fitTable(374, 460, { seats: 4, otherPiles: 1, centreAcross: null });
    expect(fit.arrangement).toBe("beside");
    expect(fit.pileWidth).toBe(44);
    expect(fit.cardWidth).toBeGreaterThan(100);
  });

  it("draws a face-down pile small but at least 44 px wide: a person turns their card with it", () => {
    for (const [width, height] of [
      [374, 570],
      [374, 470],
      [344, 500],
    ] as const) {
      for (const centreAcross of [null, 1]) expect(fitTable(width, height, { seats: 4, otherPiles: 1, centreAcross }).pileWidth).toBeGreaterThanOrEqual(44);
    }
  });

  it("draws every pile of a seat side by side at one size where the seats have the room (a tablet's six seats)", () => {
    const fit = fitTable(796, 930, { seats: 6, otherPiles: 1, centreAcross: null });
    expect(fit.arrangement).toBe("beside");
    expect(fit.pileWidth).toBe(fit.cardWidth);
    expect(fit.cardWidth).toBe(150);
  });

  it("leaves no empty place when cards would be no larger for it (Irish Snap's four seats on a phone: two by two)", () => {
    expect(fitTable(374, 520, { seats: 4, otherPiles: 0, centreAcross: 1 }).columns).toBe(2);
  });

  it("puts six seats in three columns on a landscape tablet", () => {
    expect(fitTable(1160, 640, { seats: 6, otherPiles: 1, centreAcross: null }).columns).toBe(3);
  });

  it("never makes cards taller than the rows can hold", () => {
    for (const otherPiles of [0, 1, 2]) {
      const { columns, cardWidth } = fitTable(800, 300, { seats: 6, otherPiles, centreAcross: 1 });
      const rows = Math.ceil(6 / columns) + 1;
      expect(cardWidth * CARD_RATIO).toBeLessThanOrEqual(300 / rows);
    }
  });

  it("never makes a seat's piles wider than the seat, side by side or stacked", () => {
    for (const [width, height] of [
      [374, 570],
      [796, 930],
      [1160, 640],
      [300, 900],
    ] as const) {
      for (const otherPiles of [0, 1, 2]) {
        const fit = fitTable(width, height, { seats: 4, otherPiles, centreAcross: null });
        const inner = (width - 8 * (fit.columns - 1)) / fit.columns - 24;
        const across = fit.arrangement === "beside" ? fit.cardWidth + otherPiles * (fit.pileWidth + 8) : Math.max(fit.cardWidth, otherPiles * (fit.pileWidth + 8));
        expect(across).toBeLessThanOrEqual(inner);
      }
    }
  });

  it("draws a lone centre card (Irish Snap) at least as large as the seats' cards", () => {
    const fit = fitTable(374, 560, { seats: 4, otherPiles: 0, centreAcross: 1 });
    expect(fit.centreCardWidth).toBeGreaterThanOrEqual(fit.cardWidth);
  });
});
