import { waitInWords } from "@/lib/accounts/email-change-throttle";
import { db } from "@/lib/db/client";
import { LimitReached } from "./limit-reached";
import type { CountLimit } from "./limits";

/** "10 minutes", "hour": a window in the refusal's words. */
function windowInWords(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  return minutes === 60 ? "hour" : `${minutes} minutes`;
}

/**
 * Counts one more request of `kind` by `subject` ("account:<id>", "deck:<id>") within the limit's
 * sliding window, or refuses it (LimitReached, 429, counted nowhere) when `limit.count` are already
 * in the window, saying when the oldest of them leaves it. The count and the new row are made in
 * one transaction under an advisory lock on (subject, kind), so requests arriving together at any
 * of the app's processes are counted one after the other and can't all slip under the limit. The
 * subject's rows older than the window are deleted on the way: at most `count` rows per subject
 * and kind are ever kept.
 */
export async function countRequest(subject: string, kind: string, limit: CountLimit, refusal: (limit: CountLimit, wait: string) => string): Promise<void> {
  const waitS = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`heavy:${kind}:${subject}`}))::text`;
    const [{ now }] = await tx.$queryRaw<[{ now: Date }]>`SELECT clock_timestamp() AS now`;
    const since = new Date(now.getTime() - limit.windowMs);
    await tx.heavyRequest.deleteMany({ where: { subject, kind, createdAt: { lt: since } } });
    const recent = await tx.heavyRequest.findMany({ where: { subject, kind }, orderBy: { createdAt: "asc" }, select: { createdAt: true } });
    if (recent.length >= limit.count) {
      const oldest = recent[recent.length - limit.count]!.createdAt;
      return Math.max(1, Math.ceil((oldest.getTime() + limit.windowMs - now.getTime()) / 1000));
    }
    await tx.heavyRequest.create({ data: { subject, kind, createdAt: now } });
    return 0;
  });
  if (waitS > 0) throw new LimitReached(429, refusal(limit, waitInWords(waitS)), waitS);
}

/** "You have asked for 5 booklets in the last 10 minutes, the most one account may. Nothing was changed; try again in 4 minutes." */
export function accountRefusal(limit: CountLimit, wait: string): string {
  return `You have asked for ${limit.count} ${limit.what} in the last ${windowInWords(limit.windowMs)}, the most one account may. Nothing was changed; try again in ${wait}.`;
}

/** "This deck has taken 30 picture uploads in the last hour, the most one deck may. Nothing was changed; …" */
export function deckRefusal(limit: CountLimit, wait: string): string {
  return `This deck has taken ${limit.count} ${limit.what} in the last ${windowInWords(limit.windowMs)}, the most one deck may. Nothing was changed; try again in ${wait}.`;
}
