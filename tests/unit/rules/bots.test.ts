import { describe, expect, it } from "vitest";
import { decideShout, PACES, reactionTime, type BotSettings } from "@/lib/rules/bots";
import { applyLegacyAction, legacyRules, startLegacyGame, type LegacyState } from "@/lib/rules/legacy-game";
import type { Card } from "@/lib/rules/types";
import { card, players } from "./helpers";

const rules = legacyRules();

/** Two cards turned: p1's then p2's. */
function table(first: Card, second: Card, turns = 0): LegacyState {
  const { state } = startLegacyGame({ players: players(3), deck: [first, second, card("x", "3")], seed: 1, atMs: 0 });
  state.players[0]!.hand = [first];
  state.players[1]!.hand = [second];
  state.players[2]!.hand = [card("x", "3")];
  let next = applyLegacyAction(state, { type: "turn", playerId: "p1", atMs: 1 }).state;
  next = applyLegacyAction(next, { type: "turn", playerId: "p2", atMs: 2 }).state;
  next.turns += turns;
  return next;
}

const bot = (over: Partial<BotSettings> = {}): BotSettings => ({ pace: "normal", mistakeRate: 0, seed: "bot", ...over });

function calls(state: (i: number) => LegacyState, settings: Partial<BotSettings>, runs = 400) {
  const counts = new Map<string, number>();
  for (let i = 0; i < runs; i += 1) {
    const decision = decideShout(rules, state(i), "p3", bot({ seed: i, ...settings }));
    const key = decision?.call ?? "(quiet)";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe("Bots", () => {
  it("a bot with no mistakes always shouts the right call on a match", () => {
    const counts = calls(() => table(card("a", "7", "clubs", "Otter"), card("b", "7")), {});
    expect([...counts.keys()]).toEqual(["Otter"]);
  });

  it("a bot stays quiet when nothing matches (unless it makes a mistake)", () => {
    expect(calls(() => table(card("a", "7"), card("b", "8")), {})).toEqual(new Map([["(quiet)", 400]]));
  });

  it("its mistakes are the ones people make: \"snap\" when a word was needed, the newer card's word instead of the table's", () => {
    const counts = calls((i) => table(card("a", "7", "clubs", "Otter"), card("b", "7", "hearts", "Kite"), i), { mistakeRate: 0.6 });
    expect([...counts.keys()].sort()).toEqual(["(quiet)", "Kite", "Otter", "snap"]);
  });

  it("the mistake rate sets how often it goes wrong", () => {
    const counts = calls((i) => table(card("a", "7", "clubs", "Otter"), card("b", "7"), i), { mistakeRate: 0.2 }, 2000);
    const wrong = 2000 - (counts.get("Otter") ?? 0);
    expect(wrong / 2000).toBeGreaterThan(0.12);
    expect(wrong / 2000).toBeLessThan(0.28);
  });

  it("pace is a reaction-time distribution: relaxed is slower than normal, normal slower than quick", () => {
    const mean = (pace: "relaxed" | "normal" | "quick") => {
      let total = 0;
      for (let i = 0; i < 500; i += 1) total += reactionTime(pace, { rng: i * 7919 });
      return total / 500;
    };
    expect(mean("relaxed")).toBeGreaterThan(mean("normal"));
    expect(mean("normal")).toBeGreaterThan(mean("quick"));
    expect(Math.abs(mean("normal") - PACES.normal.meanMs)).toBeLessThan(40);
    expect(reactionTime("quick", { rng: 3 })).toBeGreaterThanOrEqual(PACES.quick.minMs);
  });

  it("a bot's choice is the same every time for the same game position and seed", () => {
    const state = table(card("a", "7"), card("b", "7"));
    expect(decideShout(rules, state, "p3", bot({ mistakeRate: 0.3 }))).toEqual(decideShout(rules, state, "p3", bot({ mistakeRate: 0.3 })));
  });

  it("a locked-out bot does not shout", () => {
    const state = table(card("a", "7"), card("b", "7"));
    state.players[2]!.lockedOut = true;
    expect(decideShout(rules, state, "p3", bot())).toBeNull();
  });
});
