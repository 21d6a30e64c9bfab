import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Each request for an email change sends two emails, so requests are limited: a few an hour from
 * one account (so an account can't be used to fill inboxes), and a few an hour to one address
 * whichever accounts ask (so one inbox can't be filled from many accounts). The requests themselves
 * are the record (EmailChange rows), used or not.
 */
export const EMAIL_CHANGES_PER_HOUR = 3;
const WINDOW_MS = 60 * 60 * 1000;

/** Seconds until the oldest of the last EMAIL_CHANGES_PER_HOUR requests leaves the window; 0 when under the limit. */
function waitFor(times: Date[], now: Date): number {
  if (times.length < EMAIL_CHANGES_PER_HOUR) return 0;
  const oldest = times[times.length - EMAIL_CHANGES_PER_HOUR] ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

/**
 * How many seconds this account must wait before asking to change to `newEmail`. Run inside the
 * transaction that records the request, after locking the account's row and the address, so requests
 * sent at once are counted one after the other and can't all slip under the limit.
 */
export async function emailChangeWait(tx: Prisma.TransactionClient, userId: string, newEmail: string, now: Date): Promise<number> {
  await tx.$queryRaw`SELECT "id" FROM "users" WHERE "id" = ${userId} FOR UPDATE`;
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`email-change:${newEmail}`}))::text`;
  const recent = { createdAt: { gte: new Date(now.getTime() - WINDOW_MS) } };
  const [byAccount, byAddress] = await Promise.all([
    tx.emailChange.findMany({ where: { userId, ...recent }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
    tx.emailChange.findMany({ where: { newEmail, ...recent }, orderBy: { createdAt: "asc" }, select: { createdAt: true } }),
  ]);
  return Math.max(waitFor(byAccount.map((r) => r.createdAt), now), waitFor(byAddress.map((r) => r.createdAt), now));
}

/** "Please wait 12 minutes": the wait in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
