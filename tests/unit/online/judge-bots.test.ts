import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { replayGame } from "@/lib/games/screen/replay-game";
import type { GameKind } from "@/lib/rules";
import { advance, bots, openRoom, person, setupOf, START_MS, type TestRoom } from "./judge-helpers";

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

  test("in Snap Legacy a bot that wins a snap writes the words, and the step names the cards written", async () => {
    const room = openRoom(setupOf("legacy", bots("quick", "normal")));
    await playToTheEnd(room);
    const written = room.steps.find((s) => s.written.length > 0);
    expect(written?.events).toContainEqual(expect.objectContaining({ type: "wordsWritten" }));
    expect(room.judge.snapshot().result.wordsWritten.length).toBeGreaterThan(0);
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
