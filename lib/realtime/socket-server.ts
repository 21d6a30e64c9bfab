import type { Server as HttpServer } from "node:http";
import pg from "pg";
import { Server } from "socket.io";
import type { z } from "zod";
import { watchAccess, type AccessWatch } from "@/lib/auth/access-changes";
import { SESSION_ENDED } from "@/lib/auth/check-session";
import { db } from "@/lib/db/client";
import { DeckError } from "@/lib/decks/errors";
import { allowanceFor } from "@/lib/games/online/judge/fairness";
import { createRoomJudge } from "@/lib/games/online/judge/room-judge";
import type { Arrival, Presence } from "@/lib/games/online/judge-types";
import {
  clockPingSchema,
  handshakeSchema,
  hostCommandSchema,
  MAX_MESSAGE_BYTES,
  shoutIntentSchema,
  SOCKET_PATH,
  stepReceivedSchema,
  turnIntentSchema,
  wordsIntentSchema,
  type Ack,
  type ClockPong,
  type DelaysMessage,
} from "@/lib/games/online/protocol";
import type { RoomAccess } from "@/lib/games/online/rooms/room-access";
import { sameRoomAccess } from "@/lib/games/online/rooms/room-access";
import { checkDrawingsOfWords } from "@/lib/games/won-snap-drawings";
import { setSeatControl } from "@/lib/games/online/rooms/set-seat-control";
import { playRoomAgain } from "@/lib/games/online/rooms/play-again";
import { roomToWire } from "@/lib/games/online/step-wire";
import { startRoom } from "@/lib/games/online/rooms/start-room";
import { roomsAdapter } from "./adapter";
import { measureLine } from "./delay-probe";
import { atMostEvery } from "./at-most-every";
import { RoomJudges, type CreateJudge } from "./judges";
import { benchedDevices, FLOODED, FLOODED_WAIT, rateLimit, RECEIVED_RATE, REFUSED_RATE, SOCKET_RATE, TOO_MANY } from "./rate-limit";
import { roomViewFor, sharedRoomView, storedRoom } from "./room-view";
import { roomIdOf, socketRoom } from "./socket-room";
import { accessAsOfNow, connectingIdentity } from "./who-is-connecting";

export const NOT_ALLOWED = "Not allowed in this room";
/** Said to a connected device whose place in the room has gone (its session is still live). */
export const ACCESS_ENDED = "You no longer have a place in this room.";
const SOMETHING_WENT_WRONG: Ack = { ok: false, reason: "Something went wrong on the server: try again" };
/** How long other processes get to say which devices they have. */
const PROCESSES_ANSWER_MS = 1_000;
/** How often at most a room's judge hears of its devices' delays measured anew. */
const DELAYS_EVERY_MS = 1_000;
/**
 * How often at most a room's devices are told them (DelaysMessage): each shows a seat's as "12 ms
 * away", which need not move with every probe. A line's delay moves a little at almost every probe
 * and acknowledgement, and sent every second these messages were about a seventh of everything a
 * busy server wrote to devices (measured at 100 rooms: 0.55 a room a second, to each of its devices,
 * against 2.1 steps).
 */
export const DELAYS_SHOWN_EVERY_MS = 5_000;

export interface RealtimeOptions {
  /** The database the adapter and the judging locks use (DATABASE_URL by default). */
  databaseUrl?: string;
  /** Session cookies are checked with it (NEXTAUTH_SECRET by default). */
  secret?: string;
  /** How a room's judge is made (the room judge; the benchmark watches it at work). */
  createJudge?: CreateJudge;
  /** How often at most a room's devices are told the seats' delays (DELAYS_SHOWN_EVERY_MS unless told). */
  delaysShownEveryMs?: number;
}

/** What the server keeps on each socket (it travels with fetchSockets to other processes). */
interface SocketData {
  access: RoomAccess;
  /** As delay-probe.ts measures it: its probes, capped by the steps it acknowledged. */
  oneWayMs: number | null;
  /** How far its trips wander (delay-probe.ts); sizes the allowance its shouts get. */
  jitterMs: number;
}

export interface Realtime {
  io: Server;
  close(): Promise<void>;
}

/**
 * Socket.IO on the app's HTTP server: every connection authorised before anything is said, every
 * message checked and rate-limited, each device's delay measured here, and intents passed to the
 * room's judge in whichever process judges it (the PostgreSQL adapter joins the processes).
 */
export function attachRealtime(httpServer: HttpServer, options: RealtimeOptions = {}): Realtime {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const secret = options.secret ?? process.env.NEXTAUTH_SECRET;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: online play needs the database.");
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set: online play can't check sessions without it.");

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on("error", (error) => console.error(`[realtime] The adapter's database connection failed: ${error.message}`));
  const flooders = benchedDevices();
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, {
    path: SOCKET_PATH,
    adapter: roomsAdapter(pool),
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // A device just disconnected for flooding waits before it is heard again: refused at the door.
    allowRequest: (request, answer) => {
      const benched = flooders.benched(request.headers.cookie, Date.now());
      answer(benched ? FLOODED_WAIT : null, !benched);
    },
  });
  /** Each connected device's access, kept true to the database (lib/auth/access-changes.ts), by socket id. */
  const watches = new Map<string, AccessWatch>();
  /** When each seat's device was last seen leaving: "away for" in the room's view, and the judge's
   *  count towards playing for an away seat (Presence.leftAt). */
  const awaySince = new Map<string, Map<string, number>>();

  /** The room's devices on every process; only this process's while another one doesn't answer
   *  (it died, and the adapter has not noticed yet). */
  async function roomSockets(roomId: string) {
    try {
      return await io.in(socketRoom(roomId)).timeout(PROCESSES_ANSWER_MS).fetchSockets();
    } catch {
      return io.in(socketRoom(roomId)).local.fetchSockets();
    }
  }

  async function presences(roomId: string): Promise<Presence[]> {
    const sockets = await roomSockets(roomId);
    const bySeat = new Map<string, Presence>();
    for (const socket of sockets) {
      const { access, oneWayMs, jitterMs } = socket.data;
      if (!access?.seatId) continue;
      const known = bySeat.get(access.seatId);
      const best = known?.oneWayMs == null ? oneWayMs : oneWayMs == null ? known.oneWayMs : Math.min(known.oneWayMs, oneWayMs);
      bySeat.set(access.seatId, { seatId: access.seatId, connected: true, oneWayMs: best, jitterMs: Math.max(known?.jitterMs ?? 0, jitterMs ?? 0) });
    }
    return [...bySeat.values()];
  }

  /** Sends each device here its own view of the room; changes arriving meanwhile are sent once more after. */
  const refreshing = new Map<string, { again: boolean }>();
  async function sendRoomViews(roomId: string): Promise<void> {
    const running = refreshing.get(roomId);
    if (running) {
      running.again = true;
      return;
    }
    const next = { again: false };
    refreshing.set(roomId, next);
    try {
      const local = await io.in(socketRoom(roomId)).local.fetchSockets();
      if (local.length === 0) return;
      const judge = judges.local(roomId);
      const room = await storedRoom(roomId, judge !== null);
      if (!room) return;
      const shared = roomToWire(sharedRoomView(roomId, room, judge, await presences(roomId), awaySince.get(roomId) ?? new Map()));
      for (const socket of local) if (!watches.get(socket.id)?.ended) socket.emit("room", roomViewFor(shared, socket.data.access));
    } catch (error) {
      console.error(`[realtime] Room ${roomId}'s view was not sent: ${(error as Error).message}`);
    } finally {
      refreshing.delete(roomId);
      if (next.again) void sendRoomViews(roomId);
    }
  }

  function roomChanged(roomId: string): void {
    void sendRoomViews(roomId);
    io.serverSideEmit("roomChanged", roomId);
  }
  io.on("roomChanged", (roomId: string) => void sendRoomViews(roomId));

  /**
   * A device's delay was measured anew. Its room's judge hears of every seat's delay at most once
   * per DELAYS_EVERY_MS, its devices at most once per DELAYS_SHOWN_EVERY_MS (the first change at
   * once, each): a delay moves by a millisecond at almost every probe, and a whole room view for
   * each would be most of what a busy server sends. A device's own shouts are judged with its
   * socket's latest delay regardless.
   */
  const judgesHearDelays = atMostEvery(DELAYS_EVERY_MS);
  const devicesSeeDelays = atMostEvery(options.delaysShownEveryMs ?? DELAYS_SHOWN_EVERY_MS);
  function delaysChanged(roomId: string): void {
    const failed = (error: Error) => console.error(`[realtime] Room ${roomId}'s delays were not passed on: ${error.message}`);
    judgesHearDelays.run(roomId, () => void tellJudgeDelays(roomId).catch(failed));
    devicesSeeDelays.run(roomId, () => void showDelays(roomId).catch(failed));
  }

  async function tellJudgeDelays(roomId: string): Promise<void> {
    const present = await presences(roomId);
    if (present.length === 0) return judgesHearDelays.forget(roomId);
    for (const presence of present) judges.presence(roomId, presence);
  }

  async function showDelays(roomId: string): Promise<void> {
    const present = await presences(roomId);
    if (present.length === 0) return devicesSeeDelays.forget(roomId);
    const message: DelaysMessage = { seats: present.map(({ seatId, oneWayMs }) => ({ seatId, oneWayMs })) };
    io.to(socketRoom(roomId)).emit("delays", message);
  }

  const judges = new RoomJudges(io, {
    databaseUrl,
    createJudge: options.createJudge ?? createRoomJudge,
    localRooms: () => [...io.of("/").adapter.rooms.keys()].flatMap((name) => roomIdOf(name) ?? []),
    presences,
    roomChanged,
  });

  /** A seat's device came or went. */
  function seatPresenceChanged(roomId: string, seatId: string): void {
    tellSeatPresence(roomId, seatId).catch((error: Error) => console.error(`[realtime] A seat's presence in room ${roomId} was not passed on: ${error.message}`));
  }

  async function tellSeatPresence(roomId: string, seatId: string): Promise<void> {
    const here = (await presences(roomId)).find((p) => p.seatId === seatId);
    const away = awaySince.get(roomId) ?? new Map<string, number>();
    awaySince.set(roomId, away);
    if (here) away.delete(seatId);
    else if (!away.has(seatId)) away.set(seatId, Date.now());
    judges.presence(roomId, here ?? { seatId, connected: false, oneWayMs: null, leftAt: away.get(seatId) });
    roomChanged(roomId);
  }

  /** A device whose access ended is told why, then let go (it leaves the room on every process). */
  function endConnection(socket: { connected: boolean; emit(event: "refused", reason: string): void; disconnect(close: boolean): void }, reason: string) {
    if (!socket.connected) return; // not yet connected: the connection's own start refuses it
    socket.emit("refused", reason);
    socket.disconnect(true);
  }

  io.use((socket, next) => {
    const handshake = handshakeSchema.safeParse(socket.handshake.auth);
    if (!handshake.success) return next(new Error(NOT_ALLOWED));
    const { roomId } = handshake.data;
    (async () => {
      const identity = await connectingIdentity(roomId, socket.handshake.headers.cookie, secret);
      const connected: { access: RoomAccess | null } = { access: null };
      // As of now, every time: the same place in the room as when it connected, or the end of it.
      const watch = await watchAccess({ userId: identity.userId, sessionId: identity.sessionId, roomId }, async () => {
        const { access, sessionEnded } = await accessAsOfNow(roomId, identity);
        if (access && connected.access && sameRoomAccess(connected.access, access)) return null;
        if (access && !connected.access) {
          connected.access = access;
          return null;
        }
        return sessionEnded ? SESSION_ENDED : connected.access ? ACCESS_ENDED : NOT_ALLOWED;
      });
      const { access } = connected;
      if (watch.ended || !access) {
        watch.stop();
        return next(new Error(NOT_ALLOWED));
      }
      socket.data = { access, oneWayMs: null, jitterMs: 0 };
      watches.set(socket.id, watch);
      watch.whenEnded((reason) => endConnection(socket, reason));
      // However the device goes (even before its connection is complete), its watch goes too.
      socket.conn.once("close", () => {
        watch.stop();
        watches.delete(socket.id);
      });
      next();
    })().catch((error: Error) => {
      console.error(`[realtime] A connection could not be checked: ${error.message}`);
      next(new Error(NOT_ALLOWED));
    });
  });

  io.on("connection", (socket) => {
    const { access } = socket.data;
    const { roomId, seatId } = access;
    const watch = watches.get(socket.id)!;
    void socket.join(socketRoom(roomId));
    const bucket = rateLimit(SOCKET_RATE, Date.now());
    /** Steps received come one per step the server sends: a bucket of their own, so they never
     *  leave a device's shouts waiting. */
    const receipts = rateLimit(RECEIVED_RATE, Date.now());
    const strikes = rateLimit(REFUSED_RATE, Date.now());
    const line = measureLine(socket, ({ oneWayMs, jitterMs }) => {
      socket.data.oneWayMs = oneWayMs;
      socket.data.jitterMs = jitterMs;
      if (seatId) delaysChanged(roomId);
    });

    /** Whether a message may go through its bucket now; a device that goes on past it is benched. */
    function withinRate(limit: typeof bucket, atMs: number, reply: (ack: Ack) => void): boolean {
      if (limit.take(atMs)) return true;
      if (strikes.take(atMs)) reply({ ok: false, reason: TOO_MANY });
      else {
        flooders.bench(socket.handshake.headers.cookie, atMs);
        endConnection(socket, FLOODED);
      }
      return false;
    }

    /** Every event: rate-limited, its payload checked, answered once (when the device asked for an answer). */
    function handle<S extends z.ZodType>(event: string, schema: S, answer: (payload: z.infer<S>, atMs: number) => Promise<Ack>): void {
      socket.on(event, (raw: unknown, callback: unknown) => {
        const atMs = Date.now();
        const reply = (ack: Ack) => {
          if (typeof callback === "function") callback(ack);
        };
        if (watch.ended) return reply({ ok: false, reason: watch.ended });
        if (!withinRate(bucket, atMs, reply)) return;
        const parsed = schema.safeParse(raw);
        if (!parsed.success) return reply({ ok: false, reason: `That ${event} message is not one the server understands` });
        answer(parsed.data, atMs)
          .then(reply)
          .catch((error: Error) => {
            // The room's own refusals (a DeckError) say why; anything else is the server's fault.
            if (error instanceof DeckError) return reply({ ok: false, reason: error.message });
            console.error(`[realtime] A ${event} message of room ${roomId} failed: ${error.message}`);
            reply(SOMETHING_WENT_WRONG);
          });
      });
    }

    const arrival = (atMs: number): Arrival => ({ seatId: seatId as string, atMs, oneWayMs: socket.data.oneWayMs ?? 0, allowanceMs: allowanceFor(socket.data.jitterMs) });
    const onlyPlayers = (what: string): Ack => ({ ok: false, reason: `Only players can ${what}` });

    socket.on("clock", (raw: unknown, callback: unknown) => {
      const serverMs = Date.now();
      if (typeof callback !== "function" || watch.ended || !bucket.take(serverMs)) return;
      const ping = clockPingSchema.safeParse(raw);
      if (!ping.success) return;
      const pong: ClockPong = { t0: ping.data.t0, serverMs };
      callback(pong);
    });

    // A step arrived on the device: its round trip measures the line (only seats' lines count).
    socket.on("received", (raw: unknown) => {
      const atMs = Date.now();
      if (watch.ended || !withinRate(receipts, atMs, () => undefined) || !seatId) return;
      const received = stepReceivedSchema.safeParse(raw);
      if (received.success) line.received(received.data.actionCount, atMs);
    });

    handle("turn", turnIntentSchema, async (intent, atMs) => {
      if (!seatId) return onlyPlayers("turn cards");
      return judges.ask(roomId, { kind: "turn", arrival: arrival(atMs), intent });
    });
    handle("shout", shoutIntentSchema, async (intent, atMs) => {
      if (!seatId) return onlyPlayers("shout");
      return judges.ask(roomId, { kind: "shout", arrival: { ...arrival(atMs), oneWayMs: line.oneWayForShout(intent.turn) }, intent });
    });
    handle("words", wordsIntentSchema, async (intent, atMs) => {
      if (!seatId) return onlyPlayers("write words");
      // Words written by hand are read and checked here, before any judge hears of them: a drawing
      // that isn't one, or isn't of these words, is refused with its reason and nothing is written.
      const drawings = checkDrawingsOfWords(intent, intent.drawings ?? []).map((d) => ({ cardId: d.cardId, word: d.word, drawing: d.strokes }));
      return judges.ask(roomId, { kind: "words", arrival: arrival(atMs), intent: { ...intent, drawings } });
    });
    handle("host", hostCommandSchema, async (command) => {
      if (access.role !== "host" || !access.userId) return { ok: false, reason: "Only the host can do that" };
      if (command.command === "bot" || command.command === "restore") {
        // Before the game a seat's control is the room's (rooms/set-seat-control.ts); during it, the judge's.
        const room = await db.onlineRoom.findUnique({ where: { id: roomId }, select: { status: true } });
        if (room?.status === "LOBBY") {
          await setSeatControl(access.userId, { roomId, seatId: command.seatId, control: command.command === "bot" ? "BOT" : "PERSON" });
          roomChanged(roomId);
          return { ok: true };
        }
      }
      if (command.command !== "start" && command.command !== "again") return judges.ask(roomId, { kind: "host", intent: command });
      if (command.command === "start") await startRoom(access.userId, { roomId });
      else await playRoomAgain(access.userId, { roomId, after: command.after });
      await judges.tryToJudge(roomId);
      roomChanged(roomId);
      return { ok: true };
    });

    socket.on("disconnect", () => {
      line.stop();
      if (seatId) seatPresenceChanged(roomId, seatId);
      else roomChanged(roomId);
    });

    if (watch.ended) return endConnection(socket, watch.ended);
    if (seatId) seatPresenceChanged(roomId, seatId);
    else void sendRoomViews(roomId);
    void judges.tryToJudge(roomId);
  });

  // Closed once, however often asked (a stop signal can come from the launcher and the terminal
  // alike): closing the adapter twice would send its goodbye through a pool already ended.
  let closed: Promise<void> | null = null;
  return {
    io,
    close() {
      closed ??= (async () => {
        judgesHearDelays.stop();
        devicesSeeDelays.stop();
        await judges.close();
        await new Promise<void>((resolve) => io.close(() => resolve()));
        await pool.end().catch(() => undefined);
      })();
      return closed;
    },
  };
}
