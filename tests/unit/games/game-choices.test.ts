import { describe, expect, it } from "vitest";
import { CLASSIC_VARIANTS, classicOptions, classicVariantOf, dealNumberProblem, shortGameProblem } from "@/lib/games/game-choices";
import { openingStep } from "@/lib/games/screen/setup";
import { trialUrl, type TrialChoice } from "@/lib/games/trial-url";

const irish: TrialChoice = { game: "irish", bots: 3, pace: "normal", variant: "pools", onlyOwners: false, animal: "Cat" };

describe("a trial game's address", () => {
  it("says nothing of the choices left at their defaults", () => {
    expect(trialUrl(irish)).toBe("/play/irish");
  });

  it("carries the bots, their pace, the deal number and a short game's length", () => {
    expect(trialUrl({ ...irish, bots: 5, pace: "relaxed", deal: 0, turns: 120 })).toBe("/play/irish?bots=5&pace=relaxed&deal=0&turns=120");
  });

  it("carries Classic Snap's variant, only owners, and the person's animal in Animals, and for Classic Snap only", () => {
    expect(trialUrl({ ...irish, game: "classic", variant: "centre", onlyOwners: true })).toBe("/play/classic?variant=centre&owners=1");
    expect(trialUrl({ ...irish, game: "classic", variant: "animals", onlyOwners: true, animal: "Owl" })).toBe("/play/classic?variant=animals&animal=Owl");
    expect(trialUrl({ ...irish, game: "table", variant: "animals", onlyOwners: true })).toBe("/play/table");
  });
});

describe("Classic Snap's variants as the choosers offer them", () => {
  it("each is a combination of options the rules deal, and reads back as itself", () => {
    for (const variant of CLASSIC_VARIANTS) {
      const options = classicOptions(variant, true);
      expect(classicVariantOf(options)).toBe(variant);
      const seats = ["a", "b"].map((id, i) => ({ id, name: id, colour: "#000", kind: "bot" as const, animal: ["Cat", "Dog"][i] }));
      const deck = Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, rank: String((i % 4) + 2), suit: "hearts", word: null }));
      const setup = { game: "classic" as const, seats, deck, seed: 1, matchSuits: false, timeLimitMs: null, turnLimit: null, tieWindowMs: 20, falseStartMs: 100, matchesStay: true, calledPilesStay: true, classic: options };
      expect(() => openingStep(setup)).not.toThrow();
    }
  });

  it("only owners is not offered with Animals, where only the two owners call anyway", () => {
    expect(classicOptions("animals", true).onlyOwners).toBe(false);
  });
});

describe("the choosers' own checks", () => {
  it("a short game is 10 to 500 cards turned", () => {
    expect(["10", "500", "100"].map(shortGameProblem)).toEqual([null, null, null]);
    expect(["9", "501", "", "1e2"].map(shortGameProblem).every((p) => p === "A short game is 10 to 500 cards turned.")).toBe(true);
  });

  it("a deal number is empty (a fresh deal) or a whole number the rules take as a seed", () => {
    expect(["", "0", String(2 ** 31 - 1)].map(dealNumberProblem)).toEqual([null, null, null]);
    expect(dealNumberProblem(String(2 ** 31))).toMatch(/^A deal number is a whole number from 0 to/);
  });
});
