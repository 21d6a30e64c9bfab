import { describe, expect, it } from "vitest";
import { applyLegacyAction, legacyMatches, legacyRules, startLegacyGame } from "@/lib/rules/legacy-game";
import { RuleError } from "@/lib/rules/errors";
import type { Card } from "@/lib/rules/types";
import { card, playerOf, players, resolve, shout, standardDeck, turn } from "./helpers";

/** A game whose hands are set by the test (hand[0] is turned first). */
function gameWith(hands: Card[][], options: { matchSuits?: boolean; limits?: { turns?: number; durationMs?: number } } = {}) {
  const deck = hands.flat();
  const { state } = startLegacyGame({ players: players(hands.length), deck, seed: 7, atMs: 0, ...options });
  state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
  return state;
}

const play = playerOf(applyLegacyAction);


function expectRuleError(run: () => unknown, code: RuleError["code"]) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe(code);
    return;
  }
  throw new Error(`expected ${code}`);
}

describe("Deal", () => {
  it("divide the deck equally: each player holds a face-down hand", () => {
    const { state, events } = startLegacyGame({ players: players(4), deck: standardDeck(), seed: 1, atMs: 0 });
    expect(state.players.map((p) => p.hand.length)).toEqual([13, 13, 13, 13]);
    expect(state.players.every((p) => p.stack.length === 0)).toBe(true);
    expect(events[0]).toMatchObject({ type: "gameStarted", cardsDealt: { p1: 13, p4: 13 } });
  });

  it("each player holds a face-down hand and may not see the next card", () => {
    const state = play(gameWith([[card("a1", "2"), card("a2", "3")], [card("b1", "4"), card("b2", "5")]]), turn("p1")).state;
    const view = legacyRules().tableView(state);
    expect(view.players[0]?.hand).toEqual([{ id: "face-down-1", rank: "", suit: "", word: null }]);
    expect(view.players[0]?.stack).toEqual([card("a1", "2")]);
    expect(view.players[1]?.hand.map((c) => c.id)).toEqual(["face-down-1", "face-down-2"]);
    expect(state.players[1]?.hand.map((c) => c.id)).toEqual(["b1", "b2"]);
  });

  it("a deck may have one or two cards missing; when it does not divide equally the first seats get one more", () => {
    const { state } = startLegacyGame({ players: players(3), deck: standardDeck().slice(2), seed: 1, atMs: 0 });
    expect(state.players.map((p) => p.hand.length)).toEqual([17, 17, 16]);
  });

  it("the same seed deals the same hands; another seed deals differently", () => {
    const deal = (seed: number | string) =>
      startLegacyGame({ players: players(2), deck: standardDeck(), seed, atMs: 0 }).state.players.map((p) => p.hand.map((c) => c.id));
    expect(deal("kitchen")).toEqual(deal("kitchen"));
    expect(deal("kitchen")).not.toEqual(deal("garden"));
  });

  it("players take turns to deal the top card of their hand face-up onto their own pile", () => {
    let state = gameWith([[card("a", "2"), card("b", "3")], [card("c", "4"), card("d", "5")]]);
    const step = play(state, turn("p1"), turn("p2"));
    state = step.state;
    expect(state.players[0]?.stack.map((c) => c.id)).toEqual(["a"]);
    expect(state.players[1]?.stack.map((c) => c.id)).toEqual(["c"]);
    expect(step.events.filter((e) => e.type === "cardTurned").map((e) => e.type === "cardTurned" && e.pile)).toEqual(["p1", "p2"]);
    expect(state.current).toBe(0);
  });

  it("a player may not turn a card out of turn", () => {
    const state = gameWith([[card("a", "2")], [card("c", "4")]]);
    expectRuleError(() => play(state, turn("p2")), "NOT_YOUR_TURN");
  });
});

describe("A match", () => {
  it("is two top cards, anywhere on the table, of the same rank", () => {
    const state = gameWith([[card("a", "7")], [card("b", "2")], [card("c", "7", "hearts")]]);
    const { state: after } = play(state, turn("p1"), turn("p2"), turn("p3"));
    expect(legacyMatches(after)).toEqual([{ onTable: 0, justPlayed: 2, call: { kind: "snap" } }]);
  });

  it("or with the same word written on them", () => {
    const state = gameWith([[card("a", "7", "clubs", "Moon")], [card("b", "2", "hearts", "moon")]]);
    const { state: after } = play(state, turn("p1"), turn("p2"));
    expect(legacyMatches(after)).toEqual([{ onTable: 0, justPlayed: 1, call: { kind: "word", word: "Moon" } }]);
  });

  it("with two players the table may agree to count matching suits as well", () => {
    const hands = [[card("a", "7", "clubs")], [card("b", "2", "clubs")]];
    expect(legacyMatches(play(gameWith(hands), turn("p1"), turn("p2")).state)).toEqual([]);
    const suited = play(gameWith(hands, { matchSuits: true }), turn("p1"), turn("p2")).state;
    expect(legacyMatches(suited)).toEqual([{ onTable: 0, justPlayed: 1, call: { kind: "snap" } }]);
  });

  it("matching suits is refused for more than two players", () => {
    expectRuleError(
      () => startLegacyGame({ players: players(3), deck: standardDeck(), seed: 1, atMs: 0, matchSuits: true }),
      "BAD_CONFIG",
    );
  });

  it("custom Snap decks match on their set labels", () => {
    const state = gameWith([[card("a", "Owl", "")], [card("b", "Owl", "")]]);
    expect(legacyRules().rightCalls(play(state, turn("p1"), turn("p2")).state, "p1")).toEqual(["snap"]);
  });
});

describe("A match stays a match for as long as both cards are on top", () => {
  const annBobCat = () =>
    gameWith([
      [card("ann7", "7", "clubs", "Moon"), card("ann2", "2")],
      [card("bob7", "7", "diamonds"), card("bob3", "3")],
      [card("cat4", "4", "hearts"), card("cat5", "5")],
    ]);

  it("Ann turns 7♣ \"Moon\", Bob turns 7♦, Cat turns 4♥: Cat's \"Moon\" is right and wins Ann's and Bob's piles", () => {
    const table = play(annBobCat(), turn("p1"), turn("p2"), turn("p3")).state;
    expect(legacyRules().rightCalls(table, "p3")).toEqual(["Moon"]);
    const { events } = play(table, shout("p3", "Moon"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p3", right: true }));
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p3", piles: ["p1", "p2"], cardIds: ["ann7", "bob7"] }));
  });

  it("the words still decide what to shout: Cat's \"snap\" on Ann's and Bob's sevens is wrong and locks Cat out", () => {
    const table = play(annBobCat(), turn("p1"), turn("p2"), turn("p3")).state;
    const { state, events } = play(table, shout("p3", "snap"));
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p3", right: false }));
    expectRuleError(() => play(state, shout("p3", "Moon")), "LOCKED_OUT");
  });

  it("of the two, the card turned earlier is the one already on the table, whatever seat it is at", () => {
    const state = gameWith([
      [card("a1", "2"), card("a2", "7", "hearts", "Moon")],
      [card("b1", "3"), card("b2", "9")],
      [card("c1", "7", "clubs", "Sun"), card("c2", "10")],
      [card("d1", "5"), card("d2", "J")],
    ]);
    const table = play(state, turn("p1"), turn("p2"), turn("p3"), turn("p4"), turn("p1"), turn("p2")).state;
    expect(legacyMatches(table)).toEqual([{ onTable: 2, justPlayed: 0, call: { kind: "word", word: "Sun" } }]);
    expect(play(table, shout("p4", "moon")).state.players[3]?.lockedOut).toBe(true);
    expect(play(table, shout("p4", "sun")).state.phase).toBe("shouts");
  });

  it("a match ends when one of its cards is covered", () => {
    const table = play(annBobCat(), turn("p1"), turn("p2"), turn("p3"), turn("p1")).state;
    expect(legacyMatches(table)).toEqual([]);
    expect(play(table, shout("p3", "Moon")).state.players[2]?.lockedOut).toBe(true);
  });

  it("a wrong shout still locks the shouter out until the next card is played; then they may call the match still there", () => {
    const state = gameWith([
      [card("ann7", "7", "clubs", "Moon"), card("ann2", "2")],
      [card("bob7", "7", "diamonds"), card("bob3", "3")],
      [card("cat4", "4", "hearts"), card("cat5", "5")],
      [card("dan9", "9", "spades"), card("dan6", "6")],
    ]);
    const wrong = play(state, turn("p1"), turn("p2"), turn("p3"), shout("p2", "snap")).state;
    expectRuleError(() => play(wrong, shout("p2", "Moon")), "LOCKED_OUT");
    const { events } = play(wrong, turn("p4"), shout("p2", "Moon"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p2", piles: ["p1", "p2"] }));
  });
});

describe("Games recorded before matches stayed until covered", () => {
  it("replay as they were judged: only matches with the card just turned, so Cat's \"Moon\" was a wrong shout", () => {
    const hands = [
      [card("ann7", "7", "clubs", "Moon"), card("ann2", "2")],
      [card("bob7", "7", "diamonds"), card("bob3", "3")],
      [card("cat4", "4", "hearts"), card("cat5", "5")],
    ];
    const { state } = startLegacyGame({ players: players(3), deck: hands.flat(), seed: 7, atMs: 0, onlyCardJustTurned: true });
    state.players.forEach((player, seat) => (player.hand = structuredClone(hands[seat] ?? [])));
    expect(legacyRules().rightCalls(play(state, turn("p1"), turn("p2")).state, "p3")).toEqual(["Moon"]);
    const table = play(state, turn("p1"), turn("p2"), turn("p3")).state;
    expect(legacyMatches(table)).toEqual([]);
    expect(play(table, shout("p3", "Moon")).state.players[2]?.lockedOut).toBe(true);
  });
});

describe("A right shout wins", () => {
  const hands = () => [
    [card("a1", "9"), card("a2", "9", "hearts", "Kite"), card("a3", "K")],
    [card("b1", "9", "spades"), card("b2", "3")],
  ];

  it("the shouter picks up the two piles those cards were on and writes a word on each of the two top cards that has none", () => {
    const { state, events } = play(gameWith(hands()), turn("p1"), turn("p2"), shout("p1", "Snap!"), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p1", piles: ["p2", "p1"] }));
    expect(events).toContainEqual({ type: "wordsRequired", playerId: "p1", cardIds: ["b1", "a1"] });
    expect(state.phase).toBe("words");
    expect(state.wordsDue?.cardIds).toEqual(["b1", "a1"]);
    expect(state.players.every((p) => p.stack.length === 0)).toBe(true);
  });

  it("a different word on each, or the same word twice", () => {
    const won = play(gameWith(hands()), turn("p1"), turn("p2"), shout("p1", "snap"), resolve).state;
    const same = play(won, { type: "writeWords", playerId: "p1", words: { a1: "Lark", b1: "lark" } });
    expect(same.events).toContainEqual(
      expect.objectContaining({ type: "wordsWritten", playerId: "p1", words: [{ cardId: "b1", word: "lark" }, { cardId: "a1", word: "Lark" }] }),
    );
    const different = play(won, { type: "writeWords", playerId: "p1", words: { a1: "Lark", b1: "Fern" } });
    expect(different.state.phase).toBe("turn");
  });

  it("then shuffles both piles into their hand, with the new words on the cards", () => {
    const won = play(gameWith(hands()), turn("p1"), turn("p2"), shout("p2", "snap"), resolve).state;
    const { state } = play(won, { type: "writeWords", playerId: "p2", words: { a1: "Lark", b1: "Fern" } });
    const hand = state.players[1]?.hand ?? [];
    expect(hand.map((c) => c.id).sort()).toEqual(["a1", "b1", "b2"]);
    expect(hand.find((c) => c.id === "a1")?.word).toBe("Lark");
    expect(hand.find((c) => c.id === "b1")?.word).toBe("Fern");
  });

  it("a top card that already has a word gets no new word", () => {
    const state = gameWith([[card("a1", "9", "clubs", "Kite")], [card("b1", "9", "spades")]]);
    const { state: won } = play(state, turn("p1"), turn("p2"), shout("p2", "kite"), resolve);
    expect(won.wordsDue?.cardIds).toEqual(["b1"]);
  });

  it("when neither top card needs a word the winner shuffles the piles in at once", () => {
    const state = gameWith([[card("a1", "9", "clubs", "Kite"), card("a2", "2")], [card("b1", "4", "spades", "kite"), card("b2", "5")]]);
    const { state: after, events } = play(state, turn("p1"), turn("p2"), shout("p1", "kite"), resolve);
    expect(after.phase).toBe("turn");
    expect(events.some((e) => e.type === "wordsRequired")).toBe(false);
    expect(after.players[0]?.hand.map((c) => c.id).sort()).toEqual(["a1", "a2", "b1"]);
  });

  it("only the winner writes the words, on exactly the cards asked for, and each word is checked", () => {
    const won = play(gameWith(hands()), turn("p1"), turn("p2"), shout("p1", "snap"), resolve).state;
    expectRuleError(() => play(won, { type: "writeWords", playerId: "p2", words: { a1: "Lark", b1: "Fern" } }), "NOT_YOUR_TURN");
    expectRuleError(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Lark" } }), "BAD_WORDS");
    expectRuleError(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Lark", b1: "Fern", a2: "x" } }), "BAD_WORDS");
    expectRuleError(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Lark", b1: "<script>" } }), "BAD_WORDS");
    expectRuleError(() => play(won, { type: "writeWords", playerId: "p1", words: { a1: "Lark", b1: "a".repeat(21) } }), "BAD_WORDS");
    expectRuleError(() => play(won, turn("p1")), "WRONG_PHASE");
  });

  it("a game may bring its own word check (for example the deck's font coverage)", () => {
    const rules = legacyRules({ validateWord: (w) => (w === "ok" ? { ok: true, word: "OK" } : { ok: false, message: "Not in our font" }) });
    const won = play(gameWith(hands()), turn("p1"), turn("p2"), shout("p1", "snap"), resolve).state;
    expect(() => rules.apply(won, { type: "writeWords", playerId: "p1", words: { a1: "ok", b1: "no" }, atMs: 1e9 })).toThrow("Not in our font");
    const { events } = rules.apply(won, { type: "writeWords", playerId: "p1", words: { a1: "ok", b1: "ok" }, atMs: 1e9 });
    expect(events[0]).toMatchObject({ type: "wordsWritten", words: [{ cardId: "b1", word: "OK" }, { cardId: "a1", word: "OK" }] });
  });

  it("play order after a won snap: the player to the left of the one who last turned a card plays next", () => {
    const state = gameWith([
      [card("a1", "9"), card("a2", "2")],
      [card("b1", "4"), card("b2", "3")],
      [card("c1", "9", "hearts"), card("c2", "5")],
    ]);
    const won = play(state, turn("p1"), turn("p2"), turn("p3"), shout("p2", "snap"), resolve).state;
    const { state: after } = play(won, { type: "writeWords", playerId: "p2", words: { a1: "Owl", c1: "Elk" } });
    expect(after.current).toBe(0);
  });

  it("when several piles match, a right call wins every pile whose match needs that call", () => {
    const state = gameWith([
      [card("a1", "9"), card("a2", "2")],
      [card("b1", "9", "diamonds", "Kite"), card("b2", "3")],
      [card("c1", "9", "spades"), card("c2", "4")],
      [card("d1", "9", "hearts"), card("d2", "5")],
    ]);
    const table = play(state, turn("p1"), turn("p2"), turn("p3"), turn("p4")).state;
    expect(legacyRules().rightCalls(table, "p1").sort()).toEqual(["Kite", "snap"]);
    const bySnap = play(table, shout("p2", "snap"), resolve).events.find((e) => e.type === "snapWon");
    expect(bySnap).toMatchObject({ piles: ["p4", "p1", "p3"] });
    // The Kite card matches every other nine, and each of those matches needs "Kite".
    const byWord = play(table, shout("p3", "kite"), resolve).events.find((e) => e.type === "snapWon");
    expect(byWord).toMatchObject({ piles: ["p4", "p1", "p2", "p3"] });
  });
});

describe("A wrong shout", () => {
  const table = () => play(gameWith([[card("a1", "9", "clubs", "Kite"), card("a2", "3")], [card("b1", "9"), card("b2", "4")], [card("c1", "5"), card("c2", "6")]]), turn("p1"), turn("p2")).state;

  it("does not count, and that player may not shout again this turn", () => {
    const { state, events } = play(table(), shout("p1", "snap"));
    expect(events).toContainEqual(expect.objectContaining({ type: "shoutJudged", playerId: "p1", right: false }));
    expect(state.phase).toBe("turn");
    expectRuleError(() => play(state, shout("p1", "kite")), "LOCKED_OUT");
  });

  it("someone else can still shout the right thing", () => {
    const { events } = play(table(), shout("p1", "snap", 100), shout("p3", "kite", 400), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p3" }));
  });

  it("the lock-out ends when the next card is played", () => {
    const { state } = play(table(), shout("p1", "snap"), turn("p3"));
    expect(state.players[0]?.lockedOut).toBe(false);
    expect(() => play(state, shout("p1", "snap"))).not.toThrow();
  });

  it("shouting when nothing matches is a wrong shout", () => {
    const state = play(gameWith([[card("a", "2")], [card("b", "3")]]), turn("p1"), turn("p2")).state;
    expect(play(state, shout("p2", "snap")).state.players[1]?.lockedOut).toBe(true);
  });

  it("the newer card's word is a wrong shout when both cards have words", () => {
    const state = play(gameWith([[card("a", "2", "clubs", "Sun")], [card("b", "2", "hearts", "Rain")]]), turn("p1"), turn("p2")).state;
    expect(play(state, shout("p1", "rain")).state.players[0]?.lockedOut).toBe(true);
    expect(play(state, shout("p1", "sun")).state.phase).toBe("shouts");
  });
});

describe("Simultaneous shouts", () => {
  const table = () => play(gameWith([[card("a1", "9"), card("a2", "3")], [card("b1", "9"), card("b2", "4")], [card("c1", "5"), card("c2", "6")]]), turn("p1"), turn("p2")).state;

  it("the fastest reaction wins, whatever order the shouts arrive in", () => {
    const { events } = play(table(), shout("p1", "snap", 450), shout("p3", "snap", 260), resolve);
    expect(events).toContainEqual(expect.objectContaining({ type: "snapWon", playerId: "p3" }));
  });

  it("shouts within the tie window are a tie, broken by the seed, the same way every time", () => {
    const tied = (seed: number) => {
      const base = table();
      base.rng = seed;
      const { events } = play(base, shout("p1", "snap", 300), shout("p3", "snap", 310), resolve);
      expect(events).toContainEqual({ type: "shoutsTied", playerIds: ["p1", "p3"], reactionMs: [300, 310] });
      const won = events.find((e) => e.type === "snapWon");
      return won?.type === "snapWon" ? won.playerId : null;
    };
    expect(tied(1)).toBe(tied(1));
    const winners = new Set(Array.from({ length: 20 }, (_, seed) => tied(seed)));
    expect(winners).toEqual(new Set(["p1", "p3"]));
  });

  it("no card can be turned while right shouts wait to be resolved", () => {
    const { state } = play(table(), shout("p1", "snap"));
    expectRuleError(() => play(state, turn("p3")), "SHOUTS_PENDING");
    expectRuleError(() => play(state, shout("p1", "snap")), "ALREADY_SHOUTED");
  });
});

describe("Empty hand", () => {
  it("pick up your stack, shuffle it, it becomes your hand", () => {
    const state = gameWith([[card("a1", "2"), card("a2", "3")], [card("b1", "4"), card("b2", "5"), card("b3", "6")]]);
    const { state: after, events } = play(state, turn("p1"), turn("p2"), turn("p1"), turn("p2"), turn("p1"));
    expect(events).toContainEqual({ type: "stackTakenUp", playerId: "p1", cards: 2 });
    expect(after.players[0]?.hand).toHaveLength(1);
    expect(after.players[0]?.stack).toHaveLength(1);
  });

  it("no stack either: you retire, and the last player remaining wins", () => {
    const state = gameWith([[card("a1", "9")], [card("b1", "9"), card("b2", "2")]]);
    const { state: won } = play(state, turn("p1"), turn("p2"), shout("p2", "snap"), resolve);
    const { state: after, events } = play(won, { type: "writeWords", playerId: "p2", words: { a1: "Bee", b1: "Ant" } });
    expect(events).toContainEqual({ type: "playerRetired", playerId: "p1" });
    expect(events).toContainEqual(expect.objectContaining({ type: "gameOver", winners: ["p2"], reason: "lastPlayer" }));
    expect(after.phase).toBe("over");
    expectRuleError(() => play(after, turn("p2")), "GAME_OVER");
  });

  it("a retired player can no longer shout", () => {
    const state = gameWith([[card("a1", "9")], [card("b1", "9"), card("b2", "2")], [card("c1", "3"), card("c2", "4")]]);
    const won = play(state, turn("p1"), turn("p2"), shout("p2", "snap"), resolve).state;
    const after = play(won, { type: "writeWords", playerId: "p2", words: { a1: "Bee", b1: "Ant" } }).state;
    expectRuleError(() => play(after, shout("p1", "snap")), "NOT_PLAYING");
  });
});

describe("Screen play limits", () => {
  it("a turn limit ends the game and most cards wins", () => {
    const state = gameWith([[card("a1", "2"), card("a2", "3"), card("a3", "4")], [card("b1", "5"), card("b2", "6")]], { limits: { turns: 2 } });
    const { state: after, events } = play(state, turn("p1"), turn("p2"), turn("p1"));
    expect(after.phase).toBe("over");
    expect(events.at(-1)).toMatchObject({ type: "gameOver", winners: ["p1"], reason: "turnLimit", cardCounts: { p1: 3, p2: 2 } });
  });

  it("a time limit ends the game on the screen's tick, and equal counts share the win", () => {
    const state = gameWith([[card("a1", "2")], [card("b1", "5")]], { limits: { durationMs: 60_000 } });
    expect(play(state, { type: "tick", atMs: 59_999 }).state.phase).toBe("turn");
    const { events } = play(state, { type: "tick", atMs: 60_000 });
    expect(events[0]).toMatchObject({ type: "gameOver", winners: ["p1", "p2"], reason: "timeLimit" });
  });
});

describe("Illegal actions", () => {
  it("change nothing and say why", () => {
    const state = gameWith([[card("a1", "2")], [card("b1", "5")]]);
    const before = structuredClone(state);
    expect(() => applyLegacyAction(state, { type: "turn", playerId: "p2", atMs: 5 })).toThrow("It is Player 1's turn");
    expectRuleError(() => applyLegacyAction(state, { type: "turn", playerId: "zz", atMs: 5 }), "UNKNOWN_PLAYER");
    expectRuleError(() => applyLegacyAction(state, { type: "resolveShouts", atMs: 5 }), "NOTHING_TO_RESOLVE");
    expectRuleError(() => applyLegacyAction(state, { type: "shout", playerId: "p1", call: "snap", reactionMs: 300, atMs: 5 }), "NO_CARD_YET");
    const turned = play(state, turn("p1")).state;
    expectRuleError(() => applyLegacyAction(turned, { type: "shout", playerId: "p1", call: "snap", reactionMs: -1, atMs: 50 }), "BAD_ACTION");
    expect(state).toEqual(before);
  });

  it("actions may not go back in time", () => {
    const state = play(gameWith([[card("a1", "2")], [card("b1", "5")]]), turn("p1")).state;
    expectRuleError(() => applyLegacyAction(state, { type: "turn", playerId: "p2", atMs: state.nowMs - 1 }), "TIME_WENT_BACKWARDS");
  });

  it("the state is plain JSON", () => {
    const state = play(gameWith([[card("a1", "9")], [card("b1", "9")]]), turn("p1"), turn("p2"), shout("p1", "snap")).state;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("The same deck is used again and again", () => {
  it("even once it is full of words, and the words stay on the cards", () => {
    const words = Object.fromEntries(standardDeck().map((c, i) => [c.id, `w${i % 20}`]));
    const deck = standardDeck(words);
    const { state } = startLegacyGame({ players: players(2), deck, seed: 3, atMs: 0 });
    const cards = legacyRules().allCards(state);
    expect(cards.every((c) => c.word === words[c.id])).toBe(true);
  });
});
