import { describe, expect, it } from "vitest";
import { summarise } from "@/lib/games/screen/replay-game";
import type { GameEvent } from "@/lib/rules";

const shout = (playerId: string, shouted: string, right: boolean): GameEvent => ({ type: "shoutJudged", playerId, shouted, right, reactionMs: 300, atMs: 0 });

describe("a game's result tallies its right shouts by the word shouted", () => {
  it("counts each right shout under its normalised word, and wrong shouts not at all", () => {
    const result = summarise([shout("mum", "Banana", true), shout("sam", "  BANANA ", true), shout("sam", "snap", true), shout("mum", "Kiwi", false)]);
    expect(result.rightShouts).toEqual({ banana: 2, snap: 1 });
  });

  it("adds a batch's shouts to the tally before it, leaving that tally unchanged", () => {
    const before = summarise([shout("mum", "Banana", true)]);
    const after = summarise([shout("sam", "banana", true), shout("sam", "Pear", true)], before);
    expect(after.rightShouts).toEqual({ banana: 2, pear: 1 });
    expect(before.rightShouts).toEqual({ banana: 1 });
  });

  it("starts from nothing for a result recorded before shouts were tallied", () => {
    const old = { winners: [], snapsWon: {}, wordsWritten: [] };
    expect(summarise([shout("mum", "Café", true)], old).rightShouts).toEqual({ café: 1 });
  });
});
