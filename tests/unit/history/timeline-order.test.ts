import { describe, expect, it } from "vitest";
import { compareTimelinePlaces, readTimelinePlace, timelinePlaceText, type TimelinePlace } from "@/lib/history/timeline-order";

const at = (minute: number, ms = 0) => new Date(Date.UTC(2026, 11, 1, 19, minute, 0, ms));
const word = (seq: number, when: Date): TimelinePlace => ({ at: when, stream: "word", seq });
const design = (seq: number, when: Date): TimelinePlace => ({ at: when, stream: "design", seq });

describe("the order the deck's story is told in", () => {
  it("is by when things happened, whichever history they are in", () => {
    const told = [word(2, at(5)), design(1, at(3)), word(1, at(1)), design(2, at(9))].sort(compareTimelinePlaces);
    expect(told).toEqual([word(1, at(1)), design(1, at(3)), word(2, at(5)), design(2, at(9))]);
  });

  it("tells a word event before a design change made at the same moment, and each history by its own numbers", () => {
    const moment = at(2, 345);
    const told = [design(8, moment), word(41, moment), design(7, moment), word(40, moment)].sort(compareTimelinePlaces);
    expect(told).toEqual([word(40, moment), word(41, moment), design(7, moment), design(8, moment)]);
    expect(compareTimelinePlaces(word(40, moment), word(40, new Date(moment)))).toBe(0);
  });
});

describe("a place in the story, in the timeline's address", () => {
  it("is written and read back exactly, to the millisecond", () => {
    for (const place of [word(120, at(2, 7)), design(3, at(59, 999)), word(0, new Date("0001-01-01T00:00:00.000Z"))]) {
      const text = timelinePlaceText(place);
      expect(readTimelinePlace(text)).toEqual(place);
    }
    expect(timelinePlaceText(design(3, at(2, 7)))).toBe("2026-12-01T19:02:00.007Z~d3");
  });
});
