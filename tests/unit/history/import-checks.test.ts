import { describe, expect, it } from "vitest";
import { DeckError } from "@/lib/decks/errors";
import type { DeckExportFile } from "@/lib/history/export/schema";
import { checkExportConsistency } from "@/lib/history/import/check-export-consistency";
import { jsonPath, nestingDepth, parseDeckExport } from "@/lib/history/import/parse-deck-export";
import { orderKeepingIds, planImport } from "@/lib/history/import/plan-import";

const at = "2026-06-01T10:00:00.000Z";

/**
 * A custom deck of two sets of two cards, whose table session won a snap writing "Kite" on the
 * first card, then corrected it to "Kit"; the second card was lost.
 */
type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function smallExport(): Doc {
  const event = { word: null, previousWord: null, playerId: null, recordedBy: "Mum", gameId: null, snapRef: null, reason: null, createdAt: at };
  const card = { suit: null, colour: "#1d4ed8", status: "IN_DECK", word: null, updatedSeq: 0, artId: null, designSeq: 0 } as const;
  const file: DeckExportFile = {
    format: "snap-legacy-deck",
    version: 2,
    exportedAt: at,
    deck: { id: "d1", name: "Tiny", kind: "CUSTOM", stage: "READY", design: null, setupDeal: null, createdAt: at, historySeq: 3, designSeq: 0, lookSeq: 0 },
    members: [{ name: "Mum", role: "OWNER" }],
    players: [
      { id: "p1", name: "Sam", colour: "#1d5c3f", position: 0, archivedAt: null, createdAt: at },
      { id: "p2", name: "Gran", colour: "#b42318", position: 1, archivedAt: null, createdAt: at },
    ],
    cards: [
      { ...card, id: "c1", position: 0, code: "1-1", rank: "Cat", word: "Kit", updatedSeq: 2 },
      { ...card, id: "c2", position: 1, code: "1-2", rank: "Cat", status: "MISSING", updatedSeq: 3 },
      { ...card, id: "c3", position: 2, code: "2-1", rank: "Dog", colour: "#b42318" },
      { ...card, id: "c4", position: 3, code: "2-2", rank: "Dog", colour: "#b42318" },
    ],
    prints: [],
    backImage: null,
    arts: [],
    designEvents: [],
    pictures: [],
    games: [
      {
        id: "g1",
        mode: "TABLE",
        status: "OVER",
        setup: { players: ["p1", "p2"], matchSuits: false },
        result: { snaps: 1, words: 1 },
        actionCount: 1,
        createdAt: at,
        endedAt: at,
        actions: [
          {
            index: 0,
            createdAt: at,
            action: { type: "tableSnap", requestKey: "snap-key-1", snap: 1, winnerPlayerId: "p1", onTableCardId: "c1", justPlayedCardId: "c2", words: [{ cardId: "c1", word: "Kite" }], call: { kind: "snap" } },
          },
        ],
      },
    ],
    events: [
      { ...event, seq: 1, cardId: "c1", kind: "WON_SNAP", word: "Kite", playerId: "p1", gameId: "g1", snapRef: "table snap 1" },
      { ...event, seq: 2, cardId: "c1", kind: "CORRECTION", word: "Kit", previousWord: "Kite", reason: "Typo" },
      { ...event, seq: 3, cardId: "c2", kind: "CARD_LOST" },
    ],
  };
  return file;
}

type File = Doc;

function problem(change: (file: File) => void): string {
  const file = smallExport();
  change(file);
  try {
    checkExportConsistency(parseDeckExport(JSON.stringify(file)).file);
  } catch (error) {
    if (error instanceof DeckError) return error.message;
    throw error;
  }
  return "accepted";
}

describe("an export file's checks", () => {
  it("accept a deck whose cards are what replaying its events gives", () => {
    expect(problem(() => undefined)).toBe("accepted");
  });

  it("name where a problem is, as a person reading the JSON would find it", () => {
    expect(jsonPath(["events", 12, "seq"])).toBe("events[12].seq");
    expect(jsonPath([])).toBe("the file");
    expect(problem((f) => delete f.players[0].name)).toBe("This export isn't valid: players[0].name: missing (expected string).");
    expect(problem((f) => Object.assign(f.deck, { owner: "x" }))).toBe("This export isn't valid: deck: unexpected field owner.");
  });

  it("refuse a history with a gap, a reference to nothing, or cards their events don't explain", () => {
    expect(problem((f) => (f.events[1].seq = 3))).toMatch(/events\[1\]\.seq: expected 2, found 3/);
    expect(problem((f) => (f.events[0].playerId = "p9"))).toMatch(/events\[0\]\.playerId: names no player of this file \("p9"\)/);
    expect(problem((f) => (f.cards[1].status = "IN_DECK"))).toMatch(/cards\[1\]\.status: its events say MISSING, the card says IN_DECK/);
    expect(problem((f) => (f.cards[0].word = "Kite"))).toMatch(/cards\[0\]\.word: its events say "Kit", the card says "Kite"/);
    expect(problem((f) => (f.games[0].actions[0].index = 1))).toMatch(/games\[0\]\.actions\[0\]\.index: expected 0, found 1/);
    expect(problem((f) => (f.games[0].actionCount = 2))).toMatch(/games\[0\]\.actionCount: expected 1/);
    expect(problem((f) => (f.cards[1].code = "1-1"))).toMatch(/cards\[1\]\.code: "1-1" appears twice/);
  });

  it("refuse a table session naming a card or player that isn't the file's, wherever it names it", () => {
    const snap = (f: File) => f.games[0].actions[0].action;
    expect(problem((f) => (snap(f).onTableCardId = "someone-elses-card"))).toMatch(/games\[0\]\.actions\[0\]\.action\.onTableCardId: names no card of this file \("someone-elses-card"\)/);
    expect(problem((f) => (snap(f).words[0].cardId = "c9"))).toMatch(/games\[0\]\.actions\[0\]\.action\.words\[0\]\.cardId: names no card of this file/);
    expect(problem((f) => (f.games[0].setup.players[1] = "p9"))).toMatch(/games\[0\]\.setup\.players\[1\]: names no player of this file \("p9"\)/);
    expect(problem((f) => (snap(f).winnerPlayerId = "p9"))).toMatch(/games\[0\]\.actions\[0\]\.action\.winnerPlayerId: names no player at this table/);
    expect(problem((f) => (f.deck.setupDeal = { p1: ["c1", "c-of-another-deck"] }))).toMatch(/deck\.setupDeal\.p1\[1\]: names no card of this file/);
    expect(problem((f) => (f.deck.setupDeal = { "p-of-another-deck": ["c1"] }))).toMatch(/deck\.setupDeal\.p-of-another-deck: names no player of this file/);
  });

  it("refuse a table session whose record its snaps don't give", () => {
    expect(problem((f) => (f.games[0].result = { snaps: 2, words: 1 }))).toMatch(/games\[0\]\.result: its snaps give \{"snaps":1,"words":1\}, the file says \{"snaps":2,"words":1\}/);
    expect(problem((f) => (f.games[0].actions[0].action.snap = 2))).toMatch(/games\[0\]\.actions\[0\]\.action\.snap: expected 1, found 2/);
    expect(problem((f) => (f.games[0].endedAt = null))).toMatch(/games\[0\]\.endedAt: an ended game needs the date it ended/);
    expect(problem((f) => (f.games[0].result = { winners: 5 }))).toMatch(/games\[0\]\.result\.snaps: missing/);
  });
});

describe("an export file's texts and limits, checked as the forms check them", () => {
  const cases: [string, (f: File) => void, RegExp][] = [
    ["a right-to-left override in a player's name", (f) => (f.players[0].name = "Sam\u202E"), /players\[0\]\.name: Player name has an invisible or control character in it \(U\+202E\)/],
    ["a bell in the deck's name", (f) => (f.deck.name = "Tiny\u0007"), /deck\.name: The deck's name has an invisible or control character in it \(U\+0007\)/],
    ["an escape in a reason", (f) => (f.events[1].reason = "Typo\u001b[2J"), /events\[1\]\.reason: The reason has an invisible or control character in it \(U\+001B\)/],
    ["a zero-width space in a word", (f) => (f.events[0].word = "Ki\u200Bte"), /events\[0\]\.word: "\u200B" can't be written on a card/],
    ["a word the fonts can't draw", (f) => (f.cards[0].word = f.events[1].word = "猫"), /cards\[0\]\.word: "猫" can't be printed by the deck's fonts/],
    ["a 400-character word", (f) => (f.cards[0].word = f.events[1].word = "a".repeat(400)), /cards\[0\]\.word: A word can have at most 20 characters; this one has 400/],
    ["a 200-character deck name", (f) => (f.deck.name = "d".repeat(200)), /deck\.name: The deck's name can have at most 60 characters; this one has 200/],
    ["a member's name with a control character", (f) => (f.members[0].name = "Mum\u0007"), /members\[0\]\.name: A member's name has an invisible or control character in it \(U\+0007\)/],
    ["a NUL anywhere", (f) => (f.members[0].name = "Mum\u0000"), /NUL character/],
    ["a member's name too long", (f) => (f.members[0].name = "m".repeat(61)), /members\[0\]\.name: A member's name can have at most 60 characters/],
    ["a set label the fonts can't draw", (f) => (f.cards[2].rank = f.cards[3].rank = "🐶"), /cards\[2\]\.rank: Set label can't have "🐶" in it/],
    ["a word in a table snap that isn't one", (f) => (f.games[0].actions[0].action.words[0].word = "<b>Kite</b>"), /games\[0\]\.actions\[0\]\.action\.words\[0\]\.word: "<" can't be written on a card/],
    ["a player colour that is CSS", (f) => (f.players[0].colour = "red;position:fixed;inset:0;z-index:99"), /players\[0\]\.colour: A player's colour must be a colour written #rrggbb/],
    ["a set colour that fetches a picture", (f) => (f.cards[2].colour = f.cards[3].colour = "url(https://example.com/x.png)"), /cards\[2\]\.colour: A card's colour must be a colour written #rrggbb/],
    ["a date in the year 0", (f) => (f.events[0].createdAt = "0000-01-01T00:00:00Z"), /events\[0\]\.createdAt: 0000-01-01T00:00:00Z isn't a date this server can keep: dates must fall between the years 1 and 9999/],
    ["more cards than a deck can have", (f) => (f.cards = Array.from({ length: 209 }, (_, i) => ({ ...f.cards[0], id: `c${i}` }))), /This export has 209 cards, but a deck has at most 208 cards/],
    // Counted before any event is read: what they hold doesn't matter.
    ["more events than an import can bring", (f) => (f.events = Array(200_001).fill(0)), /This export has 200,001 events, but an import can bring at most 200,000 events/],
  ];
  for (const [what, change, message] of cases) {
    it(`refuse ${what}, naming the field and where it is`, () => {
      expect(problem(change)).toMatch(message);
    });
  }

  it("refuse deeply nested JSON in plain words, not with a stack overflow", () => {
    const deep = JSON.stringify(smallExport()).replace(`"design":null`, `"design":${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(nestingDepth(deep)).toBe(100_002);
    expect(() => parseDeckExport(deep)).toThrow("This file nests its data more than 20 levels deep; a deck export never does, so it can't be one.");
    // Brackets inside strings are text, not nesting.
    expect(nestingDepth(`{"a":"[[[[\\"[[","b":[{}]}`)).toBe(3);
  });

  it("keep what the app writes: a word, a name and a colour in their one form", () => {
    const file = smallExport();
    file.players[0].colour = "#1D5C3F";
    const plan = planImport(JSON.stringify(file), "importer");
    expect(plan.players[0]!.colour).toBe("#1d5c3f");
    expect(plan.cards.map((c) => c.word)).toEqual(["Kit", null, null, null]);
    expect(JSON.parse(plan.games[0]!)[0].setup.players).toEqual(plan.players.map((p) => p.id));
  });

  it("give everything a new id in the same order as before, so a tie the rules break by seat id is broken the same way after the import", () => {
    const ids = ["p-b", "cm9zzz", "p-a", "0042", "cm1aaa", "Z9", "z9", "p-c"];
    const renamed = orderKeepingIds(ids);
    expect(new Set(renamed.values()).size).toBe(ids.length);
    for (const a of ids) for (const b of ids) expect(renamed.get(a)! < renamed.get(b)!).toBe(a < b);
    const plan = planImport(JSON.stringify(smallExport()), "importer");
    const [sam, gran] = plan.players;
    expect(sam!.id < gran!.id).toBe("p1" < "p2");
  });
});
