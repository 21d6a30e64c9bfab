import { describe, expect, it } from "vitest";
import { narrate, type RightShout } from "@/app/_components/play/narration";
import type { Card, GameEvent } from "@/lib/rules";
import { applyClassicAction, startClassicGame } from "@/lib/rules/classic-game";
import { playerOf, resolve, shout, turn } from "../rules/helpers";

const NAMES: Record<string, string> = { mum: "Mum", bot: "Robin Bot", dad: "Dad" };
const nameOf = (id: string) => NAMES[id] ?? id;
const card = (id: string, rank: string, suit: string, word: string | null = null): Card => ({ id, rank, suit, word });

const turned = (playerId: string): GameEvent => ({ type: "cardTurned", playerId, card: card("c7h", "7", "hearts"), pile: playerId, turn: 1, atMs: 0 });
const judged = (playerId: string, shouted: string, right: boolean, reactionMs: number): GameEvent => ({ type: "shoutJudged", playerId, shouted, right, reactionMs, atMs: 0 });

describe("what the play screen tells the table", () => {
  it("a right shout is announced as right, with the shouter's reaction time", () => {
    const told = narrate([judged("mum", "snap", true, 312)], nameOf, []);
    expect(told.lines).toEqual([{ text: "Mum shouted “Snap!” Right! (312 ms)", tone: "good" }]);
    expect(told.rightShouts).toEqual([{ name: "Mum", reactionMs: 312 }]);
  });

  it("a shouted word is quoted as the word, not as snap", () => {
    const told = narrate([judged("dad", "Wombat", true, 500)], nameOf, []);
    expect(told.lines[0]!.text).toBe("Dad shouted “Wombat!” Right! (500 ms)");
  });

  it("a wrong shout does not count, and that player may not shout again this turn", () => {
    const told = narrate([judged("mum", "Teapot", false, 280)], nameOf, []);
    expect(told.lines).toEqual([{ text: "Mum shouted “Teapot!” Wrong: locked out until the next card.", tone: "bad" }]);
    expect(told.rightShouts).toEqual([]);
  });

  it("a false start is said to be one: too soon for anyone to react, and it costs what a wrong shout costs", () => {
    const falseStart: GameEvent = { type: "shoutJudged", playerId: "mum", shouted: "snap", right: false, falseStart: true, reactionMs: 60, atMs: 0 };
    expect(narrate([falseStart], nameOf, []).lines).toEqual([
      { text: "Mum shouted “Snap!” after 60 ms: too soon for anyone to react, a false start. Wrong: locked out until the next card.", tone: "bad" },
    ]);
    expect(narrate([{ ...falseStart, shouted: "slap" }], nameOf, [], "irish").lines[0]!.text).toBe(
      "Mum slapped after 60 ms: too soon for anyone to react, a false start. It counts as a false slap.",
    );
  });

  it("a right shout wins: the winner takes the piles, by how much they were first over the next right shout", () => {
    const earlier: RightShout[] = [{ name: "Robin Bot", reactionMs: 420 }];
    const told = narrate(
      [judged("mum", "snap", true, 390), { type: "snapWon", playerId: "mum", piles: ["mum", "bot"], cardIds: ["a", "b", "c", "d", "e"], atMs: 0 }],
      nameOf,
      earlier,
    );
    expect(told.lines.at(-1)).toEqual({ text: "Mum wins the snap, 30 ms ahead of Robin Bot and takes 5 cards.", tone: "good" });
    expect(told.highlight).toEqual(["mum", "bot"]);
    expect(told.snapWon).toBe(true);
  });

  it("a snap won by the only right shout names no margin", () => {
    const told = narrate([judged("bot", "snap", true, 600), { type: "snapWon", playerId: "bot", piles: ["mum", "bot"], cardIds: ["a", "b"], atMs: 0 }], nameOf, []);
    expect(told.lines.at(-1)!.text).toBe("Robin Bot wins the snap and takes 2 cards.");
  });

  it("the next card played starts a new turn: last turn's shouts and the won piles' highlight are forgotten", () => {
    const told = narrate([turned("mum")], nameOf, [{ name: "Mum", reactionMs: 300 }]);
    expect(told.cardTurned).toBe(true);
    expect(told.rightShouts).toEqual([]);
    expect(told.highlight).toEqual([]);
    expect(told.lines).toEqual([]);
  });

  it("the winner writes a word on each won card with none, and those words are announced as permanent", () => {
    const told = narrate(
      [{ type: "wordsWritten", playerId: "mum", words: [{ cardId: "a", word: "Lighthouse" }, { cardId: "b", word: "Marmalade" }], atMs: 0 }],
      nameOf,
      [],
    );
    expect(told.lines).toEqual([{ text: "Mum wrote “Lighthouse” and “Marmalade” on the deck, for good.", tone: "good" }]);
  });

  it("empty hand: the player picks up their stack as a new hand; no stack either: they retire", () => {
    const told = narrate([{ type: "stackTakenUp", playerId: "dad", cards: 6 }, { type: "playerRetired", playerId: "bot" }], nameOf, []);
    expect(told.lines.map((l) => l.text)).toEqual(["Dad picks up their stack as a new hand.", "Robin Bot has no cards left and retires."]);
  });

  it("events the table needn't hear about change nothing on screen", () => {
    const told = narrate([{ type: "wordsRequired", playerId: "mum", cardIds: ["a"] }], nameOf, [{ name: "Mum", reactionMs: 300 }]);
    expect(told).toEqual({ lines: [], rightShouts: [{ name: "Mum", reactionMs: 300 }], highlight: null, cardTurned: false, snapWon: false });
  });
});

describe("what the play screen tells the table, in each game's own words", () => {
  const lines = (events: GameEvent[], game: "classic" | "table" | "irish") => narrate(events, nameOf, [], game).lines.map((l) => l.text);

  it("Irish Snap: a slap is announced with its reaction time; the last to slap takes the centre pile", () => {
    expect(
      lines(
        [judged("mum", "slap", true, 412), judged("bot", "slap", true, 655), { type: "pileCollected", playerId: "bot", cardIds: ["a", "b", "c"], reason: "lastToSlap" }],
        "irish",
      ),
    ).toEqual(["Mum slapped (412 ms).", "Robin Bot slapped (655 ms).", "Robin Bot was last to slap and takes the centre pile (3 cards)."]);
  });

  it("Irish Snap: a false slap takes the pile at once, and so does a missed slap", () => {
    expect(lines([judged("dad", "slap", false, 300), { type: "pileCollected", playerId: "dad", cardIds: ["a"], reason: "falseSlap" }], "irish")).toEqual([
      "Dad slapped, but no slap was due: a false slap.",
      "Dad slapped falsely and takes the centre pile (1 card).",
    ]);
    expect(lines([{ type: "pileCollected", playerId: "mum", cardIds: ["a", "b"], reason: "missedSlap" }], "irish")).toEqual([
      "Mum missed the slap and takes the centre pile (2 cards).",
    ]);
  });

  it("Irish Snap: players leave safely when their pile empties; the last player holding cards loses", () => {
    expect(
      lines(
        [
          { type: "playerFinished", playerId: "mum" },
          { type: "gameOver", winners: ["mum", "dad"], loser: "bot", reason: "lastHolder", cardCounts: { mum: 0, dad: 0, bot: 52 }, atMs: 0 },
        ],
        "irish",
      ),
    ).toEqual(["Mum has no cards left and is safe.", "Game complete: Robin Bot is the last holding cards."]);
  });

  it("Classic Snap: a false snap sends the caller's face-up pile to the centre as a snap pool", () => {
    expect(lines([judged("dad", "snap", false, 500), { type: "poolFormed", pool: "pool-1", cardIds: ["a", "b", "c"], reason: "falseSnap" }], "classic")).toEqual([
      "Dad shouted “Snap!” Wrong: locked out until the next card.",
      "Dad’s face-up pile goes to the centre as a snap pool (3 cards).",
    ]);
  });

  it("Classic Snap: simultaneous calls are a tie, and the piles they claim form a new snap pool", () => {
    expect(
      lines(
        [
          { type: "shoutsTied", playerIds: ["mum", "dad"], reactionMs: [400, 412] },
          { type: "poolFormed", pool: "pool-2", cardIds: ["a", "b"], reason: "tie" },
        ],
        "classic",
      ),
    ).toEqual(["A tie: Mum and Dad called within 12 ms of each other.", "The piles they claimed go to the centre as a snap pool (2 cards)."]);
  });

  it("Classic Snap, single centre pile: a false snap gives a card to the player whose card was wrongly called", () => {
    expect(lines([{ type: "penaltyCard", fromPlayerId: "dad", toPlayerId: "mum", cardId: "a" }], "classic")).toEqual([
      "Dad gives a card to Mum, whose card was wrongly called.",
    ]);
  });

  it("Table Snap: the first right Snap! wins all the cards on the table; a false Snap puts that player out until they are collected", () => {
    expect(
      lines(
        [
          judged("dad", "snap", false, 250),
          { type: "sittingOut", playerId: "dad" },
          judged("mum", "snap", true, 480),
          { type: "snapWon", playerId: "mum", piles: ["mum", "bot"], cardIds: ["a", "b", "c", "d"], atMs: 0 },
          { type: "backIn", playerIds: ["dad"] },
        ],
        "table",
      ),
    ).toEqual([
      "Dad shouted “Snap!” Wrong.",
      "Dad is out until the cards on the table are collected.",
      "Mum shouted “Snap!” Right! (480 ms)",
      "Mum wins the snap and takes all 4 cards on the table.",
      "Dad is back in.",
    ]);
  });

  it("a game that reaches its limit is won by whoever holds most cards; in Irish Snap most cards loses", () => {
    const over = (winners: string[], loser: string | null): GameEvent => ({ type: "gameOver", winners, loser, reason: "turnLimit", cardCounts: {}, atMs: 0 });
    expect(lines([over(["mum"], null)], "classic")).toEqual(["The short game is over: Mum wins with the most cards."]);
    expect(lines([over(["mum", "dad"], "bot")], "irish")).toEqual(["The short game is over: Robin Bot holds the most cards and loses."]);
  });
});


describe("the person trying a game is spoken to as “You”", () => {
  const you = (id: string) => (id === "you" ? "You" : nameOf(id));
  const lines = (events: GameEvent[], game: "legacy" | "irish" | "table" = "irish") => narrate(events, you, [], game).lines.map((l) => l.text);

  it("You win, you take, you are safe, you are the last holding cards", () => {
    expect(lines([{ type: "snapWon", playerId: "you", piles: ["you"], cardIds: ["a", "b"], atMs: 0 }], "legacy")).toEqual(["You win the snap and take 2 cards."]);
    expect(lines([{ type: "pileCollected", playerId: "you", cardIds: ["a"], reason: "lastToSlap" }])).toEqual(["You were last to slap and take the centre pile (1 card)."]);
    expect(lines([{ type: "playerFinished", playerId: "you" }])).toEqual(["You have no cards left and are safe."]);
    expect(lines([{ type: "gameOver", winners: ["mum"], loser: "you", reason: "lastHolder", cardCounts: {}, atMs: 0 }])).toEqual([
      "Game complete: You are the last holding cards.",
    ]);
    expect(lines([{ type: "sittingOut", playerId: "you" }], "table")).toEqual(["You are out until the cards on the table are collected."]);
  });
});

describe("Classic Snap: the narration never says a thing that isn't so", () => {
  const you = (id: string) => (id === "you" ? "You" : nameOf(id));
  const play = playerOf(applyClassicAction);
  /** You and Robin Bot each turn a 4: a match. You shout "snap", then the bot calls "snap pool" by mistake. */
  function snapThenFalseCall(calledPilesStay: boolean) {
    const hands = [
      [card("4c", "4", "clubs"), card("7c", "7", "clubs")],
      [card("4h", "4", "hearts"), card("9h", "9", "hearts")],
    ];
    const players = [
      { id: "you", name: "You" },
      { id: "bot", name: "Robin Bot" },
    ];
    const { state } = startClassicGame({ players, deck: hands.flat(), seed: 3, atMs: 0, variant: { calledPilesStay } });
    state.players.forEach((player, seat) => (player.faceDown = hands[seat]!));
    const { events } = play(state, turn("you"), turn("bot"), shout("you", "snap", 350), shout("bot", "snap pool", 420), resolve);
    return narrate(events, you, [], "classic");
  }

  it("a snap won after another player's false call takes the two matching piles: never “You win the snap and take 0 cards”", () => {
    const told = snapThenFalseCall(true);
    expect(told.lines.map((l) => l.text)).toEqual([
      "You shouted “Snap!” Right! (350 ms)",
      "Robin Bot shouted “Snap pool!” Wrong: locked out until the next card.",
      "You win the snap and take 2 cards.",
    ]);
    expect(told.lines.some((l) => l.text.includes("0 cards"))).toBe(false);
    expect(told.snapWon).toBe(true);
  });

  it("a game recorded before that rule, whose snap won nothing, is told as it was judged: the match was broken up, no cards to take", () => {
    const told = snapThenFalseCall(false);
    expect(told.lines.map((l) => l.text)).toEqual([
      "You shouted “Snap!” Right! (350 ms)",
      "Robin Bot shouted “Snap pool!” Wrong: locked out until the next card.",
      "Robin Bot’s face-up pile goes to the centre as a snap pool (1 card).",
      "You win the snap, but a false call had broken up the match: no cards to take.",
    ]);
    expect(told.snapWon).toBe(false);
  });
});
