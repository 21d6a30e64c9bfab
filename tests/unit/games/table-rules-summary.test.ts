import { describe, expect, it } from "vitest";
import { tableRulesSummary, type TableRulesChoice } from "@/lib/games/table-rules-summary";

/** Play now's chooser offers no false-start rule; a deck's choosers do. */
const playNow: TableRulesChoice = { game: "classic", variant: "pools", onlyOwners: false, matchSuits: false, limit: "", cards: "100", dealNumber: "" };
const classic: TableRulesChoice = { ...playNow, falseStart: "100" };

describe("the table rules in one line, as the choosers fold them", () => {
  it("Classic Snap's defaults: snap pools, until one player is left, false starts under 100 ms, a new deal", () => {
    expect(tableRulesSummary(classic)).toBe("Snap pools · until one player is left · calls faster than 100 ms are false starts · a new deal");
  });

  it("names the variant and whether only the owners of the matching piles may snap", () => {
    expect(tableRulesSummary({ ...classic, variant: "centre", onlyOwners: true })).toMatch(/^Single centre pile · only the owners of a match may snap · /);
    // In Animals only the two owners of a match call anyway.
    expect(tableRulesSummary({ ...classic, variant: "animals", onlyOwners: true })).toMatch(/^Animals · until the deck runs out · /);
  });

  it("Snap Legacy says whether matching suits count and what a bot does with the words it wins", () => {
    const legacy = { ...classic, game: "legacy" as const, botWords: "blank" as const };
    expect(tableRulesSummary(legacy)).toBe("A bot’s cards stay blank · until one player is left · calls faster than 100 ms are false starts · a new deal");
    expect(tableRulesSummary({ ...legacy, matchSuits: true, botWords: "people" })).toMatch(/^Matching suits count · we write the bots’ words · /);
  });

  it("says how long the game lasts, and who wins or loses when it is cut short", () => {
    expect(tableRulesSummary({ ...classic, limit: "10" })).toContain(" · 10 minutes, then most cards wins · ");
    expect(tableRulesSummary({ ...classic, game: "irish", limit: "short", cards: "60" })).toBe(
      "A short game of 60 cards, then most cards loses · calls faster than 100 ms are false starts · a new deal",
    );
    expect(tableRulesSummary({ ...classic, game: "irish" })).toMatch(/^Until the last one holding cards · /);
    // A length that can't be played yet is only "a short game": its field says what is wrong.
    expect(tableRulesSummary({ ...classic, game: "table", limit: "short", cards: "5" })).toMatch(/^A short game · /);
  });

  it("says when there are no false starts, the deal number chosen, and leaves out what the chooser doesn't offer", () => {
    expect(tableRulesSummary({ ...classic, game: "table", falseStart: "0", dealNumber: "77" })).toBe("Until one player is left · no false starts · deal number 77");
    expect(tableRulesSummary(playNow)).toBe("Snap pools · until one player is left · a new deal");
  });
});
