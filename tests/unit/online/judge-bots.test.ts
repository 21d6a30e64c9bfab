import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { replayGame } from "@/lib/games/screen/replay-game";
import { rulesFor } from "@/lib/games/screen/setup";
import type { GameKind } from "@/lib/rules";
import { advance, bots, from, msgId, openRoom, person, sameRankDeck, setupOf, START_MS, type TestRoom } from "./judge-helpers";

beforeEach(() => {
  vi.useFakeTimers({ now: START_MS });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the table play on its own, a simulated minute at a time, until the game ends (or an hour has passed). */
async function playToTheEnd(room: TestRoom): Promise<void> {
  for (let minute = 0; minute < 60 && room.judge.snapshot().state.phase !== "over"; minute += 1) await advance(60_000);
}

/** Lets the table play on its own, a simulated second at a time, until it is as wanted. */
async function waitFor(room: TestRoom, until: () => boolean): Promise<void> {
  for (let second = 0; second < 600 && !until(); second += 1) await advance(1000);
  if (!until()) throw new Error("the table never got there");
}

describe("bots play on the server as on the one-device screen", () => {
  test.each<[GameKind]>([["legacy"], ["classic"], ["table"], ["irish"]])("bots play a whole %s game to the end on fake timers", async (game) => {
    const room = openRoom(setupOf(game, bots("quick", "normal", "relaxed")));
    await playToTheEnd(room);
    const { state, result } = room.judge.snapshot();
    expect(state.phase).toBe("over");
    expect(result.winners.length).toBeGreaterThan(0);
    // What was recorded is the game: replaying it from the seed ends the same way.
    expect(replayGame(room.setup, room.memory.actions).state.winners).toEqual(state.winners);
    expect(room.steps.some((s) => s.verdict !== null)).toBe(true);
    expect(room.memory.shouts.every((s) => s.oneWayMs === 0)).toBe(true);
  });

  test("a bot that wins a snap leaves its cards blank by default", async () => {
    const room = openRoom(setupOf("legacy", bots("quick", "normal"), { botWords: { rule: "blank", list: [] } }));
    await playToTheEnd(room);
    const botWords = room.steps.flatMap((s) => s.events.filter((e) => e.type === "wordsWritten"));
    expect(botWords.length).toBeGreaterThan(0);
    expect(botWords.every((e) => e.type === "wordsWritten" && e.words.length === 0 && e.by === "bot")).toBe(true);
    expect(room.steps.every((s) => s.written.length === 0)).toBe(true);
    expect(room.judge.snapshot().result.wordsWritten).toEqual([]);
  });

  test("a bot writes only from the family's word list, each word once, and the step names the cards written", async () => {
    const list = ["Kite", "Otter", "Lark"];
    const room = openRoom(setupOf("legacy", bots("quick", "normal"), { botWords: { rule: "list", list } }));
    await playToTheEnd(room);
    const written = room.judge.snapshot().result.wordsWritten.map((w) => w.word);
    expect([...written].sort()).toEqual([...list].sort());
    expect(room.steps.filter((s) => s.written.length > 0).length).toBeGreaterThan(0);
  });

  test("where the people write a bot's words, the host's device writes them, and nobody else", async () => {
    const room = openRoom(setupOf("legacy", [person("ann"), ...bots("quick")], { botWords: { rule: "people", list: [] }, deck: sameRankDeck(8) }), { controls: { ann: "REMOVED" } });
    await waitFor(room, () => room.judge.snapshot().state.phase === "words" && rulesFor(room.setup).wordsWanted(room.judge.snapshot().state)?.playerId === "bot-1");
    const { state } = room.judge.snapshot();
    const cardIds = rulesFor(room.setup).wordsWanted(state)!.cardIds;
    // The bot writes nothing of its own while it waits for the host.
    await advance(5_000);
    expect(room.judge.snapshot().state.phase).toBe("words");
    const words = Object.fromEntries(cardIds.map((id) => [id, "Mum's word"]));
    expect(await room.judge.words(from("ann", 10), { msgId: msgId(), words })).toEqual({ ok: false, reason: REFUSED.notYourSeat });
    expect(await room.judge.host({ msgId: msgId(), command: "words", words })).toEqual({ ok: true });
    expect(room.memory.actions.at(-1)).toMatchObject({ type: "writeWords", playerId: "bot-1", by: "people", words });
  });
  test("a device that reconnects is given the table and the last 20 verdicts", async () => {
    const room = openRoom(setupOf("legacy", bots("quick", "quick", "normal", "relaxed"), { seed: 3 }));
    await playToTheEnd(room);
    const verdicts = room.steps.flatMap((s) => (s.verdict ? [s.verdict] : []));
    expect(verdicts.length).toBeGreaterThan(20);
    const snapshot = room.judge.snapshot();
    expect(snapshot.verdicts).toEqual(verdicts.slice(-20));
    expect(snapshot).toMatchObject({ actionCount: room.memory.actions.length, state: room.steps.at(-1)!.state, result: room.steps.at(-1)!.result });
  });

  test("a person seat the host gives to a bot is played by it", async () => {
    const room = openRoom(setupOf("classic", [person("ann"), ...bots("quick")], { turnLimit: 40 }), { controls: { ann: "BOT" } });
    room.judge.presence({ seatId: "ann", connected: true, oneWayMs: 10 });
    await playToTheEnd(room);
    expect(room.judge.snapshot().state.phase).toBe("over");
    expect(room.memory.actions.some((a) => a.type === "turn" && a.playerId === "ann")).toBe(true);
  });
});
