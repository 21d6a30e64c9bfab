import { describe, expect, it } from "vitest";
import { historyExtent } from "@/lib/history/heading";

describe("how far a deck's history goes, as its pages say it", () => {
  it("counts its events, and its changes to the design once there are some", () => {
    expect(historyExtent(0, 0)).toBe("0 events so far.");
    expect(historyExtent(1, 0)).toBe("One event so far.");
    expect(historyExtent(100_000, 0)).toBe("100,000 events so far.");
    expect(historyExtent(1, 1)).toBe("One event and one change to the design so far.");
    expect(historyExtent(12, 3)).toBe("12 events and 3 changes to the design so far.");
  });
});
