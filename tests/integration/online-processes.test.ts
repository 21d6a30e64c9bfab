import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { replayGame } from "@/lib/games/screen/replay-game";
import type { GameAction } from "@/lib/rules";
import { over, stepSeen } from "../support/realtime-player";
import { realtimeProcessesForTests } from "../support/realtime-processes";
import { makeRoom, startGame, type Device } from "../support/realtime-room";

const { processes, device, play } = realtimeProcessesForTests();

/** What a device saw, step by step: the same sequence means the same verdicts everywhere. */
const seen = (d: Device) => d.steps.map((s) => ({ actionCount: s.actionCount, events: s.events, verdict: s.verdict }));

async function recordedGameIsWhole(gameId: string) {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  const actions = await db.gameAction.findMany({ where: { gameId }, orderBy: { index: "asc" } });
  expect(actions.map((a) => a.index)).toEqual(actions.map((_a, i) => i));
  expect(game.actionCount).toBe(actions.length);
  const replayed = replayGame(game.setup as never, actions.map((a) => a.action as unknown as GameAction));
  expect(replayed.state.phase).toBe("over");
  const events = await db.wordEvent.findMany({ where: { gameId } });
  expect(new Set(events.map((e) => e.cardId)).size).toBe(events.length);
  return { game, actions };
}

describe("two app processes on one PostgreSQL", () => {
  it("give players connected to different processes the same verdicts, and the game is recorded once", async () => {
    const [a, b] = await processes(2);
    const room = await makeRoom({ turnLimit: 30, seed: 14 });
    const gameId = await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(a!.baseUrl, room.roomId, room.cookies[mumSeat]!);
    const sam = await device(b!.baseUrl, room.roomId, room.cookies[samSeat]!);
    play(mum, mumSeat, room.setup, { reactionMs: 320 });
    play(sam, samSeat, room.setup, { reactionMs: 290 });

    await Promise.all([stepSeen(mum, over), stepSeen(sam, over)]);
    expect(seen(mum)).toEqual(seen(sam));
    expect(mum.steps.some((step) => step.verdict !== null)).toBe(true);
    const { actions } = await recordedGameIsWhole(gameId);
    expect(mum.steps.at(-1)!.actionCount).toBe(actions.length);
  }, 90_000);

  it("carry a room on when the judging process is killed mid-game: nothing recorded twice or lost", async () => {
    const [a, b] = await processes(2);
    const room = await makeRoom({ turnLimit: 40, seed: 14 });
    const gameId = await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    // Mum's device reaches process A first, so A takes the room to judge.
    const mum = await device(a!.baseUrl, room.roomId, room.cookies[mumSeat]!);
    await mum.nextView((view) => view.table !== null);
    const sam = await device(b!.baseUrl, room.roomId, room.cookies[samSeat]!);
    const mumPlaying = play(mum, mumSeat, room.setup, { reactionMs: 300 });
    play(sam, samSeat, room.setup, { reactionMs: 310 });
    await stepSeen(sam, (step) => step.actionCount >= 10);

    await a!.kill();
    mumPlaying.stop();
    // Mum's device finds the other process (as a browser reconnects behind a load balancer).
    const mumAgain = await device(b!.baseUrl, room.roomId, room.cookies[mumSeat]!);
    play(mumAgain, mumSeat, room.setup, { reactionMs: 300 });

    await stepSeen(sam, over);
    const { actions } = await recordedGameIsWhole(gameId);
    const counts = sam.steps.map((s) => s.actionCount);
    expect(new Set(counts).size).toBe(counts.length);
    expect(Math.max(...counts)).toBe(actions.length);
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("OVER");
    expect((await db.onlineRoom.findUniqueOrThrow({ where: { id: room.roomId } })).status).toBe("OVER");
  }, 90_000);
});
