import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseWord, tidyWord } from "@/lib/cards/normalise";

describe("comparing words", () => {
  it("gives plain ASCII words the same form as every other word: NFKC, whitespace collapsed, trimmed, lower case", () => {
    const fullRoad = (text: string) => tidyWord(text).toLocaleLowerCase("und").normalize("NFKC");
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0, max: 0x7f }).map((code) => String.fromCharCode(code)) }), (text) => normaliseWord(text) === fullRoad(text)));
    expect(normaliseWord("  Big\tBAD \n Wolf ")).toBe("big bad wolf");
    expect(normaliseWord("İstanbul")).toBe(fullRoad("İstanbul"));
  });
});
