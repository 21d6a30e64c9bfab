import { headers } from "next/headers";
import { db } from "@/lib/db/client";
import { runningSince } from "./check-session";

/** What is kept of a User-Agent: enough to name the browser and system, never a whole essay. */
const MAX_USER_AGENT = 400;

/**
 * The signing-in browser's User-Agent. next-auth's App Router handler runs inside the request's
 * scope, so next/headers answers there; called outside any request (a script, next-auth's handler
 * driven directly by tests) there is none to read, and the device is simply unnamed.
 */
async function signingInUserAgent(): Promise<string> {
  try {
    return ((await headers()).get("user-agent") ?? "").slice(0, MAX_USER_AGENT);
  } catch {
    return "";
  }
}

/**
 * Starts a session for the account on this device: its row's id, or null when the account is gone.
 * The account's finished sessions (ended, or past their 30 days) are cleared away at the same time,
 * so its rows number its devices signed in now, not every sign-in it ever made.
 */
export async function startSession(userId: string, now = new Date()): Promise<string | null> {
  const userAgent = await signingInUserAgent();
  const user = await db.user.findFirst({ where: { id: userId, deletedAt: null }, select: { id: true } });
  if (!user) return null;
  const [, session] = await db.$transaction([
    db.userSession.deleteMany({ where: { userId, OR: [{ endedAt: { not: null } }, { createdAt: { lte: runningSince(now) } }] } }),
    db.userSession.create({ data: { userId, userAgent }, select: { id: true } }),
  ]);
  return session.id;
}
