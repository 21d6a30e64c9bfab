import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRightCall, requiredCall, type FaceUpCard } from "@/lib/rules/legacy";

const card = (rank: string, suit: string, word: string | null = null): FaceUpCard => ({ rank, suit, word });

describe("What to shout", () => {
  it("ranks match and neither card has a word → shout \"snap!\"", () => {
    expect(requiredCall(card("7", "clubs"), card("7", "hearts"))).toEqual({ kind: "snap" });
    expect(isRightCall("Snap!", card("7", "clubs"), card("7", "hearts"))).toBe(true);
  });

  it("ranks match and exactly one card has a word → shout that word, not snap", () => {
    const onTable = card("Q", "spades", "Otter");
    const justPlayed = card("Q", "hearts");
    expect(requiredCall(onTable, justPlayed)).toEqual({ kind: "word", word: "Otter" });
    expect(isRightCall("otter", onTable, justPlayed)).toBe(true);
    expect(isRightCall("snap", onTable, justPlayed)).toBe(false);
  });

  it("ranks match and exactly one card has a word → the word may be on the card just played", () => {
    const onTable = card("Q", "spades");
    const justPlayed = card("Q", "hearts", "Teapot");
    expect(requiredCall(onTable, justPlayed)).toEqual({ kind: "word", word: "Teapot" });
    expect(isRightCall("snap", onTable, justPlayed)).toBe(false);
  });

  it("the words match (even if the ranks differ) → shout that word", () => {
    const onTable = card("3", "clubs", "Moon");
    const justPlayed = card("K", "diamonds", "moon");
    expect(requiredCall(onTable, justPlayed)).toEqual({ kind: "word", word: "Moon" });
    expect(isRightCall("MOON", onTable, justPlayed)).toBe(true);
    expect(isRightCall("snap", onTable, justPlayed)).toBe(false);
  });

  it("ranks match and the cards have different words → shout the word on the card that was already on the table", () => {
    const onTable = card("5", "clubs", "River");
    const justPlayed = card("5", "hearts", "Kite");
    expect(requiredCall(onTable, justPlayed)).toEqual({ kind: "word", word: "River" });
    expect(isRightCall("river", onTable, justPlayed)).toBe(true);
  });

  it("the word on the card just played does not count", () => {
    const onTable = card("5", "clubs", "River");
    const justPlayed = card("5", "hearts", "Kite");
    expect(isRightCall("kite", onTable, justPlayed)).toBe(false);
    expect(isRightCall("snap", onTable, justPlayed)).toBe(false);
  });

  it("two top cards of different ranks and different (or no) words are not a match", () => {
    expect(requiredCall(card("5", "clubs"), card("6", "clubs"))).toBeNull();
    expect(requiredCall(card("5", "clubs", "Sun"), card("6", "clubs", "Rain"))).toBeNull();
    expect(requiredCall(card("5", "clubs", "Sun"), card("6", "clubs"))).toBeNull();
    expect(isRightCall("snap", card("5", "clubs"), card("6", "clubs"))).toBe(false);
  });

  it("with two players the table may agree to count matching suits as well", () => {
    expect(requiredCall(card("5", "clubs"), card("9", "clubs"))).toBeNull();
    expect(requiredCall(card("5", "clubs"), card("9", "clubs"), { matchSuits: true })).toEqual({ kind: "snap" });
    expect(requiredCall(card("5", "clubs", "Fox"), card("9", "clubs"), { matchSuits: true })).toEqual({
      kind: "word",
      word: "Fox",
    });
    expect(requiredCall(card("5", "clubs"), card("9", "hearts"), { matchSuits: true })).toBeNull();
  });

  it("custom Snap decks: a set label is the rank, the suit may be empty, and only equal labels match", () => {
    expect(requiredCall(card("Owl", ""), card("Owl", ""))).toEqual({ kind: "snap" });
    expect(requiredCall(card("Owl", ""), card("Cat", ""), { matchSuits: true })).toBeNull();
  });
});

describe("Judging a shout", () => {
  const onTable = card("A", "spades", "Café");
  const justPlayed = card("A", "hearts");

  it("case, surrounding spaces and trailing exclamation marks do not matter", () => {
    expect(isRightCall("  CAFÉ!!!  ", onTable, justPlayed)).toBe(true);
    expect(isRightCall("café ! !", onTable, justPlayed)).toBe(true);
    expect(isRightCall("SNAP !", card("2", "clubs"), card("2", "hearts"))).toBe(true);
  });

  it("Unicode composition does not matter (NFKC, full-width forms)", () => {
    expect(isRightCall("Cafe\u0301", onTable, justPlayed)).toBe(true);
    expect(isRightCall("ｓｎａｐ！", card("2", "clubs"), card("2", "hearts"))).toBe(true);
  });

  it("accents are significant: \"cafe\" is not \"café\"", () => {
    expect(isRightCall("cafe", onTable, justPlayed)).toBe(false);
  });

  it("a word written in any script is compared the same way", () => {
    const table = card("9", "clubs", "Ελιά");
    expect(isRightCall("ελιά!", table, card("9", "hearts"))).toBe(true);
  });

  it("inner spaces are collapsed, so a two-word word may be shouted with extra spaces", () => {
    const table = card("9", "clubs", "Ice cream");
    expect(isRightCall("ice    cream!", table, card("9", "hearts"))).toBe(true);
  });

  it("a card whose word is blank counts as having no word", () => {
    expect(requiredCall(card("4", "clubs", "   "), card("4", "hearts"))).toEqual({ kind: "snap" });
  });

  it("a family word that happens to be \"Snap\" is shouted as that word", () => {
    expect(isRightCall("snap", card("4", "clubs", "Snap"), card("4", "hearts"))).toBe(true);
  });
});

describe("The shout rule, for any two cards", () => {
  const words = fc.constantFrom(null, "Moon", "moon", "Kite", "Café", "Cafe\u0301", "  ");
  const cards = fc.record({ rank: fc.constantFrom("A", "7", "K"), suit: fc.constantFrom("clubs", "hearts"), word: words });
  const norm = (word: string | null) => (word === null || word.trim() === "" ? null : word.normalize("NFKC").toLowerCase());

  it("a match is the same rank or the same word, and nothing else", () => {
    fc.assert(
      fc.property(cards, cards, (onTable, justPlayed) => {
        const sameWord = norm(onTable.word) !== null && norm(onTable.word) === norm(justPlayed.word);
        expect(requiredCall(onTable, justPlayed) !== null).toBe(onTable.rank === justPlayed.rank || sameWord);
      }),
    );
  });

  it("when the card on the table has a word, that word is the call; the word just played never beats it", () => {
    fc.assert(
      fc.property(cards, cards, (onTable, justPlayed) => {
        const call = requiredCall(onTable, justPlayed);
        if (call === null) return;
        if (norm(onTable.word) !== null) expect(call).toEqual({ kind: "word", word: onTable.word?.normalize("NFKC").trim() });
        else if (norm(justPlayed.word) !== null) expect(call).toEqual({ kind: "word", word: justPlayed.word?.normalize("NFKC").trim() });
        else expect(call).toEqual({ kind: "snap" });
      }),
    );
  });

  it("exactly one shout is right for a match: the call itself, however it is written", () => {
    fc.assert(
      fc.property(cards, cards, fc.constantFrom("", "!", "!!", " ! "), (onTable, justPlayed, bang) => {
        const call = requiredCall(onTable, justPlayed);
        if (call === null) return;
        const said = call.kind === "snap" ? "snap" : call.word;
        expect(isRightCall(`  ${said.toUpperCase()}${bang}`, onTable, justPlayed)).toBe(true);
        const other = call.kind === "snap" ? "otter" : "snap";
        if (call.kind === "snap" || norm(call.word) !== "snap") expect(isRightCall(other, onTable, justPlayed)).toBe(false);
      }),
    );
  });
});
