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
 * A slowed attempt isn't checked at all, so it tells nothing about the password. Each attempt is
 * counted as a failure from the moment it starts until its password proves right, so attempts sent
 * all at once see each other and can't all slip in before the first failure is written.
 */
export const WINDOW_MS = 15 * 60 * 1000;
const FREE_ATTEMPTS = 5;
const MAX_WAIT_S = 300;

export interface Failures {
  count: number;
  latest: Date | null;
}

type Attempt = { id: bigint; address: string; email: string; createdAt: Date };

/** Failures recorded before `attempt` (in the order attempts started) from its address, or on its account. */
async function failuresBefore(attempt: Attempt, key: "address" | "email"): Promise<Failures> {
  const recent = {
    [key]: attempt[key],
    id: { lt: attempt.id },
    createdAt: { gte: new Date(attempt.createdAt.getTime() - WINDOW_MS) },
  };
  const [count, latest] = await Promise.all([
    db.signInFailure.count({ where: recent }),
    db.signInFailure.findFirst({ where: recent, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
  ]);
  return { count, latest: latest?.createdAt ?? null };
}

export function secondsToWait({ count, latest }: Failures, now: Date): number {
  if (count < FREE_ATTEMPTS || !latest) return 0;
  const waitS = Math.min(MAX_WAIT_S, 2 ** (count - FREE_ATTEMPTS) * 5);
  return Math.max(0, Math.ceil((latest.getTime() + waitS * 1000 - now.getTime()) / 1000));
}

export type AttemptStart = { wait: 0; attempt: Attempt } | { wait: number; attempt: null };

/**
 * Starts a sign-in attempt from `address` at the account `email`: either it may go ahead (and is
 * counted as a failure until `attemptSucceeded`), or it must wait that many seconds and isn't counted.
 */
export async function startSignInAttempt(address: string, email: string): Promise<AttemptStart> {
  const attempt = await db.signInFailure.create({ data: { address, email } });
  const [byAddress, byAccount] = await Promise.all([failuresBefore(attempt, "address"), failuresBefore(attempt, "email")]);
  const wait = byAddress.count === 0 ? 0 : Math.max(secondsToWait(byAddress, attempt.createdAt), secondsToWait(byAccount, attempt.createdAt));
  if (wait === 0) return { wait: 0, attempt };
  await db.signInFailure.delete({ where: { id: attempt.id } });
  return { wait, attempt: null };
}

/** A wrong password: the attempt stays counted, and failures older than the window are let go. */
export async function attemptFailed(): Promise<void> {
  await db.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - WINDOW_MS) } } });
}

/**
 * A right password forgives this address's failures on this account only: signing in to an account
 * of one's own doesn't wipe the guesses made at someone else's.
 */
export async function attemptSucceeded(attempt: Attempt): Promise<void> {
  await db.signInFailure.deleteMany({ where: { address: attempt.address, email: attempt.email } });
}
