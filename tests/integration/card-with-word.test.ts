// A card drawn with the word being typed at the twelve-card setup, before anything is written:
// the word as it would be stored, on that card of that deck, for those who may write on it.
import { describe, expect, it } from "vitest";
import { cardWithWord } from "@/lib/decks/card-with-word";
import { db } from "@/lib/db/client";
import { prepareDrawing } from "@/lib/handwriting/prepare";
import { seededRandom, syntheticWord } from "@/tests/support/synthetic-handwriting";
import { makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

describe("a word on a card before it is written", () => {
  it("is the word as it would be stored, on that card, with the deck's look; nothing is written", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id, { start: "setup" });
    const card = cards[6]!;

    const shown = await cardWithWord(owner.id, { deckId, cardId: card.id, word: "  Big   Rocket " });

    expect(shown.card).toMatchObject({ id: card.id, rank: card.rank, suit: card.suit, code: card.code, word: "Big Rocket" });
    expect(shown.deck).toMatchObject({ id: deckId, name: "The Kitchen Deck" });
    expect(await db.card.findUniqueOrThrow({ where: { id: card.id } })).toMatchObject({ word: null });
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(0);
  });

  it("a word that could never be written is refused with the message its field shows", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id, { start: "setup" });
    expect(await refusal(cardWithWord(owner.id, { deckId, cardId: cards[0]!.id, word: "Rocket!" }))).toEqual({
      status: 400,
      message: `"!" can't be written on a card: use letters, digits, spaces, hyphens and apostrophes.`,
    });
  });

  it("draws the hand being written with it, read as a write reads it; bad handwriting is refused; in the font when the deck says so", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id, { start: "setup" });
    const hand = prepareDrawing(syntheticWord(seededRandom(41)));
    if (!hand.ok) throw new Error(hand.message);

    expect((await cardWithWord(owner.id, { deckId, cardId: cards[1]!.id, word: "Rocket", hand: hand.stored })).card).toMatchObject({ word: "Rocket", hand: hand.stored });
    expect((await cardWithWord(owner.id, { deckId, cardId: cards[1]!.id, word: "Rocket" })).card.hand).toBeNull();
    expect(await refusal(cardWithWord(owner.id, { deckId, cardId: cards[1]!.id, word: "Rocket", hand: "not strokes" }))).toMatchObject({ status: 400 });
    await db.deck.update({ where: { id: deckId }, data: { wordsInFont: true } });
    expect((await cardWithWord(owner.id, { deckId, cardId: cards[1]!.id, word: "Rocket", hand: hand.stored })).card.hand).toBeNull();
    expect(await db.wordDrawing.count({ where: { deckId } })).toBe(0);
  });

  it("only those who may write on the deck may ask; another deck's card is not found", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id, { start: "setup" });
    const viewer = await makeMember(deckId, "Gran", "VIEWER");
    const stranger = await makeUser("Stranger");
    const other = await makeDeck(stranger.id);
    expect((await refusal(cardWithWord(viewer.id, { deckId, cardId: cards[0]!.id, word: "Rocket" }))).status).toBe(403);
    expect((await refusal(cardWithWord(stranger.id, { deckId, cardId: cards[0]!.id, word: "Rocket" }))).status).toBe(404);
    expect(await refusal(cardWithWord(owner.id, { deckId, cardId: other.cards[0]!.id, word: "Rocket" }))).toEqual({
      status: 404,
      message: "That card doesn't exist, or isn't shared with you.",
    });
  });
});
