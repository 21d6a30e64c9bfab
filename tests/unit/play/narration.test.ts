import { describe, expect, it } from "vitest";
import { narrate, type RightShout } from "@/app/_components/play/narration";
import type { Card, GameEvent } from "@/lib/rules";

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
