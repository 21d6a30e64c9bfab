import { describe, expect, it } from "vitest";
import { lastUsedWords } from "@/lib/auth/device-times";
import { familyTime, readerTime } from "@/lib/time/family-time";

const now = new Date("2026-12-01T10:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const london = familyTime("Europe/London");

describe("when a device was last used, in words", () => {
  it("says only 'in the last few minutes' within the five minutes a session's use may go unnoted", () => {
    expect(lastUsedWords(now, now, london)).toBe("in the last few minutes");
    expect(lastUsedWords(before(4 * MINUTE + 59_000), now, london)).toBe("in the last few minutes");
  });

  it("counts minutes, then hours, then days", () => {
    expect(lastUsedWords(before(5 * MINUTE), now, london)).toBe("5 minutes ago");
    expect(lastUsedWords(before(60 * MINUTE), now, london)).toBe("1 hour ago");
    expect(lastUsedWords(before(23 * 60 * MINUTE), now, london)).toBe("23 hours ago");
    expect(lastUsedWords(before(30 * 60 * MINUTE), now, london)).toBe("yesterday");
    expect(lastUsedWords(before(3 * 24 * 60 * MINUTE), now, london)).toBe("3 days ago");
  });

  it("gives the date after a week, as the reader's calendar has it", () => {
    const lateEvening = new Date("2026-11-02T20:00:00Z");
    expect(lastUsedWords(lateEvening, now, london)).toBe("on 2 November 2026");
    expect(lastUsedWords(lateEvening, now, familyTime("Australia/Sydney"))).toBe("on 3 November 2026");
  });

  it("names the zone of a date while the reader's own zone isn't known", () => {
    expect(lastUsedWords(new Date("2026-11-02T08:00:00Z"), now, readerTime(null))).toBe("on 2 November 2026 (UTC)");
  });

  it("never says a clock running slightly ahead is in the future", () => {
    expect(lastUsedWords(new Date(now.getTime() + 2000), now, london)).toBe("in the last few minutes");
  });
});
