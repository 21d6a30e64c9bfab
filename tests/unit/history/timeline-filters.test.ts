import { describe, expect, it } from "vitest";
import { historyPaths } from "@/lib/history/paths";
import { isFiltered, keepDeckIds, parseTimelineFilters, withoutPosition } from "@/lib/history/timeline-filters";

describe("the timeline's filters, read from its address", () => {
  it("keeps every valid filter, all combinable", () => {
    const parsed = parseTimelineFilters({ player: "p1", kind: "won-snap", card: "c1", game: "g1", from: "2025-06-01", to: "2025-06-30", q: "Café", before: "120" });
    expect(parsed).toEqual({
      filters: { player: "p1", kind: "won-snap", card: "c1", game: "g1", from: "2025-06-01", to: "2025-06-30", q: "Café", before: 120 },
      problems: [],
    });
  });

  it("reads back exactly what the timeline's own links write", () => {
    const filters = { q: "100% _x", player: "p 1", kind: "card" as const, from: "2025-01-01", after: 7 };
    const address = new URL(historyPaths("d1").timeline(filters), "http://x");
    expect(parseTimelineFilters(Object.fromEntries(address.searchParams)).filters).toEqual(filters);
  });

  it("leaves out empty values without a message", () => {
    expect(parseTimelineFilters({ player: "", kind: "", q: "   ", from: undefined })).toEqual({ filters: {}, problems: [] });
  });

  it("drops an unknown kind with a message, and keeps the other filters", () => {
    const parsed = parseTimelineFilters({ kind: "SETUP", player: "p1" });
    expect(parsed.filters).toEqual({ player: "p1" });
    expect(parsed.problems).toEqual(["The kind of event in the address isn't one we know, so every kind is shown."]);
  });

  it("drops a day that isn't a real date", () => {
    for (const day of ["2025-02-30", "yesterday", "2025-6-1", "2025-13-01"]) {
      const parsed = parseTimelineFilters({ from: day, to: "2025-07-01" });
      expect(parsed.filters).toEqual({ to: "2025-07-01" });
      expect(parsed.problems).toHaveLength(1);
      expect(parsed.problems[0]).toMatch(/first day isn't a date/);
    }
  });

  it("drops a day of year 0, which no calendar the database keeps has, with the same message as any other non-date", () => {
    const { filters, problems } = parseTimelineFilters({ from: "0000-01-01", to: "0000-12-31" });
    expect(filters).toEqual({});
    expect(problems).toEqual([
      "The first day isn't a date (it should read like 2025-07-31), so it was left out.",
      "The last day isn't a date (it should read like 2025-07-31), so it was left out.",
    ]);
    expect(parseTimelineFilters({ from: "0001-01-01", to: "9999-12-31" }).filters).toEqual({ from: "0001-01-01", to: "9999-12-31" });
  });

  it("drops both days when the first day is after the last", () => {
    const parsed = parseTimelineFilters({ from: "2025-07-02", to: "2025-07-01", q: "moon" });
    expect(parsed.filters).toEqual({ q: "moon" });
    expect(parsed.problems).toEqual(["The first day is after the last day, so neither was used."]);
  });

  it("keeps a single day (first day equal to the last)", () => {
    expect(parseTimelineFilters({ from: "2025-07-01", to: "2025-07-01" }).filters).toEqual({ from: "2025-07-01", to: "2025-07-01" });
  });

  it("drops a search over 100 characters, and keeps one of exactly 100", () => {
    expect(parseTimelineFilters({ q: "a".repeat(100) }).filters).toEqual({ q: "a".repeat(100) });
    const parsed = parseTimelineFilters({ q: "a".repeat(101) });
    expect(parsed.filters).toEqual({});
    expect(parsed.problems).toEqual(["The search is longer than 100 characters, so it was left out."]);
  });

  it("drops a history position that isn't a whole number above 0", () => {
    for (const before of ["0", "-3", "1.5", "abc", "1e3", "99999999999"]) {
      const parsed = parseTimelineFilters({ before });
      expect(parsed.filters).toEqual({});
      expect(parsed.problems).toHaveLength(1);
    }
  });

  it("takes `after` from 0 (the page above position 0 starts at the first event), and drops one that isn't a whole number", () => {
    expect(parseTimelineFilters({ after: "0" }).filters).toEqual({ after: 0 });
    expect(parseTimelineFilters({ after: "-1" })).toEqual({ filters: {}, problems: ["The history position in the address isn't a whole number, so the newest events are shown."] });
  });

  it("takes the first of a repeated parameter", () => {
    expect(parseTimelineFilters({ kind: ["setup", "import"] }).filters).toEqual({ kind: "setup" });
  });

  it("keeps `before` when an address has both directions", () => {
    expect(parseTimelineFilters({ before: "40", after: "90" }).filters).toEqual({ before: 40 });
  });
});

describe("filters naming what isn't this deck's", () => {
  const deck = { playerIds: new Set(["p1"]), cardIds: new Set(["c1"]), gameIsOfDeck: false };

  it("drops a player, card or game not of this deck with a message, and keeps the rest", () => {
    const parsed = keepDeckIds({ filters: { player: "elsewhere", card: "c1", game: "g9", kind: "setup" }, problems: [] }, deck);
    expect(parsed.filters).toEqual({ card: "c1", kind: "setup" });
    expect(parsed.problems).toEqual(["That player isn't one of this deck's, so the filter was left out.", "That game isn't one of this deck's, so the filter was left out."]);
  });

  it("keeps ids of this deck", () => {
    const parsed = { filters: { player: "p1", card: "c1" }, problems: ["earlier"] };
    expect(keepDeckIds(parsed, deck)).toEqual(parsed);
  });
});

describe("what the page's links keep", () => {
  it("knows a view is filtered only by its filters, not by its position", () => {
    expect(isFiltered({ before: 10 })).toBe(false);
    expect(isFiltered({ q: "moon", before: 10 })).toBe(true);
    expect(withoutPosition({ q: "moon", before: 10, after: 3 })).toEqual({ q: "moon" });
  });
});
