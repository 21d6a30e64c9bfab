import { describe, expect, it } from "vitest";
import { foldWord, normaliseWord } from "@/lib/cards/normalise";

describe("history search compares words with accents and case ignored", () => {
  it("finds Café when the family searches cafe, CAFE or café", () => {
    for (const typed of ["cafe", "CAFE", "café", " Café "]) expect(foldWord(typed)).toBe(foldWord("Café"));
  });

  it("takes off every accent of a word, and keeps its letters", () => {
    expect(foldWord("Crème Brûlée")).toBe("creme brulee");
    expect(foldWord("Ñandú")).toBe("nandu");
  });

  it("leaves words without accents as the rules compare them", () => {
    expect(foldWord("Teapot")).toBe(normaliseWord("Teapot"));
  });

  it("is only search that is loose: the rules still tell café from cafe", () => {
    expect(normaliseWord("café")).not.toBe(normaliseWord("cafe"));
  });
});
