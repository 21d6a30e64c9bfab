import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { REFUSED } from "@/lib/games/online/judge/refusals";
import { stepSeen } from "../support/realtime-player";
import { makeRoom, msgId, startGame } from "../support/realtime-room";
import { realtimeServerForTests } from "../support/realtime-server";

const { device } = realtimeServerForTests();

/** The database refuses every move written from now on (a real error of PostgreSQL's, not a stub), until `allow`. */
async function refuseMoves(): Promise<{ allow(): Promise<void> }> {
  await db.$executeRawUnsafe(`ALTER TABLE "game_actions" ADD CONSTRAINT "refused_in_this_test" CHECK (false) NOT VALID`);
  return { allow: () => db.$executeRawUnsafe(`ALTER TABLE "game_actions" DROP CONSTRAINT "refused_in_this_test"`).then(() => undefined) };
}

describe("a room whose move the database failed to record", () => {
  it("refuses that move as not saved, is judged again from its recorded moves, and plays on with nothing lost", async () => {
    const room = await makeRoom({ seed: 14 });
    const gameId = await startGame(room);
    const devices = Object.fromEntries(await Promise.all(room.setup.seats.map(async (s) => [s.id, await device(room.roomId, room.cookies[s.id]!)] as const)));
    const first = room.setup.seats[0]!.id;
    const table = (await devices[first]!.nextView((v) => v.table !== null)).table!;
    const current = table.state.players[table.state.current]!.id;
    const other = room.setup.seats.find((s) => s.id !== current)!.id;

    const database = await refuseMoves();
    const toldAgain = devices[other]!.nextView((v) => v.table !== null && v.table.actionCount === 0);
    const warned = new Promise<void>((resolve) => devices[other]!.socket.once("reconnecting", () => resolve()));
    expect(await devices[current]!.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: REFUSED.notRecorded });
    await database.allow();
    // Every device is warned that the table is being set up again.
    await warned;
    // The room was let go: every device is sent the table as recorded, and the takeover judges it
    // again within its second (until then a turn is answered "not being judged right now").
    await toldAgain;
    const turnAgain = () => devices[current]!.send("turn", { msgId: msgId(), turn: 0 });
    await expect.poll(turnAgain, { timeout: 10_000, interval: 100 }).toEqual({ ok: true });
    await stepSeen(devices[other]!, (step) => step.state.turns === 1);
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, select: { actionCount: true, actions: { select: { index: true } } } });
    expect(game.actionCount).toBe(1);
    expect(game.actions.map((a) => a.index)).toEqual([0]);
  });
});
