// Words written by hand are shown in the hand they were written in on every card the app draws
// from the deck (the deck page, a card page and its story, play screens, replays, "as it was", the
// print), unless the deck says "always in the font"; only its owners say so.
import { describe, expect, it } from "vitest";
import { handsOfWords } from "@/lib/decks/card-hands";
import { correctWord } from "@/lib/decks/correct-word";
import { setDeckWordsInFont } from "@/lib/decks/deck-words-in-font";
import { deckCheckPage } from "@/lib/decks/deck-check/deck-check-page";
import { cardStory, deckPage } from "@/lib/decks/queries";
import { tableSession } from "@/lib/games/table/queries";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { writeWords } from "@/lib/decks/write-words";
import { deckAsItWas } from "@/lib/history/deck-at";
import { bookletLook } from "@/lib/history/booklet/booklet-look";
import { preparePrint } from "@/lib/print-jobs/prepare-print";
import { layoutDeckForPrint } from "@/lib/print/print-layout";
import { handwriting } from "@/tests/support/synthetic-handwriting";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

/** A family's deck with "Cabbage" written by hand on its first card and "Dragon" typed on its second. */
async function familyDeck() {
  const owner = await makeUser("Mum");
  const { deckId, cards, players } = await makeDeck(owner.id);
  const cabbage = handwriting(1).stored;
  const written = await writeWords(owner.id, {
    deckId,
    requestKey: key(),
    kind: "SETUP",
    writes: [
      { cardId: cards[0]!.id, word: "Cabbage", playerId: players[0]!.id, drawing: cabbage },
      { cardId: cards[1]!.id, word: "Dragon", playerId: players[1]!.id },
    ],
  });
  return { owner, deckId, cabbageCard: cards[0]!.id, dragonCard: cards[1]!.id, cabbage, written };
}

const print = (userId: string, deckId: string) => preparePrint(userId, { deckId, request: { which: "words" } }, { loadPictures: false });

describe("a word written by hand, shown", () => {
  it("shows on the deck page's card, on its card page, and in the print, and a typed word stays typed", async () => {
    const { owner, deckId, cabbageCard, dragonCard, cabbage } = await familyDeck();

    const { cards } = await deckPage(owner.id, deckId);
    expect(cards.find((c) => c.id === cabbageCard)?.hand).toBe(cabbage);
    expect(cards.find((c) => c.id === dragonCard)?.hand).toBeNull();

    const story = await cardStory(owner.id, deckId, cabbageCard);
    expect(story.card.hand).toBe(cabbage);

    const printed = await print(owner.id, deckId);
    expect(printed.cards.find((c) => c.id === cabbageCard)?.hand).toBe(cabbage);
    expect(printed.cards.find((c) => c.id === dragonCard)?.hand).toBeUndefined();
    const layout = layoutDeckForPrint(printed.cards, printed.options);
    const shapesOf = (id: string) => layout.faces.find((f) => f.cardId === id)!.shapes;
    expect(shapesOf(cabbageCard).some((s) => s.kind === "hand")).toBe(true);
    expect(shapesOf(dragonCard).some((s) => s.kind === "hand")).toBe(false);

    // The table companion's grid and the deck check draw the deck's cards as they print.
    const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: (await deckPage(owner.id, deckId)).players.map((p) => p.id), matchSuits: false });
    const atTable = (await tableSession(owner.id, deckId, gameId)).cards;
    expect(atTable.find((c) => c.id === cabbageCard)?.hand).toBe(cabbage);
    expect(atTable.find((c) => c.id === dragonCard)?.hand).toBeNull();
    const checked = (await deckCheckPage(owner.id, deckId)).cards;
    expect(checked.find((c) => c.id === cabbageCard)?.hand).toBe(cabbage);
    expect(checked.find((c) => c.id === dragonCard)?.hand).toBeNull();

    // The booklet draws the deck's cards as they print.
    const look = await bookletLook(deckId, new Set([cabbageCard]));
    expect(look.cards.get(cabbageCard)?.hand).toBe(cabbage);
    expect(look.cards.get(dragonCard)?.hand).toBeUndefined();
  });

  it("keeps each word's own hand in the card's story and in the deck as it was, and a correction typed without a hand shows the type", async () => {
    const { owner, deckId, cabbageCard, cabbage, written } = await familyDeck();
    await correctWord(owner.id, { deckId, cardId: cabbageCard, requestKey: key(), word: "Cabbages", reason: "plural" });

    const story = await cardStory(owner.id, deckId, cabbageCard);
    expect(story.card.hand).toBeNull();
    const words = story.events.filter((e) => "hand" in e);
    expect(words.map((e) => ("hand" in e ? e.hand : undefined))).toEqual([cabbage, null]);

    const writtenAt = Math.max(...written.events.map((e) => e.seq));
    const then = await deckAsItWas(owner.id, deckId, { seq: writtenAt });
    expect(then.cards.find((c) => c.id === cabbageCard)).toMatchObject({ word: "Cabbage", hand: cabbage });
    const now = await deckAsItWas(owner.id, deckId);
    expect(now.cards.find((c) => c.id === cabbageCard)).toMatchObject({ word: "Cabbages", hand: null });

    // A game's screen shows a card with the word it has there, in the hand of the event that wrote that word.
    const handOf = await handsOfWords({ id: deckId }, [{ id: cabbageCard, word: "Cabbage" }]);
    expect(handOf({ id: cabbageCard, word: "cabbage" })).toBe(cabbage);
    expect(handOf({ id: cabbageCard, word: "Cabbages" })).toBeNull();
  });

  it("shows the typed word everywhere once an owner says 'always in the font', and the hand again when they change back", async () => {
    const { owner, deckId, cabbageCard, cabbage } = await familyDeck();
    expect(await setDeckWordsInFont(owner.id, { deckId, wordsInFont: true })).toEqual({ wordsInFont: true });

    expect((await deckPage(owner.id, deckId)).cards.every((c) => c.hand === null)).toBe(true);
    expect((await deckCheckPage(owner.id, deckId)).cards.every((c) => c.hand === null)).toBe(true);
    const story = await cardStory(owner.id, deckId, cabbageCard);
    expect(story.card.hand).toBeNull();
    expect(story.events.every((e) => !("hand" in e) || e.hand === null)).toBe(true);
    expect((await print(owner.id, deckId)).cards.every((c) => c.hand === undefined)).toBe(true);
    expect((await deckAsItWas(owner.id, deckId)).cards.every((c) => c.hand === null)).toBe(true);
    expect([...(await bookletLook(deckId, new Set())).cards.values()].every((c) => c.hand === undefined)).toBe(true);
    expect((await handsOfWords({ id: deckId }, [{ id: cabbageCard, word: "Cabbage" }]))({ id: cabbageCard, word: "Cabbage" })).toBeNull();

    await setDeckWordsInFont(owner.id, { deckId, wordsInFont: false });
    expect((await deckPage(owner.id, deckId)).cards.find((c) => c.id === cabbageCard)?.hand).toBe(cabbage);
  });

  it("is a setting only the deck's owners change: an editor is refused, a stranger is not told the deck exists, and bad input changes nothing", async () => {
    const { owner, deckId } = await familyDeck();
    const editor = await makeMember(deckId, "Gran", "EDITOR");
    const stranger = await makeUser("Stranger");

    expect((await refusal(setDeckWordsInFont(editor.id, { deckId, wordsInFont: true }))).status).toBe(403);
    expect((await refusal(setDeckWordsInFont(stranger.id, { deckId, wordsInFont: true }))).status).toBe(404);
    expect((await refusal(setDeckWordsInFont(owner.id, { deckId, wordsInFont: "yes" }))).status).toBe(400);
    expect((await refusal(deckPage(stranger.id, deckId))).status).toBe(404);
    expect((await deckPage(owner.id, deckId)).deck.wordsInFont).toBe(false);
  });
});
