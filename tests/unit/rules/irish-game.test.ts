import { describe, expect, it } from "vitest";
import { applyIrishAction, irishRules, startIrishGame, type IrishState } from "@/lib/rules/irish-game";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, turn } from "./helpers";

function gameWith(hands: Card[][]) {
  const { state } = startIrishGame({ players: players(hands.length), deck: hands.flat(), seed: 5, atMs: 0 });
  state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
  return state;
}

const play = playerOf(applyIrishAction);

const slap = (playerId: string, reactionMs = 300) => ({ type: "shout", playerId, call: "slap", reactionMs }) as const;
const hand = (state: IrishState, seat: number) => state.players[seat]?.hand.map((c) => c.id);

describe("Irish Snap", () => {
  const hands = () => [
    [card("a1", "5"), card("a2", "3"), card("a3", "9"), card("a4", "10")],
    [card("b1", "2"), card("b2", "7"), card("b3", "J"), card("b4", "Q")],
    [card("c1", "6"), card("c2", "8"), card("c3", "K"), card("c4", "4")],
  ];

  it("the table counts aloud Ace, Two, … King, Ace as each card is turned", () => {
    const { events } = play(gameWith(hands()), turn("p1"), turn("p2"));
    expect(events.filter((e) => e.type === "countCalled")).toEqual([
      { type: "countCalled", rank: "A" },
      { type: "countCalled", rank: "2" },
    ]);
  });

  it("when the card's rank matches the call, everyone slaps, and the last to slap takes the centre pile", () => {
    const table = play(gameWith(hands()), turn("p1"), turn("p2")).state;
    expect(table.phase).toBe("shouts");
    expect(irishRules.rightCalls(table, "p3")).toEqual(["slap"]);
    const { state, events } = play(table, slap("p1", 250), slap("p3", 600), slap("p2", 400), resolve);
    expect(events).toContainEqual({ type: "pileCollected", playerId: "p3", cardIds: ["a1", "b1"], reason: "lastToSlap" });
    expect(hand(state, 2)).toEqual(["c1", "c2", "c3", "c4", "a1", "b1"]);
  });

  it("anyone who missed the slap takes the centre pile", () => {
    const table = play(gameWith(hands()), turn("p1"), turn("p2")).state;
    const { events } = play(table, slap("p1", 250), slap("p3", 900), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "pileCollected", playerId: "p2", reason: "missedSlap" }));
  });

  it("a false slap also takes the pile", () => {
    const table = play(gameWith(hands()), turn("p1")).state;
    const { state, events } = play(table, slap("p2"));
    expect(events).toContainEqual({ type: "pileCollected", playerId: "p2", cardIds: ["a1"], reason: "falseSlap" });
    expect(state.centre).toEqual([]);
  });

  it("the count resets to Ace and play resumes to the collector's left", () => {
    const table = play(gameWith(hands()), turn("p1")).state;
    const { state } = play(table, slap("p2"));
    expect(state.count).toBe(0);
    expect(state.current).toBe(2);
    const { events } = play(state, turn("p3"));
    expect(events).toContainEqual({ type: "countCalled", rank: "A" });
  });

  it("players leave safely when their pile empties (after resolving a slap on their final card); the last player holding cards loses", () => {
    const state = gameWith([[card("a1", "5"), card("a2", "3")], [card("b1", "2")], [card("c1", "6"), card("c2", "8")]]);
    const slapDue = play(state, turn("p1"), turn("p2")).state;
    expect(slapDue.players[1]?.status).toBe("playing");
    const afterSlap = play(slapDue, slap("p1", 300), slap("p2", 200), slap("p3", 250), resolve);
    expect(afterSlap.events).toContainEqual(expect.objectContaining({ type: "pileCollected", playerId: "p1" }));
    expect(afterSlap.events).toContainEqual({ type: "playerFinished", playerId: "p2" });

    const twoLeft = gameWith([[card("a1", "5")], [card("b1", "7"), card("b2", "9")]]);
    const { events } = play(twoLeft, turn("p1"));
    expect(events).toContainEqual({ type: "playerFinished", playerId: "p1" });
    expect(events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p1"], loser: "p2", reason: "lastHolder" });
  });

  it("no card is flipped until the slap is resolved", () => {
    const table = play(gameWith(hands()), turn("p1"), turn("p2")).state;
    expect(() => play(table, turn("p3"))).toThrow("resolved");
  });

  it("Irish Snap needs a deck of standard ranks", () => {
    expect(() => startIrishGame({ players: players(2), deck: [card("x", "Owl", ""), card("y", "Owl", "")], seed: 1, atMs: 0 })).toThrow("standard ranks");
  });
});
