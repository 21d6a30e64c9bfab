import { describe, expect, it } from "vitest";
import { DeckError } from "@/lib/decks/errors";
import type { DeckExport } from "@/lib/history/export/schema";
import { checkExportConsistency } from "@/lib/history/import/check-export-consistency";
import { jsonPath, parseDeckExport } from "@/lib/history/import/parse-deck-export";
import { replaceIds } from "@/lib/history/import/replace-ids";

const at = "2026-06-01T10:00:00.000Z";

/** A two-card deck whose history wrote "Kite" on the first card, corrected it to "Kit", and lost the second card. */
function smallExport(): DeckExport {
  const event = { word: null, previousWord: null, playerId: null, recordedBy: "Mum", gameId: null, snapRef: null, reason: null, createdAt: at };
  return {
    format: "snap-legacy-deck",
    version: 1,
    exportedAt: at,
    deck: { id: "d1", name: "Tiny", kind: "CUSTOM", stage: "READY", design: null, setupDeal: null, createdAt: at, historySeq: 3 },
    members: [{ name: "Mum", role: "OWNER" }],
    players: [{ id: "p1", name: "Sam", colour: "#1d5c3f", position: 0, archivedAt: null, createdAt: at }],
    cards: [
      { id: "c1", position: 0, code: "1A", rank: "1", suit: null, colour: null, status: "IN_DECK", word: "Kit", updatedSeq: 2 },
      { id: "c2", position: 1, code: "2A", rank: "2", suit: null, colour: null, status: "MISSING", word: null, updatedSeq: 3 },
    ],
    prints: [],
    backImage: null,
    games: [{ id: "g1", mode: "TABLE", status: "OVER", setup: { players: ["p1"] }, result: null, actionCount: 1, createdAt: at, endedAt: at, actions: [{ index: 0, action: { card: "c1" }, createdAt: at }] }],
    events: [
      { ...event, seq: 1, cardId: "c1", kind: "WON_SNAP", word: "Kite", playerId: "p1", gameId: "g1" },
      { ...event, seq: 2, cardId: "c1", kind: "CORRECTION", word: "Kit", previousWord: "Kite", reason: "Typo" },
      { ...event, seq: 3, cardId: "c2", kind: "CARD_LOST" },
    ],
  };
}

function problem(change: (file: DeckExport) => void): string {
  const file = smallExport();
  change(file);
  try {
    checkExportConsistency(parseDeckExport(JSON.stringify(file)));
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
    expect(problem((f) => delete (f.players[0] as Partial<DeckExport["players"][number]>).name)).toBe("This export isn't valid: players[0].name: missing (expected string).");
    expect(problem((f) => Object.assign(f.deck, { owner: "x" }))).toBe("This export isn't valid: deck: unexpected field owner.");
  });

  it("refuse a history with a gap, a reference to nothing, or cards their events don't explain", () => {
    expect(problem((f) => (f.events[1]!.seq = 3))).toMatch(/events\[1\]\.seq: expected 2, found 3/);
    expect(problem((f) => (f.events[0]!.playerId = "p9"))).toMatch(/events\[0\]\.playerId: names no player of this file \("p9"\)/);
    expect(problem((f) => (f.cards[1]!.status = "IN_DECK"))).toMatch(/cards\[1\]\.status: its events say MISSING, the card says IN_DECK/);
    expect(problem((f) => (f.cards[0]!.word = "Kite"))).toMatch(/cards\[0\]\.word: its events say "Kit", the card says "Kite"/);
    expect(problem((f) => (f.games[0]!.actions[0]!.index = 1))).toMatch(/games\[0\]\.actions\[0\]\.index: expected 0, found 1/);
    expect(problem((f) => (f.games[0]!.actionCount = 2))).toMatch(/games\[0\]\.actionCount: expected 1/);
    expect(problem((f) => (f.cards[1]!.code = "1A"))).toMatch(/cards\[1\]\.code: "1A" appears twice/);
  });
});

describe("rewriting ids inside a game's JSON", () => {
  it("replaces whole strings (values and keys) that are source ids, and nothing else", () => {
    const ids = new Map([
      ["c1", "new-c1"],
      ["p1", "new-p1"],
    ]);
    expect(replaceIds({ p1: ["c1", "c12", "xc1"], seat: { player: "p1", n: 1, ok: true, none: null } }, ids)).toEqual({
      "new-p1": ["new-c1", "c12", "xc1"],
      seat: { player: "new-p1", n: 1, ok: true, none: null },
    });
  });
});
