import { describe, expect, it } from "vitest";
import { wordsOnTable } from "@/app/_components/play/shout-choices";
import type { Card, LegacyPlayer } from "@/lib/rules";

const card = (id: string, word: string | null): Card => ({ id, rank: "7", suit: "hearts", word });
const player = (id: string, stack: Card[]): LegacyPlayer => ({ id, name: id, status: "playing", lockedOut: false, hand: [], stack, topTurn: 0 });

describe("the word buttons a player can shout with", () => {
  it("offer the word on top of each stack", () => {
    expect(wordsOnTable([player("mum", [card("a", null), card("b", "Teapot")]), player("dad", [card("c", "Rocket")])])).toEqual(["Teapot", "Rocket"]);
  });

  it("offer only top cards' words: a covered card's word cannot be called", () => {
    expect(wordsOnTable([player("mum", [card("a", "Teapot"), card("b", null)]), player("dad", [])])).toEqual([]);
  });

  it("offer a word once when the same word is on two tops, however it is written", () => {
    expect(wordsOnTable([player("mum", [card("a", "Wombat")]), player("dad", [card("b", "WOMBAT ")])])).toEqual(["Wombat"]);
  });
});
