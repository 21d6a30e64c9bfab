// Words written by hand: the strokes are kept with the word, in the transaction that writes it,
// for good; a retry writes them once; a drawing that doesn't belong is refused and nothing is written.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { correctWord } from "@/lib/decks/correct-word";
import { writeOnBlankCards, writeWords } from "@/lib/decks/write-words";
import { checkDrawingWrites, currentDrawings, drawingsOfEvents, storeWordDrawings } from "@/lib/decks/word-drawings";
import { handwriting } from "@/tests/support/synthetic-handwriting";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";

describe("a word written by hand", () => {
  it("is kept with the word it is of, and read back exactly as it was stored", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const cabbage = handwriting(1);

    const { events } = await writeWords(owner.id, {
      deckId,
      requestKey: key(),
      kind: "SETUP",
      writes: [
        { cardId: cards[0]!.id, word: "Cabbage", playerId: players[0]!.id, drawing: cabbage.stored },
        { cardId: cards[1]!.id, word: "Dragon", playerId: players[1]!.id },
      ],
    });

    const rows = await db.wordDrawing.findMany({ where: { deckId } });
    expect(rows).toEqual([expect.objectContaining({ cardId: cards[0]!.id, wordEventId: events.find((e) => e.cardId === cards[0]!.id)!.id, strokes: cabbage.stored })]);
    const byEvent = await drawingsOfEvents(db, deckId, events.map((e) => e.id));
    expect([...byEvent.values()]).toEqual([cabbage.drawing]);
    expect(await currentDrawings(db, deckId)).toEqual(new Map([[cards[0]!.id, cabbage.drawing]]));
  });

  it("is written once when the same request comes twice, and a key reused with other strokes is refused", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id);
    const request = { deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: cards[2]!.id, word: "Rocket", playerId: null, drawing: handwriting(2).stored }] };

    const first = await writeWords(owner.id, request);
    const again = await writeWords(owner.id, request);
    expect(again.replayed).toBe(true);
    expect(again.events.map((e) => e.id)).toEqual(first.events.map((e) => e.id));
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(1);

    const otherStrokes = { ...request, writes: [{ ...request.writes[0]!, drawing: handwriting(3).stored }] };
    expect((await refusal(writeWords(owner.id, otherStrokes))).status).toBe(409);
    const withoutStrokes = { ...request, writes: [{ ...request.writes[0]!, drawing: undefined }] };
    expect((await refusal(writeWords(owner.id, withoutStrokes))).status).toBe(409);
    expect(await db.wordDrawing.findMany({ where: { deckId }, select: { strokes: true } })).toEqual([{ strokes: request.writes[0]!.drawing }]);
  });

  it("that isn't a drawing within the limits is refused with its message, and the word isn't written either", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id);
    for (const drawing of ["not strokes", { strokes: [] }, 42, "A".repeat(5000)]) {
      const refused = await refusal(writeWords(owner.id, { deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: cards[3]!.id, word: "Owl", playerId: null, drawing }] }));
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(/handwriting|drawing/i);
    }
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
    expect(await db.card.findUniqueOrThrow({ where: { id: cards[3]!.id } })).toMatchObject({ word: null });
  });

  it("for someone else's card, or for a card the request wrote nothing on, is refused and nothing is written", async () => {
    const owner = await makeUser("Mum");
    const mine = await makeDeck(owner.id);
    const stranger = await makeUser("Stranger");
    const theirs = await makeDeck(stranger.id);
    const drawing = handwriting(4);

    // Through writeWords: another deck's card is not found, and nothing is written.
    expect((await refusal(writeWords(owner.id, { deckId: mine.deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: theirs.cards[4]!.id, word: "Owl", playerId: null, drawing: drawing.stored }] }))).status).toBe(404);
    // Someone who isn't a member of the deck is not told it exists.
    expect((await refusal(writeWords(stranger.id, { deckId: mine.deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: mine.cards[4]!.id, word: "Owl", playerId: null, drawing: drawing.stored }] }))).status).toBe(404);

    const refused = await refusal(
      db.$transaction(async (tx) => {
        const written = await writeOnBlankCards(tx, {
          deckId: mine.deckId,
          recordedById: owner.id,
          requestKey: key(),
          kind: "SETUP",
          gameId: null,
          snapRef: null,
          words: [{ cardId: mine.cards[4]!.id, word: "Owl", normalised: "owl", playerId: null }],
        });
        await storeWordDrawings(tx, { deckId: mine.deckId, ...written, drawings: checkDrawingWrites([{ cardId: theirs.cards[4]!.id, word: "Owl", drawing: drawing.stored }]) });
      }),
    );
    expect(refused).toEqual({ status: 400, message: "That handwriting is for a card this request wrote no word on." });
    expect(await db.wordEvent.count({ where: { deckId: { in: [mine.deckId, theirs.deckId] } } })).toBe(0);
    expect(await db.wordDrawing.count({ where: { deckId: { in: [mine.deckId, theirs.deckId] } } })).toBe(0);
  });

  it("of another word than the card's is refused, and the word isn't written", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id);
    const refused = await refusal(
      db.$transaction(async (tx) => {
        const written = await writeOnBlankCards(tx, {
          deckId,
          recordedById: owner.id,
          requestKey: key(),
          kind: "SETUP",
          gameId: null,
          snapRef: null,
          words: [{ cardId: cards[5]!.id, word: "Dragon", normalised: "dragon", playerId: null }],
        });
        await storeWordDrawings(tx, { deckId, ...written, drawings: checkDrawingWrites([{ cardId: cards[5]!.id, word: "Cabbage", drawing: handwriting(5).stored }]) });
      }),
    );
    expect(refused).toEqual({ status: 400, message: "That handwriting is of another word than the one written on its card." });
    expect(await db.card.findUniqueOrThrow({ where: { id: cards[5]!.id } })).toMatchObject({ word: null });
  });

  it("stays in the card's story when the word is corrected: the card shows the corrected word, the old hand is kept", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id);
    const drawing = handwriting(6);
    const { events } = await writeWords(owner.id, { deckId, requestKey: key(), kind: "SETUP", writes: [{ cardId: cards[6]!.id, word: "Cabage", playerId: null, drawing: drawing.stored }] });

    await correctWord(owner.id, { deckId, cardId: cards[6]!.id, requestKey: key(), word: "Cabbage", reason: "spelt wrong" });

    expect(await currentDrawings(db, deckId)).toEqual(new Map());
    expect(await drawingsOfEvents(db, deckId, [events[0]!.id])).toEqual(new Map([[events[0]!.id, drawing.drawing]]));
  });
});
