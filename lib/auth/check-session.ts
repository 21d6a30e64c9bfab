import { db } from "@/lib/db/client";

/**
 * Sessions are signed cookies (JWTs), which the server can't take back once given. So each carries
 * the id of its own row in user_sessions (its `sid`), and is honoured only while that row is there,
 * belongs to the cookie's user, hasn't ended or expired, and the account hasn't been deleted: signing
 * out, or "sign out" on the account page, ends the row, and every copy of that cookie stops working.
 */
export const SESSION_ENDED = "This session has ended: please sign in again.";

/**
 * A session lasts this long from signing in: the cookie's expiry (next-auth's maxAge). Pages don't
 * renew the cookie, so a device signed in longer ago has to sign in again, and is no longer listed,
 * even though nothing marked its row ended.
 */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The earliest sign-in of a session still running at `now`. */
export function runningSince(now: Date): Date {
  return new Date(now.getTime() - SESSION_MAX_AGE_S * 1000);
}

/** How stale a session's lastSeenAt may get before a request writes it again. */
export const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

/** A session as a cookie names it: its row's id and the account it was signed in to. */
export interface SessionRef {
  sessionId: string;
  userId: string;
}

/**
 * Which of these sessions may still be used: each row there, the cookie's account's, not ended, not
 * expired, and the account not deleted. One read by primary key for them all (the accounts'
 * deletedAt joined in); a write only for those whose lastSeenAt is more than five minutes old, and
 * then conditional, so requests arriving together write it once. Answers whether a session is live.
 */
export async function liveSessions(sessions: readonly SessionRef[], now = new Date()): Promise<(session: SessionRef) => boolean> {
  if (sessions.length === 0) return () => false;
  const asked = new Set(sessions.map(key));
  const found = await db.userSession.findMany({
    where: { id: { in: [...new Set(sessions.map((s) => s.sessionId))] }, endedAt: null, createdAt: { gt: runningSince(now) }, user: { deletedAt: null } },
    select: { id: true, userId: true, lastSeenAt: true },
  });
  const rows = found.filter((row) => asked.has(key({ sessionId: row.id, userId: row.userId })));
  const staleBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  const stale = rows.filter((row) => row.lastSeenAt < staleBefore).map((row) => row.id);
  if (stale.length > 0) await db.userSession.updateMany({ where: { id: { in: stale }, lastSeenAt: { lt: staleBefore } }, data: { lastSeenAt: now } });
  const live = new Set(rows.map((row) => key({ sessionId: row.id, userId: row.userId })));
  return (session) => live.has(key(session));
}

const key = (session: SessionRef) => `${session.userId} ${session.sessionId}`;

/** Whether the session `sessionId` of `userId` may still be used (liveSessions, for one). */
export async function sessionIsLive(sessionId: string | undefined, userId: string | undefined, now = new Date()): Promise<boolean> {
  if (!sessionId || !userId) return false;
  const session = { sessionId, userId };
  return (await liveSessions([session], now))(session);
}
