import { describe, expect, it } from "vitest";
import { calendarDayIn, familyTime, isTimeZone, offsetMinutes, startOfDayIn, startOfNextDayIn } from "@/lib/time/family-time";

describe("the family's own time", () => {
  const evening = new Date("2026-12-01T19:02:00Z");

  it("writes one instant as each family's clock shows it", () => {
    expect(familyTime("UTC").weekdayAndTime(evening)).toBe("Tue 1 Dec, 19:02");
    expect(familyTime("Australia/Sydney").weekdayAndTime(evening)).toBe("Wed 2 Dec, 06:02");
    expect(familyTime("America/New_York").dayAndTime(evening)).toBe("1 Dec 2026, 14:02");
  });

  it("puts an instant on the family's calendar day, which need not be UTC's", () => {
    expect(calendarDayIn(evening, "UTC")).toBe("2026-12-01");
    expect(calendarDayIn(evening, "Australia/Sydney")).toBe("2026-12-02");
    expect(calendarDayIn(new Date("2026-12-01T23:30:00Z"), "Asia/Kathmandu")).toBe("2026-12-02");
  });

  it("starts a day at the family's midnight, through clock changes", () => {
    expect(startOfDayIn("2026-12-02", "Australia/Sydney")?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(startOfDayIn("2026-12-02", "Asia/Kathmandu")?.toISOString()).toBe("2026-12-01T18:15:00.000Z");
    // London's clocks go forward at 01:00 on 29 March 2026: that day is 23 hours long.
    expect(startOfDayIn("2026-03-29", "Europe/London")?.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(startOfNextDayIn("2026-03-29", "Europe/London")?.toISOString()).toBe("2026-03-29T23:00:00.000Z");
    // Santiago's clocks skip midnight itself (00:00 → 01:00) on 6 September 2026.
    const skipped = startOfDayIn("2026-09-06", "America/Santiago")!;
    expect(calendarDayIn(skipped, "America/Santiago")).toBe("2026-09-06");
    expect(calendarDayIn(new Date(skipped.getTime() - 1), "America/Santiago")).toBe("2026-09-05");
  });

  it("knows how far a zone is from UTC at an instant", () => {
    expect(offsetMinutes(evening, "UTC")).toBe(0);
    expect(offsetMinutes(evening, "Australia/Sydney")).toBe(11 * 60);
    expect(offsetMinutes(new Date("2026-07-01T12:00:00Z"), "Australia/Sydney")).toBe(10 * 60);
    expect(offsetMinutes(evening, "America/St_Johns")).toBe(-(3 * 60 + 30));
  });

  it("refuses what is not a time zone or not a day", () => {
    expect(isTimeZone("Europe/London")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(startOfDayIn("2026-02-30", "UTC")).toBeNull();
    expect(startOfDayIn("0000-01-01", "UTC")).toBeNull();
    expect(startOfDayIn("yesterday", "UTC")).toBeNull();
  });
});
