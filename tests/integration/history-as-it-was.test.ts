import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { writeWords } from "@/lib/decks/write-words";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { deckAsItWas } from "@/lib/history/deck-at";
import { replayHistory, statusBeforeHistory } from "@/lib/history/replay-history";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { appendDatedEvent } from "./history-helpers";

/**
 * A deck with every kind of history: the King of Spades missing from the start, setup words, snaps
 * won at the table (one undone, which clears its words), corrections (one to a blank), cards lost,
 * found and replaced, and a word entered from the real deck on the card that was found again.
 */
async function deckWithEveryKindOfHistory() {
  const owner = await makeUser("Orla");
  const deck = await makeDeck(owner.id, { players: ["Mum", "Sam", "Dad"], missing: ["KS"] });
  const { deckId } = deck;
  const [mum, sam] = deck.players;
  const card = (code: string) => deck.cards.find((c) => c.code === code)!.id;
  await writeWords(owner.id, {
    deckId,
    requestKey: key(),
    kind: "SETUP",
    writes: [
      { cardId: card("AS"), word: "apple", playerId: mum!.id },
      { cardId: card("2S"), word: "Bear", playerId: sam!.id },
      { cardId: card("3S"), word: "crane", playerId: mum!.id },
    ],
  });
  const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: [mum!.id, sam!.id], matchSuits: false });
  const snap = (winner: string, words: [string, string][]) =>
    recordTableSnap(owner.id, {
      deckId,
      gameId,
      requestKey: key(),
      winnerPlayerId: winner,
      onTableCardId: card("4H"),
      justPlayedCardId: card("4S"),
      words: words.map(([code, word]) => ({ cardId: card(code), word })),
    });
  await snap(sam!.id, [["4H", "dog"], ["4S", "Élan"]]);
  await undoLastTableSnap(owner.id, { deckId, gameId, requestKey: key() });
  await snap(mum!.id, [["4H", "door"], ["4S", "egg"]]);
  await endTableSession(owner.id, { deckId, gameId });
  const gameEnd = (await db.deck.findUniqueOrThrow({ where: { id: deckId } })).historySeq;

  await correctWord(owner.id, { deckId, cardId: card("AS"), requestKey: key(), word: "Apricot", reason: "Spelt wrong" });
  await correctWord(owner.id, { deckId, cardId: card("2S"), requestKey: key(), word: "", reason: "Written by mistake" });
  await changeCardStatus(owner.id, { deckId, cardId: card("3S"), requestKey: key(), change: "CARD_LOST" });
  await changeCardStatus(owner.id, { deckId, cardId: card("3S"), requestKey: key(), change: "CARD_FOUND" });
  await changeCardStatus(owner.id, { deckId, cardId: card("5H"), requestKey: key(), change: "CARD_REPLACED", reason: "Torn" });
  await changeCardStatus(owner.id, { deckId, cardId: card("4S"), requestKey: key(), change: "CARD_LOST" });
  await changeCardStatus(owner.id, { deckId, cardId: card("KS"), requestKey: key(), change: "CARD_FOUND" });
  await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card("KS"), word: "king", playerId: null }] });
  return { owner, ...deck, card, gameId, gameEnd };
}

/** The deck's history read back whole and replayed to `upTo`: the reference deckAsItWas must agree with. */
async function replayed(deckId: string, upTo: number) {
  const [cards, events] = await Promise.all([
    db.card.findMany({ where: { deckId }, include: { events: { where: { kind: { in: ["CARD_LOST", "CARD_FOUND", "CARD_REPLACED"] } }, orderBy: { seq: "asc" }, take: 1 } } }),
    db.wordEvent.findMany({ where: { deckId }, orderBy: { seq: "asc" } }),
  ]);
  const start = cards.map((c) => ({ id: c.id, statusBefore: statusBeforeHistory(c.status, c.events[0]?.kind ?? null) }));
  return replayHistory(start, events, upTo);
}

const shown = (view: Awaited<ReturnType<typeof deckAsItWas>>) => new Map(view.cards.map((c) => [c.id, { word: c.word, status: c.status }]));

describe("the deck as it was", () => {
  it("as it was at position N equals replaying the history to N, for every N", async () => {
    const { owner, deckId } = await deckWithEveryKindOfHistory();
    const { historySeq } = await db.deck.findUniqueOrThrow({ where: { id: deckId } });
    expect(historySeq).toBe(18);
    for (let n = 0; n <= historySeq; n++) {
      const view = await deckAsItWas(owner.id, deckId, { seq: n });
      expect(view.moment.seq).toBe(n);
      expect(view.cards).toHaveLength(52);
      expect(shown(view), `position ${n}`).toEqual(await replayed(deckId, n));
    }
    // And the replay to the end is the deck as it is now, card by card.
    const now = await db.card.findMany({ where: { deckId } });
    expect(await replayed(deckId, historySeq)).toEqual(new Map(now.map((c) => [c.id, { word: c.word, status: c.status }])));
  });

  it("shows each card's word and whether it was in the deck, as the history had them", async () => {
    const { owner, deckId, card, gameEnd } = await deckWithEveryKindOfHistory();
    const at = async (seq: number) => {
      const view = await deckAsItWas(owner.id, deckId, { seq });
      return (code: string) => {
        const c = view.cards.find((c) => c.id === card(code))!;
        return [c.word, c.status];
      };
    };
    const start = await at(0);
    expect(start("AS")).toEqual([null, "IN_DECK"]);
    const made = await at(1);
    expect(made("KS")).toEqual([null, "MISSING"]);
    const afterSetup = await at(4);
    expect([afterSetup("AS"), afterSetup("2S"), afterSetup("3S")]).toEqual([["apple", "IN_DECK"], ["Bear", "IN_DECK"], ["crane", "IN_DECK"]]);
    const firstSnap = await at(6);
    expect([firstSnap("4H"), firstSnap("4S")]).toEqual([["dog", "IN_DECK"], ["Élan", "IN_DECK"]]);
    const undone = await at(8);
    expect([undone("4H"), undone("4S")]).toEqual([[null, "IN_DECK"], [null, "IN_DECK"]]);
    const gameOver = await at(gameEnd);
    expect([gameOver("4H"), gameOver("4S")]).toEqual([["door", "IN_DECK"], ["egg", "IN_DECK"]]);
    const end = await at(18);
    expect([end("AS"), end("2S"), end("3S"), end("4S"), end("5H"), end("KS")]).toEqual([
      ["Apricot", "IN_DECK"],
      [null, "IN_DECK"],
      ["crane", "IN_DECK"],
      ["egg", "MISSING"],
      [null, "IN_DECK"],
      ["king", "IN_DECK"],
    ]);
  });

  it("says exactly what changed between then and now", async () => {
    const { owner, deckId, card, gameEnd } = await deckWithEveryKindOfHistory();
    const view = await deckAsItWas(owner.id, deckId, { seq: gameEnd });
    const changes = view.changed.map((c) => [c.code, c.word, c.status, c.now.word, c.now.status]);
    expect(changes).toEqual([
      ["AS", "apple", "IN_DECK", "Apricot", "IN_DECK"],
      ["2S", "Bear", "IN_DECK", null, "IN_DECK"],
      ["4S", "egg", "IN_DECK", "egg", "MISSING"],
      ["KS", null, "MISSING", "king", "IN_DECK"],
    ]);
    // 3S was lost and found again, 5H replaced: each is as it was, so neither has changed.
    expect(view.changed.map((c) => c.id)).not.toContain(card("3S"));
    expect((await deckAsItWas(owner.id, deckId)).changed).toEqual([]);
    expect((await deckAsItWas(owner.id, deckId)).moment.seq).toBe(18);
  });

  it("the end of a game is its last event; a position past the end is the end, before the start is the start", async () => {
    const { owner, deckId, gameId, gameEnd } = await deckWithEveryKindOfHistory();
    expect((await deckAsItWas(owner.id, deckId, { game: gameId })).moment.seq).toBe(gameEnd);
    expect((await deckAsItWas(owner.id, deckId, { seq: 500 })).moment.seq).toBe(18);
    expect((await deckAsItWas(owner.id, deckId, { seq: -3 })).moment.seq).toBe(0);
    expect((await deckAsItWas(owner.id, deckId, { seq: 0 })).moment.createdAt).toBeNull();
  });

  it("the end of a UTC day is its last event (or the last one before it), and a game that wrote nothing ends at the last event before it ended", async () => {
    const owner = await makeUser("Dora");
    const { deckId, cards } = await makeDeck(owner.id);
    const write = (i: number, word: string, at: string) =>
      appendDatedEvent({ deckId, cardId: cards[i]!.id, recordedById: owner.id, kind: "IMPORT", word, createdAt: new Date(at) });
    await write(0, "one", "2026-03-03T23:59:59.999Z");
    await write(1, "two", "2026-03-04T00:00:00.000Z");
    await write(2, "three", "2026-03-04T19:02:00.000Z");
    await write(3, "four", "2026-03-06T08:00:00.000Z");
    const day = async (date: string) => (await deckAsItWas(owner.id, deckId, { date })).moment.seq;
    expect([await day("2026-03-02"), await day("2026-03-03"), await day("2026-03-04"), await day("2026-03-05"), await day("2026-03-06")]).toEqual([0, 1, 3, 3, 4]);
    const view = await deckAsItWas(owner.id, deckId, { date: "2026-03-05" });
    expect(view.moment.createdAt?.toISOString()).toBe("2026-03-04T19:02:00.000Z");
    expect(view.cards.filter((c) => c.word !== null).map((c) => c.word)).toEqual(["one", "two", "three"]);
    expect((await refusal(deckAsItWas(owner.id, deckId, { date: "2026-02-30" }))).status).toBe(400);

    const quiet = await db.game.create({
      data: { deckId, mode: "TABLE", status: "OVER", setup: { players: [], matchSuits: false }, creationKey: key(), createdById: owner.id, createdAt: new Date("2026-03-04T10:00:00Z"), endedAt: new Date("2026-03-05T10:00:00Z") },
    });
    expect((await deckAsItWas(owner.id, deckId, { game: quiet.id })).moment.seq).toBe(3);
    expect((await deckAsItWas(owner.id, deckId)).games.map((g) => g.id)).toEqual([quiet.id]);
  });

  it("a card missing with no event of it (an imported deck) was missing all along; one first found was missing before", async () => {
    const owner = await makeUser("Ivy");
    const { deckId, cards } = await makeDeck(owner.id);
    const [lostForGood, foundLater, written] = [cards[0]!, cards[1]!, cards[2]!];
    await db.card.updateMany({ where: { id: { in: [lostForGood.id, foundLater.id] } }, data: { status: "MISSING" } });
    const at = new Date("2026-02-01T12:00:00Z");
    await appendDatedEvent({ deckId, cardId: written.id, recordedById: owner.id, kind: "IMPORT", word: "owl", createdAt: at });
    await appendDatedEvent({ deckId, cardId: foundLater.id, recordedById: owner.id, kind: "CARD_FOUND", word: null, createdAt: at });
    await appendDatedEvent({ deckId, cardId: written.id, recordedById: owner.id, kind: "CARD_REPLACED", word: "owl", createdAt: at });
    for (let n = 0; n <= 3; n++) expect(shown(await deckAsItWas(owner.id, deckId, { seq: n })), `position ${n}`).toEqual(await replayed(deckId, n));
    const start = await deckAsItWas(owner.id, deckId, { seq: 0 });
    const state = (id: string) => start.cards.find((c) => c.id === id)!;
    expect([state(lostForGood.id).status, state(foundLater.id).status, state(written.id).status]).toEqual(["MISSING", "MISSING", "IN_DECK"]);
    expect(start.changed.map((c) => [c.id, c.now.status])).toEqual([
      [foundLater.id, "IN_DECK"],
      [written.id, "IN_DECK"],
    ]);
  });

  it("is for the deck's members only, viewers included: 404 for anyone else, and for another deck's game", async () => {
    const { owner, deckId, gameId } = await deckWithEveryKindOfHistory();
    const viewer = await makeMember(deckId, "Vic", "VIEWER");
    expect((await deckAsItWas(viewer.id, deckId, { seq: 3 })).moment.seq).toBe(3);
    const stranger = await makeUser("Stan");
    expect((await refusal(deckAsItWas(stranger.id, deckId, { seq: 3 }))).status).toBe(404);
    const other = await makeDeck(owner.id, { name: "Another deck" });
    expect((await refusal(deckAsItWas(owner.id, other.deckId, { game: gameId }))).status).toBe(404);
  });
});
