// Rooms, players' devices and their cookies for the realtime tests: rooms and games are made
// directly in the database (as rooms' createRoom and startRoom leave them), devices are real
// socket.io-client connections with the cookies a browser would send.
import { randomBytes, randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { io as connectSocket, type Socket } from "socket.io-client";
import { db } from "@/lib/db/client";
import type { Ack, DelaysMessage, RoomView, StepMessage } from "@/lib/games/online/protocol";
import { roomTokenCookie, SOCKET_PATH, stepAcknowledgements, withDelays } from "@/lib/games/online/protocol";
import { roomFromWire, stepFromWire, type WireRoomView, type WireStep } from "@/lib/games/online/step-wire";
import { hashRoomToken } from "@/lib/games/online/rooms/room-access";
import { checkpointAfter } from "@/lib/games/screen/replay-game";
import { botSeat, type ScreenGameSetup } from "@/lib/games/screen/setup";
import { DEFAULT_FALSE_START_MS, DEFAULT_TIE_WINDOW_MS, type BotWordsTable, type Pace } from "@/lib/rules";
import { makeDeck, makeMember, makeUser } from "../integration/deck-helpers";

export const TEST_SECRET = "realtime-tests-secret-realtime-tests-secret";
/** Game time for tests: a room's devices are told the seats' delays at most every second, not every
 *  DELAYS_SHOWN_EVERY_MS (online-game.test.ts and at-most-every.test.ts check the interval itself). */
export const TEST_DELAYS_SHOWN_EVERY_MS = 1_000;

/** A signed-in member's session cookie, as next-auth writes it, with the device's session row behind it. */
export async function sessionCookie(user: { id: string; name: string }, secret = TEST_SECRET): Promise<string> {
  const session = await db.userSession.create({ data: { userId: user.id, userAgent: "realtime tests" } });
  const token = await encode({ token: { sub: user.id, name: user.name, sid: session.id }, secret });
  return `next-auth.session-token=${token}`;
}

export interface TestRoom {
  roomId: string;
  deckId: string;
  host: { id: string; name: string };
  /** Seat id → the cookie its device sends (a member's session, or the seat's token). */
  cookies: Record<string, string>;
  setup: ScreenGameSetup;
  /** A spectating deck member's cookie. */
  spectator: string;
}

/**
 * A Snap Legacy room of the Kitchen Deck: its people (Mum and Sam unless told) and the bots asked
 * for. The first person is the host, signed in; the others have seat tokens (no account). `seed`
 * picks the deal; `botWords` the table's rule for its bots' words (none: as rooms stored before it).
 */
export async function makeRoom(options: { people?: string[]; bots?: Pace[]; seed?: number; turnLimit?: number | null; botWords?: BotWordsTable } = {}): Promise<TestRoom> {
  const people = options.people ?? ["Mum", "Sam"];
  const host = await makeUser(people[0]!);
  const { deckId, cards, players } = await makeDeck(host.id, { players: people });
  const setup: ScreenGameSetup = {
    game: "legacy",
    seats: [
      ...players.map((p) => ({ id: p.id, name: p.name, colour: p.colour, kind: "person" as const })),
      ...(options.bots ?? []).map((pace, n) => botSeat(n, pace)),
    ],
    deck: cards.map((c) => ({ id: c.id, rank: c.rank, suit: c.suit ?? "", word: c.word })),
    seed: options.seed ?? 7,
    matchSuits: false,
    timeLimitMs: null,
    turnLimit: options.turnLimit ?? null,
    tieWindowMs: DEFAULT_TIE_WINDOW_MS,
    falseStartMs: DEFAULT_FALSE_START_MS,
    matchesStay: true,
    calledPilesStay: true,
    classic: null,
    ...(options.botWords ? { botWords: options.botWords } : {}),
  };
  const tokens = players.map(() => randomBytes(24).toString("base64url"));
  const room = await db.onlineRoom.create({
    data: {
      deckId,
      code: randomBytes(4).toString("hex").toUpperCase(),
      hostId: host.id,
      setup: setup as object,
      seats: {
        create: players.map((p, i) => (i === 0 ? { seatId: p.id, userId: host.id } : { seatId: p.id, tokenHash: hashRoomToken(tokens[i]!) })),
      },
    },
  });
  const watcher = await makeMember(deckId, "Gran", "VIEWER");
  const cookies: Record<string, string> = {};
  for (const [i, p] of players.entries()) cookies[p.id] = i === 0 ? await sessionCookie(host) : `${roomTokenCookie(room.id)}=${tokens[i]}`;
  return { roomId: room.id, deckId, host, setup, cookies, spectator: await sessionCookie(watcher) };
}

/** The room's game started, as rooms' startRoom leaves it: an ONLINE game as dealt, the room PLAYING. */
export async function startGame(room: TestRoom): Promise<string> {
  const game = await db.game.create({
    data: {
      deckId: room.deckId,
      mode: "ONLINE",
      setup: room.setup as object,
      checkpoint: checkpointAfter(room.setup, []) as object,
      creationKey: randomUUID(),
      createdById: room.host.id,
    },
  });
  await db.onlineRoom.update({ where: { id: room.roomId }, data: { status: "PLAYING", gameId: game.id, startedAt: new Date() } });
  return game.id;
}

/** A device connected to a room: what it was told, kept in order. */
export interface Device {
  socket: Socket;
  views: RoomView[];
  steps: StepMessage[];
  /** Hears every step from now on, as the app does (stepFromWire: the server sends face-down piles
   *  as counts); the returned function stops listening. */
  onStep(listener: (step: StepMessage) => void): () => void;
  /** Sends an intent and resolves with the server's answer. */
  send(event: string, payload: unknown): Promise<Ack>;
  /** Resolves with the first room view (from now on) that passes the test. */
  nextView(test: (view: RoomView) => boolean): Promise<RoomView>;
  close(): void;
}

/** How a test device behaves on its line. */
export interface DeviceOptions {
  /** A slow line: the server's delay probes and the steps' acknowledgements come back a round trip
   *  late, and its intents reach the server that much late. */
  oneWayMs?: number;
  /** A dishonest device: it holds back its answers to the server's probes this much longer. */
  holdProbesMs?: number;
  /** Whether it acknowledges each step as it arrives, as the app does (true unless told). */
  acknowledges?: boolean;
  /** Whether it keeps every view and step it was told in `views` and `steps` (true unless told): a
   *  test reads them back; the benchmark's 1,600 devices keep only the latest view, as a phone does. */
  keeps?: boolean;
}

/**
 * Connects a device to the room at `baseUrl` with these cookies; resolves once connected, or
 * rejects with the server's refusal.
 */
export function connectDevice(baseUrl: string, roomId: string, cookie: string | null, options: DeviceOptions = {}): Promise<Device> {
  const oneWayMs = options.oneWayMs ?? 0;
  const roundTripLate = (answer: () => void, heldMs = 0) => (oneWayMs === 0 && heldMs === 0 ? answer() : setTimeout(answer, 2 * oneWayMs + heldMs));
  const overTheLine = <T>(send: () => Promise<T>): Promise<T> =>
    oneWayMs === 0 ? send() : new Promise((resolve) => setTimeout(resolve, oneWayMs)).then(send);
  const socket = connectSocket(baseUrl, {
    path: SOCKET_PATH,
    auth: { roomId },
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
  const views: RoomView[] = [];
  const steps: StepMessage[] = [];
  const viewWaiters: { test: (view: RoomView) => boolean; resolve: (view: RoomView) => void }[] = [];
  const keeps = options.keeps !== false;
  const viewArrived = (view: RoomView) => {
    if (!keeps) views.length = 0;
    views.push(view);
    for (const waiter of [...viewWaiters]) {
      if (!waiter.test(view)) continue;
      viewWaiters.splice(viewWaiters.indexOf(waiter), 1);
      waiter.resolve(view);
    }
  };
  socket.on("room", (wire: WireRoomView) => viewArrived(roomFromWire(wire)));
  // The seats' delays come on their own: the view as last sent, with them.
  socket.on("delays", (delays: DelaysMessage) => {
    const last = views.at(-1);
    if (last) viewArrived(withDelays(last, delays));
  });
  const stepListeners = new Set<(step: StepMessage) => void>();
  const acknowledgements = stepAcknowledgements();
  socket.on("connect", () => acknowledgements.connected());
  socket.on("step", (wire: WireStep) => {
    if (acknowledgements.acknowledges(wire) && options.acknowledges !== false) roundTripLate(() => socket.emit("received", { actionCount: wire.actionCount }));
    const step = stepFromWire(wire);
    if (keeps) steps.push(step);
    for (const listener of [...stepListeners]) listener(step);
  });
  socket.on("probe", (_ping: unknown, answer: () => void) => roundTripLate(answer, options.holdProbesMs));
  const device: Device = {
    socket,
    views,
    steps,
    onStep: (listener) => {
      stepListeners.add(listener);
      return () => stepListeners.delete(listener);
    },
    send: (event, payload) => overTheLine(() => socket.timeout(10_000).emitWithAck(event, payload) as Promise<Ack>),
    nextView: (test) => new Promise((resolve) => viewWaiters.push({ test, resolve })),
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(device));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A fresh message id, as a device makes one per intent. */
export const msgId = () => randomUUID();
