import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { familyTime, isCalendarDay, readerTime, zoneName } from "@/lib/time/family-time";
import { zoneNote } from "@/lib/time/zone-note";
import { zonesMatching } from "@/lib/time/zone-search";

const evening = new Date("2026-12-01T19:02:05Z");

describe("the time a person reads", () => {
  it("is their account's zone once it is known, said without naming it", () => {
    const sydney = readerTime("Australia/Sydney", "America/New_York");
    expect(sydney.zone).toBe("Australia/Sydney");
    expect(sydney.named).toBe(false);
    expect(sydney.dayAndTime(evening)).toBe("2 Dec 2026, 06:02");
  });

  it("until then is the deck's zone, and says so: nothing passes for their own time", () => {
    const deckTime = readerTime(null, "America/New_York");
    expect(deckTime.named).toBe(true);
    expect(deckTime.dayAndTime(evening)).toBe("1 Dec 2026, 14:02 (America/New York)");
    expect(deckTime.time(evening)).toBe("14:02 (America/New York)");
    expect(readerTime(null).dayAndTime(evening)).toBe("1 Dec 2026, 19:02 (UTC)");
  });

  it("never trusts a zone that isn't one", () => {
    expect(readerTime("Mars/Olympus_Mons", "Australia/Sydney").zone).toBe("Australia/Sydney");
    expect(familyTime("Mars/Olympus_Mons").zone).toBe("UTC");
  });
});

describe("a family's calendar days in words", () => {
  it("writes a day of the family's calendar as that day, wherever the family is", () => {
    for (const zone of ["Pacific/Kiritimati", "UTC", "Pacific/Pago_Pago"]) {
      expect(familyTime(zone).dayHeadingOf("2026-12-01")).toMatch(/^Tuesday,? 1 December 2026$/);
      expect(familyTime(zone).dayOf("2026-12-01")).toBe("1 December 2026");
      expect(familyTime(zone).monthOf("2026-12")).toBe("December 2026");
    }
  });

  it("writes an instant for a spreadsheet as the family's clock reads it", () => {
    expect(familyTime("Australia/Sydney").stamp(evening)).toBe("2026-12-02 06:02:05");
    expect(familyTime("UTC").stamp(evening)).toBe("2026-12-01 19:02:05");
  });

  it("writes for a spreadsheet through clock changes, old local mean times and the edges of the years kept", () => {
    const london = familyTime("Europe/London");
    // 29 March 2026: London's clocks go forward at 01:00 UTC.
    expect(london.stamp(new Date("2026-03-29T00:59:59Z"))).toBe("2026-03-29 00:59:59");
    expect(london.stamp(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29 02:00:00");
    // Sydney kept its local mean time, 10:04:52 ahead of UTC, until 1895.
    expect(familyTime("Australia/Sydney").stamp(new Date("1880-06-01T00:00:00Z"))).toBe("1880-06-01 10:04:52");
    expect(familyTime("Australia/Sydney").stamp(new Date("9999-12-31T23:00:00Z"))).toBe("10000-01-01 10:00:00");
  });

  it("writes for a spreadsheet what the zone's clock reads, for any instant in any zone", () => {
    const zones = ["UTC", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham", "America/Santiago"];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }), (zone, ms) => {
        const instant = new Date(ms);
        const clock = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
          .formatToParts(instant)
          .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {});
        expect(familyTime(zone).stamp(instant)).toBe(`${clock.year}-${clock.month}-${clock.day} ${clock.hour}:${clock.minute}:${clock.second}`);
      }),
      { numRuns: 500 },
    );
  });

  it("one writer for a whole export reads each day's clock change where it falls", () => {
    for (const [zone, from] of [["Europe/London", "2026-03-28"], ["Europe/London", "2026-10-24"], ["America/Santiago", "2026-09-05"], ["Australia/Lord_Howe", "2026-04-04"]] as const) {
      const writer = familyTime(zone);
      const clock = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
      for (let ms = Date.parse(`${from}T00:00:00Z`), end = ms + 3 * 86_400_000; ms < end; ms += 7 * 60_000 + 13_000) {
        const parts = Object.fromEntries(clock.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
        expect(writer.stamp(new Date(ms)), `${zone} ${new Date(ms).toISOString()}`).toBe(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`);
      }
    }
  });

  it("knows which texts are real days of the years the database keeps", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2025-02-29")).toBe(false);
    expect(isCalendarDay("0000-12-31")).toBe(false);
    expect(isCalendarDay("1 December")).toBe(false);
  });

  it("names a zone as people read it", () => {
    expect(zoneName("America/Port_of_Spain")).toBe("America/Port of Spain");
  });
});

describe("which zones a history page is in, said once", () => {
  it("says one zone when the reader's is the deck's", () => {
    expect(zoneNote("Australia/Sydney", familyTime("Australia/Sydney"))).toBe("Days and times are in Australia/Sydney time, the deck’s time zone.");
  });

  it("names both when the reader is elsewhere, so a time under another day's heading reads right", () => {
    expect(zoneNote("Australia/Sydney", familyTime("Europe/London"))).toBe("Days are the deck’s days, in Australia/Sydney time; times are in yours, Europe/London time.");
  });

  it("says only the days for a page of days", () => {
    expect(zoneNote("America/New_York")).toBe("Days are the deck’s days, in America/New York time.");
  });
});

describe("finding a time zone by typing", () => {
  const zones = ["UTC", "America/New_York", "America/Sao_Paulo", "Australia/Sydney", "Europe/London"];

  it("finds a zone by its city, in any case, with or without accents or underscores", () => {
    expect(zonesMatching(zones, "sydney")).toEqual(["Australia/Sydney"]);
    expect(zonesMatching(zones, "New York")).toEqual(["America/New_York"]);
    expect(zonesMatching(zones, "new_york")).toEqual(["America/New_York"]);
    expect(zonesMatching(zones, "São Paulo")).toEqual(["America/Sao_Paulo"]);
  });

  it("finds zones holding every word typed, in the list's order", () => {
    expect(zonesMatching(zones, "america")).toEqual(["America/New_York", "America/Sao_Paulo"]);
    expect(zonesMatching(zones, "york america")).toEqual(["America/New_York"]);
    expect(zonesMatching(zones, "atlantis")).toEqual([]);
  });

  it("finds every zone when nothing is typed", () => {
    expect(zonesMatching(zones, "  ")).toEqual(zones);
  });
});
