import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { addBotWords } from "@/lib/decks/bot-word-list";
import type { RoomView, StepMessage } from "@/lib/games/online/protocol";
import { syncClock, showAt } from "../support/realtime-clock";
import { autoplay, over, stepSeen, type Player } from "../support/realtime-player";
import { connectDevice, makeRoom, msgId, startGame, type Device } from "../support/realtime-room";
import { startRealtimeServer, type RealtimeServer } from "../support/realtime-server";

let server: RealtimeServer;
const devices: Device[] = [];
const players: Player[] = [];

beforeAll(async () => {
  server = await startRealtimeServer();
});
afterEach(() => {
  players.splice(0).forEach((p) => p.stop());
  devices.splice(0).forEach((d) => d.close());
});
afterAll(() => server.close());

async function device(roomId: string, cookie: string, options: { oneWayMs?: number } = {}): Promise<Device> {
  const connected = await connectDevice(server.baseUrl, roomId, cookie, options);
  devices.push(connected);
  return connected;
}

function play(...args: Parameters<typeof autoplay>): Player {
  const player = autoplay(...args);
  players.push(player);
  return player;
}


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

  it("refuses a forged reaction time, and keeps the refused shout", async () => {
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
    const ack = await devices[other]!.send("shout", { msgId: msgId(), turn: 1, call: "snap", reactionMs: 20 });
    expect(ack).toEqual({ ok: false, reason: "That reaction time is faster than the shout could have been made" });
    expect(await devices[other]!.send("shout", { msgId: msgId(), turn: 1, call: "snap", reactionMs: -5 })).toEqual({ ok: false, reason: "A reaction time can't be negative" });
    await expect.poll(() => db.onlineShout.count({ where: { gameId, seatId: other, accepted: false } })).toBe(2);
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

    const samAgain = await device(room.roomId, room.cookies[samSeat]!);
    const view = await samAgain.nextView((v) => v.table !== null);
    expect(view.you).toEqual({ role: "player", seatId: samSeat });
    const latest = mum.steps.at(-1)!;
    expect(view.table!.actionCount).toBe(latest.actionCount);
    expect(view.table!.state.turns).toBe(latest.state.turns);
    await mum.nextView((v) => v.seats.find((s) => s.id === samSeat)?.connected === true);
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
      d.socket.on("step", (step: StepMessage) => {
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
    expect(verdict.shouts.find((s) => s.seatId === mumSeat)?.reactionMs).toBe(330);
  });
});
