/**
 * What time alone ends, with no row changed and so nothing announced: a live connection's session
 * reaching its 30 days. A process checks the sessions of its open connections about every period
 * (RECHECK_EVERY_MS), all those due in one read (lib/auth/check-session.ts liveSessions), instead of
 * one read per connection: a process holding 1,600 devices asks once every few seconds, not 27 times
 * a second. A connection whose session is no longer live is checked again in full (its own check
 * says why its access ends). A read that fails (the database away) keeps every connection as it
 * was; they are asked about again at the next sweep.
 */
import type { SessionRef } from "./check-session";

/** Sessions asked about in one read, at most. */
const ONE_READ = 1_000;

interface Entry {
  session: SessionRef;
  every: number;
  dueAt: number;
  recheck(): void;
}

export interface SessionSweep {
  /** Checks `session` about every `everyMs` from now on, calling `recheck` when it is no longer live. Returns what stops it. */
  watch(session: SessionRef, everyMs: number, recheck: () => void): () => void;
}

/** A period's wait, drawn from ¾ to 1¼ of it: connections opened together spread their checks out. */
const spread = (every: number) => every * (0.75 + Math.random() / 2);

export function createSessionSweep(
  liveSessions: (sessions: readonly SessionRef[]) => Promise<(session: SessionRef) => boolean>,
  { now = Date.now }: { now?: () => number } = {},
): SessionSweep {
  const entries = new Set<Entry>();
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  let sweeping = false;

  /** The next sweep, at the earliest entry due; each sweep also takes the entries due within a
   *  quarter of their period, so that one read serves many connections. */
  function plan(): void {
    if (sweeping || entries.size === 0) return;
    let earliest = Infinity;
    for (const entry of entries) earliest = Math.min(earliest, entry.dueAt);
    if (timer && timerAt <= earliest) return;
    if (timer) clearTimeout(timer);
    timerAt = earliest;
    timer = setTimeout(() => void sweep(), Math.max(0, earliest - now()));
    timer.unref();
  }

  async function sweep(): Promise<void> {
    timer = null;
    timerAt = Infinity;
    sweeping = true;
    try {
      const at = now();
      const due = [...entries].filter((entry) => entry.dueAt <= at + entry.every / 4);
      for (const entry of due) entry.dueAt = at + spread(entry.every);
      for (let from = 0; from < due.length; from += ONE_READ) {
        const some = due.slice(from, from + ONE_READ);
        try {
          const isLive = await liveSessions(some.map((entry) => entry.session));
          for (const entry of some) if (entries.has(entry) && !isLive(entry.session)) entry.recheck();
        } catch (error) {
          console.error(`[access] Live connections' sessions could not be checked: ${(error as Error).message}`);
        }
      }
    } finally {
      sweeping = false;
      plan();
    }
  }

  return {
    watch(session, everyMs, recheck) {
      const entry: Entry = { session, every: everyMs, dueAt: now() + spread(everyMs), recheck };
      entries.add(entry);
      plan();
      return () => {
        entries.delete(entry);
        if (entries.size === 0 && timer) {
          clearTimeout(timer);
          timer = null;
          timerAt = Infinity;
        }
      };
    },
  };
}
