import { describe, expect, it } from "vitest";
import { MAX_WORD_LENGTH, validateWord } from "@/lib/cards/words";
import { normaliseWord } from "@/lib/cards/normalise";

function accepted(input: string) {
  const result = validateWord(input);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(input)} to be accepted: ${result.message}`);
  return result;
}

function refusal(input: string): string {
  const result = validateWord(input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  return result.message;
}

describe("validateWord", () => {
  it("trims the word and collapses inner whitespace", () => {
    expect(accepted("  ice \t  cream ").word).toBe("ice cream");
  });

  it("accepts Latin with accents, Greek and Cyrillic words", () => {
    for (const word of ["Crème brûlée", "Łódź", "Việt", "ΚΑΛΗΜΕΡΑ", "привет", "Ёлка", "Straße", "Ærø"]) {
      expect(accepted(word).word).toBe(word);
    }
  });

  it("accepts digits, hyphens and both kinds of apostrophe", () => {
    expect(accepted("rock-n-roll").word).toBe("rock-n-roll");
    expect(accepted("it's").word).toBe("it's");
    expect(accepted("it’s").word).toBe("it’s");
    expect(accepted("42").word).toBe("42");
  });

  it("returns the NFKC case-folded form used for comparing words", () => {
    const result = accepted("ＣＡＦÉ");
    expect(result.word).toBe("CAFÉ");
    expect(result.normalised).toBe("café");
    expect(result.normalised).toBe(normaliseWord("café"));
  });

  it("keeps accents significant", () => {
    expect(accepted("café").normalised).not.toBe(accepted("cafe").normalised);
  });

  it("composes a letter typed with a combining accent", () => {
    expect(accepted("cafe\u0301").word).toBe("café");
  });

  it("refuses an empty or blank word", () => {
    expect(refusal("")).toMatch(/write a word/i);
    expect(refusal("   ")).toMatch(/write a word/i);
  });

  it(`refuses words longer than ${MAX_WORD_LENGTH} characters and accepts exactly ${MAX_WORD_LENGTH}`, () => {
    expect(accepted("a".repeat(MAX_WORD_LENGTH)).word).toHaveLength(MAX_WORD_LENGTH);
    expect(refusal("a".repeat(MAX_WORD_LENGTH + 1))).toMatch(/at most 20 characters/);
  });

  it("counts length after trimming and collapsing whitespace", () => {
    expect(accepted(`  ${"a".repeat(10)}     ${"b".repeat(9)}  `).word).toHaveLength(20);
  });

  it("refuses punctuation and symbols, naming the character", () => {
    expect(refusal("hello!")).toContain('"!"');
    expect(refusal("snap😀")).toContain('"😀"');
    expect(refusal("a_b")).toContain('"_"');
  });

  it("refuses a word made only of hyphens and apostrophes", () => {
    expect(refusal("-'-")).toMatch(/at least one letter or digit/);
  });

  it("refuses characters the print fonts cannot draw, naming them", () => {
    expect(refusal("文")).toBe(`"文" can't be printed by the deck's fonts.`);
    expect(refusal("שלום")).toContain(`"ש" can't be printed`);
    expect(refusal("Ἀθῆναι")).toContain(`"Ἀ" can't be printed`);
  });

  it("names a letter with an accent the fonts cannot place as one character", () => {
    expect(refusal("n\u0308")).toBe(`"n\u0308" can't be printed by the deck's fonts.`);
  });
});
