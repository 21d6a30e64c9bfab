import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { deckCharts } from "@/lib/history/charts/queries";
import { deckChartSet } from "@/lib/history/charts/model";
import { makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { DAY_ONE, DAY_TWO, appendAt, knownHistory } from "./history-chart-helpers";

describe("the deck's charts", () => {
  it("count words on the deck and blank cards left at each UTC day's end", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id);
    const data = await deckCharts(owner.id, deck.deckId);
    expect(data.cardCount).toBe(52);
    // Day one: Banana, Pear, Kiwi. Day two: +Fig, Kiwi corrected to blank, +Plum (on a lost card);
    // blank cards: one lost and replaced, one lost then written on, so 52 - 4 words = 48.
    expect(data.overTime).toEqual([
      { day: DAY_ONE, words: 3, blank: 49 },
      { day: DAY_TWO, words: 4, blank: 48 },
    ]);
    // The last day's counts are the deck's cards as they are now.
    const withWord = await db.card.count({ where: { deckId: deck.deckId, word: { not: null } } });
    const blankInDeck = await db.card.count({ where: { deckId: deck.deckId, word: null, status: "IN_DECK" } });
    expect([withWord, blankInDeck]).toEqual([4, 48]);
  });

  it("count a word taken off a lost card, and the blank card found again, in the deck only once it is back; days without changes too", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id);
    const [card0, card1] = [deck.cards[0]!.id, deck.cards[1]!.id];
    const mum = deck.players[0]!.id;
    await appendAt(owner.id, deck.deckId, { at: `${DAY_ONE}T08:00:00Z`, cardId: card0, kind: "SETUP", word: "Apple", playerId: mum });
    await appendAt(owner.id, deck.deckId, { at: `${DAY_ONE}T09:00:00Z`, cardId: card0, kind: "CARD_LOST", word: "Apple" });
    await appendAt(owner.id, deck.deckId, { at: `${DAY_ONE}T10:00:00Z`, cardId: card0, kind: "CORRECTION", word: null, previousWord: "Apple", reason: "Rubbed off" });
    await appendAt(owner.id, deck.deckId, { at: `${DAY_TWO}T08:00:00Z`, cardId: card0, kind: "CARD_FOUND", word: null });
    await appendAt(owner.id, deck.deckId, { at: `${DAY_TWO}T09:00:00Z`, cardId: card1, kind: "CARD_LOST", word: null });
    await appendAt(owner.id, deck.deckId, { at: `${DAY_TWO}T10:00:00Z`, cardId: card1, kind: "CARD_FOUND", word: null });
    await appendAt(owner.id, deck.deckId, { at: `${DAY_TWO}T11:00:00Z`, cardId: deck.cards[2]!.id, kind: "WON_SNAP", word: "Kiwi", playerId: mum });
    // A day whose only event changes a word for another: listed, with the counts unchanged.
    await appendAt(owner.id, deck.deckId, { at: "2026-03-05T12:00:00Z", cardId: deck.cards[2]!.id, kind: "CORRECTION", word: "Lime", previousWord: "Kiwi", reason: "Misspelt" });
    const { overTime } = await deckCharts(owner.id, deck.deckId);
    expect(overTime).toEqual([
      { day: DAY_ONE, words: 0, blank: 51 },
      { day: DAY_TWO, words: 1, blank: 51 },
      { day: "2026-03-05", words: 1, blank: 51 },
    ]);
  });

  it("count the words each player wrote, corrections that write a word included", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id);
    const data = await deckCharts(owner.id, deck.deckId);
    expect(new Map(data.wordsPerPlayer.map((w) => [w.playerId, w.count]))).toEqual(
      new Map([
        [deck.mum.id, 3],
        [deck.sam.id, 2],
      ]),
    );
  });

  it("count snaps won per player and kind of game: games' results so far (not bots'), table snaps less the undone", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id);
    const data = await deckCharts(owner.id, deck.deckId);
    const byKind = data.snapsWon.map((s) => `${s.gameKind} ${s.playerId === deck.mum.id ? "Mum" : "Sam"} ${s.count}`).sort();
    expect(byKind).toEqual(["classic Sam 3", "companion Mum 1", "companion Sam 1", "legacy Mum 2", "legacy Sam 1"]);
  });

  it("name the most shouted words: right shouts in Snap Legacy games and table calls, not 'snap', not undone", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id);
    const data = await deckCharts(owner.id, deck.deckId);
    expect(data.mostShouted).toEqual([
      { word: "Banana", count: 3 },
      { word: "Pear", count: 1 },
    ]);
  });

  it("keep only the ten most shouted words, most first", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id);
    const { storeGame } = await import("./history-chart-helpers");
    const shouts = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`word ${String(i).padStart(2, "0")}`, i + 1]));
    await storeGame(owner.id, deck.deckId, { mode: "SCREEN", setup: { game: "legacy" }, result: { winners: [], snapsWon: {}, wordsWritten: [], rightShouts: shouts } });
    const { mostShouted } = await deckCharts(owner.id, deck.deckId);
    expect(mostShouted.map((s) => s.count)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(mostShouted[0]!.word).toBe("word 11");
  });

  it("are empty for a deck without history", async () => {
    const owner = await makeUser("Mum");
    const deck = await makeDeck(owner.id);
    const data = await deckCharts(owner.id, deck.deckId);
    expect(data).toMatchObject({ overTime: [], wordsPerPlayer: [], snapsWon: [], mostShouted: [] });
    const set = deckChartSet(data);
    expect(set.empty).toBe(true);
  });

  it("are the deck's members' only: viewers see them, anyone else gets 404", async () => {
    const owner = await makeUser("Mum");
    const deck = await knownHistory(owner.id);
    const viewer = await makeMember(deck.deckId, "Gran", "VIEWER");
    expect((await deckCharts(viewer.id, deck.deckId)).overTime).toHaveLength(2);
    const stranger = await makeUser("Stranger");
    expect((await refusal(deckCharts(stranger.id, deck.deckId))).status).toBe(404);
    expect((await refusal(deckCharts(owner.id, "no-such-deck"))).status).toBe(404);
  });
});
