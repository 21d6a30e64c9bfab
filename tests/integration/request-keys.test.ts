import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { createDeck } from "@/lib/decks/create-deck";
import { readSetupDeal, writeSetupWords } from "@/lib/decks/setup";
import { writeWords } from "@/lib/decks/write-words";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { deckInput, key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

const KEY_REUSED = { status: 409, message: "That request was already used for something else." };

async function wordOf(cardId: string) {
  return (await db.card.findUniqueOrThrow({ where: { id: cardId } })).word;
}

describe("a request key sent again", () => {
  it("with the same words is a retry: ok, and nothing more is written", async () => {
    const owner = await makeUser("Rey");
    const { deckId, cards } = await makeDeck(owner.id);
    const request = { deckId, requestKey: key(), kind: "IMPORT" as const, writes: [{ cardId: cards[0]!.id, word: " Kettle ", playerId: null }] };
    await writeWords(owner.id, request);
    expect(await writeWords(owner.id, request)).toMatchObject({ replayed: true });
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(1);
  });

  it("with a different word or card is refused (409) and writes nothing", async () => {
    const owner = await makeUser("Ola");
    const { deckId, cards } = await makeDeck(owner.id);
    const requestKey = key();
    await writeWords(owner.id, { deckId, requestKey, kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Kettle", playerId: null }] });
    expect(await refusal(writeWords(owner.id, { deckId, requestKey, kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Teapot", playerId: null }] }))).toEqual(
      KEY_REUSED,
    );
    expect(await refusal(writeWords(owner.id, { deckId, requestKey, kind: "IMPORT", writes: [{ cardId: cards[1]!.id, word: "Kettle", playerId: null }] }))).toEqual(
      KEY_REUSED,
    );
    expect([await wordOf(cards[0]!.id), await wordOf(cards[1]!.id)]).toEqual(["Kettle", null]);
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(1);
  });

  it("for a correction, a card's status or a setup turn with other content is refused (409)", async () => {
    const owner = await makeUser("Cora");
    const { deckId, cards, players } = await makeDeck(owner.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[0]!.id, word: "Gost", playerId: null }] });
    const correction = { deckId, cardId: cards[0]!.id, requestKey: key(), word: "Ghost", reason: "Spelling" };
    await correctWord(owner.id, correction);
    expect(await correctWord(owner.id, correction)).toMatchObject({ replayed: true });
    expect(await refusal(correctWord(owner.id, { ...correction, word: "Goose" }))).toEqual(KEY_REUSED);
    expect(await wordOf(cards[0]!.id)).toBe("Ghost");

    const lost = { deckId, cardId: cards[5]!.id, requestKey: key(), change: "CARD_LOST" as const };
    await changeCardStatus(owner.id, lost);
    expect(await changeCardStatus(owner.id, lost)).toMatchObject({ replayed: true });
    expect(await refusal(changeCardStatus(owner.id, { ...lost, cardId: cards[6]!.id }))).toEqual(KEY_REUSED);
    expect((await db.card.findUniqueOrThrow({ where: { id: cards[6]!.id } })).status).toBe("IN_DECK");

    const setup = await makeDeck(owner.id, { start: "setup" });
    const deal = readSetupDeal((await db.deck.findUniqueOrThrow({ where: { id: setup.deckId } })).setupDeal);
    const turn = (i: number, word: string, requestKey = key()) => ({
      deckId: setup.deckId,
      playerId: setup.players[i]!.id,
      requestKey,
      words: deal[setup.players[i]!.id]!.map((cardId) => ({ cardId, word })),
    });
    const last = turn(1, "Sun");
    await writeSetupWords(owner.id, turn(0, "Moon"));
    await writeSetupWords(owner.id, last);
    expect(await writeSetupWords(owner.id, last)).toMatchObject({ replayed: true });
    expect(await refusal(writeSetupWords(owner.id, { ...last, words: last.words.map((w) => ({ ...w, word: "Star" })) }))).toEqual(KEY_REUSED);
    expect(await refusal(writeSetupWords(owner.id, { ...last, playerId: players[0]!.id }))).toEqual(KEY_REUSED);
    expect(await db.wordEvent.count({ where: { deckId: setup.deckId } })).toBe(12);
  });

  it("for a table snap with other cards or words is refused (409); an undo can't reuse a snap's key", async () => {
    const owner = await makeUser("Tam");
    const { deckId, cards, players } = await makeDeck(owner.id);
    const { gameId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: players.map((p) => p.id) });
    const byCode = (code: string) => cards.find((c) => c.code === code)!.id;
    const snap = {
      deckId,
      gameId,
      requestKey: key(),
      winnerPlayerId: players[0]!.id,
      onTableCardId: byCode("7H"),
      justPlayedCardId: byCode("7C"),
      words: [
        { cardId: byCode("7H"), word: "Sock" },
        { cardId: byCode("7C"), word: "Shoe" },
      ],
    };
    await recordTableSnap(owner.id, snap);
    expect(await recordTableSnap(owner.id, snap)).toMatchObject({ replayed: true, snap: 1 });
    expect(await refusal(recordTableSnap(owner.id, { ...snap, words: [snap.words[1]!, { ...snap.words[0]!, word: "Boot" }] }))).toEqual(KEY_REUSED);
    expect(await refusal(recordTableSnap(owner.id, { ...snap, winnerPlayerId: players[1]!.id }))).toEqual(KEY_REUSED);
    expect(await refusal(undoLastTableSnap(owner.id, { deckId, gameId, requestKey: snap.requestKey }))).toEqual(KEY_REUSED);
    expect(await wordOf(byCode("7H"))).toBe("Sock");
    expect(await db.gameAction.count({ where: { gameId } })).toBe(1);
  });

  it("to start a table session or a screen game with other players is refused (409), and never hands out someone else's game", async () => {
    const owner = await makeUser("Sid");
    const { deckId, players } = await makeDeck(owner.id, { players: ["Mum", "Dad", "Sam"] });
    const editor = await makeMember(deckId, "Eli", "EDITOR");
    const [mum, dad, sam] = players.map((p) => p.id);

    const session = { deckId, requestKey: key(), players: [mum!, dad!] };
    const { gameId } = await startTableSession(owner.id, session);
    expect(await startTableSession(owner.id, session)).toEqual({ gameId, replayed: true });
    expect(await refusal(startTableSession(owner.id, { ...session, players: [mum!, sam!] }))).toEqual(KEY_REUSED);
    expect(await refusal(startTableSession(editor.id, session))).toEqual(KEY_REUSED);

    const game = { deckId, requestKey: key(), seats: [{ kind: "person" as const, playerId: mum! }, { kind: "bot" as const, pace: "quick" as const }] };
    const started = await startScreenGame(owner.id, game);
    expect(await startScreenGame(owner.id, game)).toEqual(started);
    expect(await refusal(startScreenGame(owner.id, { ...game, seats: [game.seats[0]!, { kind: "bot", pace: "relaxed" }] }))).toEqual(KEY_REUSED);
    expect(await refusal(startScreenGame(editor.id, game))).toEqual(KEY_REUSED);
    expect(await db.game.count({ where: { deckId } })).toBe(2);
  });

  it("to create a deck by someone else or with another name is refused (409), and makes no deck", async () => {
    const owner = await makeUser("Dot");
    const other = await makeUser("Ned");
    const input = deckInput({ name: "Once" });
    const { deckId } = await createDeck(owner.id, input);
    expect(await createDeck(owner.id, input)).toEqual({ deckId, replayed: true });
    expect(await refusal(createDeck(owner.id, { ...input, name: "Twice" }))).toEqual(KEY_REUSED);
    expect(await refusal(createDeck(other.id, input))).toEqual(KEY_REUSED);
    expect(await db.deck.count({ where: { createdById: { in: [owner.id, other.id] } } })).toBe(1);
  });
});
