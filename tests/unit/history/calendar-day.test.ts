import { describe, expect, it } from "vitest";
import { startOfCalendarDay, withinCalendarYears } from "@/lib/history/calendar-day";
import { endOfUtcDay } from "@/lib/history/deck-at";

describe("the days a history address may name", () => {
  it("is a real YYYY-MM-DD day of the years 1 to 9999", () => {
    expect(startOfCalendarDay("2025-07-31")?.toISOString()).toBe("2025-07-31T00:00:00.000Z");
    expect(startOfCalendarDay("0001-01-01")?.toISOString()).toBe("0001-01-01T00:00:00.000Z");
    for (const text of ["0000-01-01", "2025-02-30", "2025-13-01", "25-07-31", "2025-7-31", "+02025-07-31", "9999-12-32"]) {
      expect(startOfCalendarDay(text), text).toBeNull();
    }
  });

  it("the deck as it was on a day of year 99 is that year's, not 1999's; a day of year 0 is refused", () => {
    expect(endOfUtcDay("0099-05-01").toISOString()).toBe("0099-05-02T00:00:00.000Z");
    expect(() => endOfUtcDay("0000-01-01")).toThrow("Pick a day as YYYY-MM-DD.");
  });

  it("an instant from an address counts only within those years", () => {
    expect(withinCalendarYears(new Date("2025-07-31T10:00:00Z"))).toBe(true);
    expect(withinCalendarYears(new Date("0000-01-01T00:00:00Z"))).toBe(false);
    expect(withinCalendarYears(new Date("+010000-01-01T00:00:00Z"))).toBe(false);
    expect(withinCalendarYears(new Date("not a date"))).toBe(false);
  });
});
