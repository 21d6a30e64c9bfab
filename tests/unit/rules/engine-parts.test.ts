import { describe, expect, it } from "vitest";
import { mixSeeds, nextFloat, seedFrom, shuffleInPlace } from "@/lib/rules/random";
import { breakTie, fastestShouts, slowestShouts } from "@/lib/rules/shouts";
import { validateWord } from "@/lib/rules/words";
import type { PendingShout } from "@/lib/rules/types";

const shout = (playerId: string, reactionMs: number): PendingShout => ({ playerId, call: "snap", reactionMs, atMs: 0 });

describe("Seeded randomness", () => {
  it("the same seed gives the same numbers; text seeds work too", () => {
    const run = (seed: number | string) => {
      const holder = { rng: seedFrom(seed) };
      return Array.from({ length: 5 }, () => nextFloat(holder));
    };
    expect(run(42)).toEqual(run(42));
    expect(run("kitchen table")).toEqual(run("kitchen table"));
    expect(run(42)).not.toEqual(run(43));
    expect(run(1).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("a Fisher–Yates shuffle keeps every card and is reproducible", () => {
    const cards = Array.from({ length: 52 }, (_, i) => i);
    const a = shuffleInPlace({ rng: 9 }, [...cards]);
    expect([...a].sort((x, y) => x - y)).toEqual(cards);
    expect(shuffleInPlace({ rng: 9 }, [...cards])).toEqual(a);
    expect(a).not.toEqual(cards);
  });

  it("mixed seeds differ when any part differs", () => {
    expect(mixSeeds(1, 2, 3)).not.toBe(mixSeeds(1, 2, 4));
    expect(mixSeeds(1, 2, 3)).toBe(mixSeeds(1, 2, 3));
  });
});

describe("Reaction-time shouts", () => {
  it("the fastest shout wins; shouts within the tie window of it are a tie", () => {
    const shouts = [shout("b", 330), shout("a", 300), shout("c", 315)];
    expect(fastestShouts(shouts, 20).map((s) => s.playerId)).toEqual(["a", "c"]);
    expect(fastestShouts(shouts, 0).map((s) => s.playerId)).toEqual(["a"]);
    expect(slowestShouts(shouts, 20).map((s) => s.playerId)).toEqual(["b", "c"]);
  });

  it("ties are broken by the seed, reproducibly and whatever order the shouts came in", () => {
    const group = [shout("a", 300), shout("c", 310)];
    expect(breakTie(group, { rng: 4 })).toEqual(breakTie([...group].reverse(), { rng: 4 }));
    const winners = new Set(Array.from({ length: 30 }, (_, seed) => breakTie(group, { rng: seed }).playerId));
    expect(winners).toEqual(new Set(["a", "c"]));
  });
});

describe("Checking a written word", () => {
  it("1–20 characters after tidying, letters of any script the deck can print, digits, space, hyphen, apostrophe", () => {
    expect(validateWord("  Ice   cream ")).toMatchObject({ ok: true, word: "Ice cream" });
    expect(validateWord("Jack-in-the-box").ok).toBe(true);
    expect(validateWord("O'Brien").ok).toBe(true);
    expect(validateWord("Ελιά").ok).toBe(true);
    expect(validateWord("猫")).toEqual({ ok: false, message: `"猫" can't be printed by the deck's fonts.` });
    expect(validateWord("R2D2").ok).toBe(true);
    expect(validateWord("").ok).toBe(false);
    expect(validateWord("   ").ok).toBe(false);
    expect(validateWord("x".repeat(21)).ok).toBe(false);
    expect(validateWord("x".repeat(20)).ok).toBe(true);
    expect(validateWord("hi!").ok).toBe(false);
    expect(validateWord("--").ok).toBe(false);
  });
});
