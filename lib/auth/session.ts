import { getServerSession } from "next-auth";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { authOptions } from "./options";
import { safeReturnPath } from "./return-path";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  /** The account's time zone; null until its browser has said it (lib/accounts/time-zone.ts). */
  timeZone: string | null;
}

/** next-auth's session cookie, split into numbered chunks when large, prefixed on https. */
const SESSION_COOKIE = /(^|\.)next-auth\.session-token(\.\d+)?$/;

/**
 * The signed-in user, or null. A session whose user no longer exists, or deleted their account,
 * counts as signed out.
 * Cached per request, so the header and the page ask the database once.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions);
  const id = session?.user?.id;
  if (!id) {
    await failIfDatabaseUnreachable();
    return null;
  }
  return db.user.findFirst({ where: { id, deletedAt: null }, select: { id: true, name: true, email: true, timeZone: true } });
});

/**
 * next-auth answers "signed out" whenever checking a session fails, including when the database
 * holding its session row can't be reached. A session cookie that came back as no session is therefore
 * checked against the database once more: an outage then fails the request as an outage (a 503 and
 * the error page) instead of sending a signed-in person to sign in, or telling them their session ended.
 */
async function failIfDatabaseUnreachable(): Promise<void> {
  const sentSession = (await cookies()).getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
  if (sentSession) await db.$queryRaw`SELECT 1`;
}

/** For pages that need a user: sends everyone else to sign in, and back to `returnTo` afterwards. */
export async function requireUser(returnTo: string): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect(signInPath(returnTo));
  return user;
}

/** The sign-in page, coming back to `returnTo` (a path on this site) once signed in. */
export function signInPath(returnTo: string): string {
  return `/sign-in?callbackUrl=${encodeURIComponent(safeReturnPath(returnTo))}`;
}
