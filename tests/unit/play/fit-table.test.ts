import { describe, expect, it } from "vitest";
import { fitTable } from "@/app/_components/play/use-fitted-cards";

describe("fitting the table to the screen", () => {
  it("puts a phone's four seats in two columns, cards side by side", () => {
    const fit = fitTable(374, 560, { seats: 4, cardsAcross: 2, centreAcross: 1 });
    expect(fit.columns).toBe(2);
    expect(fit.cardWidth).toBeGreaterThan(50);
  });

  it("leaves no empty place when cards would be no larger for it (Irish Snap's four seats on a phone: two by two)", () => {
    expect(fitTable(374, 520, { seats: 4, cardsAcross: 1, centreAcross: 1 }).columns).toBe(2);
  });

  it("puts six seats in three columns on a landscape tablet", () => {
    expect(fitTable(1160, 640, { seats: 6, cardsAcross: 2, centreAcross: null }).columns).toBe(3);
  });

  it("never makes cards taller than the rows can hold", () => {
    const { columns, cardWidth } = fitTable(800, 300, { seats: 6, cardsAcross: 2, centreAcross: 1 });
    const rows = Math.ceil(6 / columns) + 1;
    expect(cardWidth * (88 / 63)).toBeLessThanOrEqual(300 / rows);
  });

  it("draws a lone centre card (Irish Snap) at least as large as the seats' cards", () => {
    const fit = fitTable(374, 560, { seats: 4, cardsAcross: 1, centreAcross: 1 });
    expect(fit.centreCardWidth).toBeGreaterThanOrEqual(fit.cardWidth);
  });
});
