import { db } from "@/lib/db/client";

/**
 * Sessions are signed cookies (JWTs), which the server can't take back once given. So each carries
 * its user's session version from when it started, and is only honoured while that is still the
 * user's version: signing out bumps it, and a copy of the cookie kept anywhere stops working.
 * (That signs the account out on every device, which is also what someone who suspects a stolen
 * session wants.)
 */
export const SESSION_ENDED = "This session has ended: please sign in again.";

/**
 * The version a session started now carries; null when the user no longer exists or deleted their
 * account (so no sign-in, by password or OAuth, can start a session of a deleted account).
 */
export async function currentSessionVersion(userId: string): Promise<number | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { sessionVersion: true, deletedAt: true } });
  return user && !user.deletedAt ? user.sessionVersion : null;
}

/** Sessions from before versions existed carry none and count as version 0. */
export async function sessionIsCurrent(userId: string, version: number | undefined): Promise<boolean> {
  return (await currentSessionVersion(userId)) === (version ?? 0);
}

/**
 * Ends every session of the user started at `version`. A session that has already ended can't end
 * the newer ones (someone replaying an old cookie's sign-out changes nothing).
 */
export async function endSessions(userId: string, version: number | undefined): Promise<void> {
  await db.user.updateMany({
    where: { id: userId, sessionVersion: version ?? 0 },
    data: { sessionVersion: { increment: 1 } },
  });
}
