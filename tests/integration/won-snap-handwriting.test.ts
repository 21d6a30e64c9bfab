// After a won snap on one device the winner may write each word by hand: the strokes go with the
// words in the same request, are kept in its transaction, once; a drawing that doesn't belong is
// refused and nothing of the move is written.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { writeWords } from "@/lib/decks/write-words";
import { encodeDrawing } from "@/lib/handwriting/stored-form";
import { recordActions } from "@/lib/games/screen/record-actions";
import { openingStep, rulesFor, screenGameSetupSchema } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { playBotGame, type GameAction } from "@/lib/rules";
import { handwriting } from "@/tests/support/synthetic-handwriting";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";

/** A two-person game on one screen, played through the rules to its first won snap's words. */
async function gameToFirstWords() {
  const owner = await makeUser("Mum");
  const { deckId, players } = await makeDeck(owner.id, { players: ["Mum", "Sam"] });
  const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: players.slice(0, 2).map((p) => ({ kind: "person" as const, playerId: p.id })), seed: 21 });
  const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: "quick" as const, mistakeRate: 0, seed: `${i}:${setup.seed}` }]));
  const names = ["Cabbage", "Dragon", "Rocket", "Teapot", "Owl", "Kite"];
  let n = 0;
  const { actions } = playBotGame(rulesFor(setup), openingStep(setup), bots, {
    maxActions: 400,
    ownWords: (_, cardIds) => Object.fromEntries(cardIds.map((cardId) => [cardId, names[n++ % names.length]!])),
  });
  const at = actions.findIndex((a) => a.type === "writeWords");
  const move = actions[at] as Extract<GameAction, { type: "writeWords" }>;
  if (at < 0 || Object.keys(move.words).length === 0) throw new Error("no won snap within 400 moves");
  await recordActions(owner.id, { gameId, fromIndex: 0, actions: actions.slice(0, at) });
  const [cardId, word] = Object.entries(move.words)[0]!;
  return { owner, deckId, gameId, at, move, cardId, word, batch: { gameId, fromIndex: at, actions: [move] } };
}

const nothingWritten = async (deckId: string, gameId: string, at: number) => {
  expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  expect(await db.wordDrawing.count({ where: { deckId } })).toBe(0);
  expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).actionCount).toBe(at);
};

describe("words written by hand after a won snap on one device", () => {
  it("are kept with the words they are of, written in the same request", async () => {
    const { owner, deckId, batch, cardId, word } = await gameToFirstWords();
    const drawn = handwriting(31);

    const recorded = await recordActions(owner.id, { ...batch, drawings: [{ move: 0, cardId, word, drawing: drawn.stored }] });

    expect(recorded.wordsWritten).toContainEqual({ cardId, word });
    const event = await db.wordEvent.findFirstOrThrow({ where: { deckId, cardId } });
    expect(await db.wordDrawing.findMany({ where: { deckId }, select: { wordEventId: true, cardId: true, strokes: true } })).toEqual([{ wordEventId: event.id, cardId, strokes: drawn.stored }]);
  });

  it("sent again with the same strokes write nothing more; sent again with other strokes, or none, are refused", async () => {
    const { owner, deckId, batch, cardId, word } = await gameToFirstWords();
    const request = { ...batch, drawings: [{ move: 0, cardId, word, drawing: handwriting(32).stored }] };
    await recordActions(owner.id, request);

    await recordActions(owner.id, request);
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(1);
    expect((await refusal(recordActions(owner.id, { ...request, drawings: [{ ...request.drawings[0]!, drawing: handwriting(33).stored }] }))).status).toBe(409);
    expect((await refusal(recordActions(owner.id, batch))).status).toBe(409);
    expect(await db.wordDrawing.findMany({ where: { deckId }, select: { strokes: true } })).toEqual([{ strokes: request.drawings[0]!.drawing }]);
  });

  it("that aren't drawings within the limits are refused with a clear message, and the words aren't written either", async () => {
    const { owner, deckId, gameId, at, batch, cardId, word } = await gameToFirstWords();
    const point = (x: number, t: number) => ({ x, y: 700, t, pressure: 0.5 });
    const tooManyPoints = encodeDrawing({ strokes: [{ pressure: false, points: Array.from({ length: 2_500 }, (_, i) => point(100 + (i % 800), i)) }] });
    const outsideTheCard = encodeDrawing({ strokes: [{ pressure: false, points: [point(100, 0), point(1_600, 10)] }] });
    const notANumber = { strokes: [{ pressure: false, points: [point(Number.NaN, 0)] }] };
    for (const [drawing, message] of [
      [tooManyPoints, /too much drawing|too many points/i],
      [outsideTheCard, /outside the card/i],
      [notANumber, /couldn.t be read/i],
    ] as const) {
      const refused = await refusal(recordActions(owner.id, { ...batch, drawings: [{ move: 0, cardId, word, drawing }] }));
      expect(refused.status).toBe(400);
      expect(refused.message).toMatch(message);
    }
    await nothingWritten(deckId, gameId, at);
  });

  it("for a card the words aren't written on, of another word, or with a move that writes no words, are refused and nothing is written", async () => {
    const { owner, deckId, gameId, at, batch, cardId, word } = await gameToFirstWords();
    const drawing = handwriting(34).stored;
    const otherDeck = await makeDeck(owner.id);
    const refusals = [
      { move: 0, cardId: otherDeck.cards[0]!.id, word, drawing },
      { move: 0, cardId, word: `${word}x`, drawing },
    ];
    for (const drawn of refusals) expect((await refusal(recordActions(owner.id, { ...batch, drawings: [drawn] }))).status).toBe(400);
    expect(await refusal(recordActions(owner.id, { ...batch, drawings: [{ move: 0, cardId, word: "Another", drawing }] }))).toEqual({
      status: 400,
      message: "That handwriting is of another word than the one written on its card.",
    });
    await nothingWritten(deckId, gameId, at);
  });

  it("of a card given a word elsewhere during the game is dropped with the word: the card keeps its word, the rest are kept", async () => {
    const { owner, deckId, batch, move } = await gameToFirstWords();
    const cards = Object.entries(move.words);
    const [takenCard] = cards[0]!;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: takenCard, word: "Elsewhere", playerId: null }] });
    const drawings = cards.map(([cardId, word], i) => ({ move: 0, cardId, word, drawing: handwriting(40 + i).stored }));

    const recorded = await recordActions(owner.id, { ...batch, drawings });

    expect(recorded.kept).toEqual([{ cardId: takenCard, word: "Elsewhere" }]);
    expect((await db.wordDrawing.findMany({ where: { deckId }, select: { cardId: true } })).map((d) => d.cardId)).toEqual(cards.slice(1).map(([cardId]) => cardId));
    await recordActions(owner.id, { ...batch, drawings });
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(cards.length - 1);
  });
});
