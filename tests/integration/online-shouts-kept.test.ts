import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { createJudgeStore } from "@/lib/games/online/judge-store";
import type { ShoutAudit } from "@/lib/games/online/judge-types";
import { makeRoom, startGame } from "../support/realtime-room";

/** A room's game started, and its judge's store. */
async function judgedRoom(seed: number) {
  const room = await makeRoom({ seed });
  const gameId = await startGame(room);
  const store = createJudgeStore({ roomId: room.roomId, gameId, deckId: room.deckId, hostId: room.host.id, setup: room.setup });
  return { gameId, seats: room.setup.seats.map((s) => s.id) as [string, string], store };
}

const shout = (seatId: string, turn: number, more: Partial<ShoutAudit> = {}): ShoutAudit => ({
  seatId,
  turn,
  call: "snap",
  reactionMs: 250 + turn + 0.5,
  oneWayMs: 12.25,
  observedMs: 240.125,
  accepted: true,
  outcome: "won",
  actionIndex: turn * 2,
  ...more,
});

describe("every shout at an online table, kept for the game's audit", () => {
  it("keeps the shouts of rooms judged at once in the order they were judged, each as the judge had it", async () => {
    const [a, b] = [await judgedRoom(21), await judgedRoom(22)];
    const sent: { gameId: string; audit: ShoutAudit }[] = [];
    for (let turn = 1; turn <= 12; turn++) {
      const [room, seat] = turn % 3 === 0 ? [b, b.seats[1]] : [a, turn % 2 === 0 ? a.seats[0] : a.seats[1]];
      const audit = shout(seat, turn, turn % 4 === 0 ? { call: "Lighthouse “Marmalade”", accepted: false, outcome: "Too late: the snap was already decided", actionIndex: null } : {});
      sent.push({ gameId: room.gameId, audit });
    }
    // Sent without waiting, as the judge does: they go to the database together.
    await Promise.all(sent.map(({ gameId, audit }) => (gameId === a.gameId ? a : b).store.recordShout(audit)));
    const stamped = Date.now();

    const kept = await db.onlineShout.findMany({ where: { gameId: { in: [a.gameId, b.gameId] } }, orderBy: { id: "asc" } });
    expect(kept.map(({ gameId, seatId, turn, call, reactionMs, oneWayMs, observedMs, accepted, outcome, actionIndex }) => ({ gameId, audit: { seatId, turn, call, reactionMs, oneWayMs, observedMs, accepted, outcome, actionIndex } }))).toEqual(sent);
    // Stamped when kept, in UTC as every row the app writes.
    for (const row of kept) expect(Math.abs(row.createdAt.getTime() - stamped)).toBeLessThan(60_000);
  });

  it("a shout whose game is gone is not kept, and said so; the other rooms' shouts sent with it are kept", async () => {
    const [kept, gone] = [await judgedRoom(23), await judgedRoom(24)];
    await db.game.delete({ where: { id: gone.gameId } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await Promise.all([kept.store.recordShout(shout(kept.seats[0], 1)), gone.store.recordShout(shout(gone.seats[0], 1)), kept.store.recordShout(shout(kept.seats[1], 2))]);
      expect(logged.mock.calls.map(([line]) => String(line))).toEqual([expect.stringMatching(/^\[realtime\] A shout of room \S+ was not kept: /)]);
    } finally {
      logged.mockRestore();
    }
    expect((await db.onlineShout.findMany({ where: { gameId: kept.gameId }, orderBy: { id: "asc" } })).map((s) => [s.seatId, s.turn])).toEqual([
      [kept.seats[0], 1],
      [kept.seats[1], 2],
    ]);
    expect(await db.onlineShout.count({ where: { gameId: gone.gameId } })).toBe(0);
  });
});
