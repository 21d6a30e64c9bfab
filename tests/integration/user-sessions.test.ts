import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { changePassword, CHANGED_MEANWHILE, NO_PASSWORD, WRONG_CURRENT } from "@/lib/auth/change-password";
import { LAST_SEEN_EVERY_MS, liveSessions, sessionIsLive } from "@/lib/auth/check-session";
import { listDevices } from "@/lib/auth/list-devices";
import { NO_SUCH_DEVICE, signOutDevice } from "@/lib/auth/sign-out-device";
import { signOutOtherDevices } from "@/lib/auth/sign-out-other-devices";
import { signUp } from "@/lib/auth/sign-up";
import { endAllSessions, endOtherSessions } from "@/lib/auth/user-sessions";
import { verifyCredentials } from "@/lib/auth/verify-credentials";
import { accessAsOfNow, connectingIdentity } from "@/lib/realtime/who-is-connecting";
import { makeRoom, sessionCookie, TEST_SECRET } from "../support/realtime-room";
import { AuthEndpoints } from "./auth-endpoints";
import { makeUser } from "./deck-helpers";

const COOKIE = "next-auth.session-token";
let clients = 0;

/** Each use asks from an address of its own, so one test's throttle doesn't reach another. */
function newClient(): string {
  clients += 1;
  return `203.0.113.${clients}`;
}

async function account(email: string, password = `${email}'s password`) {
  const result = await signUp({ name: "Ora", email, password });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { userId: result.userId, email, password };
}

/** A device signed in through next-auth's own endpoints, with its session's id read from its cookie. */
async function device(email: string, password: string) {
  const browser = new AuthEndpoints();
  expect(await browser.signIn(email, password)).toEqual({ ok: true, error: null });
  const token = await decode({ token: browser.cookies.get(COOKIE)!, secret: process.env.NEXTAUTH_SECRET! });
  return { browser, sessionId: token!.sid! };
}

/** A browser sending a session cookie made with the app's secret (what only the server can make). */
async function browserWith(token: Record<string, unknown>) {
  const browser = new AuthEndpoints();
  browser.cookies.set(COOKIE, await encode({ token, secret: process.env.NEXTAUTH_SECRET! }));
  return browser;
}

const passwordWorks = async (email: string, password: string) => (await verifyCredentials({ email, password }, newClient())).ok;

describe("one session per signed-in device", () => {
  it("signing in on two devices gives two sessions, listed newest first with the asking one marked", async () => {
    const { userId, email, password } = await account("ora@example.com");
    const laptop = await device(email, password);
    const phone = await device(email, password);
    expect(laptop.sessionId).not.toBe(phone.sessionId);
    expect(await laptop.browser.sessionUserId()).toBe(userId);
    expect(await phone.browser.sessionUserId()).toBe(userId);

    const devices = await listDevices(userId, laptop.sessionId);
    expect(devices.map((d) => [d.sessionId, d.thisDevice])).toEqual([
      [phone.sessionId, false],
      [laptop.sessionId, true],
    ]);
  });

  it("signing out ends this device's session only", async () => {
    const { userId, email, password } = await account("pip@example.com");
    const laptop = await device(email, password);
    const phone = await device(email, password);
    await laptop.browser.signOut();
    expect(await laptop.browser.sessionUserId()).toBeNull();
    expect(await phone.browser.sessionUserId()).toBe(userId);
    expect((await listDevices(userId, null)).map((d) => d.sessionId)).toEqual([phone.sessionId]);
  });

  it("a cookie from before sessions had rows (no sid) counts as signed out", async () => {
    const { userId } = await account("quin@example.com");
    expect(await (await browserWith({ sub: userId, name: "Quin" })).sessionUserId()).toBeNull();
  });

  it("a cookie naming someone else's session is refused, even signed with the app's secret", async () => {
    const ora = await account("rue@example.com");
    const mallory = await account("mal@example.com");
    const { sessionId } = await device(ora.email, ora.password);
    expect(await (await browserWith({ sub: mallory.userId, sid: sessionId })).sessionUserId()).toBeNull();
    expect(await (await browserWith({ sub: ora.userId, sid: "no-such-session" })).sessionUserId()).toBeNull();
  });

  it("a deleted account's sessions are refused", async () => {
    const { userId, email, password } = await account("sol@example.com");
    const { browser } = await device(email, password);
    await db.user.update({ where: { id: userId }, data: { deletedAt: new Date() } });
    expect(await browser.sessionUserId()).toBeNull();
  });

  it("notes a session's use at most every five minutes", async () => {
    const { userId, email, password } = await account("tam@example.com");
    const { sessionId } = await device(email, password);
    const seen = async () => (await db.userSession.findUniqueOrThrow({ where: { id: sessionId } })).lastSeenAt.getTime();
    const first = await seen();

    expect(await sessionIsLive(sessionId, userId, new Date(first + LAST_SEEN_EVERY_MS - 1000))).toBe(true);
    expect(await seen()).toBe(first);

    const later = new Date(first + LAST_SEEN_EVERY_MS + 1000);
    await Promise.all([sessionIsLive(sessionId, userId, later), sessionIsLive(sessionId, userId, later)]);
    expect(await seen()).toBe(later.getTime());
  });

  it("a session signed in more than thirty days ago has expired with its cookie: refused, and no longer listed", async () => {
    const { userId, email, password } = await account("ned@example.com");
    const old = await device(email, password);
    const recent = await device(email, password);
    const thirtyOneDaysAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await db.userSession.update({ where: { id: old.sessionId }, data: { createdAt: thirtyOneDaysAgo } });
    expect(await sessionIsLive(old.sessionId, userId)).toBe(false);
    expect((await listDevices(userId, recent.sessionId)).map((d) => d.sessionId)).toEqual([recent.sessionId]);
  });

  it("many devices' sessions are checked in one read, each answered as it would be alone, and their use noted", async () => {
    const [kim, lou, deleted] = await Promise.all([makeUser("Kim"), makeUser("Lou"), makeUser("Gone")]);
    const now = new Date();
    const longAgo = new Date(now.getTime() - LAST_SEEN_EVERY_MS - 60_000);
    const sessionOf = (userId: string, data: { createdAt?: Date; endedAt?: Date } = {}) =>
      db.userSession.create({ data: { userId, lastSeenAt: longAgo, ...data } }).then((row) => ({ sessionId: row.id, userId }));
    const live = await Promise.all([sessionOf(kim.id), sessionOf(kim.id), sessionOf(lou.id)]);
    const ended = await sessionOf(kim.id, { endedAt: now });
    const expired = await sessionOf(lou.id, { createdAt: new Date(now.getTime() - 31 * 24 * 60 * 60 * 1000) });
    const ofDeleted = await sessionOf(deleted.id);
    await db.user.update({ where: { id: deleted.id }, data: { deletedAt: now } });
    // Kim's session id with Lou's account: a cookie naming someone else's session.
    const crossed = { sessionId: live[0]!.sessionId, userId: lou.id };

    const isLive = await liveSessions([...live, ended, expired, ofDeleted, crossed], now);

    expect([...live, ended, expired, ofDeleted, crossed].map(isLive)).toEqual([true, true, true, false, false, false, false]);
    for (const session of [...live, ended, expired, ofDeleted, crossed]) expect(await sessionIsLive(session.sessionId, session.userId, now)).toBe(isLive(session));
    const seen = await db.userSession.findMany({ where: { id: { in: [...live, ended].map((s) => s.sessionId) } }, select: { id: true, lastSeenAt: true } });
    expect(Object.fromEntries(seen.map((row) => [row.id, row.lastSeenAt.getTime()]))).toEqual({
      ...Object.fromEntries(live.map((s) => [s.sessionId, now.getTime()])),
      [ended.sessionId]: longAgo.getTime(),
    });
  });

  it("ending all sessions, or all but one, does just that", async () => {
    const { userId, email, password } = await account("uma@example.com");
    const [a, b, c] = [await device(email, password), await device(email, password), await device(email, password)];
    await db.$transaction((tx) => endOtherSessions(tx, userId, b.sessionId));
    expect([await a.browser.sessionUserId(), await b.browser.sessionUserId(), await c.browser.sessionUserId()]).toEqual([null, userId, null]);
    await db.$transaction((tx) => endAllSessions(tx, userId));
    expect(await b.browser.sessionUserId()).toBeNull();
  });
});

describe("changing the password", () => {
  it("needs the current password: a wrong one changes nothing and ends no session", async () => {
    const { userId, email, password } = await account("vic@example.com");
    const here = await device(email, password);
    const there = await device(email, password);
    const result = await changePassword(
      { userId, sessionId: here.sessionId, address: newClient() },
      { current: "not my password", password: "a brand new one", confirm: "a brand new one" },
    );
    expect(result).toEqual({ ok: false, errors: { current: WRONG_CURRENT } });
    expect(await passwordWorks(email, password)).toBe(true);
    expect(await there.browser.sessionUserId()).toBe(userId);
  });

  it("saves the new password, keeps this device signed in and signs every other one out", async () => {
    const { userId, email, password } = await account("wyn@example.com");
    const here = await device(email, password);
    const there = await device(email, password);
    const result = await changePassword(
      { userId, sessionId: here.sessionId, address: newClient() },
      { current: password, password: "a brand new one", confirm: "a brand new one" },
    );
    expect(result).toEqual({ ok: true });
    expect(await passwordWorks(email, "a brand new one")).toBe(true);
    expect(await passwordWorks(email, password)).toBe(false);
    expect(await here.browser.sessionUserId()).toBe(userId);
    expect(await there.browser.sessionUserId()).toBeNull();
  });

  it("refuses a new password the sign-up wouldn't take, or a confirmation that differs, and changes nothing", async () => {
    const { userId, email, password } = await account("xan@example.com");
    const asker = { userId, sessionId: null, address: newClient() };
    expect(await changePassword(asker, { current: password, password: "short", confirm: "short" })).toEqual({
      ok: false,
      errors: { password: "Use at least 8 characters." },
    });
    expect(await changePassword(asker, { current: password, password: "long enough", confirm: "long enougH" })).toEqual({
      ok: false,
      errors: { confirm: "The two passwords aren't the same." },
    });
    expect(await changePassword(asker, { current: password, password: "é".repeat(37), confirm: "é".repeat(37) })).toMatchObject({ ok: false });
    expect(await changePassword(asker, "not a form")).toMatchObject({ ok: false });
    expect(await passwordWorks(email, password)).toBe(true);
  });

  it("slows down guesses at the current password as sign-in does, and a slowed guess isn't even checked", async () => {
    const { userId, email, password } = await account("yan@example.com");
    const asker = { userId, sessionId: null, address: newClient() };
    const guess = (current: string) => changePassword(asker, { current, password: "a brand new one", confirm: "a brand new one" });
    for (let n = 0; n < 5; n += 1) expect(await guess(`guess ${n}`)).toEqual({ ok: false, errors: { current: WRONG_CURRENT } });
    const slowed = await guess(password);
    expect(slowed).toMatchObject({ ok: false, errors: { current: expect.stringMatching(/^Too many attempts\. Please wait \d+ seconds/) } });
    expect(await passwordWorks(email, password)).toBe(true);
  });

  it("tells an account with no password (GitHub or Google only) to set one through Forgot your password?", async () => {
    const oauthOnly = await makeUser("Zed");
    const result = await changePassword({ userId: oauthOnly.id, sessionId: null, address: newClient() }, { current: "anything", password: "a brand new one", confirm: "a brand new one" });
    expect(result).toEqual({ ok: false, errors: { form: NO_PASSWORD } });
    expect((await db.user.findUniqueOrThrow({ where: { id: oauthOnly.id } })).passwordHash).toBeNull();
  });

  it("two changes sent at once: exactly one lands", async () => {
    const { userId, email, password } = await account("abe@example.com");
    const change = (to: string) => changePassword({ userId, sessionId: null, address: newClient() }, { current: password, password: to, confirm: to });
    const results = await Promise.all([change("first new password"), change("second new password")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refusal = results.find((r) => !r.ok) as { errors: Record<string, string> };
    expect([CHANGED_MEANWHILE, WRONG_CURRENT]).toContain(refusal.errors.form ?? refusal.errors.current);
    const works = [await passwordWorks(email, "first new password"), await passwordWorks(email, "second new password")];
    expect(works.filter(Boolean)).toHaveLength(1);
  });
});

describe("signing out other devices from the account page", () => {
  it("signs out one of one's own devices; asking again is fine", async () => {
    const { userId, email, password } = await account("bea@example.com");
    const here = await device(email, password);
    const there = await device(email, password);
    expect(await signOutDevice(userId, { sessionId: there.sessionId })).toEqual({ ok: true });
    expect(await there.browser.sessionUserId()).toBeNull();
    expect(await here.browser.sessionUserId()).toBe(userId);
    expect(await signOutDevice(userId, { sessionId: there.sessionId })).toEqual({ ok: true });
  });

  it("refuses someone else's session id as no such device, and their device stays signed in", async () => {
    const victim = await account("cal@example.com");
    const attacker = await account("dee@example.com");
    const victims = await device(victim.email, victim.password);
    expect(await signOutDevice(attacker.userId, { sessionId: victims.sessionId })).toEqual({ ok: false, error: NO_SUCH_DEVICE });
    expect(await victims.browser.sessionUserId()).toBe(victim.userId);
  });

  it("refuses made-up and malformed session ids as no such device", async () => {
    const { userId } = await account("eve@example.com");
    for (const input of [{ sessionId: "made-up" }, { sessionId: "" }, { sessionId: 42 }, { sessionId: { not: "x" } }, {}, null]) {
      expect(await signOutDevice(userId, input)).toEqual({ ok: false, error: NO_SUCH_DEVICE });
    }
  });

  it("signing out all other devices keeps this one", async () => {
    const { userId, email, password } = await account("fin@example.com");
    const here = await device(email, password);
    const others = [await device(email, password), await device(email, password)];
    const stranger = await account("gus@example.com");
    const strangers = await device(stranger.email, stranger.password);
    await signOutOtherDevices(userId, here.sessionId);
    expect(await here.browser.sessionUserId()).toBe(userId);
    for (const other of others) expect(await other.browser.sessionUserId()).toBeNull();
    expect(await strangers.browser.sessionUserId()).toBe(stranger.userId);
  });
});

describe("the realtime server's cookie check follows the same rules", () => {
  const whoIsConnecting = async (roomId: string, cookie: string, secret: string) =>
    (await accessAsOfNow(roomId, await connectingIdentity(roomId, cookie, secret))).access;

  it("lets in a live session, and not once it has ended, its account is deleted, or it has no session row", async () => {
    const room = await makeRoom();
    const hostCookie = await sessionCookie(room.host);
    expect(await whoIsConnecting(room.roomId, hostCookie, TEST_SECRET)).not.toBeNull();

    const noRow = `${COOKIE}=${await encode({ token: { sub: room.host.id, name: "Mum" }, secret: TEST_SECRET })}`;
    expect(await whoIsConnecting(room.roomId, noRow, TEST_SECRET)).toBeNull();

    await db.$transaction((tx) => endAllSessions(tx, room.host.id));
    expect(await whoIsConnecting(room.roomId, hostCookie, TEST_SECRET)).toBeNull();

    const fresh = await sessionCookie(room.host);
    expect(await whoIsConnecting(room.roomId, fresh, TEST_SECRET)).not.toBeNull();
    await db.user.update({ where: { id: room.host.id }, data: { deletedAt: new Date() } });
    expect(await whoIsConnecting(room.roomId, fresh, TEST_SECRET)).toBeNull();
  });
});
