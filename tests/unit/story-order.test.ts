import { describe, expect, it } from "vitest";
import { inTimeOrder } from "@/lib/decks/story-order";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));

describe("a card's story of words and design changes", () => {
  it("is told in the order things happened, each history keeping its own order", () => {
    const words = [
      { seq: 4, createdAt: at(10) },
      { seq: 9, createdAt: at(30) },
    ];
    const designs = [
      { seq: 1, createdAt: at(5) },
      { seq: 2, createdAt: at(20) },
      { seq: 3, createdAt: at(40) },
    ];
    expect(inTimeOrder(words, designs).map((entry) => `${entry.story} ${entry.seq}`)).toEqual(["design 1", "word 4", "design 2", "word 9", "design 3"]);
  });

  it("tells a word before a design change made at the same moment", () => {
    const story = inTimeOrder([{ seq: 1, createdAt: at(10) }], [{ seq: 1, createdAt: at(10) }]);
    expect(story.map((entry) => entry.story)).toEqual(["word", "design"]);
  });

  it("keeps a history's own order when its clock went back between two of its events", () => {
    const words = [
      { seq: 1, createdAt: at(20) },
      { seq: 2, createdAt: at(15) },
    ];
    expect(inTimeOrder(words, []).map((entry) => entry.seq)).toEqual([1, 2]);
  });
});
