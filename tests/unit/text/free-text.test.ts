import { describe, expect, it } from "vitest";
import { checkFreeText, freeText } from "@/lib/text/free-text";

const deckName = { label: "The deck's name", emptyMessage: "Give the deck a name.", max: 60, printed: true };
const reason = { label: "The reason", max: 300 };

describe("free text people type (deck names, reasons, names)", () => {
  it("keeps ordinary text of any script, trimmed and in one Unicode form", () => {
    expect(checkFreeText("  The Kitchen Deck ", deckName)).toEqual({ ok: true, text: "The Kitchen Deck" });
    expect(checkFreeText("Gran\u0301ny's deck", deckName)).toEqual({ ok: true, text: "Grańny's deck" });
    expect(checkFreeText("Колода бабушки", deckName)).toEqual({ ok: true, text: "Колода бабушки" });
    expect(checkFreeText("Ο Σκύλος — 2026!", deckName)).toEqual({ ok: true, text: "Ο Σκύλος — 2026!" });
  });

  it.each([
    ["a NUL character", "Deck\u0000name"],
    ["a tab", "Deck\tname"],
    ["a line break", "Deck\nname"],
    ["a right-to-left override", "Deck \u202Eeman"],
    ["a bidi isolate", "Deck \u2066name\u2069"],
    ["a left-to-right mark", "Deck\u200Ename"],
    ["a zero-width space", "Deck\u200Bname"],
    ["a zero-width no-break space", "Deck\uFEFFname"],
    ["a lone surrogate", "Deck \uD800 name"],
    ["a private-use character", "Deck \uE000"],
    ["a line separator", "Deck\u2028name"],
  ])("refuses %s with a plain message naming it", (_, text) => {
    const result = checkFreeText(text, reason);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^The reason has an invisible or control character in it \(U\+[0-9A-F]{4}\): please type it again\.$/);
  });

  it("refuses, in printed text, what the print fonts can't draw (emoji, scripts they lack)", () => {
    expect(checkFreeText("Party deck 🎉", deckName)).toEqual({
      ok: false,
      message: `The deck's name can't have "🎉" in it: the print fonts can't draw it.`,
    });
    expect(checkFreeText("家族のデッキ", deckName)).toMatchObject({ ok: false, message: expect.stringContaining("print fonts") });
  });

  it("lets text only shown on screen carry emoji, with the joiners their sequences need", () => {
    expect(checkFreeText("Found it under the sofa 🛋️", reason)).toMatchObject({ ok: true });
    expect(checkFreeText("Whole family 👨‍👩‍👧", reason)).toMatchObject({ ok: true });
  });

  it("counts characters, not bytes, and says how many there are", () => {
    expect(checkFreeText("é".repeat(60), deckName)).toMatchObject({ ok: true });
    expect(checkFreeText("x".repeat(61), deckName)).toEqual({
      ok: false,
      message: "The deck's name can have at most 60 characters; this one has 61.",
    });
    expect(checkFreeText("no", { ...reason, min: 3 })).toEqual({ ok: false, message: "The reason needs at least 3 characters." });
  });

  it("says what to do when a required field is empty or only spaces", () => {
    expect(checkFreeText("   ", deckName)).toEqual({ ok: false, message: "Give the deck a name." });
    expect(checkFreeText("", { ...reason, min: 0 })).toEqual({ ok: true, text: "" });
  });

  it("as a form field, gives the check's message, never zod's own wording", () => {
    const schema = freeText(deckName);
    expect(schema.safeParse("  Ours  ")).toMatchObject({ success: true, data: "Ours" });
    for (const bad of ["a\u0000b", 42, null, "x".repeat(10_012)]) {
      const parsed = schema.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^(The deck's name|Give the deck a name)/);
    }
  });
});
