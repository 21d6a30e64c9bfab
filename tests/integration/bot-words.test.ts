// When a bot wins a snap of Snap Legacy, the table's rule decides its words: by default its cards
// stay blank; the people at the table may write them (and the history says who did, for the bot);
// or it takes words from the family's list. The server judges every move again and records a
// bot's words only as the rule has them; no event of the history ever says "Someone".
import pg from "pg";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, inject, it } from "vitest";
import { HistoryList } from "@/app/decks/[deckId]/_components/history-list";
import { db } from "@/lib/db/client";
import { addBotWords, botWordList, removeBotWord } from "@/lib/decks/bot-word-list";
import { changeCardStatus } from "@/lib/decks/card-status";
import { correctWord } from "@/lib/decks/correct-word";
import { cardStory, deckOverview } from "@/lib/decks/queries";
import { writeWords } from "@/lib/decks/write-words";
import { bookletData } from "@/lib/history/booklet/booklet-data";
import { withStories } from "@/lib/history/booklet/booklet-stories";
import { storyLine } from "@/lib/history/booklet/render-booklet";
import { eventAuthorText } from "@/lib/history/event-author";
import { exportDeckJson } from "@/lib/history/export/export-deck-json";
import { exportHistoryCsv } from "@/lib/history/export/export-history-csv";
import { readText } from "@/lib/history/export/text-stream";
import { importDeck } from "@/lib/history/import/import-deck";
import { timelinePage } from "@/lib/history/timeline";
import { createRoom } from "@/lib/games/online/rooms/create-room";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { recordActions } from "@/lib/games/screen/record-actions";
import { openingStep, screenGameSetupSchema, screenRules } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { playBotGame, type BotWordsRule, type GameAction } from "@/lib/rules";
import { runMigrations } from "@/lib/db/migrate";
import { databaseMigratedBefore, dropDatabase } from "../support/database-server";
import { key, makeDeck, makeUser, refusal } from "./deck-helpers";
import { familyTime } from "@/lib/time/family-time";

const FAMILY_WORDS = ["Kite", "Otter", "Lark", "Comet", "Pebble", "Fern"];

/** A deck of Mum's, with the family's word list, and a game of two bots on it played through to its end (or 3000 moves). */
async function botsPlay(rule: BotWordsRule | undefined, options: { peopleWrite?: boolean; seed?: number } = {}) {
  const owner = await makeUser("Mum");
  const { deckId, cards, players } = await makeDeck(owner.id);
  await addBotWords(owner.id, { deckId, words: FAMILY_WORDS.join("\n") });
  const { gameId } = await startScreenGame(owner.id, {
    deckId,
    requestKey: key(),
    seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }],
    seed: options.seed ?? 5,
    ...(rule ? { botWords: rule } : {}),
  });
  const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}` }]));
  let written = 0;
  const peopleWrite = (_: string, cardIds: string[]) => Object.fromEntries(cardIds.map((cardId) => [cardId, `Mums word ${++written}`]));
  const record = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 3000, ...(options.peopleWrite ? { peopleWrite } : {}) });
  return { owner, deckId, cards, players, gameId, setup, record };
}

/** The game's moves sent as a screen sends them, in batches of 40. */
async function recordAll(userId: string, gameId: string, actions: GameAction[]) {
  for (let from = 0; from < actions.length; from += 40) await recordActions(userId, { gameId, fromIndex: from, actions: actions.slice(from, from + 40) });
}

/** The moves up to a bot's first words, and those words' move. */
function untilFirstWords(actions: GameAction[]) {
  const at = actions.findIndex((a) => a.type === "writeWords");
  if (at < 0) throw new Error("no snap wanted words in this game");
  return { before: actions.slice(0, at), words: actions[at] as Extract<GameAction, { type: "writeWords" }> };
}

describe("When a bot wins a snap", () => {
  it("a bot that wins a snap leaves its cards blank by default", async () => {
    const { owner, deckId, gameId, setup, record } = await botsPlay(undefined);
    expect(setup.botWords).toEqual({ rule: "blank", list: [] });
    await recordAll(owner.id, gameId, record.actions);
    expect(record.actions.some((a) => a.type === "writeWords")).toBe(true);
    expect(await db.wordEvent.count({ where: { deckId, kind: "WON_SNAP" } })).toBe(0);
    expect(await db.card.count({ where: { deckId, word: { not: null } } })).toBe(0);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.actionCount).toBe(record.actions.length);
  });

  it("a bot's words written under “its cards stay blank” are refused, and so are words a bot makes up", async () => {
    const { owner, deckId, gameId, record } = await botsPlay("blank");
    const { before, words } = untilFirstWords(record.actions);
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: before });
    const cardIds = (await db.game.findUniqueOrThrow({ where: { id: gameId } })).checkpoint as { state: { wordsDue: { cardIds: string[] } } };
    const made = Object.fromEntries(cardIds.state.wordsDue.cardIds.map((id) => [id, "Badger"]));
    const asTheBot = await refusal(recordActions(owner.id, { gameId, fromIndex: before.length, actions: [{ ...words, words: made }] }));
    expect(asTheBot).toEqual({ status: 400, message: expect.stringMatching(/writes no words: its cards stay blank\.$/) });
    const unmarked = await refusal(recordActions(owner.id, { gameId, fromIndex: before.length, actions: [{ type: "writeWords", playerId: words.playerId, words: made, atMs: words.atMs }] }));
    expect(unmarked).toEqual({ status: 400, message: expect.stringMatching(/ Bot makes up no words: at this table its words are the table's rule's\.$/) });
    const asPeople = await refusal(recordActions(owner.id, { gameId, fromIndex: before.length, actions: [{ ...words, words: made, by: "people" }] }));
    expect(asPeople.status).toBe(400);
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).actionCount).toBe(before.length);
    expect(await db.wordEvent.count({ where: { deckId, kind: "WON_SNAP" } })).toBe(0);
  });

  it("the people at the table write a bot's words when the table says so, and the history says who wrote them for the bot", async () => {
    const { owner, deckId, gameId, record } = await botsPlay("people", { peopleWrite: true });
    await recordAll(owner.id, gameId, record.actions);
    const events = await db.wordEvent.findMany({ where: { deckId, kind: "WON_SNAP" }, orderBy: { seq: "asc" } });
    const written = record.events.flatMap((e) => (e.type === "wordsWritten" ? e.words : []));
    expect(events.map((e) => [e.cardId, e.word])).toEqual(written.map((w) => [w.cardId, w.word]));
    expect(events.every((e) => e.playerId === null && ["Robin Bot", "Pip Bot"].includes(e.botName!) && e.botWordsFrom === "PERSON" && e.recordedById === owner.id)).toBe(true);

    const { events: timeline } = await timelinePage(owner.id, deckId, {});
    const html = renderToStaticMarkup(createElement(HistoryList, { deckId, events: timeline, time: familyTime("UTC") }));
    expect(html).toContain("(written by Mum for the bot)");
    expect(html).toMatch(/>(Robin|Pip) Bot<\/span> wrote after winning a snap <strong[^>]*>“Mums word 1”/);
  });

  it("a bot's words where the people write them are the people's: the bot writes none of its own", async () => {
    const { owner, gameId, record } = await botsPlay("people", { peopleWrite: true });
    const { before, words } = untilFirstWords(record.actions);
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: before });
    const cardId = Object.keys(words.words)[0]!;
    const error = await refusal(recordActions(owner.id, { gameId, fromIndex: before.length, actions: [{ ...words, words: { [cardId]: "Pebble" }, by: "bot" }] }));
    expect(error).toEqual({ status: 400, message: expect.stringMatching(/^At this table the people write (Robin|Pip) Bot's words\.$/) });
  });

  it("on one screen nobody stands in for a person: a person's words are theirs", async () => {
    const owner = await makeUser("Mum");
    const { deckId, players } = await makeDeck(owner.id);
    const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [{ kind: "person", playerId: players[0]!.id }, { kind: "bot", pace: "quick" }], seed: 5, botWords: "people" });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    // Seeded by the seat's place, not its id (ids are new in every run): the deal plays the same every time.
    const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: "quick" as const, mistakeRate: 0.1, seed: `${i}` }]));
    const record = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 3000, peopleWrite: (_, ids) => Object.fromEntries(ids.map((id) => [id, "Fern"])) });
    const at = record.actions.findIndex((a) => a.type === "writeWords" && a.playerId === players[0]!.id);
    expect(at).toBeGreaterThan(0);
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, at) });
    const error = await refusal(recordActions(owner.id, { gameId, fromIndex: at, actions: [record.actions[at]!] }));
    expect(error).toEqual({ status: 400, message: "On one screen Mum writes their own words: no bot plays for them." });
  });

  it("a bot writes only from the family's word list: each of its words once, none already on the deck", async () => {
    const owner = await makeUser("Mum");
    const { deckId, cards } = await makeDeck(owner.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: cards[5]!.id, word: "Lark", playerId: null }] });
    await addBotWords(owner.id, { deckId, words: FAMILY_WORDS.join("\n") });
    const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }], seed: 5, botWords: "list" });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    expect(setup.botWords).toEqual({ rule: "list", list: FAMILY_WORDS.filter((w) => w !== "Lark") });
    const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}` }]));
    const record = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 3000 });

    // A word that isn't on the list is refused, as the rules judge every move again.
    const { before, words } = untilFirstWords(record.actions);
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: before });
    const [cardId] = Object.keys(words.words);
    const forged = await refusal(recordActions(owner.id, { gameId, fromIndex: before.length, actions: [{ ...words, words: { ...words.words, [cardId!]: "Badger" } }] }));
    expect(forged).toEqual({ status: 400, message: "“Badger” isn't one of the family's words left for bots." });

    await recordAll(owner.id, gameId, record.actions);
    const events = await db.wordEvent.findMany({ where: { deckId, kind: "WON_SNAP" } });
    expect(events.length).toBe(FAMILY_WORDS.length - 1);
    expect(events.map((e) => e.word).sort()).toEqual(FAMILY_WORDS.filter((w) => w !== "Lark").sort());
    expect(events.every((e) => e.botWordsFrom === "WORD_LIST" && e.playerId === null && e.botName !== null)).toBe(true);
    // The list tells which of its words are on the deck now: all of them.
    expect((await botWordList(owner.id, deckId)).words.every((w) => w.onDeck)).toBe(true);
  });

  it("a list word taken off the list during the game is not written: its card stays blank on the deck", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id);
    await addBotWords(owner.id, { deckId, words: FAMILY_WORDS.join("\n") });
    const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }], seed: 5, botWords: "list" });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}` }]));
    const record = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 3000 });
    const { before, words } = untilFirstWords(record.actions);
    const [[cardId, word]] = Object.entries(words.words) as [[string, string]];
    await removeBotWord(owner.id, { deckId, word: word.toUpperCase() });
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: before });
    const recorded = await recordActions(owner.id, { gameId, fromIndex: before.length, actions: [words] });
    expect(recorded.leftBlank).toEqual([{ cardId, word }]);
    expect(recorded.writtenCards.find((c) => c.id === cardId)?.word).toBeNull();
    expect(recorded.actionCount).toBe(before.length + 1);
  });
});

describe("an online room's rule for its bots' words", () => {
  it("is chosen with the game, and the family's list is read when the host starts, as the deck's words are", async () => {
    const owner = await makeUser("Mum");
    const { deckId, players } = await makeDeck(owner.id);
    const room = { deckId, requestKey: key(), seats: [{ kind: "person", playerId: players[0]!.id }, { kind: "bot", pace: "quick" }], hostPlayerId: players[0]!.id, botWords: "list" };
    const { roomId } = await createRoom(owner.id, room);
    expect(screenGameSetupSchema.parse((await db.onlineRoom.findUniqueOrThrow({ where: { id: roomId } })).setup).botWords).toEqual({ rule: "list", list: [] });
    // The same request again finds the room; the same key with another rule is another request.
    expect((await createRoom(owner.id, room)).roomId).toBe(roomId);
    expect((await refusal(createRoom(owner.id, { ...room, botWords: "people" }))).status).toBe(409);
    await addBotWords(owner.id, { deckId, words: "Kite\nOtter" });
    const { gameId } = await startRoom(owner.id, { roomId });
    expect(screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup).botWords).toEqual({ rule: "list", list: ["Kite", "Otter"] });
    expect((await refusal(createRoom(owner.id, { ...room, requestKey: key(), game: "classic" }))).message).toBe("What a bot does when it wins a snap is a Snap Legacy rule.");
  });
});

describe("the family's word list", () => {
  it("is checked word by word as every word is, listed once, and changed only by editors and owners", async () => {
    const owner = await makeUser("Mum");
    const { deckId } = await makeDeck(owner.id);
    expect(await addBotWords(owner.id, { deckId, words: "Kite\n\n  otter \nKITE" })).toEqual({ added: 2 });
    expect(await addBotWords(owner.id, { deckId, words: "kite" })).toEqual({ added: 0 });
    expect(await refusal(addBotWords(owner.id, { deckId, words: "Fern\n<script>" }))).toEqual({
      status: 400,
      message: `Line 2: "<" can't be written on a card: use letters, digits, spaces, hyphens and apostrophes.`,
    });
    expect(await refusal(addBotWords(owner.id, { deckId, words: "   " }))).toEqual({ status: 400, message: "Write a word first." });
    const viewer = await makeUser("Vic");
    await db.deckMember.create({ data: { deckId, userId: viewer.id, role: "VIEWER" } });
    expect((await refusal(addBotWords(viewer.id, { deckId, words: "Moon" }))).status).toBe(403);
    expect((await refusal(removeBotWord(viewer.id, { deckId, word: "Kite" }))).status).toBe(403);
    expect((await botWordList(viewer.id, deckId)).words.map((w) => w.word)).toEqual(["Kite", "otter"]);
    const stranger = await makeUser("Stan");
    expect((await refusal(botWordList(stranger.id, deckId))).status).toBe(404);
    expect((await refusal(addBotWords(stranger.id, { deckId, words: "Moon" }))).status).toBe(404);
    await removeBotWord(owner.id, { deckId, word: "OTTER" });
    await removeBotWord(owner.id, { deckId, word: "OTTER" });
    expect((await botWordList(owner.id, deckId)).words.map((w) => w.word)).toEqual(["Kite"]);
  });
});

describe("who wrote each word", () => {
  it("no event in the history says Someone", async () => {
    // Bots' words by the people and from the list, a player's words, words entered and corrected
    // with no player, cards lost, found and replaced, and an import of a deck exported before bots
    // had a table rule.
    const { owner, deckId, cards, players, gameId, record } = await botsPlay("people", { peopleWrite: true });
    await recordAll(owner.id, gameId, record.actions.slice(0, 200));
    const blank = (await db.card.findMany({ where: { deckId, word: null }, orderBy: { position: "asc" } })).map((c) => c.id);
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: blank[0]!, word: "Teapot", playerId: null }, { cardId: blank[1]!, word: "Kettle", playerId: players[1]!.id }] });
    await correctWord(owner.id, { deckId, cardId: blank[0]!, requestKey: key(), word: "Teapots", reason: "Spelling" });
    await changeCardStatus(owner.id, { deckId, cardId: cards[51]!.id, requestKey: key(), change: "CARD_LOST" });
    await changeCardStatus(owner.id, { deckId, cardId: cards[51]!.id, requestKey: key(), change: "CARD_FOUND" });

    const json = await readText((await exportDeckJson(owner.id, deckId)).stream);
    const older = JSON.parse(json) as { events: Record<string, unknown>[] };
    // As a file exported before the rule has it: no botName or botWordsFrom, the bot in snapRef.
    for (const event of older.events) {
      if (event.botName) event.snapRef = `${String(event.snapRef)}, written by ${String(event.botName)}`;
      delete event.botName;
      delete event.botWordsFrom;
    }
    const { deckId: imported } = await importDeck(owner.id, { requestKey: key(), file: Buffer.from(JSON.stringify(older)) });
    const importedBots = await db.wordEvent.findMany({ where: { deckId: imported, kind: "WON_SNAP" } });
    expect(importedBots.length).toBeGreaterThan(0);
    expect(importedBots.every((e) => e.botName !== null && e.botWordsFrom === "BOT")).toBe(true);

    for (const deck of [deckId, imported]) {
      const events = (await timelinePage(owner.id, deck, {})).events.filter((e) => e.story === "word");
      const overview = await deckOverview(owner.id, deck);
      const story = await cardStory(owner.id, deck, events.find((e) => e.kind === "WON_SNAP")!.card.id);
      const pages = [events, overview.latest, story.events].map((list) => renderToStaticMarkup(createElement(HistoryList, { deckId: deck, events: list, time: familyTime("UTC") })));
      const booklet = withStories(await bookletData(deck)).cards.flatMap((c) => c.story.map(storyLine));
      const csv = await readText((await exportHistoryCsv(owner.id, deck)).stream);
      const authors = events.map((e) => eventAuthorText({ ...e, recordedBy: e.recordedByName }));
      for (const text of [...pages, ...booklet, csv, ...authors]) expect(text).not.toMatch(/someone/i);
      expect(authors).toContain("Sam");
      expect(authors).toContain("Mum");
    }
    const copied = renderToStaticMarkup(createElement(HistoryList, { deckId: imported, events: (await timelinePage(owner.id, imported, {})).events, time: familyTime("UTC") }));
    expect(copied).toContain("(the bot’s own word, from before bots had a table rule)");
  });
});

describe("words bots wrote before they had a table rule", () => {
  it("are told as the bot's own, named by the bot, once the database is migrated", async () => {
    const adminUrl = inject("adminDatabaseUrl");
    // The migrations before the rule's (the later ones may build on it), then a history as those versions wrote it.
    const url = await databaseMigratedBefore(adminUrl, "20261202060000_bot_words");
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`INSERT INTO users (id, email, name) VALUES ('u1', 'mum@example.com', 'Mum')`);
      await client.query(`INSERT INTO decks (id, name, kind, "createdById") VALUES ('d1', 'Kitchen', 'STANDARD', 'u1')`);
      await client.query(`INSERT INTO players (id, "deckId", name, colour, position) VALUES ('p1', 'd1', 'Sam', '#123456', 0)`);
      await client.query(`INSERT INTO cards (id, "deckId", position, code, rank) VALUES ('c1', 'd1', 0, 'A1', 'A'), ('c2', 'd1', 1, 'A2', '2'), ('c3', 'd1', 2, 'A3', '3')`);
      await client.query(`
        INSERT INTO word_events (id, "deckId", seq, "cardId", kind, word, "playerId", "recordedById", "snapRef", "requestKey") VALUES
          ('e1', 'd1', 1, 'c1', 'WON_SNAP', 'Badger', NULL, 'u1', 'snap 1, written by Robin Bot', 'k1'),
          ('e2', 'd1', 2, 'c2', 'WON_SNAP', 'Otter', NULL, 'u1', 'snap 2, written by a bot for Sam', 'k2'),
          ('e3', 'd1', 3, 'c3', 'WON_SNAP', 'Fern', 'p1', 'u1', 'snap 3', 'k3')`);
      await runMigrations(url);
      const { rows } = await client.query<{ id: string; botName: string | null; botWordsFrom: string | null }>(`SELECT id, "botName", "botWordsFrom"::text FROM word_events ORDER BY seq`);
      expect(rows).toEqual([
        { id: "e1", botName: "Robin Bot", botWordsFrom: "BOT" },
        { id: "e2", botName: "a bot for Sam", botWordsFrom: "BOT" },
        { id: "e3", botName: null, botWordsFrom: null },
      ]);
      // The history is append-only again once the migration is done.
      await expect(client.query(`UPDATE word_events SET word = 'Cat' WHERE id = 'e1'`)).rejects.toThrow(/append-only/);
    } finally {
      await client.end();
      await dropDatabase(adminUrl, url);
    }
  });
});
