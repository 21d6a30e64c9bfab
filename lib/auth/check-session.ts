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

/**
 * Whether the session `sessionId` of `userId` may still be used. One read by primary key (the
 * account's deletedAt joined in); a write only when lastSeenAt is more than five minutes old, and
 * then conditional, so requests arriving together write it once.
 */
export async function sessionIsLive(sessionId: string | undefined, userId: string | undefined, now = new Date()): Promise<boolean> {
  if (!sessionId || !userId) return false;
  const session = await db.userSession.findFirst({
    where: { id: sessionId, userId, endedAt: null, createdAt: { gt: runningSince(now) }, user: { deletedAt: null } },
    select: { lastSeenAt: true },
  });
  if (!session) return false;
  const staleBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  if (session.lastSeenAt < staleBefore) {
    await db.userSession.updateMany({ where: { id: sessionId, lastSeenAt: { lt: staleBefore } }, data: { lastSeenAt: now } });
  }
  return true;
}
