import { describe, expect, it } from "vitest";
import type { RoomView } from "@/lib/games/online/protocol";
import { FLOODED } from "@/lib/realtime/rate-limit";
import { stepSeen } from "../support/realtime-player";
import { makeRoom, msgId, startGame } from "../support/realtime-room";
import { realtimeServerForTests } from "../support/realtime-server";

const { device, play } = realtimeServerForTests();

const delayOf = (view: RoomView | undefined, seatId: string) => view?.seats.find((s) => s.id === seatId)?.oneWayMs ?? null;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A started game with Mum's device honest and Sam's as told; resolves once Sam's probes have been
 *  measured by the room. */
async function table(sam: Parameters<typeof device>[2], samLooks: (oneWayMs: number) => boolean) {
  const room = await makeRoom({ seed: 14 });
  await startGame(room);
  const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
  const mum = await device(room.roomId, room.cookies[mumSeat]!);
  const samDevice = await device(room.roomId, room.cookies[samSeat]!, sam);
  await mum.nextView((v) => samLooks(delayOf(v, samSeat) ?? -1));
  return { room, mumSeat, samSeat, mum, sam: samDevice };
}

/** Far below the 200 ms a device holding back its probe answers by 400 ms would be counted at. */
const NEAR_MS = 100;

describe("a device's delay, measured by its acknowledgements of steps as well as the server's probes", () => {
  it("a device that holds back its probe answers by 400 ms but acknowledges each step is counted as near as it is, and so are its shouts", async () => {
    // Its probes alone say it is 200 ms away.
    const { room, mumSeat, samSeat, mum, sam } = await table({ holdProbesMs: 400 }, (ms) => ms >= 190);
    play(mum, mumSeat, room.setup, { reactionMs: 330 });
    play(sam, samSeat, room.setup, { reactionMs: 300 });
    // Its acknowledgements of the first cards show it is next to the server (loopback: a few ms,
    // tens on a busy machine), nowhere near the 200 ms its probes say.
    await mum.nextView((v) => (delayOf(v, samSeat) ?? 999) < NEAR_MS);
    const verdict = (await stepSeen(mum, (step) => step.verdict?.shouts.some((s) => s.seatId === samSeat) === true)).verdict!;
    expect(verdict.shouts.find((s) => s.seatId === samSeat)!.oneWayMs).toBeLessThan(NEAR_MS);
  });

  it("a shout at a card its device was sent and did not acknowledge first is judged, and credited no delay", async () => {
    const { room, mumSeat, samSeat, mum, sam } = await table({ oneWayMs: 150, acknowledges: false }, (ms) => ms >= 140);
    play(mum, mumSeat, room.setup, { reactionMs: 330 });
    const samPlays = play(sam, samSeat, room.setup, { reactionMs: 300 });
    const verdict = (await stepSeen(mum, (step) => step.verdict?.shouts.some((s) => s.seatId === samSeat) === true)).verdict!;
    expect(verdict.shouts.find((s) => s.seatId === samSeat)).toMatchObject({ oneWayMs: 0, outcome: expect.stringMatching(/^(won|right)$/) });
    expect(samPlays.shouts[0]!.ack).toEqual({ ok: true });
    // The room still shows the delay its probes measured.
    expect(delayOf(mum.views.at(-1), samSeat)).toBeGreaterThanOrEqual(140);
  });

  it("acknowledgements of steps never sent, malformed ones, and a watcher's or another room's device's change nothing", async () => {
    const { room, samSeat, mum, sam } = await table({ holdProbesMs: 400, acknowledges: false }, (ms) => ms >= 190);
    const state = mum.views.findLast((v) => v.table !== null)!.table!.state;
    const gran = await device(room.roomId, room.spectator);
    const elsewhere = await makeRoom();
    const stranger = await device(elsewhere.roomId, elsewhere.cookies[elsewhere.setup.seats[1]!.id]!);
    const turner = state.players[state.current]!.id === samSeat ? sam : mum;
    expect(await turner.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: true });
    await stepSeen(sam, (step) => step.actionCount === 1);

    sam.socket.emit("received", { actionCount: 999 });
    sam.socket.emit("received", { actionCount: "1" });
    sam.socket.emit("received", null);
    sam.socket.emit("received");
    for (const other of [gran, stranger]) other.socket.emit("received", { actionCount: 1 });
    // Two probes later, and the room told of any change: Sam still looks 200 ms away.
    await pause(4_500);
    expect(delayOf(mum.views.at(-1), samSeat)).toBeGreaterThanOrEqual(190);
    expect(sam.socket.connected).toBe(true);
  });

  it("a device that floods the server with acknowledgements is disconnected and told why; the room goes on", async () => {
    const { samSeat, mum, sam } = await table({}, (ms) => ms >= 0);
    const told = new Promise<string>((resolve) => sam.socket.once("refused", resolve));
    for (let i = 0; i < 200; i++) sam.socket.emit("received", { actionCount: 1 });
    expect(await told).toBe(FLOODED);
    await mum.nextView((v) => v.seats.find((s) => s.id === samSeat)?.connected === false);
    expect(mum.socket.connected).toBe(true);
    expect(await mum.socket.timeout(5_000).emitWithAck("clock", { t0: 1 })).toMatchObject({ t0: 1 });
  });
});
