import { describe, expect, it } from "vitest";
import { printedCodeIn } from "@/lib/scan/printed-code";

const codes = ["7H", "10S", "QD", "AS", "3-2"];

describe("the card code the OCR read of a card printed without a QR code", () => {
  it("a code of the deck, read as a word of its own, is that card's code, in any case", () => {
    expect(printedCodeIn("7H", codes)).toBe("7H");
    expect(printedCodeIn(" \n10s\n", codes)).toBe("10S");
    expect(printedCodeIn("3-2", codes)).toBe("3-2");
    expect(printedCodeIn("4 - 1 QD 8", codes)).toBe("QD");
  });

  it("nothing, a code of no card of this deck, or part of a word picks nothing", () => {
    expect(printedCodeIn("", codes)).toBeNull();
    expect(printedCodeIn("9C", codes)).toBeNull();
    expect(printedCodeIn("7HH", codes)).toBeNull();
    expect(printedCodeIn("A S", codes)).toBeNull();
  });

  it("two different codes in one view pick neither: never a wrong card", () => {
    expect(printedCodeIn("7H 10S", codes)).toBeNull();
    expect(printedCodeIn("7H 7H", codes)).toBe("7H");
  });
});
