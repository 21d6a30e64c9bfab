import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { DelaysMessage, RoomView } from "@/lib/games/online/protocol";
import { roomFromWire, type WireRoomView } from "@/lib/games/online/step-wire";
import { syncClock, showAt } from "../support/realtime-clock";
import { stepSeen } from "../support/realtime-player";
import { connectDevice, makeRoom, msgId, startGame, type Device } from "../support/realtime-room";
import { realtimeServerForTests, startRealtimeServer } from "../support/realtime-server";

// Whole games played to their end are in online-whole-games.test.ts, so the two files run side by side.
const { device, play } = realtimeServerForTests();

describe("an online game of Snap Legacy", () => {
  it("starts when the host says so from their device: every device is sent the dealt table", async () => {
    const room = await makeRoom({ seed: 14 });
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    expect(await mum.send("host", { msgId: msgId(), command: "start" })).toEqual({ ok: true });
    const view = await sam.nextView((v) => v.status === "PLAYING" && v.table !== null);
    expect(view.gameId).not.toBeNull();
    expect(view.table!.actionCount).toBe(0);
    expect(view.table!.state.turns).toBe(0);
    const game = await db.game.findUniqueOrThrow({ where: { id: view.gameId! } });
    expect(game.mode).toBe("ONLINE");
  });

  it("in the lobby the host lets a bot play a seat nobody took, from their device; the game can then start and the bot plays that seat", async () => {
    const room = await makeRoom({ people: ["Mum", "Sam", "Gran"], seed: 14 });
    const [mumSeat, samSeat, granSeat] = room.setup.seats.map((s) => s.id) as [string, string, string];
    // Nobody came for Gran: her seat is free.
    await db.roomSeat.deleteMany({ where: { roomId: room.roomId, seatId: granSeat } });
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    expect(await mum.send("host", { msgId: msgId(), command: "start" })).toEqual({ ok: false, reason: "Waiting for Gran to join (or make them bots)." });
    expect(await sam.send("host", { msgId: msgId(), command: "bot", seatId: granSeat })).toEqual({ ok: false, reason: "Only the host can do that" });

    expect(await mum.send("host", { msgId: msgId(), command: "bot", seatId: granSeat })).toEqual({ ok: true });
    await sam.nextView((v) => v.seats.find((s) => s.id === granSeat)?.control === "BOT");
    expect(await mum.send("host", { msgId: msgId(), command: "start" })).toEqual({ ok: true });
    await sam.nextView((v) => v.status === "PLAYING" && v.table !== null);
    const players = [play(mum, mumSeat, room.setup, { reactionMs: 300 }), play(sam, samSeat, room.setup, { reactionMs: 300 })];
    await stepSeen(sam, (step) => step.events.some((e) => e.type === "cardTurned" && e.playerId === granSeat));
    for (const player of players) player.stop();
  });

  it("the host can give a seat back to its person in the lobby", async () => {
    const room = await makeRoom({ people: ["Mum", "Sam", "Gran"], seed: 14 });
    const [mumSeat, , granSeat] = room.setup.seats.map((s) => s.id) as [string, string, string];
    await db.roomSeat.deleteMany({ where: { roomId: room.roomId, seatId: granSeat } });
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    expect(await mum.send("host", { msgId: msgId(), command: "bot", seatId: granSeat })).toEqual({ ok: true });
    expect(await mum.send("host", { msgId: msgId(), command: "restore", seatId: granSeat })).toEqual({ ok: true });
    await mum.nextView((v) => v.seats.find((s) => s.id === granSeat)?.control === "PERSON");
    expect(await mum.send("host", { msgId: msgId(), command: "bot", seatId: "nobody" })).toEqual({ ok: false, reason: "That isn't a person's seat at this table." });
  });

  it("pauses every device when the host pauses, and refuses moves until the host resumes", async () => {
    const room = await makeRoom({ seed: 14 });
    await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    await sam.nextView((v) => v.table !== null);
    expect(await mum.send("host", { msgId: msgId(), command: "pause" })).toEqual({ ok: true });
    await sam.nextView((v) => v.paused);
    for (const d of [mum, sam]) expect(await d.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: "The game is paused" });
    expect((await db.onlineRoom.findUniqueOrThrow({ where: { id: room.roomId } })).paused).toBe(true);
    expect(await mum.send("host", { msgId: msgId(), command: "resume" })).toEqual({ ok: true });
    await sam.nextView((v) => !v.paused);
  });

  it("the host can end the game early: it ends as it stands on every device; nobody else can end it", async () => {
    const room = await makeRoom({ seed: 14 });
    const gameId = await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    await sam.nextView((v) => v.table !== null);
    expect(await sam.send("host", { msgId: msgId(), command: "end" })).toEqual({ ok: false, reason: "Only the host can do that" });
    expect((await db.game.findUniqueOrThrow({ where: { id: gameId } })).status).toBe("PLAYING");

    expect(await mum.send("host", { msgId: msgId(), command: "end" })).toEqual({ ok: true });
    const end = await stepSeen(sam, (step) => step.state.phase === "over");
    expect(end.events).toContainEqual(expect.objectContaining({ type: "gameOver", reason: "endedEarly" }));
    expect(end.result.endReason).toBe("endedEarly");
    const game = await db.game.findUniqueOrThrow({ where: { id: gameId }, include: { room: true } });
    expect(game.status).toBe("OVER");
    expect(game.room?.status).toBe("OVER");
    expect(await mum.send("turn", { msgId: msgId(), turn: 0 })).toMatchObject({ ok: false });
  });

  it("once the game is over the host plays again: the same seats and rules, a new deal, shown on every device; not before it is over, and only the host", async () => {
    const room = await makeRoom({ seed: 14 });
    const first = await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    await sam.nextView((v) => v.table !== null);
    const again = () => ({ msgId: msgId(), command: "again", after: first });
    expect(await mum.send("host", again())).toEqual({ ok: false, reason: "The game is still going: play again once it is over." });
    expect(await mum.send("host", { msgId: msgId(), command: "end" })).toEqual({ ok: true });
    await sam.nextView((v) => v.status === "OVER");
    expect(await sam.send("host", again())).toEqual({ ok: false, reason: "Only the host can do that" });

    expect(await mum.send("host", again())).toEqual({ ok: true });
    const next = await sam.nextView((v) => v.status === "PLAYING" && v.gameId !== first && v.table !== null);
    expect(next.table!.actionCount).toBe(0);
    expect(next.seats.map((s) => s.id)).toEqual([mumSeat, samSeat]);
    const old = await db.game.findUniqueOrThrow({ where: { id: first } });
    const fresh = await db.game.findUniqueOrThrow({ where: { id: next.gameId! } });
    expect(old.status).toBe("OVER");
    expect(fresh).toMatchObject({ mode: "ONLINE", status: "PLAYING" });
    const { seed: oldSeed, ...oldRules } = old.setup as Record<string, unknown>;
    const { seed: newSeed, ...newRules } = fresh.setup as Record<string, unknown>;
    expect(newRules).toMatchObject(oldRules);
    expect(typeof newSeed).toBe("number");
    expect(oldSeed).toBeDefined();
    // The new game is played like the first: Mum's turn is judged.
    const current = next.table!.state.players[next.table!.state.current]!.id;
    const turner = current === mumSeat ? mum : sam;
    expect(await turner.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: true });
    // Asked again after the same game (a double click), it deals nothing more.
    expect(await mum.send("host", again())).toEqual({ ok: true });
    expect(await mum.send("host", { msgId: msgId(), command: "again", after: "another-game" })).toEqual({ ok: false, reason: "That isn't this room's latest game." });
    expect((await db.onlineRoom.findUniqueOrThrow({ where: { id: room.roomId } })).gameId).toBe(next.gameId);
    expect(await db.game.count({ where: { deckId: room.deckId } })).toBe(2);
  });

  it("counts a forged reaction time as no faster than its connection allows, refuses one that is no reaction time, and keeps both shouts", async () => {
    const room = await makeRoom({ seed: 14 });
    const gameId = await startGame(room);
    const devices = Object.fromEntries(await Promise.all(room.setup.seats.map(async (s) => [s.id, await device(room.roomId, room.cookies[s.id]!)] as const)));
    const first = room.setup.seats[0]!.id;
    const other = room.setup.seats[1]!.id;
    const table = (await devices[first]!.nextView((v) => v.table !== null)).table!;
    const current = table.state.players[table.state.current]!.id;
    expect(await devices[current]!.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: true });
    const card = await stepSeen(devices[other]!, (step) => step.state.turns === 1);
    // The card was shown 400 ms ago; a claim of 20 ms is not a possible reaction to it.
    await new Promise((resolve) => setTimeout(resolve, card.showAt! + 400 - Date.now()));
    expect(await devices[other]!.send("shout", { msgId: msgId(), turn: 1, call: "snap", reactionMs: 20 })).toEqual({ ok: true });
    const shout = await stepSeen(devices[other]!, (step) => step.events.some((e) => e.type === "shoutJudged"));
    const judged = shout.events.find((e) => e.type === "shoutJudged")!;
    // Counted at what the server saw (400 ms less its one-way delay) less at most 60 ms: no false start, no 20 ms.
    expect(judged).toMatchObject({ type: "shoutJudged", playerId: other });
    expect(judged.type === "shoutJudged" && judged.reactionMs).toBeGreaterThanOrEqual(400 - 60 - 20);
    expect(await devices[other]!.send("shout", { msgId: msgId(), turn: 1, call: "snap", reactionMs: -5 })).toEqual({ ok: false, reason: "A reaction time can't be negative" });
    await expect.poll(() => db.onlineShout.count({ where: { gameId, seatId: other } })).toBe(2);
    expect(await db.onlineShout.findFirst({ where: { gameId, seatId: other, accepted: true } })).toMatchObject({ reactionMs: 20 });
  });

  it("gives a device that drops and comes back its seat and the current table", async () => {
    const room = await makeRoom({ seed: 9 });
    await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    const sam = await device(room.roomId, room.cookies[samSeat]!);
    const samPlays = play(sam, samSeat, room.setup, { reactionMs: 300 });
    const mumPlays = play(mum, mumSeat, room.setup, { reactionMs: 300 });
    await stepSeen(mum, (step) => step.actionCount >= 6);
    samPlays.stop();
    mumPlays.stop();
    sam.close();
    const gone = await mum.nextView((view) => view.seats.find((s) => s.id === samSeat)?.connected === false);
    expect(gone.seats.find((s) => s.id === samSeat)?.awayForMs).not.toBeNull();

    // Views sent since Sam's device came back (they may come before the connection's own promise resolves).
    const since = (d: Device, from: number, test: (view: RoomView) => boolean) => d.views.slice(from).find(test) ?? d.nextView(test);
    const mumHad = mum.views.length;
    const sent: string[] = [];
    mum.socket.on("room", (wire: unknown) => sent.push(JSON.stringify(wire)));
    const samAgain = await device(room.roomId, room.cookies[samSeat]!);
    const view = await since(samAgain, 0, (v) => v.table !== null);
    expect(view.you).toEqual({ role: "player", seatId: samSeat });
    const latest = mum.steps.at(-1)!;
    expect(view.table!.actionCount).toBe(latest.actionCount);
    expect(view.table!.state).toEqual(latest.state);
    await since(mum, mumHad, (v) => v.seats.find((s) => s.id === samSeat)?.connected === true);
    // The table came with each face-down pile as its count, as steps do (step-wire.ts), and was laid out again.
    expect(sent.length).toBeGreaterThan(0);
    for (const wire of sent) {
      expect(wire).toContain('"faceDown":');
      expect(wire).not.toContain('"face-down-');
    }
  });

  it("gives a seat the host left to a bot to the person who takes it with the code mid-game, as soon as their device arrives", async () => {
    const room = await makeRoom({ seed: 9 });
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    await db.roomSeat.update({ where: { roomId_seatId: { roomId: room.roomId, seatId: samSeat } }, data: { control: "BOT" } });
    await startGame(room);
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    await mum.nextView((v) => v.table !== null && v.seats.find((s) => s.id === samSeat)?.control === "BOT");

    // Sam takes the seat with the code (rooms give it back to a person), then his device arrives.
    await db.roomSeat.update({ where: { roomId_seatId: { roomId: room.roomId, seatId: samSeat } }, data: { control: "PERSON" } });
    await device(room.roomId, room.cookies[samSeat]!);
    // (Views sent meanwhile may still count his device as arriving.)
    const samHere = (v: RoomView) => v.seats.find((s) => s.id === samSeat)?.connected === true;
    const view = await mum.nextView((v) => samHere(v) && v.seats.find((s) => s.id === samSeat)?.control === "PERSON");
    expect(view.seats.find((s) => s.id === samSeat)).toMatchObject({ control: "PERSON", connected: true });
  });

  it("shows each card and verdict on every device within 20 ms of the others (loopback, clocks synced by pings)", async () => {
    const room = await makeRoom({ seed: 14 });
    await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const all = [await device(room.roomId, room.cookies[mumSeat]!), await device(room.roomId, room.cookies[samSeat]!), await device(room.roomId, room.spectator)];
    const clocks = await Promise.all(all.map((d) => syncClock(d)));
    /** Each device's display instant per step (its performance clock: one machine, one clock). */
    const shown = new Map<number, { verdict: boolean; at: Promise<number>[] }>();
    all.forEach((d, i) =>
      d.onStep((step) => {
        if (step.showAt === null) return;
        const instants = shown.get(step.actionCount) ?? { verdict: step.verdict !== null, at: [] };
        instants.at.push(showAt(clocks[i]!, step.showAt));
        shown.set(step.actionCount, instants);
      }),
    );
    play(all[0]!, mumSeat, room.setup, { reactionMs: 330 });
    play(all[1]!, samSeat, room.setup, { reactionMs: 300 });
    const everywhere = () => [...shown.values()].filter((s) => s.at.length === all.length);
    await stepSeen(all[2]!, () => everywhere().length >= 12 && everywhere().some((s) => s.verdict));

    const spreads = await Promise.all(everywhere().map(async (s) => ({ verdict: s.verdict, at: await Promise.all(s.at) })));
    for (const { at } of spreads) expect(Math.max(...at) - Math.min(...at)).toBeLessThanOrEqual(20);
    expect(spreads.some((s) => s.verdict)).toBe(true);
  });

  it("gives the snap to a player on a 150 ms connection who reacts 30 ms faster than a player on a 5 ms connection", async () => {
    const room = await makeRoom({ seed: 14 });
    await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!, { oneWayMs: 5 });
    const sam = await device(room.roomId, room.cookies[samSeat]!, { oneWayMs: 150 });
    // The server's delay probes have measured both lines before anyone plays.
    await mum.nextView((v) => (v.seats.find((s) => s.id === samSeat)?.oneWayMs ?? 0) >= 140);
    play(mum, mumSeat, room.setup, { reactionMs: 330 });
    play(sam, samSeat, room.setup, { reactionMs: 300 });

    const verdict = (await stepSeen(mum, (step) => step.verdict?.winner != null)).verdict!;
    expect(verdict.winner).toBe(samSeat);
    expect(verdict.shouts.find((s) => s.seatId === samSeat)).toMatchObject({ outcome: "won", reactionMs: 300 });
    // Mum's own claim, or more when her shout took longer than her line allows (a busy machine):
    // credited, never refused, and never judged faster than she claimed.
    expect(verdict.shouts.find((s) => s.seatId === mumSeat)?.reactionMs).toBeGreaterThanOrEqual(330);
  });

  it("tells every device a seat's newly measured delay in a small message of its own, not the whole room again", async () => {
    const room = await makeRoom({ seed: 14 });
    await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    const mum = await device(room.roomId, room.cookies[mumSeat]!);
    if (mum.views.length === 0) await mum.nextView(() => true);
    const roomViews: RoomView[] = [];
    const delays: DelaysMessage[] = [];
    mum.socket.on("room", (wire: WireRoomView) => roomViews.push(roomFromWire(wire)));
    mum.socket.on("delays", (message: DelaysMessage) => delays.push(message));
    await device(room.roomId, room.cookies[samSeat]!, { oneWayMs: 150 });
    await mum.nextView((v) => (v.seats.find((s) => s.id === samSeat)?.oneWayMs ?? 0) >= 140);

    const told = delays.find((m) => m.seats.some((s) => s.seatId === samSeat && (s.oneWayMs ?? 0) >= 140));
    expect(told).toBeDefined();
    expect(JSON.stringify(told).length).toBeLessThan(300);
    // Sam's arrival is a change of the room itself, sent whole (once, or again if another change
    // came meanwhile); his line's delay, measured again at every probe, comes in the delays
    // messages only: no room view differs from the one before it in the delays alone.
    const sinceSamCame = roomViews.filter((v) => v.seats.find((s) => s.id === samSeat)?.connected);
    expect(sinceSamCame.length).toBeGreaterThan(0);
    const withoutDelays = (view: RoomView) => JSON.stringify({ ...view, seats: view.seats.map((seat) => ({ ...seat, oneWayMs: null })) });
    const delayOnly = sinceSamCame.slice(1).filter((view, i) => JSON.stringify(view) !== JSON.stringify(sinceSamCame[i]) && withoutDelays(view) === withoutDelays(sinceSamCame[i]!));
    expect(delayOnly).toEqual([]);
  });

  it("tells a room's devices the seats' delays at most once every interval, however often the lines are measured anew", async () => {
    const everyMs = 2_500;
    const server = await startRealtimeServer({ delaysShownEveryMs: everyMs });
    const opened: Device[] = [];
    try {
      const room = await makeRoom({ seed: 14 });
      await startGame(room);
      const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
      const mum = await connectDevice(server.baseUrl, room.roomId, room.cookies[mumSeat]!);
      opened.push(mum);
      const told: { at: number; message: DelaysMessage }[] = [];
      const samTold = new Promise<void>((resolve) =>
        mum.socket.on("delays", (message: DelaysMessage) => {
          told.push({ at: performance.now(), message });
          if (message.seats.some((s) => s.seatId === samSeat && (s.oneWayMs ?? 0) >= 140)) resolve();
        }),
      );
      // Mum's own line, measured as she comes, is told at once: the room's first delays.
      await expect.poll(() => told.length).toBe(1);
      // Sam's line is measured a few times as he comes (quick probes), soon after.
      opened.push(await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat]!, { oneWayMs: 150 }));
      await samTold;
      // Told once the interval since the last was up, not as measured (a timer may fire a few ms early by the test's clock).
      const gaps = told.slice(1).map((t, i) => t.at - told[i]!.at);
      expect(gaps.length).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap).toBeGreaterThan(everyMs - 50);
    } finally {
      opened.forEach((d) => d.close());
      await server.close();
    }
  });
});
