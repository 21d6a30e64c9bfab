import { describe, expect, it } from "vitest";
import { DeckError } from "@/lib/decks/errors";
import { BOTS_NEVER_DRAW, checkMoveDrawings, NOT_WRITTEN_HERE, OF_ANOTHER_WORD } from "@/lib/games/won-snap-drawings";
import type { GameAction } from "@/lib/rules";
import { handwriting } from "@/tests/support/synthetic-handwriting";

const turn: GameAction = { type: "turn", playerId: "p1", atMs: 0 };
const words: GameAction = { type: "writeWords", playerId: "p1", words: { c1: "Cabbage", c2: "Dragon" }, atMs: 10 };
const drawing = handwriting(7).stored;

function refusedWith(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DeckError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error("not refused");
}

describe("a won snap's words written by hand, as a game's moves send them", () => {
  it("go with the move that writes their word, at its index in the game, in their one stored form", () => {
    expect(checkMoveDrawings([turn, words], 40, [{ move: 1, cardId: "c2", word: "dragon", drawing }])).toEqual([{ index: 41, cardId: "c2", word: "dragon", strokes: drawing }]);
  });

  it("are refused for a card the words aren't written on, with a move that writes no words, or of another word", () => {
    expect(refusedWith(() => checkMoveDrawings([turn, words], 0, [{ move: 1, cardId: "c3", word: "Owl", drawing }]))).toBe(`400 ${NOT_WRITTEN_HERE}`);
    expect(refusedWith(() => checkMoveDrawings([turn, words], 0, [{ move: 0, cardId: "c1", word: "Cabbage", drawing }]))).toBe(`400 ${NOT_WRITTEN_HERE}`);
    expect(refusedWith(() => checkMoveDrawings([turn, words], 0, [{ move: 1, cardId: "c1", word: "Dragon", drawing }]))).toBe(`400 ${OF_ANOTHER_WORD}`);
  });

  it("are never a bot's: a bot's own words, and the people's written for a bot, are refused", () => {
    for (const by of ["bot", "people"] as const) {
      expect(refusedWith(() => checkMoveDrawings([{ ...words, by }], 0, [{ move: 0, cardId: "c1", word: "Cabbage", drawing }]))).toBe(`400 ${BOTS_NEVER_DRAW}`);
    }
  });

  it("that aren't drawings within the limits are refused with the drawing's own message", () => {
    expect(refusedWith(() => checkMoveDrawings([words], 0, [{ move: 0, cardId: "c1", word: "Cabbage", drawing: "A".repeat(5000) }]))).toMatch(/^400 /);
  });
});
