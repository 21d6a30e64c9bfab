import { describe, expect, it } from "vitest";
import { mayShout, mayTurn } from "@/lib/rules";
import { applyLegacyAction, startLegacyGame } from "@/lib/rules/legacy-game";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, turn } from "./helpers";

function gameWith(hands: Card[][]) {
  const { state } = startLegacyGame({ players: players(hands.length), deck: hands.flat(), seed: 7, atMs: 0 });
  state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
  return state;
}

const play = playerOf(applyLegacyAction);
const sevens = () => gameWith([[card("a1", "7"), card("a2", "3")], [card("b1", "7", "hearts"), card("b2", "4")], [card("c1", "5"), card("c2", "6")]]);

describe("who may shout and who may turn, as the screens ask the rules", () => {
  it("nobody may shout before the first card is turned; the first player may turn", () => {
    const state = sevens();
    expect(["p1", "p2", "p3"].map((p) => mayShout(state, p))).toEqual([false, false, false]);
    expect(["p1", "p2", "p3"].map((p) => mayTurn(state, p))).toEqual([true, false, false]);
  });

  it("once a card is on the table everyone playing may shout, and only the next player may turn", () => {
    const state = play(sevens(), turn("p1")).state;
    expect(["p1", "p2", "p3"].map((p) => mayShout(state, p))).toEqual([true, true, true]);
    expect(["p1", "p2", "p3"].map((p) => mayTurn(state, p))).toEqual([false, true, false]);
  });

  it("a player who shouted wrongly, or has shouted at this card, may not shout again; while shouts wait nobody may turn", () => {
    const wrong = play(sevens(), turn("p1"), shout("p3", "snap")).state;
    expect(mayShout(wrong, "p3")).toBe(false);
    const waiting = play(sevens(), turn("p1"), turn("p2"), shout("p1", "snap")).state;
    expect(mayShout(waiting, "p1")).toBe(false);
    expect(mayShout(waiting, "p2")).toBe(true);
    expect(["p1", "p2", "p3"].map((p) => mayTurn(waiting, p))).toEqual([false, false, false]);
  });

  it("while the winner writes the words nobody may shout or turn", () => {
    const words = play(sevens(), turn("p1"), turn("p2"), shout("p1", "snap"), resolve).state;
    expect(words.phase).toBe("words");
    expect(["p1", "p2", "p3"].map((p) => mayShout(words, p) || mayTurn(words, p))).toEqual([false, false, false]);
  });

  it("the rules refuse what they say may not be done", () => {
    expect(() => play(sevens(), shout("p1", "snap"))).toThrow("No card has been turned yet.");
    expect(() => play(sevens(), turn("p2"))).toThrow("It is Player 1's turn");
  });
});
