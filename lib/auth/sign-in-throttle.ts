import { db } from "@/lib/db/client";

/**
 * Repeated failed sign-ins from one address are slowed down: after FREE_ATTEMPTS failures within the
 * window, each further attempt must wait, doubling each time, up to MAX_WAIT_S.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FREE_ATTEMPTS = 5;
const MAX_WAIT_S = 300;

export async function secondsUntilNextAttempt(address: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const failures = await db.signInFailure.findMany({
    where: { address, createdAt: { gte: since } },
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { createdAt: true },
  });
  const count = await db.signInFailure.count({ where: { address, createdAt: { gte: since } } });
  const latest = failures[0];
  if (count < FREE_ATTEMPTS || !latest) return 0;
  const waitS = Math.min(MAX_WAIT_S, 2 ** (count - FREE_ATTEMPTS) * 5);
  const readyAt = latest.createdAt.getTime() + waitS * 1000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}

export async function recordSignInFailure(address: string, email: string): Promise<void> {
  await db.signInFailure.create({ data: { address, email } });
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - WINDOW_MS) } } });
}

export async function clearSignInFailures(address: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { address } });
}
