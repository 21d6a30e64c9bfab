import { describe, expect, it } from "vitest";
import { withinCalendarYears } from "@/lib/history/calendar-day";
import { endOfDayIn } from "@/lib/history/deck-at";
import { isCalendarDay } from "@/lib/time/family-time";

describe("the days a history address may name", () => {
  it("is a real YYYY-MM-DD day of the years 1 to 9999", () => {
    expect(isCalendarDay("2025-07-31")).toBe(true);
    expect(isCalendarDay("0001-01-01")).toBe(true);
    for (const text of ["0000-01-01", "2025-02-30", "2025-13-01", "25-07-31", "2025-7-31", "+02025-07-31", "9999-12-32"]) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });

  it("the deck as it was on a day of year 99 is that year's, not 1999's; a day of year 0 is refused", () => {
    expect(endOfDayIn("0099-05-01", "UTC")?.toISOString()).toBe("0099-05-02T00:00:00.000Z");
    expect(() => endOfDayIn("0000-01-01", "UTC")).toThrow("Pick a day as YYYY-MM-DD.");
  });

  it("a day ends at the deck's midnight, and the last day of year 9999 has nothing after it", () => {
    expect(endOfDayIn("2026-12-01", "Australia/Sydney")?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(endOfDayIn("2026-12-01", "America/New_York")?.toISOString()).toBe("2026-12-02T05:00:00.000Z");
    expect(endOfDayIn("9999-12-31", "UTC")).toBeNull();
  });

  it("an instant from an address counts only within those years", () => {
    expect(withinCalendarYears(new Date("2025-07-31T10:00:00Z"))).toBe(true);
    expect(withinCalendarYears(new Date("0000-01-01T00:00:00Z"))).toBe(false);
    expect(withinCalendarYears(new Date("+010000-01-01T00:00:00Z"))).toBe(false);
    expect(withinCalendarYears(new Date("not a date"))).toBe(false);
  });
});
