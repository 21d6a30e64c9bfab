import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { addBotWords } from "@/lib/decks/bot-word-list";
import { over, stepSeen } from "../support/realtime-player";
import { makeRoom, startGame, type Device } from "../support/realtime-room";
import { realtimeServerForTests } from "../support/realtime-server";

// The online games of online-game.test.ts that are played to their end, in a file of their own so
// that the two files run side by side.
const { device, play } = realtimeServerForTests();

describe("an online game of Snap Legacy", () => {
  it("is played to its end by people and bots, each on their own device, its words written back once and every shout kept", async () => {
    const room = await makeRoom({ bots: ["quick", "normal"], turnLimit: 30, seed: 14 });
    const gameId = await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    const gran = await device(room.roomId, room.spectator);
    const mumPlays = play(mum, mumSeat, room.setup, { reactionMs: 340 });
    const samPlays = play(sam, samSeat, room.setup, { reactionMs: 310 });

    await Promise.all([mum, sam, gran].map((d) => stepSeen(d, over)));
    const seen = (d: Device) => d.steps.map((s) => [s.actionCount, s.events, s.verdict]);
    expect(seen(sam)).toEqual(seen(mum));
    expect(seen(gran)).toEqual(seen(mum));

    const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
    expect(game.status).toBe("OVER");
    expect((await db.onlineRoom.findUniqueOrThrow({ where: { id: room.roomId } })).status).toBe("OVER");
    const written = mum.steps.flatMap((s) => s.events.flatMap((e) => (e.type === "wordsWritten" ? e.words : [])));
    expect(written.length).toBeGreaterThan(0);
    const history = await db.wordEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(history.map((e) => [e.cardId, e.word])).toEqual(written.map((w) => [w.cardId, w.word]));
    expect(new Set(history.map((e) => e.cardId)).size).toBe(history.length);
    expect(history.every((e) => e.requestKey.startsWith(`game:${gameId}:action:`))).toBe(true);
    expect(history.every((e) => e.kind === "WON_SNAP" && e.recordedById === room.host.id)).toBe(true);
    // A bot that wins a snap leaves its cards blank by default: every word in the history is a person's.
    expect(history.every((e) => e.playerId !== null && e.botName === null)).toBe(true);
    expect(mum.steps.some((s) => s.events.some((e) => e.type === "wordsWritten" && e.by === "bot" && e.words.length === 0))).toBe(true);

    const kept = await db.onlineShout.findMany({ where: { gameId }, orderBy: { id: "asc" } });
    for (const [seatId, player] of [
      [mumSeat, mumPlays],
      [samSeat, samPlays],
    ] as const) {
      expect(kept.filter((s) => s.seatId === seatId).map((s) => [s.turn, s.call])).toEqual(player.shouts.map((s) => [s.turn, s.call]));
    }
  }, 90_000);

  it("at a table whose bots write from the family's list, a bot's words are the list's, and the history names the bot and the list", async () => {
    const list = ["Kite", "Otter", "Lark"];
    const room = await makeRoom({ bots: ["quick", "quick"], turnLimit: 16, seed: 14, botWords: { rule: "list", list } });
    await addBotWords(room.host.id, { deckId: room.deckId, words: list.join("\n") });
    const gameId = await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    // Slow people: the bots win the snaps.
    play(mum, mumSeat, room.setup, { reactionMs: 2_000 });
    play(sam, samSeat, room.setup, { reactionMs: 2_000 });
    await stepSeen(mum, over);
    const botWords = mum.steps.flatMap((s) => s.events.flatMap((e) => (e.type === "wordsWritten" && e.by === "bot" ? e.words.map((w) => w.word) : [])));
    expect(botWords.length).toBeGreaterThan(0);
    const history = await db.wordEvent.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
    expect(history.map((e) => e.word)).toEqual(botWords);
    expect(botWords.every((word) => list.includes(word))).toBe(true);
    expect(history.every((e) => e.playerId === null && /^(Robin|Pip) Bot$/.test(e.botName ?? "") && e.botWordsFrom === "WORD_LIST" && e.recordedById === room.host.id)).toBe(true);
  }, 90_000);
});
