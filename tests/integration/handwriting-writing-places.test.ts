// Words written by hand from each place a word is written: the twelve-card setup, the card page
// (through writeWords, the foundation's own tests), the deck check's correction and the table
// companion. Each keeps the hand with its word's event in the same transaction, writes it once
// when the request comes again, and refuses bad handwriting with nothing written.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { correctWord } from "@/lib/decks/correct-word";
import { readSetupDeal, writeSetupWords } from "@/lib/decks/setup";
import { currentDrawings, drawingsOfEvents, drawingsOfWrittenWords } from "@/lib/decks/word-drawings";
import { writeWords } from "@/lib/decks/write-words";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { encodeDrawing } from "@/lib/handwriting/stored-form";
import { handwriting } from "@/tests/support/synthetic-handwriting";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";

const point = (x: number, y: number, t: number) => ({ x, y, t, pressure: 0.5 });

/** Handwriting no writing place may keep, and the refusal each gets. */
const BAD_HANDS: { what: string; drawing: unknown; message: string }[] = [
  {
    what: "too many strokes",
    drawing: encodeDrawing({ strokes: Array.from({ length: 101 }, (_, i) => ({ pressure: false, points: [point(10 + i, 700, i)] })) }),
    message: "A drawing can have at most 100 strokes.",
  },
  {
    what: "too many points",
    drawing: encodeDrawing({
      strokes: Array.from({ length: 6 }, (_, s) => ({ pressure: false, points: Array.from({ length: 1800 }, (_, i) => point(100 + (i % 2) * 50, 700, s * 2000 + i)) })),
    }),
    message: "That is too much drawing to keep on one card: undo a stroke or two.",
  },
  {
    what: "a stroke outside the card",
    drawing: encodeDrawing({ strokes: [{ pressure: false, points: [point(100, 700, 0), point(1300, 700, 10)] }] }),
    message: "A stroke goes outside the card.",
  },
  {
    what: "NaN coordinates (sent as points, not the stored form)",
    drawing: { strokes: [{ pressure: false, points: [point(100, 700, 0), point(Number.NaN, 700, 10)] }] },
    message: "That handwriting couldn't be read. Write it again.",
  },
];

async function setupDeck(name: string) {
  const owner = await makeUser(name);
  const deck = await makeDeck(owner.id, { start: "setup" });
  const deal = readSetupDeal((await db.deck.findUniqueOrThrow({ where: { id: deck.deckId } })).setupDeal);
  const turn = (i: number, word: (n: number) => string, hands: Record<number, unknown> = {}, requestKey = key()) => ({
    deckId: deck.deckId,
    playerId: deck.players[i]!.id,
    requestKey,
    words: deal[deck.players[i]!.id]!.map((cardId, n) => ({ cardId, word: word(n), ...(hands[n] !== undefined ? { drawing: hands[n] } : {}) })),
  });
  return { owner, ...deck, deal, turn };
}

describe("the twelve-card setup, written by hand", () => {
  it("keeps each word's hand with the word it is of; the cards written in type have none", async () => {
    const { owner, deckId, turn } = await setupDeck("Gran");
    const cabbage = handwriting(11);
    const dragon = handwriting(12);
    const mine = turn(0, (n) => ["Cabbage", "Dragon", "Owl", "Moon", "Kite", "Frog"][n]!, { 0: cabbage.stored, 1: dragon.stored });

    const { events } = await writeSetupWords(owner.id, mine);

    const byEvent = await drawingsOfEvents(db, deckId, events.map((e) => e.id));
    expect(byEvent.size).toBe(2);
    expect(byEvent.get(events.find((e) => e.word === "Cabbage")!.id)).toEqual(cabbage.drawing);
    expect(byEvent.get(events.find((e) => e.word === "Dragon")!.id)).toEqual(dragon.drawing);
    expect(await currentDrawings(db, deckId)).toEqual(new Map([[mine.words[0]!.cardId, cabbage.drawing], [mine.words[1]!.cardId, dragon.drawing]]));
  });

  it("the last turn sent again after it finished the setup writes its hands once, and with another hand is refused (409)", async () => {
    const { owner, deckId, turn } = await setupDeck("Grandad");
    await writeSetupWords(owner.id, turn(0, (n) => `Moon${"abcdef"[n]}`));
    const last = turn(1, (n) => `Sun${"abcdef"[n]}`, { 2: handwriting(13).stored });
    await writeSetupWords(owner.id, last);
    expect((await db.deck.findUniqueOrThrow({ where: { id: deckId } })).stage).toBe("READY");

    expect(await writeSetupWords(owner.id, last)).toMatchObject({ replayed: true });
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(1);

    const otherHand = { ...last, words: last.words.map((w, n) => (n === 2 ? { ...w, drawing: handwriting(14).stored } : w)) };
    expect((await refusal(writeSetupWords(owner.id, otherHand))).status).toBe(409);
    const noHand = { ...last, words: last.words.map(({ cardId, word }) => ({ cardId, word })) };
    expect((await refusal(writeSetupWords(owner.id, noHand))).status).toBe(409);
    expect(await db.wordDrawing.findMany({ where: { deckId }, select: { strokes: true } })).toEqual([{ strokes: last.words[2]!.drawing }]);
  });

  for (const bad of BAD_HANDS) {
    it(`refuses a hand with ${bad.what}, and none of the turn's words is written`, async () => {
      const { owner, deckId, turn } = await setupDeck("Nan");
      const refused = await refusal(writeSetupWords(owner.id, turn(0, (n) => `Word${"abcdef"[n]}`, { 3: bad.drawing })));
      expect(refused).toEqual({ status: 400, message: bad.message });
      expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
      expect(await db.wordDrawing.count({ where: { deckId } })).toBe(0);
    });
  }

  it("refuses a hand sent for a card of someone else's deck, and writes nothing on either deck", async () => {
    const { owner, deckId, turn } = await setupDeck("Mum");
    const stranger = await makeUser("Stranger");
    const theirs = await makeDeck(stranger.id);
    const mine = turn(0, (n) => `Word${"abcdef"[n]}`);
    const sneaky = { ...mine, words: [...mine.words.slice(1), { cardId: theirs.cards[0]!.id, word: "Owl", drawing: handwriting(15).stored }] };
    expect((await refusal(writeSetupWords(owner.id, sneaky))).status).toBe(404);
    // A stranger sending a hand for this deck's setup is not told the deck exists.
    expect((await refusal(writeSetupWords(stranger.id, turn(0, (n) => `Word${"abcdef"[n]}`, { 0: handwriting(16).stored })))).status).toBe(404);
    expect(await db.wordEvent.count({ where: { deckId: { in: [deckId, theirs.deckId] } } })).toBe(0);
    expect(await db.wordDrawing.count({ where: { deckId: { in: [deckId, theirs.deckId] } } })).toBe(0);
  });
});

describe("a correction written by hand (the deck check's, the card page's)", () => {
  async function writtenCard(name: string) {
    const owner = await makeUser(name);
    const deck = await makeDeck(owner.id);
    const card = deck.cards[7]!;
    const first = handwriting(21);
    const { events } = await writeWords(owner.id, { deckId: deck.deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: card.id, word: "Cabage", playerId: null, drawing: first.stored }] });
    const correct = (input: { word?: string; drawing?: unknown; requestKey?: string }) =>
      correctWord(owner.id, { deckId: deck.deckId, cardId: card.id, requestKey: input.requestKey ?? key(), word: input.word ?? "Cabbage", reason: "Found in the deck check", ...(input.drawing !== undefined ? { drawing: input.drawing } : {}) });
    return { owner, ...deck, card, first, firstEvent: events[0]!, correct };
  }

  it("replaces the hand as it replaces the word: a new event with its new drawing, the old event keeps its own", async () => {
    const { deckId, card, first, firstEvent, correct } = await writtenCard("Mum");
    const fixed = handwriting(22);
    const { events } = await correct({ drawing: fixed.stored });

    expect(await db.card.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ word: "Cabbage" });
    expect(await currentDrawings(db, deckId)).toEqual(new Map([[card.id, fixed.drawing]]));
    expect(await drawingsOfEvents(db, deckId, [firstEvent.id, events[0]!.id])).toEqual(
      new Map([
        [firstEvent.id, first.drawing],
        [events[0]!.id, fixed.drawing],
      ]),
    );
  });

  it("may write the same word again by hand; the same word without a hand is still refused", async () => {
    const { deckId, card, correct } = await writtenCard("Dad");
    await correct({});
    expect(await refusal(correct({}))).toEqual({ status: 400, message: "That is already the card's word." });
    const neater = handwriting(23);
    await correct({ drawing: neater.stored });
    expect(await currentDrawings(db, deckId)).toEqual(new Map([[card.id, neater.drawing]]));
  });

  it("sent again writes its hand once; the same key with another hand or none is refused (409)", async () => {
    const { deckId, correct } = await writtenCard("Sam");
    const requestKey = key();
    const fixed = handwriting(24).stored;
    await correct({ requestKey, drawing: fixed });
    expect(await correct({ requestKey, drawing: fixed })).toMatchObject({ replayed: true });
    expect((await refusal(correct({ requestKey, drawing: handwriting(25).stored }))).status).toBe(409);
    expect((await refusal(correct({ requestKey }))).status).toBe(409);
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(2);
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(2);
  });

  it("refuses a hand for a cleared word, and bad handwriting, with nothing written", async () => {
    const { deckId, card, correct } = await writtenCard("Tess");
    expect(await refusal(correct({ word: "", drawing: handwriting(26).stored }))).toEqual({ status: 400, message: "A cleared word has no handwriting: write the word first." });
    for (const bad of BAD_HANDS) expect(await refusal(correct({ drawing: bad.drawing }))).toEqual({ status: 400, message: bad.message });
    expect(await db.card.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ word: "Cabage" });
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(1);
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(1);
  });

  it("refuses a hand for someone else's card: not found, nothing written", async () => {
    const { owner, deckId } = await writtenCard("Una");
    const stranger = await makeUser("Stranger");
    const theirs = await makeDeck(stranger.id);
    await writeWords(stranger.id, { deckId: theirs.deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: theirs.cards[0]!.id, word: "Owl", playerId: null }] });
    const refused = await refusal(correctWord(owner.id, { deckId, cardId: theirs.cards[0]!.id, requestKey: key(), word: "Owls", reason: "Found in the deck check", drawing: handwriting(27).stored }));
    expect(refused.status).toBe(404);
    expect(await db.wordDrawing.count({ where: { deckId: { in: [deckId, theirs.deckId] } } })).toBe(1);
    expect(await db.card.findUniqueOrThrow({ where: { id: theirs.cards[0]!.id } })).toMatchObject({ word: "Owl" });
  });
});

describe("the table companion's won snap, written by hand", () => {
  async function atTheTable(name: string) {
    const owner = await makeUser(name);
    const deck = await makeDeck(owner.id);
    const { gameId } = await startTableSession(owner.id, { deckId: deck.deckId, requestKey: key(), players: deck.players.map((p) => p.id), matchSuits: false });
    const card = (code: string) => deck.cards.find((c) => c.code === code)!.id;
    const snap = (words: { code: string; word: string; drawing?: unknown }[], requestKey = key(), cards: [string, string] = ["7H", "7C"]) =>
      recordTableSnap(owner.id, {
        deckId: deck.deckId,
        gameId,
        requestKey,
        winnerPlayerId: deck.players[0]!.id,
        onTableCardId: card(cards[0]),
        justPlayedCardId: card(cards[1]),
        words: words.map((w) => ({ cardId: card(w.code), word: w.word, ...(w.drawing !== undefined ? { drawing: w.drawing } : {}) })),
      });
    return { owner, ...deck, gameId, card, snap };
  }

  it("keeps the winner's hand with the word written on the card; a retried snap writes it once, another hand is refused (409)", async () => {
    const { deckId, card, snap } = await atTheTable("Mum");
    const rocket = handwriting(31);
    const requestKey = key();
    const words = [
      { code: "7H", word: "Rocket", drawing: rocket.stored },
      { code: "7C", word: "Teapot" },
    ];
    await snap(words, requestKey);
    expect(await currentDrawings(db, deckId)).toEqual(new Map([[card("7H"), rocket.drawing]]));

    expect(await snap(words, requestKey)).toMatchObject({ replayed: true });
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(1);
    expect((await refusal(snap([{ ...words[0]!, drawing: handwriting(32).stored }, words[1]!], requestKey))).status).toBe(409);
    expect((await refusal(snap([{ code: "7H", word: "Rocket" }, words[1]!], requestKey))).status).toBe(409);
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(1);
  });

  for (const bad of BAD_HANDS) {
    it(`refuses a snap whose hand has ${bad.what}: no snap, no word`, async () => {
      const { deckId, gameId, snap } = await atTheTable("Dad");
      expect(await refusal(snap([{ code: "7H", word: "Rocket", drawing: bad.drawing }, { code: "7C", word: "Teapot" }]))).toEqual({ status: 400, message: bad.message });
      expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
      expect(await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { actionCount: true } })).toEqual({ actionCount: 0 });
    });
  }

  it("refuses a hand on a card that isn't one of the snap's two, and records nothing", async () => {
    const { deckId, snap } = await atTheTable("Sam");
    const refused = await refusal(snap([{ code: "7H", word: "Rocket" }, { code: "9S", word: "Owl", drawing: handwriting(33).stored }]));
    expect(refused).toEqual({ status: 400, message: "Words can only be written on the two cards of the snap." });
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(0);
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  });
});

describe("a game's words that were not written", () => {
  it("have their hands dropped before storing: a word kept or left blank has no hand to keep", () => {
    const hand = (cardId: string) => ({ cardId, word: "Owl", strokes: "x" });
    expect(drawingsOfWrittenWords([hand("a"), hand("b"), hand("c")], { kept: [{ cardId: "b" }], leftBlank: [{ cardId: "c" }] })).toEqual([hand("a")]);
  });
});
