import { getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import { cache } from "react";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sessionIsLive } from "./check-session";

type TokenRequest = Parameters<typeof getToken>[0]["req"];

/**
 * The sessions of an account, one row per signed-in device (UserSession). These three are what the
 * rest of the app uses to end them.
 */

/** Ends every session of the account: a password chosen through a reset link, a deleted account. */
export async function endAllSessions(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.userSession.updateMany({ where: { userId, endedAt: null }, data: { endedAt: new Date() } });
}

/** Ends every session of the account but the one asking: a changed password. */
export async function endOtherSessions(tx: Prisma.TransactionClient, userId: string, keepSessionId: string | null): Promise<void> {
  await tx.userSession.updateMany({
    where: { userId, endedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { endedAt: new Date() },
  });
}

/**
 * The id of the session the current request's cookie carries, or null: the cookie is checked as
 * next-auth checks it (signature, expiry), then its session as every request's is (sessionIsLive).
 * Only the cookie counts, never an Authorization header. Cached per request.
 */
export const currentSessionId = cache(async (): Promise<string | null> => {
  const sent = Object.fromEntries((await cookies()).getAll().map((cookie) => [cookie.name, cookie.value]));
  // getToken reads only these two from its request; no headers means no Authorization to fall back on.
  const token = await getToken({ req: { cookies: sent, headers: {} } as unknown as TokenRequest });
  if (!token?.sid || !token.sub) return null;
  return (await sessionIsLive(token.sid, token.sub)) ? token.sid : null;
});
