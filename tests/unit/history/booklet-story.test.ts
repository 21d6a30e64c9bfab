import { describe, expect, it } from "vitest";
import type { StoryEvent } from "@/lib/history/booklet/booklet-data";
import { storyLine } from "@/lib/history/booklet/render-booklet";

const event = (fields: Partial<StoryEvent>): StoryEvent => ({
  seq: 1,
  kind: "SETUP",
  word: null,
  previousWord: null,
  reason: null,
  playerName: null,
  botName: null,
  botWordsFrom: null,
  recordedBy: "Mum",
  createdAt: new Date("2026-03-01T09:00:00Z"),
  inGame: false,
  ...fields,
});

describe("a card's story in the booklet says who wrote what, and why", () => {
  it("names the writer and the word, and how it came to be written", () => {
    expect(storyLine(event({ kind: "SETUP", word: "Banana", playerName: "Mum" }))).toBe("Mum wrote “Banana” at the setup.");
    expect(storyLine(event({ kind: "WON_SNAP", word: "Fig", playerName: "Sam", inGame: true }))).toBe("Sam wrote “Fig” after winning a snap in a game.");
    expect(storyLine(event({ kind: "IMPORT", word: "Pear" }))).toBe("“Pear” was entered from the real deck.");
  });

  it("names a bot's words as the bot's, and how they came to be written: no event says Someone", () => {
    const won = { kind: "WON_SNAP" as const, word: "Kite", inGame: true, botName: "Robin Bot" };
    expect(storyLine(event({ ...won, botWordsFrom: "PERSON", recordedBy: "Mum" }))).toBe("Robin Bot wrote “Kite” after winning a snap in a game (written by Mum for the bot).");
    expect(storyLine(event({ ...won, botWordsFrom: "WORD_LIST" }))).toBe("Robin Bot wrote “Kite” after winning a snap in a game (from the family’s word list).");
    expect(storyLine(event({ kind: "SETUP", word: "Plum", recordedBy: "Gran" }))).toBe("Gran wrote “Plum” at the setup.");
  });

  it("tells a correction from a word to blank, with its reason ending as a sentence", () => {
    expect(storyLine(event({ kind: "CORRECTION", word: null, previousWord: "Kiwi", reason: "Written by mistake" }))).toBe(
      "Corrected from “Kiwi” to blank. Why: Written by mistake.",
    );
    expect(storyLine(event({ kind: "CORRECTION", word: "Plum", previousWord: null, playerName: "Mum", reason: "Forgotten!" }))).toBe(
      "Corrected from blank to “Plum” (Mum's word). Why: Forgotten!",
    );
  });

  it("tells a card lost, found and replaced", () => {
    expect(storyLine(event({ kind: "CARD_LOST", word: "Banana", reason: "Under the sofa" }))).toBe("The card was lost. Why: Under the sofa.");
    expect(storyLine(event({ kind: "CARD_FOUND" }))).toBe("The card was found again.");
    expect(storyLine(event({ kind: "CARD_REPLACED", word: "Banana" }))).toBe("The card was replaced by a fresh one, “Banana” copied onto it.");
  });
});
