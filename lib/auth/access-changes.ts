/**
 * Open live connections (room sockets, table live streams) outlive no access. The database says
 * on one channel whenever an account's or a room's access may have changed (triggers of migration
 * access_change_notifications: a session ended, an account deleted, a membership removed or
 * changed, a room's seat or watcher changed, a room gone), whichever code did it; every process
 * listens, and checks again the connections it holds for that account or room. A connection whose
 * access ended is told why and closed, and refuses every message until then.
 */
import { z } from "zod";
import { closeProcessListener, processListener, type ChannelOptions } from "@/lib/db/channel-listener";
import { liveSessions } from "./check-session";
import { createSessionSweep } from "./session-sweep";

export const ACCESS_CHANNEL = "access_changes";

const accessChangeSchema = z.union([z.object({ userId: z.string().min(1) }), z.object({ roomId: z.string().min(1) })]);

const ACCESS_LISTENING: ChannelOptions<typeof accessChangeSchema> = {
  channel: ACCESS_CHANNEL,
  schema: accessChangeSchema,
  keysOf: (change) => ("userId" in change ? [userKey(change.userId)] : [roomKey(change.roomId)]),
  logName: "access",
};

const userKey = (userId: string) => `user:${userId}`;
const roomKey = (roomId: string) => `room:${roomId}`;

/** What a connection is for: a change to this account (when there is one) or this room checks it
 *  again; its session (when it has one) is checked about every RECHECK_EVERY_MS. */
export interface Watched {
  userId: string | null;
  roomId?: string;
  sessionId?: string | null;
}

/**
 * How often a connection's session is checked when nothing was heard: what no row's change
 * announces (a session reaching its 30 days) ends a connection within 1¼ of this long. The process
 * checks the sessions of all its connections due together, in one read (session-sweep.ts).
 */
export const RECHECK_EVERY_MS = 60_000;

/** The process's sweep of its connections' sessions. */
const sessions = createSessionSweep(liveSessions);

/** Says null while the connection's access lasts, or in plain words why it ended. */
export type AccessCheck = () => Promise<string | null>;

export interface AccessWatch {
  /** Why the connection's access ended, or null while it lasts. */
  readonly ended: string | null;
  /** Calls `then` once the access ends (at once if it has). */
  whenEnded(then: (reason: string) => void): void;
  /** Stops watching (the connection closed). */
  stop(): void;
}

/**
 * Watches a connection's access from now on: listens first, then checks (so no change committed in
 * between is missed), and checks again on every change to its account or room, and whenever the
 * process's listening connection was lost and is back (changes may have been missed meanwhile),
 * and when its session, checked about every RECHECK_EVERY_MS with the process's other connections'
 * (what no change announces: a session that simply runs out), is no longer live.
 * Every message is then checked against `ended` in memory: no database round trip per message.
 * A check that fails (the database away) keeps the access as it was, and is tried again on the
 * next change.
 */
export async function watchAccess(watched: Watched, check: AccessCheck, options: { recheckEveryMs?: number } = {}): Promise<AccessWatch> {
  const listener = processListener(ACCESS_LISTENING, "checking live connections' access");
  let ended: string | null = null;
  let checking: Promise<void> | null = null;
  let checkAgain = false;
  const waiting: ((reason: string) => void)[] = [];

  const end = (reason: string) => {
    if (ended) return;
    ended = reason;
    stop();
    for (const then of waiting.splice(0)) then(reason);
  };
  const recheck = (): Promise<void> => {
    if (ended) return Promise.resolve();
    if (checking) {
      checkAgain = true;
      return checking;
    }
    const running = check()
      .then((reason) => {
        if (reason) end(reason);
      })
      .catch((error: Error) => console.error(`[access] A live connection's access could not be checked: ${error.message}`))
      .finally(() => {
        checking = null;
        if (checkAgain) {
          checkAgain = false;
          void recheck();
        }
      });
    checking = running;
    return running;
  };

  const keys = [...(watched.userId ? [userKey(watched.userId)] : []), ...(watched.roomId ? [roomKey(watched.roomId)] : [])];
  const unsubscribes = keys.map((key) => listener.subscribe(key, () => void recheck(), () => void recheck()));
  const { userId, sessionId } = watched;
  if (userId && sessionId) unsubscribes.push(sessions.watch({ userId, sessionId }, options.recheckEveryMs ?? RECHECK_EVERY_MS, () => void recheck()));
  function stop() {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  }

  await listener.ready();
  // The first check is the connection's own: its failure is the caller's to answer.
  const first = await check().catch((error: unknown) => {
    stop();
    throw error;
  });
  if (first) end(first);
  return {
    get ended() {
      return ended;
    },
    whenEnded(then) {
      if (ended) then(ended);
      else waiting.push(then);
    },
    stop,
  };
}

/** Closes the process's listener, if one was opened (on shutdown). */
export function closeAccessListener(): Promise<void> {
  return closeProcessListener(ACCESS_CHANNEL);
}
