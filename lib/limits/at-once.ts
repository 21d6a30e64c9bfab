import { LimitReached } from "./limit-reached";
import { AT_ONCE_PER_ACCOUNT, BUSY_RETRY_AFTER_S, heavyRequestsAtOnce } from "./limits";

export const SERVER_BUSY = "The server is busy with other big requests just now (imports, booklets, PDFs, downloads, pictures). Nothing was changed; try again in a moment.";
export const ACCOUNT_BUSY = `You already have ${AT_ONCE_PER_ACCOUNT} big requests under way (imports, booklets, PDFs, downloads, pictures). Nothing was changed; wait for one to finish, then try again.`;

interface Running {
  overall: number;
  byAccount: Map<string, number>;
}

// One count per process, kept across dev-server module reloads.
const processWide = globalThis as typeof globalThis & { snapLegacyHeavyRunning?: Running };
const running = (processWide.snapLegacyHeavyRunning ??= { overall: 0, byAccount: new Map() });

/**
 * Takes one of the process's places for a heavy request by the account, or refuses at once
 * (LimitReached: 503 when the server's places are all taken, 429 when the account's are): a
 * heavy request never waits in a queue holding its upload. The returned function gives the place
 * back; calling it again does nothing.
 */
export function takePlace(userId: string): () => void {
  const mine = running.byAccount.get(userId) ?? 0;
  if (mine >= AT_ONCE_PER_ACCOUNT) throw new LimitReached(429, ACCOUNT_BUSY, BUSY_RETRY_AFTER_S);
  if (running.overall >= heavyRequestsAtOnce()) throw new LimitReached(503, SERVER_BUSY, BUSY_RETRY_AFTER_S);
  running.overall += 1;
  running.byAccount.set(userId, mine + 1);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    running.overall -= 1;
    const left = (running.byAccount.get(userId) ?? 1) - 1;
    if (left > 0) running.byAccount.set(userId, left);
    else running.byAccount.delete(userId);
  };
}
