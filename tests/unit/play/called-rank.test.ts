import { describe, expect, it } from "vitest";
import { calledRankSign } from "@/lib/games/screen/called-rank";

describe("Irish Snap's called rank, beside the centre pile", () => {
  it("shows the rank just called in big letters, as the table says it, and the rank called next", () => {
    expect(calledRankSign({ called: "7", next: "8" })).toEqual({
      heading: "Called",
      rank: "7",
      said: "Seven",
      next: "Next: Eight",
      announcement: "Seven called. Next: Eight.",
    });
    expect(calledRankSign({ called: "K", next: "A" })).toMatchObject({ rank: "K", said: "King", next: "Next: Ace", announcement: "King called. Next: Ace." });
  });

  it("before the first card, and once a slap has collected the pile, the count starts at Ace", () => {
    expect(calledRankSign({ called: null, next: "A" })).toEqual({ heading: "Count starts at", rank: "A", said: "Ace", next: null, announcement: "The count starts at Ace." });
  });
});
