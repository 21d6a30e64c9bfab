import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Server } from "socket.io";
import { io as connectClient } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import type { StepMessage } from "@/lib/games/online/protocol";
import type { PostgresAdapter } from "@socket.io/postgres-adapter";
import { MessageType } from "socket.io-adapter";
import { NOTIFY_PAYLOAD_LIMIT, otherProcessesAlive, roomsAdapter } from "@/lib/realtime/adapter";
import { over, stepSeen } from "../support/realtime-player";
import { realtimeProcessesForTests } from "../support/realtime-processes";
import { makeRoom, startGame, type Device } from "../support/realtime-room";

const ending: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const end of ending.splice(0).reverse()) await end();
});

/**
 * Resolves once the adapter's own connection listens for the other processes. Closed before then,
 * the adapter library would take that connection from the pool after its close and never give it
 * back, and the pool's end would wait for it for ever: a test waits for it, as a process that
 * has served anyone has long had it.
 */
async function listenerUp(io: Server): Promise<void> {
  const pubSub = (io.of("/").adapter as unknown as { client: { client?: unknown } }).client;
  await expect.poll(() => pubSub.client !== undefined, { timeout: 30_000 }).toBe(true);
}

/** A process's Socket.IO server on the app's adapter (its HTTP server never listens: only the adapter is used). */
async function adapterProcess(): Promise<Server> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  const io = new Server(createServer(), { adapter: roomsAdapter(pool) });
  ending.push(async () => {
    await io.close();
    await pool.end();
  });
  await listenerUp(io);
  return io;
}

/** How many bytes the adapter's message for `serverSideEmit(event, text)` has besides the text's own. */
function aroundText(io: Server, event: string): number {
  const { uid } = io.of("/").adapter as unknown as { uid: string };
  return Buffer.byteLength(JSON.stringify({ type: 9, data: { packet: [event, ""] }, uid, nsp: "/" }));
}

/** Resolves once `to` hears what `from` says (its listening connection is up). */
async function listening(from: Server, to: Server): Promise<void> {
  let heard = false;
  to.on("hello", () => (heard = true));
  while (!heard) {
    from.serverSideEmit("hello");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the app's processes on one PostgreSQL", () => {
  it("pass on a message of exactly 8,000 bytes, which PostgreSQL refuses in a NOTIFY, and those around it, in the order they were sent", async () => {
    const [a, b] = await Promise.all([adapterProcess(), adapterProcess()]);
    await listening(a, b);
    const received: string[] = [];
    let heard = () => {};
    b.on("sized", (text: string) => {
      received.push(text);
      heard();
    });
    const arrived = (count: number) =>
      new Promise<void>((resolve) => {
        heard = () => received.length >= count && resolve();
        heard();
      });

    const around = aroundText(a, "sized");
    const sizes = [NOTIFY_PAYLOAD_LIMIT - 1, NOTIFY_PAYLOAD_LIMIT, 120, NOTIFY_PAYLOAD_LIMIT + 1, 30_000, 50];
    const texts = sizes.map((size, i) => `${i}`.padEnd(size - around, "x"));
    for (const text of texts) a.serverSideEmit("sized", text);
    await arrived(texts.length);
    expect(received.map((text) => text.length)).toEqual(texts.map((text) => text.length));
    expect(received).toEqual(texts);
  });
});

/** A process whose NOTIFYs wait until the test lets them go (PostgreSQL as slow as it likes), with
 *  one device in its room "table". */
async function processWithHeldNotifications() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  let letNotificationsGo!: () => void;
  const notificationsMayGo = new Promise<void>((resolve) => (letNotificationsGo = resolve));
  const notifications: Promise<unknown>[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((text: string, ...rest: unknown[]) => {
    if (typeof text !== "string" || !text.includes("pg_notify")) return query(text, ...rest);
    const sent = notificationsMayGo.then(() => query(text, ...rest));
    notifications.push(sent.catch(() => undefined));
    return sent;
  }) as typeof pool.query;
  const http = createServer();
  const io = new Server(http, { adapter: roomsAdapter(pool) });
  let disconnected: Promise<unknown> = Promise.resolve();
  io.on("connection", (socket) => {
    void socket.join("table");
    disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const client = connectClient(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ["websocket"], forceNew: true, reconnection: false });
  ending.push(async () => {
    // Gone from the server, and every notification sent, first: io.close() waits for the HTTP
    // server (which waits for its connections), pool.end() for the statements under way.
    client.close();
    await disconnected;
    letNotificationsGo();
    await Promise.all(notifications);
    await io.close();
    await pool.end();
  });
  const connected = new Promise<void>((resolve) => client.once("connect", resolve));
  await listenerUp(io);
  await connected;
  await expect.poll(() => io.of("/").adapter.rooms.get("table")?.size ?? 0).toBe(1);
  // Every broadcast handed to PostgreSQL for the other processes (it waits there with the rest).
  const adapter = io.of("/").adapter as unknown as PostgresAdapter & { publish(message: { type: MessageType }): void };
  const publish = adapter.publish.bind(adapter);
  let broadcastsSent = 0;
  adapter.publish = (message) => {
    if (message.type === MessageType.BROADCAST) broadcastsSent++;
    return publish(message);
  };
  return { io, client, broadcastsSent: () => broadcastsSent, notificationsHeld: () => notifications.length };
}

const adapterOf = (io: Server) => io.of("/").adapter as unknown as PostgresAdapter;

describe("a broadcast", () => {
  it("reaches the devices connected to its own process while its NOTIFY for the other processes is still on its way", async () => {
    const { io, client, broadcastsSent, notificationsHeld } = await processWithHeldNotifications();
    // Another process says it is alive, as its heartbeat would (a real one is the test below's).
    (adapterOf(io) as unknown as { onMessage(message: object): void }).onMessage({ type: MessageType.HEARTBEAT, uid: "another process", nsp: "/" });
    expect(otherProcessesAlive(adapterOf(io))).toBe(true);

    const heard = new Promise<string>((resolve) => client.once("step", resolve));
    io.to("table").emit("step", "the card is turned");
    expect(await heard).toBe("the card is turned");
    // The other processes' copy was handed to PostgreSQL too, where nothing has gone yet.
    expect(broadcastsSent()).toBe(1);
    expect(notificationsHeld()).toBeGreaterThan(0);
  });

  it("from a process alone sends no NOTIFY: nobody would hear it", async () => {
    const { io, client, broadcastsSent } = await processWithHeldNotifications();
    expect(otherProcessesAlive(adapterOf(io))).toBe(false);
    const heard = new Promise<string>((resolve) => client.once("step", resolve));
    io.to("table").emit("step", "the card is turned");
    expect(await heard).toBe("the card is turned");
    expect(broadcastsSent()).toBe(0);
  });
});

describe("an online game judged in one process, a device in another", () => {
  const { processes, device, play } = realtimeProcessesForTests();

  it("gets every step, however long the deck's words make them (beyond what a NOTIFY carries), in the judge's order", async () => {
    const [first, second] = await processes(2);
    const room = await makeRoom({ turnLimit: 40, seed: 21 });
    // A deck whose every card has the longest word a card takes (200 characters), in letters of
    // three bytes each (the most a character of a word's 200 takes): the longest steps a game sends.
    room.setup.deck = room.setup.deck.map((card, i) => ({ ...card, word: `${i}`.padEnd(200, "語") }));
    await startGame(room);
    const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
    // One of the two processes judges the room: the other's device gets every step through the adapter.
    const mum = await device(first!.baseUrl, room.roomId, room.cookies[mumSeat]!);
    const sam = await device(second!.baseUrl, room.roomId, room.cookies[samSeat]!);
    play(mum, mumSeat, room.setup, { reactionMs: 250 });
    play(sam, samSeat, room.setup, { reactionMs: 300 });
    await Promise.all([stepSeen(mum, over), stepSeen(sam, over)]);

    const counts = (d: Device) => d.steps.map((s: StepMessage) => s.actionCount);
    const samFrom = sam.steps[0]!.actionCount;
    expect(counts(sam)).toEqual(counts(mum).filter((n) => n >= samFrom));
    expect(sam.steps.map((s) => s.verdict)).toEqual(mum.steps.filter((s) => s.actionCount >= samFrom).map((s) => s.verdict));
    // The test is only worth its name if steps did outgrow a NOTIFY.
    expect(Math.max(...sam.steps.map((s) => Buffer.byteLength(JSON.stringify(s))))).toBeGreaterThan(NOTIFY_PAYLOAD_LIMIT);
  }, 90_000);
});
