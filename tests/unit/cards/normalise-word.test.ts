import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseWord, tidyWord } from "@/lib/cards/normalise";

describe("comparing words", () => {
  it("gives every word one form: NFKC, whitespace collapsed, trimmed, lower case as the root locale has it", () => {
    const fullRoad = (text: string) => tidyWord(text).toLocaleLowerCase("und").normalize("NFKC");
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => normaliseWord(text) === fullRoad(text)));
    expect(normaliseWord("  Big\tBAD \n Wolf ")).toBe("big bad wolf");
    expect(normaliseWord("İstanbul")).toBe(fullRoad("İstanbul"));
  });
});
