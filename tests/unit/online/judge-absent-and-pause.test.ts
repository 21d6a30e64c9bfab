import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { BOT_TURN_MS, BOT_WRITE_MS, WORDS_TIME_MS } from "@/lib/games/table-host/planned-moves";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { AWAY_AFTER_MS } from "@/lib/games/online/judge/seats";
import { rulesFor } from "@/lib/games/screen/setup";
import { decideShout } from "@/lib/rules";
import { advance, bots, from, msgId, openRoom, person, sameRankDeck, setupOf, START_MS, type TestRoom } from "./judge-helpers";

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (seatId: string) => from(seatId, 10);

function annAndBen(game: "classic" | "legacy" = "classic"): TestRoom {
  const room = openRoom(setupOf(game, [person("ann"), person("ben")], { deck: sameRankDeck(10) }));
  room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
  room.judge.presence({ seatId: "ben", connected: true, oneWayMs: 10 });
  return room;
}

const turnsBy = (room: TestRoom, seatId: string) => room.memory.actions.filter((a) => a.type === "turn" && a.playerId === seatId).length;

describe("a room every player has left", () => {
  test("with no player's device connected the game pauses by itself: bots play nothing, and it carries on when a player comes back", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), ...bots("quick", "quick")], { deck: sameRankDeck(12) }));
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    room.judge.presence({ seatId: "ann", connected: false, oneWayMs: null });
    await advance(0);
    expect(room.judge.paused()).toBe("everyoneLeft");
    expect(room.memory.isPaused()).toBe(false);
    const moves = room.memory.actions.length;
    await advance(60_000);
    expect(room.memory.actions).toHaveLength(moves);

    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await advance(0);
    expect(room.judge.paused()).toBeNull();
    await advance(BOT_TURN_MS);
    expect(turnsBy(room, "bot-1")).toBe(1);
  });

  test("while one player is still here the game goes on, and an away player's cards are turned for them", async () => {
    const room = annAndBen();
    room.judge.presence({ seatId: "ben", connected: false, oneWayMs: null });
    await advance(0);
    expect(room.judge.paused()).toBeNull();
  });

  test("a game the host paused stays paused when players leave and come back: only the host carries on", async () => {
    const room = annAndBen();
    await room.judge.host({ msgId: msgId(), command: "pause" });
    for (const seatId of ["ann", "ben"]) room.judge.presence({ seatId, connected: false, oneWayMs: null });
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await advance(0);
    expect(room.judge.paused()).toBe("host");
    expect(await room.judge.host({ msgId: msgId(), command: "resume" })).toEqual({ ok: true });
    expect(room.judge.paused()).toBeNull();
  });
});

describe("a winner who never writes their words", () => {
  /** Ann wins a snap of two blank cards in Snap Legacy: her words are wanted. */
  async function annWon(): Promise<TestRoom> {
    const room = annAndBen("legacy");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    const shownAt = room.judge.snapshot().shownAt!;
    await advance(shownAt + 300 + 10 - Date.now());
    await room.judge.shout(at("ann"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 300 });
    await advance(1000);
    expect(room.judge.snapshot().state.phase).toBe("words");
    return room;
  }

  test("after a minute, shown on every device as the time left, the cards stay blank and the game goes on", async () => {
    const room = await annWon();
    const asked = Date.now() - 1000 + 20;
    expect(room.judge.snapshot().wordsDueBy).toBeGreaterThanOrEqual(asked + WORDS_TIME_MS - 1000);
    expect(room.steps.at(-1)!.wordsDueBy).toBe(room.judge.snapshot().wordsDueBy);
    await advance(room.judge.snapshot().wordsDueBy! - Date.now() - 1);
    expect(room.judge.snapshot().state.phase).toBe("words");
    await advance(1);
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "writeWords", playerId: "ann", words: {}, by: "bot" });
    expect(room.judge.snapshot().state.phase).toBe("turn");
    expect(room.judge.snapshot().wordsDueBy).toBeNull();
  });

  test("the time for words stands still while the game is paused", async () => {
    const room = await annWon();
    const dueBy = room.judge.snapshot().wordsDueBy!;
    await room.judge.host({ msgId: msgId(), command: "pause" });
    await advance(WORDS_TIME_MS);
    await room.judge.host({ msgId: msgId(), command: "resume" });
    expect(room.judge.snapshot().wordsDueBy).toBe(dueBy + WORDS_TIME_MS);
    expect(room.judge.snapshot().state.phase).toBe("words");
  });

  test("words written in time are the winner's", async () => {
    const room = await annWon();
    const cardIds = rulesFor(room.setup).wordsWanted(room.judge.snapshot().state)!.cardIds;
    await advance(WORDS_TIME_MS - 2000);
    expect(await room.judge.words(at("ann"), { msgId: msgId(), words: Object.fromEntries(cardIds.map((id, i) => [id, ["Otter", "Kite"][i]!])) })).toEqual({ ok: true });
    await advance(WORDS_TIME_MS);
    expect(room.memory.actions.filter((a) => a.type === "writeWords")).toHaveLength(1);
  });
});

describe("pause and resume", () => {
  test("pause freezes the game clock (an action after resume has atMs excluding the pause)", async () => {
    const room = annAndBen();
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    expect(await room.judge.host({ msgId: msgId(), command: "pause" })).toEqual({ ok: true });
    await advance(10_000);
    expect(await room.judge.host({ msgId: msgId(), command: "resume" })).toEqual({ ok: true });
    await advance(500);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    expect(room.memory.actions.map((a) => a.atMs)).toEqual([0, 1500]);
  });

  test("while the game is paused intents are refused and nothing is played for anyone", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), ...bots("quick")], { deck: sameRankDeck(10) }));
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await room.judge.host({ msgId: msgId(), command: "pause" });
    expect(room.memory.isPaused()).toBe(true);
    expect(room.judge.paused()).toBe("host");
    expect(room.roomChanges()).toBe(1);
    await advance(60_000);
    expect(room.memory.actions).toHaveLength(1);
    expect(await room.judge.shout(at("ann"), { msgId: msgId(), turn: 1, call: "snap", reactionMs: 300 })).toEqual({ ok: false, reason: REFUSED.paused });
    await room.judge.host({ msgId: msgId(), command: "resume" });
    await advance(BOT_TURN_MS);
    expect(turnsBy(room, "bot-1")).toBe(1);
  });

  test("the host can end a paused game: it ends as it stands, and nothing is played after", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), ...bots("quick")], { deck: sameRankDeck(10) }));
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await room.judge.host({ msgId: msgId(), command: "pause" });
    expect(await room.judge.host({ msgId: msgId(), command: "end" })).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "end" });
    expect(room.steps.at(-1)!.events).toContainEqual(expect.objectContaining({ type: "gameOver", reason: "endedEarly" }));
    await advance(60_000);
    expect(room.memory.actions).toHaveLength(2);
    expect(await room.judge.host({ msgId: msgId(), command: "end" })).toEqual({ ok: false, reason: REFUSED.over });
  });

  test("a reaction after a pause is timed as if the pause never happened", async () => {
    const room = annAndBen();
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    const shownAt = room.judge.snapshot().shownAt!;
    await advance(shownAt + 100 - Date.now());
    await room.judge.host({ msgId: msgId(), command: "pause" });
    await advance(5000);
    await room.judge.host({ msgId: msgId(), command: "resume" });
    // Pressed 100 ms before the pause and 200 after it, then a 10 ms trip.
    await advance(210);
    expect(await room.judge.shout(at("ann"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 300 })).toEqual({ ok: true });
  });
});

describe("a time limit", () => {
  test("the game ends when its time is up, even when nobody turns a card, and a pause does not count", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), person("ben")], { deck: sameRankDeck(10), timeLimitMs: 60_000 }));
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    room.judge.presence({ seatId: "ben", connected: true, oneWayMs: 10 });
    await advance(30_000);
    await room.judge.host({ msgId: msgId(), command: "pause" });
    await advance(120_000);
    await room.judge.host({ msgId: msgId(), command: "resume" });
    await advance(29_000);
    expect(room.judge.snapshot().state.phase).toBe("turn");
    await advance(1_010);
    expect(room.judge.snapshot().state).toMatchObject({ phase: "over", endReason: "timeLimit" });
    expect(room.memory.actions).toEqual([{ type: "tick", atMs: 60_005 }]);
  });
});

describe("absent players and removed seats", () => {
  test("an absent current player is turned for after AWAY_AFTER_MS", async () => {
    const room = annAndBen();
    room.judge.presence({ seatId: "ann", connected: false, oneWayMs: null });
    await advance(AWAY_AFTER_MS - 1);
    expect(turnsBy(room, "ann")).toBe(0);
    await advance(1);
    expect(turnsBy(room, "ann")).toBe(1);
  });

  test("a player who comes back in time turns their own card", async () => {
    const room = annAndBen();
    room.judge.presence({ seatId: "ann", connected: false, oneWayMs: null });
    await advance(AWAY_AFTER_MS / 2);
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await advance(AWAY_AFTER_MS);
    expect(turnsBy(room, "ann")).toBe(0);
    expect(room.judge.presences().find((p) => p.seatId === "ann")).toEqual({ seatId: "ann", connected: true, oneWayMs: 10 });
  });

  test("a removed seat's cards are turned for it and its shouts are refused", async () => {
    const room = annAndBen();
    expect(await room.judge.host({ msgId: msgId(), command: "remove", seatId: "ben" })).toEqual({ ok: true });
    expect(room.memory.controls).toEqual({ ben: "REMOVED" });
    expect(room.judge.controls()).toEqual({ ann: "PERSON", ben: "REMOVED" });
    expect(room.roomChanges()).toBe(1);
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(BOT_TURN_MS);
    expect(turnsBy(room, "ben")).toBe(1);
    await advance(300);
    expect(await room.judge.shout(at("ben"), { msgId: msgId(), turn: 2, call: "snap", reactionMs: 280 })).toEqual({ ok: false, reason: REFUSED.notYourSeat });
    expect(room.memory.shouts.at(-1)).toMatchObject({ seatId: "ben", accepted: false, outcome: "refused" });
  });

  test("a restored seat is played from its device again", async () => {
    const room = annAndBen();
    await room.judge.host({ msgId: msgId(), command: "remove", seatId: "ann" });
    await room.judge.host({ msgId: msgId(), command: "restore", seatId: "ann" });
    await advance(AWAY_AFTER_MS);
    expect(turnsBy(room, "ann")).toBe(0);
    expect(await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 })).toEqual({ ok: true });
  });

  test("a seat handed to a bot long after the card was shown does not shout at that card", async () => {
    const room = annAndBen();
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    const bot = { pace: "normal", mistakeRate: 0.1, seed: `${room.setup.seed}:ben` } as const;
    expect(decideShout(rulesFor(room.setup), room.judge.snapshot().state, "ben", bot)).not.toBeNull();
    await advance(3000);
    await room.judge.host({ msgId: msgId(), command: "bot", seatId: "ben" });
    await advance(1000);
    expect(room.memory.actions.filter((a) => a.type === "shout")).toEqual([]);
  });

  test("the host can only hand over the seats of people in the game", async () => {
    const room = annAndBen();
    expect(await room.judge.host({ msgId: msgId(), command: "bot", seatId: "zed" })).toEqual({ ok: false, reason: REFUSED.noSuchSeat });
  });

  test("a Legacy snap winner who is removed has their cards left blank: no bot makes up their words", async () => {
    const room = annAndBen("legacy");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    const { state } = room.judge.snapshot();
    const [call] = rulesFor(room.setup).rightCalls(state, "ann");
    const shownAt = room.judge.snapshot().shownAt!;
    await advance(shownAt + 310 - Date.now());
    expect(await room.judge.shout(at("ann"), { msgId: msgId(), turn: 2, call: call!, reactionMs: 300 })).toEqual({ ok: true });
    await advance(500);
    expect(room.judge.snapshot().state.phase).toBe("words");
    await room.judge.host({ msgId: msgId(), command: "remove", seatId: "ann" });
    await advance(BOT_WRITE_MS);
    const written = room.steps.at(-1)!;
    expect(written.events).toContainEqual(expect.objectContaining({ type: "wordsWritten", playerId: "ann", words: [], by: "bot" }));
    expect(written.written).toEqual([]);
  });

  test("the words of a Legacy snap winner whose seat the host handed to a bot are recorded as the bot's", async () => {
    const room = annAndBen("legacy");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    const [call] = rulesFor(room.setup).rightCalls(room.judge.snapshot().state, "ann");
    await advance(room.judge.snapshot().shownAt! + 310 - Date.now());
    expect(await room.judge.shout(at("ann"), { msgId: msgId(), turn: 2, call: call!, reactionMs: 300 })).toEqual({ ok: true });
    await advance(500);
    expect(room.judge.snapshot().state.phase).toBe("words");
    await room.judge.host({ msgId: msgId(), command: "bot", seatId: "ann" });
    await advance(BOT_WRITE_MS);
    const wordsAt = room.memory.actions.findIndex((a) => a.type === "writeWords");
    expect(wordsAt).toBeGreaterThan(0);
    expect(room.memory.botPlayedAt[wordsAt]).toEqual(["ann"]);
    // Before the host handed the seat over, its moves were the person's.
    expect(room.memory.botPlayedAt.slice(0, wordsAt).every((seats) => seats.length === 0)).toBe(true);
  });

  test("the Legacy snap winner writes the words on their own device", async () => {
    const room = annAndBen("legacy");
    await room.judge.turn(at("ann"), { msgId: msgId(), turn: 0 });
    await advance(1000);
    await room.judge.turn(at("ben"), { msgId: msgId(), turn: 1 });
    const [call] = rulesFor(room.setup).rightCalls(room.judge.snapshot().state, "ben");
    await advance(room.judge.snapshot().shownAt! + 310 - Date.now());
    await room.judge.shout(at("ben"), { msgId: msgId(), turn: 2, call: call!, reactionMs: 300 });
    await advance(500);
    const wanted = rulesFor(room.setup).wordsWanted(room.judge.snapshot().state)!;
    const words = Object.fromEntries(wanted.cardIds.map((id, n) => [id, ["Teapot", "Otter"][n] ?? "Kite"]));
    expect(await room.judge.words(at("ann"), { msgId: msgId(), words })).toEqual({ ok: false, reason: "Only BEN writes the words" });
    expect(await room.judge.words(at("ben"), { msgId: msgId(), words })).toEqual({ ok: true });
    expect(room.steps.at(-1)!.written.sort()).toEqual([...wanted.cardIds].sort());
  });
});
