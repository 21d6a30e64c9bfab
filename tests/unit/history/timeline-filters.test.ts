import { describe, expect, it } from "vitest";
import { historyPaths } from "@/lib/history/paths";
import { dayBounds, isFiltered, keepDeckIds, parseTimelineFilters, withoutPosition } from "@/lib/history/timeline-filters";
import type { TimelinePlace } from "@/lib/history/timeline-order";

const place = (at: string, stream: TimelinePlace["stream"], seq: number): TimelinePlace => ({ at: new Date(at), stream, seq });

describe("the timeline's filters, read from its address", () => {
  it("keeps every valid filter, all combinable", () => {
    const parsed = parseTimelineFilters({ player: "p1", kind: "won-snap", card: "c1", game: "g1", from: "2025-06-01", to: "2025-06-30", q: "Café", before: "2025-06-30T18:02:00.000Z~w120" });
    expect(parsed).toEqual({
      filters: { player: "p1", kind: "won-snap", card: "c1", game: "g1", from: "2025-06-01", to: "2025-06-30", q: "Café", before: place("2025-06-30T18:02:00.000Z", "word", 120) },
      problems: [],
    });
  });

  it("reads back exactly what the timeline's own links write", () => {
    const filters = { q: "100% _x", player: "p 1", kind: "card" as const, from: "2025-01-01", after: place("2025-01-02T00:00:00.001Z", "design", 7) };
    const address = new URL(historyPaths("d1").timeline(filters), "http://x");
    expect(parseTimelineFilters(Object.fromEntries(address.searchParams)).filters).toEqual(filters);
    const designs = { kind: "design" as const, before: place("2026-12-01T19:02:00.000Z", "word", 0) };
    expect(parseTimelineFilters(Object.fromEntries(new URL(historyPaths("d1").timeline(designs), "http://x").searchParams)).filters).toEqual(designs);
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

  it("drops a place in the history it can't read (an old or typed address), with a message", () => {
    const unreadable = [
      "120",
      "abc",
      "2025-06-01~w1",
      "2025-06-01T10:00:00Z~w1",
      "2025-06-01T10:00:00.000Z~x1",
      "2025-06-01T10:00:00.000Z~w-1",
      "2025-06-01T10:00:00.000Z~w1.5",
      "2025-06-01T10:00:00.000Z~w1234567890",
      "2025-02-30T10:00:00.000Z~w1",
      "0000-01-01T00:00:00.000Z~w1",
      "+275760-09-13T00:00:00.000Z~d1",
    ];
    for (const before of unreadable) {
      const parsed = parseTimelineFilters({ before, q: "moon" });
      expect(parsed.filters, before).toEqual({ q: "moon" });
      expect(parsed.problems).toEqual(["The place in the history the address names isn't one we can read, so the newest events are shown."]);
    }
  });

  it("takes the first of a repeated parameter", () => {
    expect(parseTimelineFilters({ kind: ["setup", "import"] }).filters).toEqual({ kind: "setup" });
  });

  it("keeps `before` when an address has both directions", () => {
    expect(parseTimelineFilters({ before: "2025-06-01T10:00:00.000Z~w40", after: "2025-06-01T10:00:00.000Z~d9" }).filters).toEqual({
      before: place("2025-06-01T10:00:00.000Z", "word", 40),
    });
  });

  it("takes the kind “design”: the cards' pictures and the deck's look", () => {
    expect(parseTimelineFilters({ kind: "design" }).filters).toEqual({ kind: "design" });
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
    const before = place("2025-06-01T10:00:00.000Z", "word", 10);
    expect(isFiltered({ before })).toBe(false);
    expect(isFiltered({ q: "moon", before })).toBe(true);
    expect(withoutPosition({ q: "moon", before, after: place("2025-06-01T10:00:00.000Z", "design", 3) })).toEqual({ q: "moon" });
  });
});

describe("the days a filter names, as instants", () => {
  it("runs from the start of the first day up to the start of the day after the last, in the deck's zone", () => {
    expect(dayBounds({ from: "2025-06-02", to: "2025-06-02" }, "UTC")).toEqual({ from: new Date("2025-06-02T00:00:00Z"), until: new Date("2025-06-03T00:00:00Z") });
    expect(dayBounds({ from: "2025-06-02", to: "2025-06-02" }, "Australia/Sydney")).toEqual({ from: new Date("2025-06-01T14:00:00Z"), until: new Date("2025-06-02T14:00:00Z") });
    expect(dayBounds({ to: "2024-12-31" }, "UTC")).toEqual({ until: new Date("2025-01-01T00:00:00Z") });
    expect(dayBounds({}, "UTC")).toEqual({});
  });

  it("keeps within the years the database holds: no end after the last day of 9999, no start before year 1's first instant", () => {
    expect(dayBounds({ from: "0001-01-01", to: "9999-12-31" }, "Australia/Sydney")).toEqual({ from: new Date("0001-01-01T00:00:00.000Z") });
  });
});
