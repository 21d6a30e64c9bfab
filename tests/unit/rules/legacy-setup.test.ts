import { describe, expect, it } from "vitest";
import { dealSetupCards } from "@/lib/rules/legacy-setup";
import { standardDeck } from "./helpers";

const cardIds = standardDeck().map((c) => c.id);

describe("Setup, once in a deck's life", () => {
  it("take twelve cards and deal them among the players (some may get more)", () => {
    const dealt = dealSetupCards({ cardIds, playerIds: ["ann", "bea", "cal", "dan", "eve"], seed: 1 });
    expect(Object.values(dealt).map((ids) => ids.length)).toEqual([3, 3, 2, 2, 2]);
    const all = Object.values(dealt).flat();
    expect(new Set(all).size).toBe(12);
    expect(all.every((id) => cardIds.includes(id))).toBe(true);
  });

  it("a deck may have one or two cards missing; that is fine", () => {
    const dealt = dealSetupCards({ cardIds: cardIds.slice(2), playerIds: ["ann", "bea"], seed: 1 });
    expect(Object.values(dealt).flat()).toHaveLength(12);
  });

  it("the same seed deals the same setup cards", () => {
    const deal = (seed: string) => dealSetupCards({ cardIds, playerIds: ["ann", "bea"], seed });
    expect(deal("first night")).toEqual(deal("first night"));
    expect(deal("first night")).not.toEqual(deal("second night"));
  });
});
