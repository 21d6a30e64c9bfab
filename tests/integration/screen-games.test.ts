import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { DeckError } from "@/lib/decks/errors";
import { screenGame } from "@/lib/games/screen/queries";
import { recordActions } from "@/lib/games/screen/record-actions";
import { checkpointAfter, replayGame, summarise } from "@/lib/games/screen/replay-game";
import { openingStep, screenGameSetupSchema, screenRules } from "@/lib/games/screen/setup";
import { startScreenGame } from "@/lib/games/screen/start-screen-game";
import { addBotWords } from "@/lib/decks/bot-word-list";
import { changeCardStatus } from "@/lib/decks/card-status";
import { writeWords } from "@/lib/decks/write-words";
import { playBotGame, type ClassicState, type GameAction, type LegacyState } from "@/lib/rules";
import { key, makeDeck, makeMember, makeUser, refusal } from "./deck-helpers";

/** The family's words for bots in these games: enough for the first few snaps of a game, not all of them. */
const FAMILY_WORDS = ["Kite", "Otter", "Lark", "Comet", "Pebble", "Fern", "Marmalade", "Thimble"];

/** A whole game between bots who write from the family's word list, played through the rules, whose actions a screen would send. */
async function botGame(options: { words?: boolean } = {}) {
  const owner = await makeUser("Gamer");
  const { deckId, cards } = await makeDeck(owner.id);
  if (options.words) {
    // A few words already on the deck, so that some snaps need a word rather than "snap".
    await db.card.updateMany({ where: { id: { in: [cards[0]!.id, cards[13]!.id] } }, data: { word: "Teapot", wordNormalised: "teapot" } });
  }
  await addBotWords(owner.id, { deckId, words: FAMILY_WORDS.join("\n") });
  const { gameId } = await startScreenGame(owner.id, {
    deckId,
    requestKey: key(),
    seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }],
    botWords: "list",
  });
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  const setup = screenGameSetupSchema.parse(game.setup);
  const bots = Object.fromEntries(setup.seats.map((s, i) => [s.id, { pace: s.pace!, mistakeRate: 0.1, seed: `${i}:${setup.seed}` }]));
  const record = playBotGame(screenRules, openingStep(setup), bots, { maxActions: 3000 });
  return { owner, deckId, gameId, setup, record };
}

function batches(actions: GameAction[], size: number) {
  const out: { fromIndex: number; actions: GameAction[] }[] = [];
  for (let i = 0; i < actions.length; i += size) out.push({ fromIndex: i, actions: actions.slice(i, i + size) });
  return out;
}

describe("a screen game's record", () => {
  it("is dealt from the deck's real cards and words, with a recorded seed", async () => {
    const { deckId, setup } = await botGame({ words: true });
    const cards = await db.card.findMany({ where: { deckId, status: "IN_DECK" } });
    expect(setup.deck).toHaveLength(cards.length);
    expect(setup.deck.filter((c) => c.word === "Teapot")).toHaveLength(2);
    expect(Number.isInteger(setup.seed)).toBe(true);
  });

  it("writes every won snap's words into the deck's history, with the game and the snap, as the game goes", async () => {
    const { owner, deckId, gameId, record } = await botGame();
    const written = record.events.flatMap((e) => (e.type === "wordsWritten" ? e.words : []));
    expect(written.length).toBeGreaterThan(0);
    for (const batch of batches(record.actions, 40)) await recordActions(owner.id, { gameId, ...batch });
    const events = await db.wordEvent.findMany({ where: { deckId, kind: "WON_SNAP" }, orderBy: { seq: "asc" } });
    expect(events.map((e) => [e.cardId, e.word])).toEqual(written.map((w) => [w.cardId, w.word]));
    expect(events.every((e) => e.gameId === gameId && /^snap \d+$/.test(e.snapRef ?? "") && e.playerId === null && /^(Robin|Pip) Bot$/.test(e.botName ?? "") && e.botWordsFrom === "WORD_LIST")).toBe(true);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.actionCount).toBe(record.actions.length);
    if (record.state.phase === "over") expect(game.status).toBe("OVER");
  });

  it("a game played to its end is recorded move by move, in order, and ends over with its result", async () => {
    const { owner, gameId, record } = await botGame();
    expect(record.state.phase).toBe("over");
    const before = new Date();
    for (const batch of batches(record.actions, 30)) await recordActions(owner.id, { gameId, ...batch });
    const stored = await db.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" } });
    expect(stored.map((row) => row.index)).toEqual(record.actions.map((_, i) => i));
    expect(stored.map((row) => row.action)).toEqual(record.actions);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("OVER");
    expect(game.result).toEqual(summarise(record.events));
    // Stored in UTC like every other timestamp: it reads back as a moment during the recording.
    expect(game.endedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(game.endedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(stored.every((row) => row.createdAt.getTime() >= before.getTime() - 1000)).toBe(true);
  });

  it("a retried batch records nothing twice, and writes no word twice", async () => {
    const { owner, deckId, gameId, record } = await botGame();
    const all = batches(record.actions, 25);
    for (const batch of all) {
      await recordActions(owner.id, { gameId, ...batch });
      await recordActions(owner.id, { gameId, ...batch });
    }
    const expected = record.events.flatMap((e) => (e.type === "wordsWritten" ? e.words : [])).length;
    expect(await db.wordEvent.count({ where: { deckId, kind: "WON_SNAP" } })).toBe(expected);
    expect(await db.gameAction.count({ where: { gameId } })).toBe(record.actions.length);
  });

  it("concurrent submissions of the same moves record them once", async () => {
    const { owner, deckId, gameId, setup, record } = await botGame();
    for (const batch of batches(record.actions, 60)) {
      await Promise.all([recordActions(owner.id, { gameId, ...batch }), recordActions(owner.id, { gameId, ...batch })]);
    }
    const expected = record.events.flatMap((e) => (e.type === "wordsWritten" ? e.words : [])).length;
    expect(await db.wordEvent.count({ where: { deckId, kind: "WON_SNAP" } })).toBe(expected);
    expect(await db.gameAction.count({ where: { gameId } })).toBe(record.actions.length);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.checkpoint).toEqual(checkpointAfter(setup, record.actions));
  });

  it("keeps a checkpoint that equals a full replay of the recorded moves after every batch", async () => {
    const { owner, gameId, setup, record } = await botGame({ words: true });
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).checkpoint).toEqual(checkpointAfter(setup, []));
    let recorded = 0;
    for (const batch of batches(record.actions, 17)) {
      await recordActions(owner.id, { gameId, ...batch });
      recorded += batch.actions.length;
      const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
      expect(game.checkpoint).toEqual(checkpointAfter(setup, record.actions.slice(0, recorded)));
    }
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    if (record.state.phase === "over") expect(game.result).toEqual(summarise(record.events));
  });

  it("a game started before checkpoints were kept is replayed once, then carries on from its checkpoint", async () => {
    const { owner, gameId, setup, record } = await botGame();
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, 30) });
    await db.game.update({ where: { id: gameId }, data: { checkpoint: Prisma.DbNull } });
    await recordActions(owner.id, { gameId, fromIndex: 30, actions: record.actions.slice(30, 60) });
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.checkpoint).toEqual(checkpointAfter(setup, record.actions.slice(0, 60)));
  });

  it("a game recorded before matches stayed until covered is replayed as it was judged", async () => {
    const { gameId, setup } = await botGame();
    expect(setup.matchesStay).toBe(true);
    const recordedBefore: Partial<typeof setup> = { ...setup };
    delete recordedBefore.matchesStay;
    await db.game.update({ where: { id: gameId }, data: { setup: recordedBefore as object } });
    const stored = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    expect(stored.matchesStay).toBe(false);
    expect((openingStep(stored).state as LegacyState).onlyCardJustTurned).toBe(true);
    expect((openingStep(setup).state as LegacyState).onlyCardJustTurned).toBe(false);
  });

  it("a Classic Snap game recorded before a false call left the called piles alone is replayed as it was judged", async () => {
    const owner = await makeUser("Gamer");
    const { deckId } = await makeDeck(owner.id);
    const { gameId } = await startScreenGame(owner.id, { deckId, requestKey: key(), game: "classic", seats: [{ kind: "bot", pace: "quick" }, { kind: "bot", pace: "normal" }] });
    const setup = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    expect(setup.calledPilesStay).toBe(true);
    expect((openingStep(setup).state as ClassicState).variant.calledPilesStay).toBe(true);
    const recordedBefore: Partial<typeof setup> = { ...setup };
    delete recordedBefore.calledPilesStay;
    await db.game.update({ where: { id: gameId }, data: { setup: recordedBefore as object } });
    const stored = screenGameSetupSchema.parse((await db.game.findUniqueOrThrow({ where: { id: gameId } })).setup);
    expect(stored.calledPilesStay).toBe(false);
    expect((openingStep(stored).state as ClassicState).variant.calledPilesStay).toBe(false);
  });

  it("a stale or replayed batch changes nothing: not the moves, not the checkpoint, not the deck's history", async () => {
    const { owner, deckId, gameId, record } = await botGame();
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, 40) });
    const before = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    const history = await db.wordEvent.count({ where: { deckId } });
    const replayed = await recordActions(owner.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, 40) });
    expect(replayed.actionCount).toBe(40);
    const stale = await recordActions(owner.id, { gameId, fromIndex: 10, actions: record.actions.slice(11, 41) }).catch((e: unknown) => e);
    expect((stale as DeckError).status).toBe(409);
    const after = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(after.actionCount).toBe(before.actionCount);
    expect(after.checkpoint).toEqual(before.checkpoint);
    expect(await db.gameAction.count({ where: { gameId } })).toBe(40);
    expect(await db.wordEvent.count({ where: { deckId } })).toBe(history);
  });

  it("a card given a word elsewhere during the game keeps that word, and the game goes on", async () => {
    const { owner, deckId, gameId, record } = await botGame();
    const firstWords = record.events.find((e) => e.type === "wordsWritten" && e.words.length > 0);
    if (firstWords?.type !== "wordsWritten") throw new Error("the bot game wrote no words");
    const taken = firstWords.words[0]!;
    await writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: taken.cardId, word: "Elsewhere", playerId: null }] });
    const kept: { cardId: string; word: string }[] = [];
    for (const batch of batches(record.actions, 40)) kept.push(...(await recordActions(owner.id, { gameId, ...batch })).kept);
    expect(kept).toEqual([{ cardId: taken.cardId, word: "Elsewhere" }]);
    expect((await db.card.findUniqueOrThrow({ where: { id: taken.cardId } })).word).toBe("Elsewhere");
    expect(await db.wordEvent.count({ where: { cardId: taken.cardId } })).toBe(1);
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).actionCount).toBe(record.actions.length);
  });

  it("a card marked lost during the game still takes the game's word, and the game goes on: found again, it has it", async () => {
    const { owner, deckId, gameId, record } = await botGame();
    const firstWords = record.events.find((e) => e.type === "wordsWritten" && e.words.length > 0);
    if (firstWords?.type !== "wordsWritten") throw new Error("the bot game wrote no words");
    const lost = firstWords.words[0]!;
    await changeCardStatus(owner.id, { deckId, cardId: lost.cardId, requestKey: key(), change: "CARD_LOST" });
    for (const batch of batches(record.actions, 40)) await recordActions(owner.id, { gameId, ...batch });
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).actionCount).toBe(record.actions.length);
    expect(await db.card.findUniqueOrThrow({ where: { id: lost.cardId } })).toMatchObject({ status: "MISSING", word: lost.word });
    await changeCardStatus(owner.id, { deckId, cardId: lost.cardId, requestKey: key(), change: "CARD_FOUND" });
    expect(await db.card.findUniqueOrThrow({ where: { id: lost.cardId } })).toMatchObject({ status: "IN_DECK", word: lost.word });
    const story = await db.wordEvent.findMany({ where: { cardId: lost.cardId }, orderBy: { seq: "asc" }, select: { kind: true, word: true } });
    expect(story).toEqual([
      { kind: "CARD_LOST", word: null },
      { kind: "WON_SNAP", word: lost.word },
      { kind: "CARD_FOUND", word: lost.word },
    ]);
  });

  it("a word written on a lost card outside a game is still refused: the card isn't in the deck", async () => {
    const { owner, deckId } = await botGame();
    const card = await db.card.findFirstOrThrow({ where: { deckId, word: null }, orderBy: { position: "asc" } });
    await changeCardStatus(owner.id, { deckId, cardId: card.id, requestKey: key(), change: "CARD_LOST" });
    const error = await refusal(writeWords(owner.id, { deckId, requestKey: key(), kind: "IMPORT", writes: [{ cardId: card.id, word: "Astray", playerId: null }] }));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/isn't in the deck \(it is missing\)/);
    expect((await db.card.findUniqueOrThrow({ where: { id: card.id } })).word).toBeNull();
  });

  it("judges every move again on the server: a move the rules refuse is not recorded", async () => {
    const { owner, gameId, setup } = await botGame();
    const wrongPlayer = setup.seats[1]!.id; // the first seat turns first
    const error = await refusal(recordActions(owner.id, { gameId, fromIndex: 0, actions: [{ type: "turn", playerId: wrongPlayer, atMs: 1000 }] }));
    expect(error.status).toBe(400);
    expect(await db.gameAction.count({ where: { gameId } })).toBe(0);
  });

  it("a shout with an invisible or control character in it is refused with a plain message, and nothing is recorded", async () => {
    const { owner, gameId, record } = await botGame();
    const firstTurn = record.actions.findIndex((action) => action.type === "turn");
    const turn = record.actions[firstTurn] as Extract<GameAction, { type: "turn" }>;
    for (const call of ["snap\u0000", "sn\u0007ap", "\u202esnap"]) {
      const shout = { type: "shout", playerId: turn.playerId, call, reactionMs: 300, atMs: turn.atMs + 300 };
      const error = await refusal(recordActions(owner.id, { gameId, fromIndex: 0, actions: [...record.actions.slice(0, firstTurn + 1), shout] }));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/^A shout has an invisible or control character in it \(U\+[0-9A-F]{4}\)/);
    }
    expect(await db.gameAction.count({ where: { gameId } })).toBe(0);
  });

  it("refuses moves from a window that fell behind", async () => {
    const { owner, gameId, record } = await botGame();
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, 5) });
    const stale = await refusal(recordActions(owner.id, { gameId, fromIndex: 3, actions: [record.actions[4]!, record.actions[3]!] }));
    expect(stale.status).toBe(409);
    const gap = await refusal(recordActions(owner.id, { gameId, fromIndex: 7, actions: record.actions.slice(7, 8) }));
    expect(gap.status).toBe(409);
  });

  it("a reload rebuilds the same game from the seed and the recorded moves", async () => {
    const { owner, gameId, setup, record } = await botGame();
    const half = record.actions.slice(0, Math.floor(record.actions.length / 2));
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: half });
    const stored = await db.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" } });
    const rebuilt = replayGame(setup, stored.map((s) => s.action as unknown as GameAction));
    let expected = openingStep(setup).state as LegacyState;
    for (const action of half) expected = screenRules.apply(expected, action).state;
    expect(rebuilt.state).toEqual(expected);
  });

  it("a reload carries the game on from where its recorded moves left it, older games without a checkpoint too", async () => {
    const { owner, deckId, gameId, setup, record } = await botGame();
    const half = record.actions.slice(0, Math.floor(record.actions.length / 2));
    await recordActions(owner.id, { gameId, fromIndex: 0, actions: half });
    const expected = { ...checkpointAfter(setup, half), actionCount: half.length };
    const served = await screenGame(owner.id, deckId, gameId);
    expect({ ...served.now, actionCount: served.actionCount }).toEqual(expected);
    await db.game.update({ where: { id: gameId }, data: { checkpoint: Prisma.DbNull } });
    const older = await screenGame(owner.id, deckId, gameId);
    expect({ ...older.now, actionCount: older.actionCount }).toEqual(expected);
  });

  it("only editors may play: a viewer gets 403 and nothing is recorded", async () => {
    const { gameId, deckId, record } = await botGame();
    const viewer = await makeMember(deckId, "Viewer", "VIEWER");
    const error = await refusal(recordActions(viewer.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, 3) }));
    expect(error.status).toBe(403);
    const stranger = await makeUser("Stranger");
    const hidden = await refusal(recordActions(stranger.id, { gameId, fromIndex: 0, actions: record.actions.slice(0, 3) }));
    expect(hidden.status).toBe(404);
    expect(await db.gameAction.count({ where: { gameId } })).toBe(0);
  });
});
