import { describe, expect, it } from "vitest";
import { RuleError } from "@/lib/rules/errors";
import { applyTableAction, startTableGame, tableRules } from "@/lib/rules/table-game";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, turn } from "./helpers";

function gameWith(hands: Card[][]) {
  const { state } = startTableGame({ players: players(hands.length), deck: hands.flat(), seed: 5, atMs: 0 });
  state.players.forEach((player, seat) => (player.draw = structuredClone(hands[seat] ?? [])));
  return state;
}

const play = playerOf(applyTableAction);


describe("Table Snap", () => {
  const hands = () => [
    [card("a1", "4"), card("a2", "8"), card("a3", "J")],
    [card("b1", "6"), card("b2", "9"), card("b3", "Q")],
    [card("c1", "4"), card("c2", "3"), card("c3", "K")],
  ];

  it("the first right \"Snap!\" wins all cards on the table", () => {
    const { state, events } = play(gameWith(hands()), turn("p1"), turn("p2"), turn("p3"), shout("p2", "Snap!"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p2", piles: ["p1", "p2", "p3"], cardIds: ["a1", "b1", "c1"] }));
    expect(state.players.every((p) => p.faceUp.length === 0)).toBe(true);
  });

  it("won cards are kept face-up on a separate pile that is turned over (keeping order) when the draw pile is empty", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "5")], [card("b1", "4"), card("b2", "6")]]);
    const won = play(state, turn("p1"), turn("p2"), shout("p1", "snap"), resolve).state;
    expect(won.players[0]?.won.map((c) => c.id)).toEqual(["a1", "b1"]);
    const { state: after, events } = play(won, turn("p1"), turn("p2"), turn("p1"));
    expect(events).toContainEqual({ type: "stackTakenUp", playerId: "p1", cards: 2 });
    expect(after.players[0]?.faceUp.map((c) => c.id)).toEqual(["a2", "a1"]);
    expect(after.players[0]?.draw.map((c) => c.id)).toEqual(["b1"]);
  });

  it("a false Snap puts that player out until the cards on the table are collected", () => {
    const table = play(gameWith(hands()), turn("p1"), shout("p3", "snap")).state;
    expect(table.players[2]?.sittingOut).toBe(true);
    expect(() => play(table, turn("p2"), turn("p3"))).toThrow(RuleError);
    const { state } = play(table, turn("p2"), turn("p1"));
    expect(state.current).toBe(1);
    expect(state.players[2]?.sittingOut).toBe(true);
    expect(() => play(state, shout("p3", "snap"))).toThrow("out until the cards on the table are collected");
  });

  it("the player who sat out comes back in once the table is collected", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]]);
    const { state: after, events } = play(state, turn("p1"), shout("p3", "snap"), turn("p2"), shout("p1", "snap"), resolve);
    expect(events).toContainEqual({ type: "backIn", playerIds: ["p3"] });
    expect(after.players[2]?.sittingOut).toBe(false);
  });

  it("collect the whole deck to win", () => {
    const state = gameWith([[card("a1", "4")], [card("b1", "4")]]);
    const { events } = play(state, turn("p1"), turn("p2"), shout("p2", "snap"), resolve);
    expect(events).toContainEqual({ type: "playerRetired", playerId: "p1" });
    expect(events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p2"], reason: "deckCollected" });
  });

  it("when nobody can turn a card, each player picks up their own face-up pile and play goes on", () => {
    const state = gameWith([[card("a1", "4")], [card("b1", "5")]]);
    const stuck = play(state, turn("p1"), turn("p2")).state;
    const { state: after, events } = play(stuck, turn("p1"));
    expect(events.filter((e) => e.type === "stackTakenUp")).toHaveLength(2);
    expect(after.players.map((p) => p.draw.length)).toEqual([1, 1]);
    expect(tableRules.allCards(after)).toHaveLength(2);
  });

  it("a match stays a match until it is covered: after Ann's 7 and Bob's 7, Cat turns a 4 and Cat's \"Snap!\" still wins the table", () => {
    const state = gameWith([[card("a1", "7"), card("a2", "2")], [card("b1", "7", "diamonds"), card("b2", "3")], [card("c1", "4", "hearts"), card("c2", "5")]]);
    const { events } = play(state, turn("p1"), turn("p2"), turn("p3"), shout("p3", "Snap!"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p3", piles: ["p1", "p2", "p3"], cardIds: ["a1", "b1", "c1"] }));
  });
});
