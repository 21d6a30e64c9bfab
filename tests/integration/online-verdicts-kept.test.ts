import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createJudgeStore, keptVerdicts } from "@/lib/games/online/judge-store";
import { VERDICTS_KEPT, type Verdict } from "@/lib/games/online/protocol";
import { sharedRoomView, storedRoom } from "@/lib/realtime/room-view";
import { makeRoom, startGame } from "../support/realtime-room";

const verdictAt = (turn: number, winner: string): Verdict => ({
  turn,
  winner,
  showAt: 1_000 + turn,
  shouts: [{ seatId: winner, call: "snap", reactionMs: 300, oneWayMs: 4, outcome: "won" }],
});

describe("a snap's verdict, kept with the game", () => {
  it("is shown as it was by a process that doesn't judge the room (a device that reloads there), a late press included", async () => {
    const room = await makeRoom({ seed: 14 });
    const gameId = await startGame(room);
    const [mum, sam] = room.setup.seats.map((s) => s.id) as [string, string];
    const store = createJudgeStore({ roomId: room.roomId, gameId, deckId: room.deckId, hostId: room.host.id, setup: room.setup });
    const first = verdictAt(2, mum);
    const late: Verdict = { ...first, shouts: [...first.shouts, { seatId: sam, call: "snap", reactionMs: 900, oneWayMs: 5, outcome: "refused", reason: "Too late: the snap was already decided" }] };
    // Kept in the order the judge sent them: the late press's form is the one that stays.
    void store.recordVerdict(first);
    await store.recordVerdict(late);
    await store.recordVerdict(verdictAt(5, sam));
    expect(await keptVerdicts(gameId)).toEqual([late, verdictAt(5, sam)]);

    const stored = await storedRoom(room.roomId, false);
    const view = sharedRoomView(room.roomId, stored!, null, [], new Map());
    expect(view.table?.verdicts).toEqual([late, verdictAt(5, sam)]);
  });

  it("keeps the latest twenty for a device, oldest first, and goes with its game", async () => {
    const room = await makeRoom({ seed: 15 });
    const gameId = await startGame(room);
    const [mum] = room.setup.seats.map((s) => s.id) as [string];
    const store = createJudgeStore({ roomId: room.roomId, gameId, deckId: room.deckId, hostId: room.host.id, setup: room.setup });
    for (let turn = 1; turn <= VERDICTS_KEPT + 5; turn++) void store.recordVerdict(verdictAt(turn, mum));
    await store.recordVerdict(verdictAt(100, mum));
    const kept = await keptVerdicts(gameId);
    expect(kept).toHaveLength(VERDICTS_KEPT);
    expect(kept.map((v) => v.turn)).toEqual([...Array.from({ length: VERDICTS_KEPT - 1 }, (_, i) => i + 7), 100]);
    await db.game.delete({ where: { id: gameId } });
    expect(await db.onlineVerdict.count({ where: { gameId } })).toBe(0);
  });
});
