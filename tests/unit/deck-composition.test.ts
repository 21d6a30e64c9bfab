import { describe, expect, it } from "vitest";
import { cardName, customDeck, standardDeck } from "@/lib/cards/deck-composition";

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
