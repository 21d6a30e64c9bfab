import { db } from "@/lib/db/client";

/**
 * Signing out: ends this device's session and no other. Replaying an old cookie's sign-out only ends
 * a session that has already ended.
 */
export async function endSession(sessionId: string | undefined, userId: string | undefined): Promise<void> {
  if (!sessionId || !userId) return;
  await db.userSession.updateMany({ where: { id: sessionId, userId, endedAt: null }, data: { endedAt: new Date() } });
}
