// Open room connections outlive no access: a device whose session ends, whose account leaves the
// deck or is deleted, or whose guest seat the host takes out of the game, is told why and let go,
// over real sockets, while everyone else plays on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runningSince, SESSION_ENDED, sessionIsLive } from "@/lib/auth/check-session";
import { watchAccess } from "@/lib/auth/access-changes";
import { changePassword } from "@/lib/auth/change-password";
import { endSession } from "@/lib/auth/end-session";
import { hashPassword } from "@/lib/auth/passwords";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { db } from "@/lib/db/client";
import { removeMember } from "@/lib/decks/members";
import type { Ack } from "@/lib/games/online/protocol";
import { ACCESS_ENDED, NOT_ALLOWED } from "@/lib/realtime/socket-server";
import { connectDevice, makeRoom, msgId, sessionCookie, startGame, type Device, type TestRoom } from "../support/realtime-room";
import { startRealtimeProcess } from "../support/realtime-processes";
import { startRealtimeServer, type RealtimeServer } from "../support/realtime-server";
import { makeMember } from "./deck-helpers";

describe("a connection whose session simply runs out", () => {
  it("is let go at its next regular check, though no row announced anything", async () => {
    const room = await makeRoom();
    const session = await db.userSession.findFirstOrThrow({ where: { userId: room.host.id, endedAt: null } });
    const watch = await watchAccess({ userId: room.host.id, sessionId: session.id }, async () => ((await sessionIsLive(session.id, room.host.id)) ? null : SESSION_ENDED), {
      recheckEveryMs: 50,
    });
    try {
      expect(watch.ended).toBeNull();
      const ended = new Promise<string>((resolve) => watch.whenEnded(resolve));
      // Signed in thirty days and a minute ago: the update touches no column the access triggers announce.
      await db.userSession.update({ where: { id: session.id }, data: { createdAt: new Date(runningSince(new Date()).getTime() - 60_000) } });
      expect(await ended).toBe(SESSION_ENDED);
    } finally {
      watch.stop();
    }
  });
});

let server: RealtimeServer;
const devices: Device[] = [];

beforeAll(async () => {
  server = await startRealtimeServer();
});
afterEach(() => devices.splice(0).forEach((d) => d.close()));
afterAll(() => server.close());

async function device(roomId: string, cookie: string): Promise<Device> {
  const connected = await connectDevice(server.baseUrl, roomId, cookie);
  devices.push(connected);
  return connected;
}

/** A game in play with the host (Mum, signed in) and Sam (a guest seat) at the table, both seeing it. */
async function gameInPlay(): Promise<{ room: TestRoom; mum: Device; sam: Device; mumSeat: string; samSeat: string }> {
  const room = await makeRoom();
  await startGame(room);
  const [mumSeat, samSeat] = room.setup.seats.map((s) => s.id) as [string, string];
  const mum = await device(room.roomId, room.cookies[mumSeat]!);
  const sam = await device(room.roomId, room.cookies[samSeat]!);
  await Promise.all([mum, sam].map((d) => d.nextView((v) => v.status === "PLAYING" && v.seats.every((s) => s.connected))));
  return { room, mum, sam, mumSeat, samSeat };
}

/**
 * Resolves with why the server let the device go, once it has been told and disconnected; fails
 * when that takes more than two seconds.
 */
function letGo(d: Device): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("The device was still connected two seconds later")), 2_000);
    let reason = "";
    d.socket.on("refused", (why: string) => (reason = why));
    d.socket.on("disconnect", () => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** The device still plays: the host's pause is answered. */
async function stillPlays(d: Device): Promise<Ack> {
  return d.send("host", { msgId: msgId(), command: "pause" });
}

describe("a device whose access ends mid-game", () => {
  it("a device signed out mid-game stops receiving the table within two seconds, and can't connect again", async () => {
    const { room, mum, sam, mumSeat } = await gameInPlay();
    const session = await db.userSession.findFirstOrThrow({ where: { userId: room.host.id, endedAt: null } });
    const gone = letGo(mum);

    await endSession(session.id, room.host.id);
    expect(await gone).toBe(SESSION_ENDED);
    expect(mum.socket.connected).toBe(false);
    expect(sam.socket.connected).toBe(true);
    await expect(connectDevice(server.baseUrl, room.roomId, room.cookies[mumSeat]!)).rejects.toThrow(NOT_ALLOWED);
  });

  it("a password changed on another device lets go of this one, not of the device that changed it", async () => {
    const { room, mum } = await gameInPlay();
    await db.user.update({ where: { id: room.host.id }, data: { passwordHash: await hashPassword("old kitchen password") } });
    const mumsSession = await db.userSession.findFirstOrThrow({ where: { userId: room.host.id, endedAt: null } });
    const laptop = await device(room.roomId, await sessionCookie(room.host));
    const laptopsSession = await db.userSession.findFirstOrThrow({ where: { userId: room.host.id, endedAt: null, id: { not: mumsSession.id } } });
    const gone = letGo(mum);

    const changed = await changePassword(
      { userId: room.host.id, sessionId: laptopsSession.id, address: "127.0.0.1" },
      { current: "old kitchen password", password: "a new kitchen password", confirm: "a new kitchen password" },
    );
    expect(changed).toEqual({ ok: true });
    expect(await gone).toBe(SESSION_ENDED);
    expect(await stillPlays(laptop)).toEqual({ ok: true });
  });

  it("a member removed from the deck mid-game is let go within two seconds, told so", async () => {
    const { room, sam } = await gameInPlay();
    const gran = await device(room.roomId, room.spectator);
    const granId = (await db.deckMember.findFirstOrThrow({ where: { deckId: room.deckId, user: { name: "Gran" } } })).userId;
    const gone = letGo(gran);

    await removeMember(room.host.id, { deckId: room.deckId, memberUserId: granId });
    expect(await gone).toBe(ACCESS_ENDED);
    expect(sam.socket.connected).toBe(true);
    await expect(connectDevice(server.baseUrl, room.roomId, room.spectator)).rejects.toThrow(NOT_ALLOWED);
  });

  it("a deleted account's devices are let go within two seconds", async () => {
    const room = await makeRoom();
    await startGame(room);
    const fay = await makeMember(room.deckId, "Fay", "EDITOR");
    const fays = await device(room.roomId, await sessionCookie(fay));
    await fays.nextView((v) => v.status === "PLAYING");
    const gone = letGo(fays);

    expect(await deleteAccount(fay.id, { confirmation: fay.email }, "127.0.0.1")).toEqual({ deleted: true });
    expect(await gone).toBe(SESSION_ENDED);
  });

  it("a guest whose seat the host takes out of the game is let go; the host plays on", async () => {
    const { room, mum, sam, samSeat } = await gameInPlay();
    const gone = letGo(sam);

    expect(await mum.send("host", { msgId: msgId(), command: "remove", seatId: samSeat })).toEqual({ ok: true });
    expect(await gone).toBe(ACCESS_ENDED);
    expect(await stillPlays(mum)).toEqual({ ok: true });
    await expect(connectDevice(server.baseUrl, room.roomId, room.cookies[samSeat]!)).rejects.toThrow(NOT_ALLOWED);
  });

  it("a device held by another app process is let go too: the database tells every process", async () => {
    const other = await startRealtimeProcess(process.env.DATABASE_URL!);
    try {
      const room = await makeRoom();
      await startGame(room);
      const [mumSeat] = room.setup.seats.map((s) => s.id) as [string];
      const mum = await connectDevice(other.baseUrl, room.roomId, room.cookies[mumSeat]!);
      devices.push(mum);
      await mum.nextView((v) => v.status === "PLAYING");
      const gone = letGo(mum);

      const session = await db.userSession.findFirstOrThrow({ where: { userId: room.host.id, endedAt: null } });
      await endSession(session.id, room.host.id);
      expect(await gone).toBe(SESSION_ENDED);
    } finally {
      await other.stop();
    }
  });
});
