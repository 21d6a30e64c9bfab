import { describe, expect, it } from "vitest";
import { dayWords, lastUsedWords } from "@/lib/auth/device-times";

const now = new Date("2026-12-01T10:00:00Z");
const before = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe("when a device was last used, in words", () => {
  it("says only 'in the last few minutes' within the five minutes a session's use may go unnoted", () => {
    expect(lastUsedWords(now, now)).toBe("in the last few minutes");
    expect(lastUsedWords(before(4 * MINUTE + 59_000), now)).toBe("in the last few minutes");
  });

  it("counts minutes, then hours, then days", () => {
    expect(lastUsedWords(before(5 * MINUTE), now)).toBe("5 minutes ago");
    expect(lastUsedWords(before(60 * MINUTE), now)).toBe("1 hour ago");
    expect(lastUsedWords(before(23 * 60 * MINUTE), now)).toBe("23 hours ago");
    expect(lastUsedWords(before(30 * 60 * MINUTE), now)).toBe("yesterday");
    expect(lastUsedWords(before(3 * 24 * 60 * MINUTE), now)).toBe("3 days ago");
  });

  it("gives the date after a week", () => {
    expect(lastUsedWords(new Date("2026-11-02T08:00:00Z"), now)).toBe("on 2 November 2026");
  });

  it("never says a clock running slightly ahead is in the future", () => {
    expect(lastUsedWords(new Date(now.getTime() + 2000), now)).toBe("in the last few minutes");
  });

  it("writes days as a family would say them", () => {
    expect(dayWords(now)).toBe("1 December 2026");
  });
});
