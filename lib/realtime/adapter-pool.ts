import type pg from "pg";

/** PostgreSQL refuses a NOTIFY payload of this many bytes or more ("payload string too long"). */
export const NOTIFY_PAYLOAD_LIMIT = 8_000;

/**
 * The adapter's payloadThreshold: a message longer than this many bytes goes through its
 * attachment table (socket_io_attachments, a row and a short NOTIFY naming it) instead of in the
 * NOTIFY itself. Its default (8,000) lets a message of exactly 8,000 bytes through to PostgreSQL,
 * which refuses it: that broadcast was lost.
 */
export const ADAPTER_PAYLOAD_THRESHOLD = NOTIFY_PAYLOAD_LIMIT - 1;

/** The statement @socket.io/postgres-adapter sends every message with. */
const ADAPTER_NOTIFY = "SELECT pg_notify($1, $2)";
/** Notifications sent in one statement at most. */
const MOST_AT_ONCE = 200;

interface Waiting {
  channel: string;
  payload: string;
  done(error: Error | null): void;
}

/**
 * The adapter's pool, sending its notifications in batches: the adapter sends one NOTIFY per
 * broadcast (every step of every room), each a round trip of its own on a few connections, so
 * under load they queue and run in any order. Here they go one statement at a time, in the order
 * they were sent, each statement carrying every notification that came while the one before was
 * on its way (PostgreSQL delivers one statement's notifications in their order, at its commit).
 * A statement never carries the same notification twice: PostgreSQL would deliver it once.
 * Everything else (LISTEN, the attachment table) goes to the pool as it is.
 */
export function batchingNotifications(pool: pg.Pool): pg.Pool {
  const waiting: Waiting[] = [];
  let sending = false;
  let flushing = false;

  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const inBatch = new Set<string>();
    while (waiting.length > 0 && batch.length < MOST_AT_ONCE) {
      const next = waiting[0]!;
      const key = `${next.channel}\u0000${next.payload}`;
      if (inBatch.has(key)) break;
      inBatch.add(key);
      batch.push(waiting.shift()!);
    }
    return batch;
  }

  function send(): void {
    flushing = false;
    if (sending || waiting.length === 0) return;
    sending = true;
    const batch = takeBatch();
    pool
      .query("SELECT pg_notify(n.channel, n.payload) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, position) ORDER BY n.position", [
        batch.map((w) => w.channel),
        batch.map((w) => w.payload),
      ])
      .then(
        () => batch.forEach((w) => w.done(null)),
        (error: Error) => batch.forEach((w) => w.done(error)),
      )
      .finally(() => {
        sending = false;
        send();
      });
  }

  function notify(channel: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      waiting.push({ channel, payload, done: (error) => (error ? reject(error) : resolve()) });
      // Whatever else is sent in this turn of the event loop goes with it.
      if (!flushing) {
        flushing = true;
        queueMicrotask(send);
      }
    });
  }

  return new Proxy(pool, {
    get(target, property) {
      if (property === "query") {
        return (text: unknown, values?: unknown) => {
          if (text === ADAPTER_NOTIFY && Array.isArray(values) && values.length === 2) return notify(String(values[0]), String(values[1]));
          return (target.query as (...args: unknown[]) => unknown)(text, values);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
