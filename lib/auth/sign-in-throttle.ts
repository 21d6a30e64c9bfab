import { db } from "@/lib/db/client";

/**
 * Failed sign-ins are slowed down two ways, each after FREE_ATTEMPTS failures within the window and
 * then with a wait that doubles with every further failure, up to MAX_WAIT_S:
 *
 * - per address: one address guessing at any accounts waits, whatever it tries next;
 * - per account: guesses at one account from many addresses make that account slow to try too,
 *   but only for addresses that have failed recently. An address with no failures (the account's
 *   owner at home, say) is always heard, so nobody can lock someone out of their own account by
 *   failing on purpose; each new address an attacker brings gets one guess before it is slowed.
 *
 * A slowed attempt isn't checked at all, so it tells nothing about the password.
 */
const WINDOW_MS = 15 * 60 * 1000;
const FREE_ATTEMPTS = 5;
const MAX_WAIT_S = 300;

interface Failures {
  count: number;
  latest: Date | null;
}

async function failures(where: { address: string } | { email: string }, since: Date): Promise<Failures> {
  const recent = { ...where, createdAt: { gte: since } };
  const [count, latest] = await Promise.all([
    db.signInFailure.count({ where: recent }),
    db.signInFailure.findFirst({ where: recent, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  return { count, latest: latest?.createdAt ?? null };
}

function secondsToWait({ count, latest }: Failures, now: Date): number {
  if (count < FREE_ATTEMPTS || !latest) return 0;
  const waitS = Math.min(MAX_WAIT_S, 2 ** (count - FREE_ATTEMPTS) * 5);
  return Math.max(0, Math.ceil((latest.getTime() + waitS * 1000 - now.getTime()) / 1000));
}

/** How long this address must wait before its next attempt at this account (0: go ahead). */
export async function secondsUntilNextAttempt(address: string, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [byAddress, byAccount] = await Promise.all([failures({ address }, since), failures({ email }, since)]);
  if (byAddress.count === 0) return 0;
  return Math.max(secondsToWait(byAddress, now), secondsToWait(byAccount, now));
}

export async function recordSignInFailure(address: string, email: string): Promise<void> {
  await db.signInFailure.create({ data: { address, email } });
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - WINDOW_MS) } } });
}

/**
 * A right password forgives this address's failures on this account only: signing in to an account
 * of one's own doesn't wipe the guesses made at someone else's.
 */
export async function clearSignInFailures(address: string, email: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { address, email } });
}
