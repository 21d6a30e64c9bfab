import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { correctWord } from "@/lib/decks/correct-word";
import { setPlayerArchived } from "@/lib/decks/players";
import { writeWords } from "@/lib/decks/write-words";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { deckPlayersStory, playerStory } from "@/lib/history/players";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";
import { appendDatedEvent } from "./history-helpers";

/**
 * A known history: Mum, Sam and Gran (archived since) write at the setup and from the real deck;
 * at the table Sam wins a snap that is undone, then Mum and Sam win one each; Mum corrects a word
 * to her own; and two games on screen: one over (Mum 2 snaps, Gran 1, a bot 4), one still being
 * played (Sam 3 so far).
 */
async function familyHistory() {
  const owner = await makeUser("Pat");
  const deck = await makeDeck(owner.id, { players: ["Mum", "Sam", "Gran"] });
  const { deckId } = deck;
  const [mum, sam, gran] = deck.players as [(typeof deck.players)[number], (typeof deck.players)[number], (typeof deck.players)[number]];
  const card = (code: string) => deck.cards.find((c) => c.code === code)!.id;
  await writeWords(owner.id, {
    deckId,
    requestKey: key(),
    kind: "SETUP",
    writes: [
      { cardId: card("AS"), word: "apple", playerId: mum.id },
      { cardId: card("2S"), word: "APPLE", playerId: mum.id },
      { cardId: card("3S"), word: "bear", playerId: mum.id },
      { cardId: card("4S"), word: "cat", playerId: sam.id },
    ],
  });
  await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card("5S"), word: "dog", playerId: gran.id }] });

  const { gameId: tableId } = await startTableSession(owner.id, { deckId, requestKey: key(), players: [mum.id, sam.id], matchSuits: false });
  const snap = (winner: string, rank: string, words: [string, string]) =>
    recordTableSnap(owner.id, {
      deckId,
      gameId: tableId,
      requestKey: key(),
      winnerPlayerId: winner,
      onTableCardId: card(`${rank}H`),
      justPlayedCardId: card(`${rank}D`),
      words: [
        { cardId: card(`${rank}H`), word: words[0] },
        { cardId: card(`${rank}D`), word: words[1] },
      ],
    });
  await snap(sam.id, "6", ["eel", "fox"]);
  await undoLastTableSnap(owner.id, { deckId, gameId: tableId, requestKey: key() });
  await snap(mum.id, "6", ["Apple", "gull"]);
  await snap(sam.id, "7", ["hat", "ice"]);
  await endTableSession(owner.id, { deckId, gameId: tableId });
  await correctWord(owner.id, { deckId, cardId: card("3S"), requestKey: key(), word: "bee", reason: "Mum meant bee", playerId: mum.id });

  const seat = (p: { id: string; name: string }) => ({ id: p.id, name: p.name, colour: "#b42318", kind: "person" });
  const screenOver = await db.game.create({
    data: {
      deckId,
      mode: "SCREEN",
      status: "OVER",
      setup: { game: "legacy", seats: [seat(mum), seat(gran), { id: "bot-1", name: "Robo", colour: "#1d5c3f", kind: "bot" }] },
      result: { winners: [mum.id], snapsWon: { [mum.id]: 2, [gran.id]: 1, "bot-1": 4 }, wordsWritten: [] },
      creationKey: key(),
      createdById: owner.id,
      endedAt: new Date(),
    },
  });
  const screenPlaying = await db.game.create({
    data: {
      deckId,
      mode: "SCREEN",
      setup: { game: "legacy", seats: [seat(sam), seat(mum)] },
      checkpoint: { state: {}, result: { winners: [], snapsWon: { [sam.id]: 3 }, wordsWritten: [] } },
      creationKey: key(),
      createdById: owner.id,
    },
  });
  await setPlayerArchived(owner.id, { deckId, playerId: gran.id, archived: true });
  return { owner, deckId, mum, sam, gran, tableId, screenOver, screenPlaying };
}

describe("the players' pages", () => {
  it("lists every player, archived ones too, with the words they wrote and the snaps they won", async () => {
    const { owner, deckId, mum, sam, gran } = await familyHistory();
    const { players } = await deckPlayersStory(owner.id, deckId);
    expect(players.map((p) => [p.name, p.archived, p.wordsWritten, p.snapsWon])).toEqual([
      ["Mum", false, 6, 3],
      ["Sam", false, 5, 4],
      ["Gran", true, 1, 1],
    ]);
    expect(players.map((p) => p.id)).toEqual([mum.id, sam.id, gran.id]);
  });

  it("a player's story: words newest first, favourite words, first and latest word, snaps won and games played", async () => {
    const { owner, deckId, mum, tableId, screenOver, screenPlaying } = await familyHistory();
    const story = await playerStory(owner.id, deckId, mum.id);
    expect(story.player).toMatchObject({ name: "Mum", archived: false });
    expect(story.wordsWritten).toBe(6);
    expect(story.latestWords.map((w) => w.word)).toEqual(["bee", "gull", "Apple", "bear", "APPLE", "apple"]);
    expect(story.latestWords.map((w) => w.kind)).toEqual(["CORRECTION", "WON_SNAP", "WON_SNAP", "SETUP", "SETUP", "SETUP"]);
    expect(story.firstWord?.word).toBe("apple");
    expect(story.latestWord?.word).toBe("bee");
    // "apple", "APPLE" and "Apple" are one word as the rules compare words; shown as last written.
    expect(story.favourites[0]).toEqual({ word: "Apple", times: 3 });
    expect(story.favourites.slice(1).map((f) => f.times)).toEqual([1, 1, 1]);
    expect(story.snapsWon).toBe(3);
    expect(story.gamesPlayed).toBe(3);
    expect(story.games.map((g) => [g.id, g.snapsWon])).toEqual([
      [screenPlaying.id, 0],
      [screenOver.id, 2],
      [tableId, 1],
    ]);
  });

  it("an archived player keeps their story; an undone snap is not counted as won, its words still were written", async () => {
    const { owner, deckId, sam, gran, screenOver } = await familyHistory();
    const granStory = await playerStory(owner.id, deckId, gran.id);
    expect([granStory.player.archived, granStory.wordsWritten, granStory.snapsWon, granStory.latestWord?.word]).toEqual([true, 1, 1, "dog"]);
    expect(granStory.games.map((g) => g.id)).toEqual([screenOver.id]);
    const samStory = await playerStory(owner.id, deckId, sam.id);
    expect(samStory.latestWords.map((w) => w.word)).toEqual(["ice", "hat", "fox", "eel", "cat"]);
    expect([samStory.snapsWon, samStory.gamesPlayed]).toEqual([4, 2]);
  });

  it("words written are the word-giving events naming the player (as the deck's tallies count them); a lost card's event naming them is not one", async () => {
    const { owner, deckId, mum } = await familyHistory();
    // Cards lost, found or replaced here name no player; an imported file's may (its schema lets
    // any event name one). Before the tallies such an event carrying the card's word was counted as
    // written; now "words written" follows the tallies' trigger: SETUP, WON_SNAP, IMPORT, CORRECTION.
    const bee = await db.card.findFirstOrThrow({ where: { deckId, word: "bee" } });
    await appendDatedEvent({ deckId, cardId: bee.id, recordedById: owner.id, kind: "CARD_LOST", word: "bee", playerId: mum.id, createdAt: new Date() });

    const story = await playerStory(owner.id, deckId, mum.id);
    expect(story.wordsWritten).toBe(6);
    expect(story.latestWords.map((w) => w.kind)).not.toContain("CARD_LOST");
    expect(story.latestWords).toHaveLength(story.wordsWritten);
    expect(story.favourites.find((f) => f.word === "bee")?.times).toBe(1);
    const tallied = await db.deckWordCount.aggregate({ where: { deckId, playerId: mum.id }, _sum: { count: true } });
    expect(tallied._sum.count).toBe(6);
    const { players } = await deckPlayersStory(owner.id, deckId);
    expect(players.find((p) => p.id === mum.id)?.wordsWritten).toBe(6);
  });

  it("404 for anyone not a member, and for another deck's player; viewers see them", async () => {
    const { owner, deckId, mum } = await familyHistory();
    const stranger = await makeUser("Stu");
    expect((await refusal(deckPlayersStory(stranger.id, deckId))).status).toBe(404);
    expect((await refusal(playerStory(stranger.id, deckId, mum.id))).status).toBe(404);
    const other = await makeDeck(owner.id, { name: "Other deck" });
    expect((await refusal(playerStory(owner.id, other.deckId, mum.id))).status).toBe(404);
    const viewer = await makeMember(deckId, "Val", "VIEWER");
    expect((await playerStory(viewer.id, deckId, mum.id)).wordsWritten).toBe(6);
  });
});
