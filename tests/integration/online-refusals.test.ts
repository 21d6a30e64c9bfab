import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { MAX_MESSAGE_BYTES, SOCKET_PATH } from "@/lib/games/online/protocol";
import { FLOODED, FLOODED_WAIT, TOO_MANY } from "@/lib/realtime/rate-limit";
import { NOT_ALLOWED } from "@/lib/realtime/socket-server";
import { connectDevice, makeRoom, msgId, sessionCookie, startGame, type TestRoom } from "../support/realtime-room";
import { startRealtimeServer, type RealtimeServer } from "../support/realtime-server";
import { makeUser } from "./deck-helpers";

let server: RealtimeServer;
let room: TestRoom;
let otherRoom: TestRoom;
const mumSeat = () => room.setup.seats[0]!.id;
const samSeat = () => room.setup.seats[1]!.id;

beforeAll(async () => {
  // Rooms in their lobby: everything here is refused before any judge is asked.
  server = await startRealtimeServer();
  room = await makeRoom();
  otherRoom = await makeRoom();
});

afterAll(() => server.close());

async function refusedConnection(roomId: string, cookie: string | null): Promise<string> {
  const outcome = await connectDevice(server.baseUrl, roomId, cookie).then(
    (device) => {
      device.close();
      return "connected";
    },
    (error: Error) => error.message,
  );
  return outcome;
}

describe("who may connect to a room", () => {
  it("refuses a connection with neither a session nor a seat token", async () => {
    expect(await refusedConnection(room.roomId, null)).toBe(NOT_ALLOWED);
  });

  it("refuses a seat token for another room", async () => {
    const othersToken = otherRoom.cookies[otherRoom.setup.seats[1]!.id]!.split("=")[1];
    expect(await refusedConnection(room.roomId, `snap-room-${room.roomId}=${othersToken}`)).toBe(NOT_ALLOWED);
  });

  it("refuses a player of one room connecting to another room (a message for another room can't be sent)", async () => {
    expect(await refusedConnection(otherRoom.roomId, room.cookies[samSeat()]!)).toBe(NOT_ALLOWED);
  });

  it("refuses a forged session cookie", async () => {
    expect(await refusedConnection(room.roomId, await sessionCookie(room.host, "someone-elses-secret-someone-elses-secret"))).toBe(NOT_ALLOWED);
    expect(await refusedConnection(room.roomId, "next-auth.session-token=not-a-token")).toBe(NOT_ALLOWED);
  });

  it("refuses someone signed in who isn't in the deck", async () => {
    expect(await refusedConnection(room.roomId, await sessionCookie(await makeUser("Stranger")))).toBe(NOT_ALLOWED);
  });

  it("refuses a handshake that names no room", async () => {
    expect(await refusedConnection("", room.cookies[mumSeat()]!)).toBe(NOT_ALLOWED);
  });

  it("lets the host, a seat token and a watching member in, each told the room and their own place in it", async () => {
    const mum = await connectDevice(server.baseUrl, room.roomId, room.cookies[mumSeat()]!);
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    const gran = await connectDevice(server.baseUrl, room.roomId, room.spectator);
    const [mumView, samView, granView] = await Promise.all([
      mum.nextView((v) => v.seats.filter((s) => s.connected).length === 2),
      sam.nextView((v) => v.seats.filter((s) => s.connected).length === 2),
      gran.nextView((v) => v.seats.filter((s) => s.connected).length === 2),
    ]);
    expect(mumView.you).toEqual({ role: "host", seatId: mumSeat() });
    expect(samView.you).toEqual({ role: "player", seatId: samSeat() });
    expect(granView.you).toEqual({ role: "spectator", seatId: null });
    expect(granView.status).toBe("LOBBY");
    expect(granView.hostName).toBe("Mum");
    expect(granView.seats.map((s) => [s.name, s.takenBy, s.connected])).toEqual([
      ["Mum", "Mum", true],
      ["Sam", "Sam", true],
    ]);
    expect(granView.setup).not.toHaveProperty("seed");
    expect(granView.setup).not.toHaveProperty("deck");
    for (const device of [mum, sam, gran]) device.close();
  });
});

describe("what a connected device may say", () => {
  it("refuses a spectator's turn and shout", async () => {
    const gran = await connectDevice(server.baseUrl, room.roomId, room.spectator);
    expect(await gran.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: "Only players can turn cards" });
    expect(await gran.send("shout", { msgId: msgId(), turn: 0, call: "snap", reactionMs: 300 })).toEqual({ ok: false, reason: "Only players can shout" });
    gran.close();
  });

  it("refuses a player's moves before the game has started", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    expect(await sam.send("turn", { msgId: msgId(), turn: 0 })).toEqual({ ok: false, reason: "The game hasn't started yet" });
    sam.close();
  });

  it("refuses a replayed message, whichever device sends it again, and applies it once", async () => {
    const playing = await makeRoom({ seed: 14 });
    const gameId = await startGame(playing);
    const [mumSeat, samSeat] = playing.setup.seats.map((s) => s.id) as [string, string];
    const mum = await connectDevice(server.baseUrl, playing.roomId, playing.cookies[mumSeat]!);
    const sam = await connectDevice(server.baseUrl, playing.roomId, playing.cookies[samSeat]!);
    await sam.nextView((v) => v.table !== null);
    const turn = { msgId: msgId(), turn: 0 };
    expect(await mum.send("turn", turn)).toEqual({ ok: true });
    expect(await mum.send("turn", turn)).toEqual({ ok: false, reason: "That message was already received" });
    const shout = { msgId: msgId(), turn: 1, call: "Snap", reactionMs: 400 };
    await sam.send("shout", shout);
    expect(await sam.send("shout", shout)).toEqual({ ok: false, reason: "That message was already received" });
    // The shout is kept once (its audit is written without holding up the game: wait for it).
    await vi.waitFor(async () => expect(await db.onlineShout.count({ where: { gameId } })).toBeGreaterThan(0));
    expect(await db.onlineShout.findMany({ where: { gameId }, select: { seatId: true, accepted: true } })).toEqual([{ seatId: samSeat, accepted: true }]);
    mum.close();
    sam.close();
  });

  it("refuses the host's controls from anyone but the host", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    for (const command of ["start", "pause", "resume"]) {
      expect(await sam.send("host", { msgId: msgId(), command })).toEqual({ ok: false, reason: "Only the host can do that" });
    }
    expect(await sam.send("host", { msgId: msgId(), command: "bot", seatId: mumSeat() })).toEqual({ ok: false, reason: "Only the host can do that" });
    sam.close();
  });

  it("refuses malformed messages with a reason", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    const malformed: [string, unknown][] = [
      ["turn", { msgId: "short", turn: 0 }],
      ["turn", { msgId: msgId(), turn: -1 }],
      ["shout", { msgId: msgId(), turn: 0, call: "snap", reactionMs: "fast" }],
      ["shout", { msgId: msgId(), turn: 0, call: "", reactionMs: 200 }],
      ["words", { msgId: msgId(), words: "teapot" }],
      ["host", { msgId: msgId(), command: "explode" }],
      ["turn", null],
    ];
    for (const [event, payload] of malformed) {
      const ack = await sam.send(event, payload);
      expect(ack).toEqual({ ok: false, reason: `That ${event} message is not one the server understands` });
    }
    sam.close();
  });

  it("ignores a message sent without asking for an answer, and carries on", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    sam.socket.emit("turn", { msgId: "short", turn: 0 });
    sam.socket.emit("host", { msgId: msgId(), command: "pause" });
    expect(await sam.send("turn", { msgId: "short", turn: 0 })).toMatchObject({ ok: false });
    expect(sam.socket.connected).toBe(true);
    sam.close();
  });

  it("slows down a flood: past its burst, a device's messages are refused", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    const acks = await Promise.all(Array.from({ length: 80 }, () => sam.send("turn", { msgId: "short", turn: 0 })));
    const refusedForFlooding = acks.filter((ack) => !ack.ok && ack.reason === TOO_MANY).length;
    expect(refusedForFlooding).toBeGreaterThanOrEqual(30);
    expect(refusedForFlooding).toBeLessThan(80);
    sam.close();
  });

  it("closes the connection of a device that sends a message far bigger than any of ours, and goes on answering the others", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    const mum = await connectDevice(server.baseUrl, otherRoom.roomId, otherRoom.cookies[otherRoom.setup.seats[0]!.id]!);
    const closed = new Promise<string>((resolve) => sam.socket.once("disconnect", (reason) => resolve(reason)));
    sam.socket.emit("words", { msgId: msgId(), words: { card: "x".repeat(MAX_MESSAGE_BYTES) } });
    expect(await closed).toBe("transport close");
    const pong = (await mum.socket.timeout(5_000).emitWithAck("clock", { t0: 1 })) as { t0: number };
    expect(pong.t0).toBe(1);
    // The largest real message (six won piles' words) still goes through, and is judged.
    const again = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    const sixWords = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${"c".repeat(99)}${i}`, "w".repeat(200)]));
    expect(await again.send("words", { msgId: msgId(), words: sixWords })).toMatchObject({ ok: false });
    expect(again.socket.connected).toBe(true);
    again.close();
    mum.close();
  });

  it("disconnects a device that goes on sending far past its limit, and tells it why", async () => {
    // A seat of the other room, so this file's later tests can still connect as Sam.
    const [first, second] = otherRoom.setup.seats.map((s) => otherRoom.cookies[s.id]!) as [string, string];
    const flooder = await connectDevice(server.baseUrl, otherRoom.roomId, second);
    const told = new Promise<string>((resolve) => flooder.socket.once("refused", resolve));
    const gone = new Promise<string>((resolve) => flooder.socket.once("disconnect", resolve));
    for (let i = 0; i < 200; i++) flooder.socket.emit("turn", { msgId: "short", turn: 0 });
    expect(await told).toBe(FLOODED);
    expect(await gone).toBe("io server disconnect");
    // Coming straight back is refused at the door: its request answered 403 with why, before a
    // connection or any database work is made (a WebSocket's and long-polling's alike).
    expect(await refusedConnection(otherRoom.roomId, second)).not.toBe("connected");
    const knock = await fetch(`${server.baseUrl}${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: { cookie: second } });
    expect(knock.status).toBe(403);
    expect(await knock.json()).toMatchObject({ message: FLOODED_WAIT });
    // Another device of the room is heard, and one without those credentials knocks as anyone does.
    expect(await refusedConnection(otherRoom.roomId, first)).toBe("connected");
    expect((await fetch(`${server.baseUrl}${SOCKET_PATH}/?EIO=4&transport=polling`, { headers: { cookie: first } })).status).toBe(200);
  });

  it("answers a clock ping at once with the server's time", async () => {
    const sam = await connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat()]!);
    const before = Date.now();
    const pong = (await sam.socket.timeout(5_000).emitWithAck("clock", { t0: 123.5 })) as { t0: number; serverMs: number };
    expect(pong.t0).toBe(123.5);
    expect(pong.serverMs).toBeGreaterThanOrEqual(before);
    sam.close();
  });
});
