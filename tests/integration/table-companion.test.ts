import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { correctWord } from "@/lib/decks/correct-word";
import { DeckError } from "@/lib/decks/errors";
import { cardStory } from "@/lib/decks/queries";
import { writeWords } from "@/lib/decks/write-words";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { cardByCode, listTableSessions, tableSession } from "@/lib/games/table/queries";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";

/** A deck, its owner and a table session with all its players present. */
async function atTheTable(name: string, options: { players?: string[]; matchSuits?: boolean } = {}) {
  const owner = await makeUser(name);
  const deck = await makeDeck(owner.id, { players: options.players });
  const { gameId } = await startTableSession(owner.id, {
    deckId: deck.deckId,
    requestKey: key(),
    players: deck.players.map((p) => p.id),
    matchSuits: options.matchSuits ?? false,
  });
  const card = (code: string) => deck.cards.find((c) => c.code === code)!.id;
  const write = (code: string, word: string) =>
    writeWords(owner.id, { deckId: deck.deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card(code), word, playerId: null }] });
  const snap = (
    onTable: string,
    justPlayed: string,
    words: [string, string][] = [],
    options: { requestKey?: string; winner?: string; userId?: string; gameId?: string } = {},
  ) =>
    recordTableSnap(options.userId ?? owner.id, {
      deckId: deck.deckId,
      gameId: options.gameId ?? gameId,
      requestKey: options.requestKey ?? key(),
      winnerPlayerId: options.winner ?? deck.players[0]!.id,
      onTableCardId: card(onTable),
      justPlayedCardId: card(justPlayed),
      words: words.map(([code, word]) => ({ cardId: card(code), word })),
    });
  const wordOn = async (code: string) => (await db.card.findUniqueOrThrow({ where: { id: card(code) } })).word;
  return { owner, ...deck, gameId, card, write, snap, wordOn };
}

describe("starting a table session", () => {
  it("records the players present and the suits option; a retried start returns the same session", async () => {
    const owner = await makeUser("Tess");
    const { deckId, players } = await makeDeck(owner.id, { players: ["Mum", "Dad", "Sam"] });
    const input = { deckId, requestKey: key(), players: [players[0]!.id, players[2]!.id], matchSuits: true };
    const [first, second] = await Promise.all([startTableSession(owner.id, input), startTableSession(owner.id, input)]);
    expect(second.gameId).toBe(first.gameId);
    const game = await db.game.findUniqueOrThrow({ where: { id: first.gameId } });
    expect(game).toMatchObject({ mode: "TABLE", status: "PLAYING", setup: { players: input.players, matchSuits: true } });
    expect(await db.game.count({ where: { deckId } })).toBe(1);
  });

  it("needs two players of the deck, and matching suits only with two", async () => {
    const owner = await makeUser("Una");
    const { deckId, players } = await makeDeck(owner.id, { players: ["Mum", "Dad", "Sam"] });
    const ids = players.map((p) => p.id);
    expect((await refusal(startTableSession(owner.id, { deckId, requestKey: key(), players: [ids[0]] }))).message).toBe(
      "Tick at least two players: Snap needs two.",
    );
    expect((await refusal(startTableSession(owner.id, { deckId, requestKey: key(), players: ids, matchSuits: true }))).message).toBe(
      "Matching suits is an option for two players only.",
    );
    expect((await refusal(startTableSession(owner.id, { deckId, requestKey: key(), players: [ids[0], "someone-else"] }))).status).toBe(404);
    expect(await db.game.count({ where: { deckId } })).toBe(0);
  });
});

describe("recording a won snap", () => {
  it("writes the winner's words as WON_SNAP events carrying the game and the player", async () => {
    const t = await atTheTable("Rhea");
    const result = await t.snap("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]);
    expect(result).toMatchObject({ index: 0, snap: 1, call: { kind: "snap" }, replayed: false });
    const events = await db.wordEvent.findMany({ where: { deckId: t.deckId, kind: "WON_SNAP" }, orderBy: { seq: "asc" } });
    expect(events.map((e) => [e.cardId, e.word, e.playerId, e.gameId, e.snapRef])).toEqual([
      [t.card("7H"), "Rocket", t.players[0]!.id, t.gameId, "table snap 1"],
      [t.card("7C"), "Teapot", t.players[0]!.id, t.gameId, "table snap 1"],
    ]);
    const action = await db.gameAction.findUniqueOrThrow({ where: { gameId_index: { gameId: t.gameId, index: 0 } } });
    expect(action.action).toMatchObject({ type: "tableSnap", winnerPlayerId: t.players[0]!.id, onTableCardId: t.card("7H"), justPlayedCardId: t.card("7C"), call: { kind: "snap" } });
    expect((await db.game.findUniqueOrThrow({ where: { id: t.gameId } })).actionCount).toBe(1);
  });

  it("shows the right call: snap for a rank match, the one word, the matching words, the word on the table", async () => {
    const t = await atTheTable("Cal");
    await t.write("2H", "Moon");
    await t.write("3H", "Star");
    await t.write("9S", "star");
    await t.write("4H", "Tree");
    await t.write("4C", "Bush");

    expect((await t.snap("5H", "5C", [["5H", "Apple"], ["5C", "Pear"]])).call).toEqual({ kind: "snap" });
    expect((await t.snap("2C", "2H", [["2C", "Sun"]])).call).toEqual({ kind: "word", word: "Moon" });
    expect((await t.snap("3H", "9S")).call).toEqual({ kind: "word", word: "Star" });
    expect((await t.snap("4H", "4C")).call).toEqual({ kind: "word", word: "Tree" });
    const { snaps } = await tableSession(t.owner.id, t.deckId, t.gameId);
    expect(snaps.map((s) => s.snap)).toEqual([4, 3, 2, 1]);
  });

  it("refuses two cards that are not a match, and records nothing", async () => {
    const t = await atTheTable("Nia");
    const error = await refusal(t.snap("7H", "8C", [["7H", "Oops"], ["8C", "Nope"]]));
    expect(error.status).toBe(400);
    expect(error.message).toBe("The 7 of Hearts and the 8 of Clubs aren’t a match, so nobody could win a snap with them. Check the cards.");
    expect(await t.wordOn("7H")).toBeNull();
    expect(await db.gameAction.count({ where: { gameId: t.gameId } })).toBe(0);
  });

  it("counts matching suits only when the two-player table chose to", async () => {
    const t = await atTheTable("Suze", { matchSuits: true });
    expect((await t.snap("7H", "KH", [["7H", "Heart"], ["KH", "Crown"]])).call).toEqual({ kind: "snap" });
    const plain = await atTheTable("Plain");
    expect((await refusal(plain.snap("7H", "KH", [["7H", "Heart"], ["KH", "Crown"]]))).status).toBe(400);
  });

  it("writes only on the top cards that have no word; a word for a card that has one is refused", async () => {
    const t = await atTheTable("Wyn");
    await t.write("6H", "Kite");
    const refused = await refusal(t.snap("6H", "6C", [["6H", "Again"], ["6C", "Drum"]]));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe("The 6 of Hearts already has a word: “Kite”. A card holds one word, for ever.");
    const missing = await refusal(t.snap("6H", "6C", []));
    expect(missing.message).toBe("The 6 of Clubs had no word, so the winner writes one on it: enter that word too.");

    await t.snap("6H", "6C", [["6C", "Drum"]]);
    expect(await t.wordOn("6H")).toBe("Kite");
    expect(await t.wordOn("6C")).toBe("Drum");
    const events = await db.wordEvent.findMany({ where: { deckId: t.deckId, kind: "WON_SNAP" } });
    expect(events.map((e) => e.cardId)).toEqual([t.card("6C")]);
  });

  it("refuses a winner who isn't at the table, the same card twice, and an invalid word", async () => {
    const owner = await makeUser("Ida");
    const deck = await makeDeck(owner.id, { players: ["Mum", "Dad", "Sam"] });
    const { gameId } = await startTableSession(owner.id, { deckId: deck.deckId, requestKey: key(), players: [deck.players[0]!.id, deck.players[1]!.id] });
    const card = (code: string) => deck.cards.find((c) => c.code === code)!.id;
    const base = { deckId: deck.deckId, gameId, onTableCardId: card("7H"), justPlayedCardId: card("7C") };
    const words = [{ cardId: card("7H"), word: "Rocket" }, { cardId: card("7C"), word: "Teapot" }];
    const absent = await refusal(recordTableSnap(owner.id, { ...base, requestKey: key(), winnerPlayerId: deck.players[2]!.id, words }));
    expect(absent.message).toBe("The winner must be one of the players at the table.");
    const same = await refusal(recordTableSnap(owner.id, { ...base, justPlayedCardId: card("7H"), requestKey: key(), winnerPlayerId: deck.players[0]!.id, words }));
    expect(same.message).toBe("Pick two different cards: one on the table, one just played.");
    const bad = await refusal(
      recordTableSnap(owner.id, { ...base, requestKey: key(), winnerPlayerId: deck.players[0]!.id, words: [words[0], { cardId: card("7C"), word: "!!!" }] }),
    );
    expect(bad.status).toBe(400);
    expect(await db.wordEvent.count({ where: { deckId: deck.deckId, kind: "WON_SNAP" } })).toBe(0);
  });

  it("a retried record (same request key) records once", async () => {
    const t = await atTheTable("Reo");
    const requestKey = key();
    const first = await t.snap("9H", "9D", [["9H", "Comet"], ["9D", "Jelly"]], { requestKey });
    const again = await t.snap("9H", "9D", [["9H", "Comet"], ["9D", "Jelly"]], { requestKey });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await db.gameAction.count({ where: { gameId: t.gameId } })).toBe(1);
    expect(await db.wordEvent.count({ where: { deckId: t.deckId, kind: "WON_SNAP" } })).toBe(2);
  });

  it("concurrent copies of the same request record once", async () => {
    const t = await atTheTable("Dot");
    const requestKey = key();
    const results = await Promise.all(Array.from({ length: 4 }, () => t.snap("JH", "JS", [["JH", "Lamp"], ["JS", "Fox"]], { requestKey })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.index))).toEqual(new Set([0]));
    expect(await db.gameAction.count({ where: { gameId: t.gameId } })).toBe(1);
    expect(await db.wordEvent.count({ where: { deckId: t.deckId, kind: "WON_SNAP" } })).toBe(2);
  });

  it("two different requests for the same blank card at once: exactly one wins", async () => {
    const t = await atTheTable("Duo", { players: ["Mum", "Dad"] });
    const other = await startTableSession(t.owner.id, { deckId: t.deckId, requestKey: key(), players: t.players.map((p) => p.id) });
    const attempts = await Promise.allSettled([
      t.snap("QH", "QC", [["QH", "Crown"], ["QC", "Cake"]]),
      t.snap("QH", "QD", [["QH", "Tiara"], ["QD", "Drum"]], { winner: t.players[1]!.id }),
      t.snap("QH", "QS", [["QH", "Queen"], ["QS", "Spade"]], { winner: t.players[1]!.id, gameId: other.gameId }),
    ]);
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const failed of attempts.filter((a) => a.status === "rejected")) {
      expect((failed.reason as DeckError).status).toBe(409);
    }
    const onQH = await db.wordEvent.findMany({ where: { cardId: t.card("QH") } });
    expect(onQH).toHaveLength(1);
    expect(await t.wordOn("QH")).toBe(onQH[0]!.word);
    expect(await db.gameAction.count({ where: { game: { deckId: t.deckId } } })).toBe(1);
  });

  it("records nothing once the session is over", async () => {
    const t = await atTheTable("Eve");
    await t.snap("8H", "8C", [["8H", "Moon"], ["8C", "Sun"]]);
    expect(await endTableSession(t.owner.id, { deckId: t.deckId, gameId: t.gameId })).toEqual({ snaps: 1, words: 2 });
    const error = await refusal(t.snap("8D", "8S", [["8D", "Bee"], ["8S", "Sea"]]));
    expect(error.status).toBe(409);
    const { sessions } = await listTableSessions(t.owner.id, t.deckId);
    expect(sessions).toEqual([expect.objectContaining({ id: t.gameId, status: "OVER", snaps: 1, words: 2 })]);
  });
});

describe("undoing the last snap", () => {
  it("appends CORRECTION events that clear its words and keep the old words in each card's story", async () => {
    const t = await atTheTable("Una");
    await t.snap("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]);
    const undone = await undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key(), snapIndex: 0 });
    expect(undone).toEqual({ snap: 1, cleared: ["Rocket", "Teapot"], replayed: false });
    expect(await t.wordOn("7H")).toBeNull();
    expect(await t.wordOn("7C")).toBeNull();

    const story = await cardStory(t.owner.id, t.deckId, t.card("7H"));
    expect(story.events.map((e) => (e.story === "word" ? [e.kind, e.word, e.previousWord, e.reason] : [e.kind]))).toEqual([
      ["WON_SNAP", "Rocket", null, null],
      ["CORRECTION", null, "Rocket", "Undone at the table: snap 1 recorded by mistake"],
    ]);
    const actions = await db.gameAction.findMany({ where: { gameId: t.gameId }, orderBy: { index: "asc" } });
    expect(actions.map((a) => a.action)).toEqual([expect.objectContaining({ type: "tableSnap" }), expect.objectContaining({ type: "undo", of: 0 })]);
    const { snaps } = await tableSession(t.owner.id, t.deckId, t.gameId);
    expect(snaps.map((s) => [s.snap, s.undone])).toEqual([[1, true]]);

    // The cards are blank again, so the snap can be recorded again with the right words.
    expect((await t.snap("7H", "7C", [["7H", "Rocket"], ["7C", "Kettle"]])).snap).toBe(2);
  });

  it("the same undo sent twice (or at once) undoes once; the next undo takes the snap before", async () => {
    const t = await atTheTable("Ada");
    await t.snap("2H", "2C", [["2H", "One"], ["2C", "Two"]]);
    await t.snap("3H", "3C", [["3H", "Three"], ["3C", "Four"]]);
    const requestKey = key();
    const undo = () => undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey });
    const results = await Promise.all([undo(), undo()]);
    const again = await undo();
    expect([...results, again].filter((r) => !r.replayed)).toHaveLength(1);
    expect(again).toEqual({ snap: 2, cleared: ["Three", "Four"], replayed: true });
    expect(await t.wordOn("2H")).toBe("One");
    expect(await t.wordOn("3H")).toBeNull();
    expect(await db.wordEvent.count({ where: { deckId: t.deckId, kind: "CORRECTION" } })).toBe(2);

    const stale = await refusal(undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key(), snapIndex: 1 }));
    expect(stale.status).toBe(409);
    expect((await undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key() })).snap).toBe(1);
    const none = await refusal(undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key() }));
    expect(none.message).toBe("There is no snap left to undo in this session.");
  });

  it("refuses when a card's word has changed since, and changes nothing", async () => {
    const t = await atTheTable("Flo");
    await t.snap("KH", "KC", [["KH", "Crown"], ["KC", "Clover"]]);
    await correctWord(t.owner.id, { deckId: t.deckId, cardId: t.card("KC"), requestKey: key(), word: "Club", reason: "Misspelt at the table" });
    const error = await refusal(undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key() }));
    expect(error.status).toBe(409);
    expect(error.message).toBe("Snap 1 can’t be undone here: the word on the King of Clubs has changed since. Correct the card from its own page.");
    expect(await t.wordOn("KH")).toBe("Crown");
    expect(await db.gameAction.count({ where: { gameId: t.gameId } })).toBe(1);
  });
});

describe("who may use the table companion", () => {
  it("a viewer may look (403 to record or undo); someone not in the deck gets 404", async () => {
    const t = await atTheTable("Vi");
    await t.snap("AH", "AC", [["AH", "Ace"], ["AC", "Bee"]]);
    const viewer = await makeUser("Viewer");
    await db.deckMember.create({ data: { deckId: t.deckId, userId: viewer.id, role: "VIEWER" } });
    const stranger = await makeUser("Stranger");
    const record = (userId: string) => t.snap("AD", "AS", [["AD", "Dee"], ["AS", "Ess"]], { userId });
    const undo = (userId: string) => undoLastTableSnap(userId, { deckId: t.deckId, gameId: t.gameId, requestKey: key() });
    const start = (userId: string) => startTableSession(userId, { deckId: t.deckId, requestKey: key(), players: t.players.map((p) => p.id) });

    for (const attempt of [record, undo, start]) {
      expect((await refusal(attempt(viewer.id))).status).toBe(403);
      expect((await refusal(attempt(stranger.id))).status).toBe(404);
    }
    expect((await refusal(endTableSession(viewer.id, { deckId: t.deckId, gameId: t.gameId }))).status).toBe(403);
    expect((await tableSession(viewer.id, t.deckId, t.gameId)).snaps).toHaveLength(1);
    expect((await refusal(tableSession(stranger.id, t.deckId, t.gameId))).status).toBe(404);
    expect((await refusal(listTableSessions(stranger.id, t.deckId))).status).toBe(404);
    expect(await t.wordOn("AH")).toBe("Ace");
  });

  it("a session belongs to its deck: another deck's id finds nothing", async () => {
    const t = await atTheTable("Gus");
    const { deckId: otherDeck } = await makeDeck(t.owner.id);
    expect((await refusal(tableSession(t.owner.id, otherDeck, t.gameId))).status).toBe(404);
    const error = await refusal(undoLastTableSnap(t.owner.id, { deckId: otherDeck, gameId: t.gameId, requestKey: key() }));
    expect(error.status).toBe(404);
  });

  it("finds a card by the code printed on it, in any case", async () => {
    const t = await atTheTable("Hal");
    expect((await cardByCode(t.owner.id, t.deckId, " 10s "))?.id).toBe(t.card("10S"));
    expect((await cardByCode(t.owner.id, t.deckId, "qd"))?.id).toBe(t.card("QD"));
    expect(await cardByCode(t.owner.id, t.deckId, "ZZ")).toBeNull();
  });
});
