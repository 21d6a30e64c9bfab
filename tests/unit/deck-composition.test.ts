import { describe, expect, it } from "vitest";
import { cardName, customDeck, standardDeck } from "@/lib/cards/deck-composition";
import { dealSetupCards } from "@/lib/cards/setup-deal";

function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("deck composition", () => {
  it("a standard deck has 52 cards, every rank in every suit, each with its own short code", () => {
    const deck = standardDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(deck.map((c) => c.code)).size).toBe(52);
    expect(deck.find((c) => c.code === "10H")).toMatchObject({ rank: "10", suit: "hearts", missing: false });
  });

  it("a deck may have one or two cards missing", () => {
    const deck = standardDeck(["7h", "QS"]);
    expect(deck.filter((c) => c.missing).map((c) => c.code).sort()).toEqual(["7H", "QS"]);
  });

  it("a custom Snap deck is made of sets of matching cards", () => {
    const deck = customDeck([{ label: "Cat", colour: "#b42318" }, { label: "Dog", colour: "#1d4ed8" }], 3);
    expect(deck.map((c) => c.rank)).toEqual(["Cat", "Cat", "Cat", "Dog", "Dog", "Dog"]);
    expect(deck.map((c) => c.code)).toEqual(["1-1", "1-2", "1-3", "2-1", "2-2", "2-3"]);
  });

  it("names cards as people say them", () => {
    expect(cardName({ rank: "Q", suit: "spades" })).toBe("Queen of Spades");
    expect(cardName({ rank: "7", suit: "hearts" })).toBe("7 of Hearts");
    expect(cardName({ rank: "Cat", suit: null })).toBe("Cat");
  });
});

describe("the setup deal", () => {
  it("takes twelve cards and deals them among the players (some may get more)", () => {
    const cards = standardDeck().map((c) => c.code);
    for (const players of [2, 3, 4, 5, 7]) {
      const ids = Array.from({ length: players }, (_, i) => `p${i}`);
      const hands = dealSetupCards(cards, ids, seeded(players));
      const sizes = ids.map((id) => hands.get(id)!.length);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(12);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(new Set([...hands.values()].flat()).size).toBe(12);
    }
  });

  it("the same seed deals the same cards", () => {
    const cards = standardDeck().map((c) => c.code);
    const a = dealSetupCards(cards, ["x", "y"], seeded(42));
    const b = dealSetupCards(cards, ["x", "y"], seeded(42));
    expect([...a.entries()]).toEqual([...b.entries()]);
  });
});
