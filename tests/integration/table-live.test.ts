import { NextRequest } from "next/server";
import type { AccessWatch } from "@/lib/auth/access-changes";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as liveRoute } from "@/app/api/decks/[deckId]/table/[gameId]/live/route";
import { getCurrentUser } from "@/lib/auth/session";
import { currentSessionId, endAllSessions } from "@/lib/auth/user-sessions";
import { removeMember } from "@/lib/decks/members";
import { db } from "@/lib/db/client";
import { SESSION_ENDED } from "@/lib/auth/check-session";
import { notFound } from "@/lib/decks/errors";
import { endTableSession } from "@/lib/games/table/end-table-session";
import { HEARTBEAT_MS, tableEventStream } from "@/lib/games/table/live/event-stream";
import { closeTableListener, TableListener, tableListener } from "@/lib/games/table/live/listener";
import type { TableChange } from "@/lib/games/table/live/messages";
import { notifyTableChange } from "@/lib/games/table/live/notify";
import { tableSession } from "@/lib/games/table/queries";
import { recordTableSnap } from "@/lib/games/table/record-table-snap";
import { startTableSession } from "@/lib/games/table/start-table-session";
import { undoLastTableSnap } from "@/lib/games/table/undo-last-table-snap";
import { NO_LONGER_A_MEMBER } from "@/lib/games/table/live/watch-listener";
import { key, makeDeck, makeMember, makeUser } from "./deck-helpers";

vi.mock("@/lib/auth/session", () => ({ getCurrentUser: vi.fn() }));
const signedIn = vi.mocked(getCurrentUser);
vi.mock("@/lib/auth/user-sessions", async (actual) => ({ ...(await actual<typeof import("@/lib/auth/user-sessions")>()), currentSessionId: vi.fn() }));
const sessionOfDevice = vi.mocked(currentSessionId);

/** Signs the user in on a device of their own (a session row, as signing in leaves it). */
async function signInDevice(user: { id: string; name: string; email: string; timeZone: string | null }): Promise<string> {
  const session = await db.userSession.create({ data: { userId: user.id, userAgent: "table live tests" } });
  signedIn.mockResolvedValue(user);
  sessionOfDevice.mockResolvedValue(session.id);
  return session.id;
}

/** Two listeners on the same database, as two app processes each have one. */
let listeners: TableListener[];
beforeAll(() => {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  listeners = [new TableListener(process.env.DATABASE_URL!), new TableListener(process.env.DATABASE_URL!)];
});
afterAll(async () => {
  vi.restoreAllMocks();
  await Promise.all([...listeners.map((l) => l.close()), closeTableListener()]);
});

/** A deck owned by Ann, with a table session of its two players. */
async function atTheTable() {
  const owner = await makeUser("Ann");
  const deck = await makeDeck(owner.id, { name: "The Secret Deck" });
  const { gameId } = await startTableSession(owner.id, { deckId: deck.deckId, requestKey: key(), players: deck.players.map((p) => p.id), matchSuits: false });
  const card = (code: string) => deck.cards.find((c) => c.code === code)!.id;
  const snapInput = (onTable: string, justPlayed: string, words: [string, string][], requestKey = key()) => ({
    deckId: deck.deckId,
    gameId,
    requestKey,
    winnerPlayerId: deck.players[0]!.id,
    onTableCardId: card(onTable),
    justPlayedCardId: card(justPlayed),
    words: words.map(([code, word]) => ({ cardId: card(code), word })),
  });
  return { owner, ...deck, gameId, snapInput };
}

/** Everything a listener hears about one game, and a way to wait for the next of it. */
async function hear(listener: TableListener, gameId: string) {
  const heard: TableChange[] = [];
  let wake = () => {};
  listener.subscribe(gameId, (change) => {
    heard.push(change);
    wake();
  });
  await listener.ready();
  return {
    heard,
    async until(count: number): Promise<TableChange[]> {
      while (heard.length < count) await new Promise<void>((resolve) => (wake = resolve));
      return heard;
    },
  };
}

describe("the live shared record", () => {
  it("tells every process's subscribers of a recorded snap, an undo and the session's end, with who made them", async () => {
    const t = await atTheTable();
    const [first, second] = await Promise.all(listeners.map((listener) => hear(listener, t.gameId)));

    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]));
    await undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key() });
    await endTableSession(t.owner.id, { deckId: t.deckId, gameId: t.gameId });

    const base = { deckId: t.deckId, gameId: t.gameId, byName: "Ann" };
    const expected = [
      { ...base, kind: "snap", snap: 1, actionCount: 1 },
      { ...base, kind: "undo", snap: 1, actionCount: 2 },
      { ...base, kind: "end", snap: null, actionCount: 2 },
    ];
    expect(await first!.until(3)).toEqual(expected);
    expect(await second!.until(3)).toEqual(expected);
  });

  it("says nothing of a write that was rolled back, nor of a request sent again", async () => {
    const t = await atTheTable();
    const heard = await hear(listeners[0]!, t.gameId);
    const requestKey = key();
    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]], requestKey));
    await heard.until(1);

    const rolledBack = db.$transaction(async (tx) => {
      await notifyTableChange(tx, { deckId: t.deckId, gameId: t.gameId, kind: "snap", snap: 9, actionCount: 9, byName: "Nobody" });
      throw new Error("something failed after the notification");
    });
    await expect(rolledBack).rejects.toThrow("something failed");
    const replayed = await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]], requestKey));
    expect(replayed.replayed).toBe(true);
    const undo = { deckId: t.deckId, gameId: t.gameId, requestKey: key() };
    await undoLastTableSnap(t.owner.id, undo);
    expect((await undoLastTableSnap(t.owner.id, undo)).replayed).toBe(true);
    await endTableSession(t.owner.id, { deckId: t.deckId, gameId: t.gameId });
    await endTableSession(t.owner.id, { deckId: t.deckId, gameId: t.gameId });

    // Notifications arrive in commit order: once the end is heard, anything sent before it has been too.
    await heard.until(3);
    await recordTableSnap(t.owner.id, t.snapInput("8H", "8C", [["8H", "Late"], ["8C", "Later"]])).catch(() => undefined);
    await undoLastTableSnap(t.owner.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key() }).catch(() => undefined);
    const other = await atTheTable();
    const elsewhere = await hear(listeners[0]!, other.gameId);
    await recordTableSnap(other.owner.id, other.snapInput("9H", "9C", [["9H", "Nine"], ["9C", "Nein"]]));
    await elsewhere.until(1);
    expect(heard.heard.map((c) => [c.kind, c.snap, c.actionCount])).toEqual([
      ["snap", 1, 1],
      ["undo", 1, 2],
      ["end", null, 2],
    ]);
  });

  it("ignores junk on the channel and keeps delivering", async () => {
    const t = await atTheTable();
    const heard = await hear(listeners[1]!, t.gameId);
    await db.$executeRaw`SELECT pg_notify('table_sessions', 'not json')`;
    await db.$executeRaw`SELECT pg_notify('table_sessions', ${JSON.stringify({ gameId: t.gameId, kind: "explode" })})`;
    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]));
    expect((await heard.until(1)).map((c) => c.kind)).toEqual(["snap"]);
  });

  it("shows who recorded each snap and who undid it; old snaps say nothing of it", async () => {
    const t = await atTheTable();
    const ben = await makeMember(t.deckId, "Ben", "EDITOR");
    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]));
    await undoLastTableSnap(ben.id, { deckId: t.deckId, gameId: t.gameId, requestKey: key() });
    await recordTableSnap(ben.id, t.snapInput("8H", "8C", [["8H", "Eight"], ["8C", "Ate"]]));
    await recordTableSnap(t.owner.id, t.snapInput("9H", "9C", [["9H", "Nine"], ["9C", "Nein"]]));
    // The last one as a snap recorded before who recorded it was kept; the undo as if its user were gone.
    const rewrite = async (index: number, change: (action: Record<string, unknown>) => Record<string, unknown>) => {
      const row = await db.gameAction.findUniqueOrThrow({ where: { gameId_index: { gameId: t.gameId, index } } });
      await db.gameAction.update({ where: { gameId_index: { gameId: t.gameId, index } }, data: { action: change(row.action as Record<string, unknown>) as object } });
    };
    await rewrite(3, ({ recordedById: _dropped, ...old }) => old);
    await rewrite(1, (undo) => ({ ...undo, recordedById: "a-user-since-gone" }));
    expect(ben.id).not.toBe("a-user-since-gone");

    const { snaps } = await tableSession(t.owner.id, t.deckId, t.gameId);
    expect(snaps.map((s) => [s.snap, s.recordedBy, s.undoneBy])).toEqual([
      [3, null, null],
      [2, "Ben", null],
      [1, "Ann", "a former member"],
    ]);
  });
});

describe("a process's listening connection", () => {
  const ITS_NAME = "table-live-reconnect-test";
  const itsBackends = () =>
    db.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${ITS_NAME}`;

  it("comes back after the database drops it, says changes may have been missed, and closes when its last subscriber leaves", async () => {
    const t = await atTheTable();
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set("application_name", ITS_NAME);
    const listener = new TableListener(url.toString());
    const heard: TableChange[] = [];
    let resumed = 0;
    const unsubscribe = listener.subscribe(t.gameId, (change) => heard.push(change), () => (resumed += 1));
    await listener.ready();
    expect(await itsBackends()).toHaveLength(1);

    await db.$executeRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${ITS_NAME}`;
    await vi.waitFor(() => expect(resumed).toBe(1), { timeout: 15_000 });
    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]));
    await vi.waitFor(() => expect(heard.map((c) => c.kind)).toEqual(["snap"]), { timeout: 15_000 });
    expect(await itsBackends()).toHaveLength(1);

    unsubscribe();
    await vi.waitFor(async () => expect(await itsBackends()).toHaveLength(0));
    expect(listener.subscriberCount).toBe(0);
  });
});

describe("the live record's event stream", () => {
  const open = (deckId: string, gameId: string, signal?: AbortSignal) =>
    liveRoute(new NextRequest(`http://localhost:3000/api/decks/${deckId}/table/${gameId}/live`, { signal }), {
      params: Promise.resolve({ deckId, gameId }),
    });

  it("is refused to someone signed out (401), a stranger and another deck's game (404, without naming the deck)", async () => {
    const t = await atTheTable();
    const other = await atTheTable();

    signedIn.mockResolvedValue(null);
    expect((await open(t.deckId, t.gameId)).status).toBe(401);

    await signInDevice(await makeUser("Stranger"));
    const stranger = await open(t.deckId, t.gameId);
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain("Secret");

    await signInDevice(t.owner);
    const wrongGame = await open(t.deckId, other.gameId);
    expect(wrongGame.status).toBe(404);
    expect(await wrongGame.text()).not.toContain("Secret");
  });

  it("streams hello, then each change, to a viewer of the deck, and stops when the device goes", async () => {
    const t = await atTheTable();
    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]));
    await signInDevice(await makeMember(t.deckId, "Vic", "VIEWER"));
    const leaving = new AbortController();
    const response = await open(t.deckId, t.gameId, leaving.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");

    const stream = readStream(response.body!);
    await stream.until(`event: hello\ndata: {"actionCount":1,"status":"PLAYING"}\n\n`);

    await recordTableSnap(t.owner.id, t.snapInput("8H", "8C", [["8H", "Eight"], ["8C", "Ate"]]));
    await stream.until(`event: change\ndata: ${JSON.stringify({ deckId: t.deckId, gameId: t.gameId, kind: "snap", snap: 2, actionCount: 2, byName: "Ann" })}\n\n`);

    expect(tableListener().subscriberCount).toBe(1);
    leaving.abort();
    await stream.ended();
    expect(tableListener().subscriberCount).toBe(0);
  });

  it("a device signed out mid-game stops receiving the table within two seconds, told why", async () => {
    const t = await atTheTable();
    const sessionId = await signInDevice(t.owner);
    const stream = readStream((await open(t.deckId, t.gameId)).body!);
    await stream.until("event: hello");

    await db.$transaction((tx) => endAllSessions(tx, t.owner.id));
    await inTwoSeconds(stream.until(`event: ended\ndata: ${JSON.stringify({ reason: SESSION_ENDED })}\n\n`));
    await stream.ended();
    expect(await db.userSession.count({ where: { id: sessionId, endedAt: { not: null } } })).toBe(1);
  });

  it("a member removed from the deck mid-game hears no more of the table, and is told so", async () => {
    const t = await atTheTable();
    const vic = await makeMember(t.deckId, "Vic", "VIEWER");
    await signInDevice(vic);
    const stream = readStream((await open(t.deckId, t.gameId)).body!);
    await stream.until("event: hello");

    await removeMember(t.owner.id, { deckId: t.deckId, memberUserId: vic.id });
    await inTwoSeconds(stream.until(`event: ended\ndata: ${JSON.stringify({ reason: NO_LONGER_A_MEMBER })}\n\n`));
    await stream.ended();
    await recordTableSnap(t.owner.id, t.snapInput("7H", "7C", [["7H", "Rocket"], ["7C", "Teapot"]]));
    expect(stream.text()).not.toContain("event: change");
  });

  it("sends a heartbeat while quiet, a fresh hello when the listener had to reconnect, and unsubscribes when the device goes", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const listener = fakeListener();
      let actionCount = 3;
      const leaving = new AbortController();
      const stream = readStream(tableEventStream({ gameId: "g", listener, state: async () => ({ actionCount, status: "PLAYING" }), signal: leaving.signal, access: lastingAccess() }));
      await stream.until('{"actionCount":3,"status":"PLAYING"}\n\n');
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await stream.until(": still here\n\n");
      actionCount = 5;
      listener.resume();
      await stream.until('{"actionCount":5,"status":"PLAYING"}\n\n');
      expect(listener.subscribed).toBe(1);
      leaving.abort();
      expect(listener.subscribed).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends for someone who is no longer a member when the listener reconnects", async () => {
    const listener = fakeListener();
    let stillAMember = true;
    const state = async () => {
      if (!stillAMember) throw notFound();
      return { actionCount: 0, status: "PLAYING" };
    };
    const stream = readStream(tableEventStream({ gameId: "g", listener, state, signal: new AbortController().signal, access: lastingAccess() }));
    await stream.until("event: hello");
    stillAMember = false;
    listener.resume();
    await stream.ended();
    expect(listener.subscribed).toBe(0);
  });
});

/** Access that never ends (the stream's own checks are what these tests are about). */
function lastingAccess(): AccessWatch {
  return { ended: null, whenEnded: () => undefined, stop: () => undefined };
}

/** A stand-in for the process's listener: counts its subscribers and says when it "reconnected". */
function fakeListener() {
  const fake = {
    subscribed: 0,
    resume: () => {},
    subscribe(_gameId: string, _onChange: unknown, onResume: () => void) {
      fake.subscribed += 1;
      fake.resume = onResume;
      return () => (fake.subscribed -= 1);
    },
    ready: async () => undefined,
  };
  return fake as typeof fake & TableListener;
}

/** Fails when what is awaited takes more than two seconds. */
function inTwoSeconds<T>(awaited: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("Still waiting two seconds later")), 2_000)));
  return Promise.race([awaited, late]).finally(() => clearTimeout(timer));
}

/** The stream's text as it arrives. */
function readStream(stream: ReadableStream<Uint8Array>) {
  const reader = new Response(stream).body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  return {
    async until(wanted: string) {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before “${wanted}”: ${text}`);
        text += value;
      }
    },
    async ended() {
      for (let read = await reader.read(); !read.done; read = await reader.read()) text += read.value;
    },
    text: () => text,
  };
}
