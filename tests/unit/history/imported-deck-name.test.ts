import { describe, expect, it } from "vitest";
import { DECK_NAME_MAX } from "@/lib/decks/schemas";
import { importedDeckName } from "@/lib/history/import/imported-deck-name";

describe("an imported deck's name", () => {
  it("stays as it was when none of the importer's decks has it", () => {
    expect(importedDeckName("The Kitchen Deck", ["Holiday deck"], "1 Dec 2026")).toBe("The Kitchen Deck");
  });

  it("says the day it was imported when one of the importer's decks has it, whatever its letter case", () => {
    expect(importedDeckName("The Kitchen Deck", ["the kitchen deck"], "1 Dec 2026")).toBe("The Kitchen Deck (imported 1 Dec 2026)");
  });

  it("counts on for another import of it that day", () => {
    const taken = ["Kitchen", "Kitchen (imported 1 Dec 2026)", "Kitchen (imported 1 Dec 2026, 2)"];
    expect(importedDeckName("Kitchen", taken, "1 Dec 2026")).toBe("Kitchen (imported 1 Dec 2026, 3)");
  });

  it("is cut to keep within a deck name's 60 characters, never splitting a character", () => {
    const long = `${"🃏".repeat(10)}${"A very long name for a deck ".repeat(3)}`.slice(0, 70);
    const named = importedDeckName(long, [long], "12 Dec 2026");
    expect(Array.from(named)).toHaveLength(DECK_NAME_MAX);
    expect(named.endsWith(" (imported 12 Dec 2026)")).toBe(true);
    expect(named.startsWith("🃏".repeat(10))).toBe(true);
  });
});
