import { describe, expect, it } from "vitest";
import { applyClassicAction, classicRules, startClassicGame, type ClassicState, type ClassicVariant } from "@/lib/rules/classic-game";
import { RuleError } from "@/lib/rules/errors";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, turn } from "./helpers";

function gameWith(hands: Card[][], variant: Partial<ClassicVariant> = {}) {
  const { state } = startClassicGame({ players: players(hands.length), deck: hands.flat(), seed: 11, atMs: 0, variant });
  state.players.forEach((player, seat) => (player.faceDown = structuredClone(hands[seat] ?? [])));
  return state;
}

const play = playerOf(applyClassicAction);

const faceUp = (state: ClassicState, seat: number) => state.players[seat]?.faceUp.map((c) => c.id);
const faceDown = (state: ClassicState, seat: number) => state.players[seat]?.faceDown.map((c) => c.id);

describe("Classic Snap", () => {
  const hands = () => [
    [card("a1", "4"), card("a2", "8"), card("a3", "K")],
    [card("b1", "4", "hearts"), card("b2", "9")],
    [card("c1", "2"), card("c2", "3")],
  ];

  it("each player has a face-down pile and turns its top card onto their face-up pile", () => {
    const { state } = play(gameWith(hands()), turn("p1"), turn("p2"));
    expect(faceUp(state, 0)).toEqual(["a1"]);
    expect(faceDown(state, 0)).toEqual(["a2", "a3"]);
  });

  it("first to shout \"snap\" on two matching face-up tops takes both piles to the bottom of their face-down pile", () => {
    const { state, events } = play(gameWith(hands()), turn("p1"), turn("p2"), shout("p3", "Snap!", 400), shout("p1", "snap", 250), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", piles: ["p2", "p1"], cardIds: ["b1", "a1"] }));
    expect(faceDown(state, 0)).toEqual(["a2", "a3", "b1", "a1"]);
    expect(faceUp(state, 1)).toEqual([]);
  });

  it("an empty face-down pile is refilled by turning over the face-up pile", () => {
    const state = gameWith([[card("a1", "2"), card("a2", "3")], [card("b1", "5"), card("b2", "6"), card("b3", "7")]], { pools: false });
    const { state: after, events } = play(state, turn("p1"), turn("p2"), turn("p1"), turn("p2"), turn("p1"));
    expect(events).toContainEqual({ type: "stackTakenUp", playerId: "p1", cards: 2 });
    expect(faceUp(after, 0)).toEqual(["a1"]);
    expect(faceDown(after, 0)).toEqual(["a2"]);
  });

  it("no cards at all → out; last in wins", () => {
    const state = gameWith([[card("a1", "4")], [card("b1", "4"), card("b2", "9")]]);
    const { state: after, events } = play(state, turn("p1"), turn("p2"), shout("p2", "snap"), resolve);
    expect(events).toContainEqual({ type: "playerRetired", playerId: "p1" });
    expect(events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p2"], reason: "lastPlayer" });
    expect(after.phase).toBe("over");
  });

  it("nobody writes words in Classic Snap", () => {
    expect(() => play(gameWith(hands()), { type: "writeWords", playerId: "p1", words: {} })).toThrow(RuleError);
  });

  it("words on a legacy deck do not matter: only ranks match", () => {
    const state = gameWith([[card("a1", "4", "clubs", "Moon")], [card("b1", "5", "clubs", "Moon")]]);
    expect(classicRules.rightCalls(play(state, turn("p1"), turn("p2")).state, "p1")).toEqual([]);
  });
});

describe("Snap pools", () => {
  it("a false \"snap\" sends the caller's face-up pile to the centre as a snap pool", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "5"), card("b2", "9")]]);
    const { state: after, events } = play(state, turn("p1"), turn("p2"), shout("p1", "snap"));
    expect(events).toContainEqual({ type: "poolFormed", pool: "pool-1", cardIds: ["a1"], reason: "falseSnap" });
    expect(after.pools).toEqual([{ id: "pool-1", cards: [card("a1", "4")] }]);
    expect(faceUp(after, 0)).toEqual([]);
  });

  it("when a player's top card matches a pool's top card, the first to call \"snap pool\" takes both", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "5"), card("b2", "4", "hearts")]]);
    const pooled = play(state, turn("p1"), turn("p2"), shout("p1", "snap"), turn("p1"), turn("p2")).state;
    expect(classicRules.rightCalls(pooled, "p1")).toEqual(["snap pool"]);
    const { state: after, events } = play(pooled, shout("p1", "snap pool!"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", piles: ["p2", "pool-1"] }));
    expect(after.pools).toEqual([]);
    expect(faceDown(after, 0)).toEqual(["b1", "b2", "a1"]);
  });

  it("simultaneous calls (a tie): the matching piles are combined into a new snap pool", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]]);
    const { state: after, events } = play(state, turn("p1"), turn("p2"), shout("p1", "snap", 300), shout("p3", "snap", 305), resolve);
    expect(events).toContainEqual({ type: "shoutsTied", playerIds: ["p1", "p3"], reactionMs: [300, 305] });
    expect(events).toContainEqual({ type: "poolFormed", pool: "pool-1", cardIds: ["b1", "a1"], reason: "tie" });
    expect(events.some((e) => e.type === "snapWon")).toBe(false);
    expect(after.pools).toHaveLength(1);
  });

  it("a false call after a right call leaves the piles it called: the right call came first and takes them", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]]);
    const { state: after, events } = play(state, turn("p1"), turn("p2"), shout("p1", "snap", 300), shout("p2", "snap pool", 400), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p2", right: false }));
    expect(events.some((e) => e.type === "poolFormed")).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", piles: ["p2", "p1"], cardIds: ["b1", "a1"] }));
    expect(after.players[1]?.lockedOut).toBe(true);
    expect(after.pools).toEqual([]);
  });

  it("a false call while a right call waits still sends a pile that call did not claim to the centre", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]]);
    const { events } = play(state, turn("p1"), turn("p2"), turn("p3"), shout("p1", "snap", 300), shout("p3", "snap pool", 400), resolve);
    expect(events).toContainEqual({ type: "poolFormed", pool: "pool-1", cardIds: ["c1"], reason: "falseSnap" });
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", cardIds: ["a1", "b1"] }));
  });

  it("games recorded before that rule replay as they were: the false caller's pile went to a pool and the right call won nothing", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]], { calledPilesStay: false });
    const { events } = play(state, turn("p1"), turn("p2"), shout("p1", "snap", 300), shout("p2", "snap pool", 400), resolve);
    expect(events).toContainEqual({ type: "poolFormed", pool: "pool-1", cardIds: ["b1"], reason: "falseSnap" });
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", cardIds: [] }));
  });

  it("without pools a tie is broken by the seed and a false snap only locks the caller out", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]], { pools: false });
    const { events } = play(state, turn("p1"), turn("p2"), shout("p1", "snap", 300), shout("p3", "snap", 305), resolve);
    expect(events.filter((e) => e.type === "snapWon")).toHaveLength(1);
    const falseSnap = play(gameWith([[card("a1", "4")], [card("b1", "5")]], { pools: false }), turn("p1"), turn("p2"), shout("p1", "snap"));
    expect(falseSnap.state.players[0]?.lockedOut).toBe(true);
    expect(faceUp(falseSnap.state, 0)).toEqual(["a1"]);
  });
});

describe("Single centre pile", () => {
  const hands = () => [[card("a1", "4"), card("a2", "7"), card("a3", "8")], [card("b1", "4"), card("b2", "9"), card("b3", "10")]];

  it("two consecutive cards match, and the snap wins the centre pile", () => {
    const { state, events } = play(gameWith(hands(), { centrePile: true }), turn("p1"), turn("p2"), shout("p2", "snap"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p2", piles: ["centre"], cardIds: ["a1", "b1"] }));
    expect(state.centre).toEqual([]);
    expect(faceDown(state, 1)).toEqual(["b2", "b3", "a1", "b1"]);
  });

  it("a false snap gives the top card of the caller's pile to the player whose card was wrongly called", () => {
    const { state, events } = play(gameWith(hands(), { centrePile: true }), turn("p1"), shout("p2", "snap"));
    expect(events).toContainEqual({ type: "penaltyCard", fromPlayerId: "p2", toPlayerId: "p1", cardId: "b1" });
    expect(faceDown(state, 0)).toEqual(["a2", "a3", "b1"]);
  });
});

describe("Only the owners of the matching piles may snap", () => {
  it("an owner's snap is right and anyone else's is false", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]], { onlyOwners: true });
    const table = play(state, turn("p1"), turn("p2")).state;
    expect(classicRules.rightCalls(table, "p3")).toEqual([]);
    expect(play(table, shout("p3", "snap")).events[0]).toMatchObject({ type: "shoutJudged", right: false });
    expect(play(table, shout("p1", "snap")).events[0]).toMatchObject({ type: "shoutJudged", right: true });
  });
});

describe("Animals", () => {
  const animals = { p1: "Cow", p2: "Duck", p3: "Pig" };
  const hands = () => [[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]];

  it("on a match the two owners must call the other player's animal", () => {
    const table = play(gameWith(hands(), { animals }), turn("p1"), turn("p2")).state;
    expect(classicRules.rightCalls(table, "p1")).toEqual(["Duck"]);
    expect(classicRules.rightCalls(table, "p2")).toEqual(["Cow"]);
    expect(classicRules.rightCalls(table, "p3")).toEqual([]);
    expect(play(table, shout("p1", "cow")).events[0]).toMatchObject({ right: false });
  });

  it("the first right call wins the other's pile", () => {
    const table = play(gameWith(hands(), { animals }), turn("p1"), turn("p2")).state;
    const { state, events } = play(table, shout("p2", "Cow", 500), shout("p1", "duck!", 350), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", piles: ["p2"], cardIds: ["b1"] }));
    expect(state.players[0]?.won.map((c) => c.id)).toEqual(["b1"]);
    expect(faceUp(state, 0)).toEqual(["a1"]);
  });

  it("most cards when the deck runs out wins", () => {
    const state = gameWith([[card("a1", "4")], [card("b1", "4")]], { animals: { p1: "Cow", p2: "Duck" } });
    const { events } = play(state, turn("p1"), turn("p2"), shout("p1", "duck"), resolve, turn("p1"));
    expect(events.at(-1)).toMatchObject({ type: "gameOver", reason: "deckRanOut", winners: ["p1"], cardCounts: { p1: 2, p2: 0 } });
  });

  it("every player needs a different animal", () => {
    expect(() => startClassicGame({ players: players(2), deck: hands().flat(), seed: 1, atMs: 0, variant: { animals: { p1: "Cow", p2: "cow" } } })).toThrow(
      "different animal",
    );
  });
});

describe("A match stays a match until it is covered", () => {
  const annBobCat = () => [
    [card("ann7", "7", "clubs"), card("ann2", "2")],
    [card("bob7", "7", "diamonds"), card("bob3", "3")],
    [card("cat4", "4", "hearts"), card("cat5", "5")],
  ];

  it("Ann turns 7♣, Bob turns 7♦, Cat turns 4♥: Cat's \"snap\" is a right call and wins Ann's and Bob's piles", () => {
    const table = play(gameWith(annBobCat()), turn("p1"), turn("p2"), turn("p3")).state;
    const { state, events } = play(table, shout("p3", "snap"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p3", right: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p3", piles: ["p1", "p2"], cardIds: ["ann7", "bob7"] }));
    expect(faceDown(state, 2)).toEqual(["cat5", "ann7", "bob7"]);
  });

  it("once one of the two cards is covered the match has gone, and \"snap\" is a false call", () => {
    const table = play(gameWith(annBobCat()), turn("p1"), turn("p2"), turn("p3"), turn("p1")).state;
    expect(classicRules.rightCalls(table, "p3")).toEqual([]);
  });

  it("snap pools: a face-up top still matching a pool's top card can be called \"snap pool\" after the next card", () => {
    const state = gameWith([[card("a1", "4"), card("a2", "7")], [card("b1", "5"), card("b2", "4", "hearts")], [card("c1", "9"), card("c2", "10")]]);
    const pooled = play(state, turn("p1"), turn("p2"), shout("p1", "snap"), turn("p3"), turn("p1"), turn("p2"), turn("p3")).state;
    expect(pooled.pools.map((pool) => pool.cards.map((c) => c.id))).toEqual([["a1"]]);
    expect(faceUp(pooled, 1)).toEqual(["b1", "b2"]);
    expect(classicRules.rightCalls(pooled, "p3")).toEqual(["snap pool"]);
    const { events } = play(pooled, shout("p3", "snap pool"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p3", piles: ["p2", "pool-1"] }));
  });

  it("single centre pile: the pair is two consecutive cards, so a third card covers it", () => {
    const hands = [[card("a1", "4"), card("a2", "7")], [card("b1", "4"), card("b2", "9")], [card("c1", "2"), card("c2", "3")]];
    const table = play(gameWith(hands, { centrePile: true }), turn("p1"), turn("p2"), turn("p3")).state;
    expect(classicRules.rightCalls(table, "p1")).toEqual([]);
  });

  it("only owners: after Cat's card, Ann and Bob may still call their match and Cat may not", () => {
    const table = play(gameWith(annBobCat(), { onlyOwners: true }), turn("p1"), turn("p2"), turn("p3")).state;
    expect(classicRules.rightCalls(table, "p1")).toEqual(["snap"]);
    expect(classicRules.rightCalls(table, "p3")).toEqual([]);
  });

  it("Animals: after Cat's card, Ann and Bob must still call each other's animal", () => {
    const table = play(gameWith(annBobCat(), { animals: { p1: "Cow", p2: "Duck", p3: "Pig" } }), turn("p1"), turn("p2"), turn("p3")).state;
    expect(classicRules.rightCalls(table, "p1")).toEqual(["Duck"]);
    expect(classicRules.rightCalls(table, "p2")).toEqual(["Cow"]);
    const { events } = play(table, shout("p2", "cow"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p2", piles: ["p1"], cardIds: ["ann7"] }));
  });
});
