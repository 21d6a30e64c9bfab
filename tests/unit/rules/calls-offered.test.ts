import { describe, expect, it } from "vitest";
import { applyClassicAction, classicRules, startClassicGame, type ClassicVariant } from "@/lib/rules/classic-game";
import { applyIrishAction, irishRules, startIrishGame } from "@/lib/rules/irish-game";
import { legacyRules, startLegacyGame, type LegacyPlayer, type LegacyState } from "@/lib/rules/legacy-game";
import { applyTableAction, startTableGame, tableRules } from "@/lib/rules/table-game";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, shout, standardDeck, turn } from "./helpers";

function classicWith(hands: Card[][], variant: Partial<ClassicVariant> = {}) {
  const { state } = startClassicGame({ players: players(hands.length), deck: hands.flat(), seed: 11, atMs: 0, variant });
  state.players.forEach((player, seat) => (player.faceDown = structuredClone(hands[seat] ?? [])));
  return state;
}

describe("the calls a player is offered in Snap Legacy", () => {
  const rules = legacyRules();
  const stack = (...cards: Card[]): Partial<LegacyPlayer> => ({ stack: cards });
  function tableOf(...stacks: Partial<LegacyPlayer>[]): LegacyState {
    const { state } = startLegacyGame({ players: players(stacks.length), deck: standardDeck(), seed: 1, atMs: 0 });
    return { ...state, players: state.players.map((p, i) => ({ ...p, ...stacks[i] })) };
  }

  it("are “snap” and the word on top of each stack", () => {
    const state = tableOf(stack(card("a", "7"), card("b", "7", "hearts", "Teapot")), stack(card("c", "9", "clubs", "Rocket")));
    expect(rules.callsOffered(state, "p1")).toEqual(["snap", "Teapot", "Rocket"]);
  });

  it("offer only top cards' words: a covered card's word cannot be called", () => {
    const state = tableOf(stack(card("a", "7", "clubs", "Teapot"), card("b", "8")), stack());
    expect(rules.callsOffered(state, "p2")).toEqual(["snap"]);
  });

  it("offer a word once when the same word is on two tops, however it is written", () => {
    const state = tableOf(stack(card("a", "Q", "spades", "Wombat")), stack(card("b", "Q", "hearts", "WOMBAT ")));
    expect(rules.callsOffered(state, "p1")).toEqual(["snap", "Wombat"]);
  });

  it("offer nothing to a player who has retired", () => {
    const state = tableOf(stack(card("a", "7")), stack());
    state.players[1]!.status = "retired";
    expect(rules.callsOffered(state, "p2")).toEqual([]);
  });
});

describe("the calls a player is offered in Classic Snap", () => {
  const playClassic = playerOf(applyClassicAction);

  it("are “snap” alone while there is no snap pool", () => {
    const state = classicWith([[card("a1", "4")], [card("b1", "9")]]);
    expect(classicRules.callsOffered(state, "p1")).toEqual(["snap"]);
  });

  it("add “snap pool” once a false snap has made a snap pool", () => {
    const { state } = playClassic(classicWith([[card("a1", "4"), card("a2", "5")], [card("b1", "9"), card("b2", "6")]]), turn("p1"), turn("p2"), shout("p1", "snap"));
    expect(state.pools).toHaveLength(1);
    expect(classicRules.callsOffered(state, "p2")).toEqual(["snap", "snap pool"]);
  });

  it("without snap pools, never offer “snap pool”", () => {
    const { state } = playClassic(classicWith([[card("a1", "4"), card("a2", "5")], [card("b1", "9"), card("b2", "6")]], { pools: false }), turn("p1"), turn("p2"), shout("p1", "snap"));
    expect(classicRules.callsOffered(state, "p2")).toEqual(["snap"]);
  });

  it("with only owners, a player who owns none of the matches on the table is offered no call", () => {
    const hands = [[card("a1", "4")], [card("b1", "4", "hearts")], [card("c1", "2")]];
    const { state } = playClassic(classicWith(hands, { onlyOwners: true }), turn("p1"), turn("p2"));
    expect(classicRules.callsOffered(state, "p1")).toEqual(["snap"]);
    expect(classicRules.callsOffered(state, "p2")).toEqual(["snap"]);
    expect(classicRules.callsOffered(state, "p3")).toEqual([]);
  });

  it("with only owners and no match on the table, everyone may call (and be wrong)", () => {
    const hands = [[card("a1", "4")], [card("b1", "5")], [card("c1", "2")]];
    const { state } = playClassic(classicWith(hands, { onlyOwners: true }), turn("p1"), turn("p2"));
    expect(classicRules.callsOffered(state, "p3")).toEqual(["snap"]);
  });

  it("in Animals, are the other playing seats' animals", () => {
    const hands = [[card("a1", "4")], [card("b1", "5")], [card("c1", "2")]];
    const animals = { p1: "Cat", p2: "Dog", p3: "Cow" };
    const state = classicWith(hands, { animals });
    expect(classicRules.callsOffered(state, "p1")).toEqual(["Dog", "Cow"]);
    expect(classicRules.callsOffered(state, "p3")).toEqual(["Cat", "Dog"]);
  });
});

describe("the calls a player is offered in Table Snap", () => {
  const playTable = playerOf(applyTableAction);

  it("are “snap”, but nothing while the player sits out after a false snap", () => {
    const { state: dealt } = startTableGame({ players: players(2), deck: standardDeck(), seed: 3, atMs: 0 });
    dealt.players[0]!.draw = [card("a", "4"), card("c", "5")];
    dealt.players[1]!.draw = [card("b", "9"), card("d", "6")];
    expect(tableRules.callsOffered(dealt, "p2")).toEqual(["snap"]);
    const { state } = playTable(dealt, turn("p1"), turn("p2"), shout("p2", "snap"));
    expect(state.players[1]!.sittingOut).toBe(true);
    expect(tableRules.callsOffered(state, "p2")).toEqual([]);
    expect(tableRules.callsOffered(state, "p1")).toEqual(["snap"]);
  });
});

describe("the calls a player is offered in Irish Snap", () => {
  const playIrish = playerOf(applyIrishAction);

  it("are “slap”, match or not, and nothing for a player who has left safely", () => {
    const { state } = startIrishGame({ players: players(3), deck: standardDeck(), seed: 5, atMs: 0 });
    expect(irishRules.callsOffered(state, "p2")).toEqual(["slap"]);
    const { state: after } = playIrish(state, turn("p1"));
    expect(irishRules.callsOffered(after, "p2")).toEqual(["slap"]);
    const left = { ...after, players: after.players.map((p, i) => (i === 1 ? { ...p, status: "finished" as const } : p)) };
    expect(irishRules.callsOffered(left, "p2")).toEqual([]);
  });
});
