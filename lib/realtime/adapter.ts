import { createAdapter, type PostgresAdapter } from "@socket.io/postgres-adapter";
import { Adapter, MessageType, type BroadcastOptions } from "socket.io-adapter";
import type pg from "pg";

/** A process that stops saying it is alive is forgotten after HEARTBEAT_TIMEOUT_MS. */
const HEARTBEAT_MS = 2_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** PostgreSQL refuses a NOTIFY payload of this many bytes or more ("payload string too long"). */
export const NOTIFY_PAYLOAD_LIMIT = 8_000;

/**
 * The adapter's payloadThreshold: a message longer than this many bytes goes through its
 * attachment table (socket_io_attachments, a row and a short NOTIFY naming it) instead of in the
 * NOTIFY itself. Its default (8,000) lets a message of exactly 8,000 bytes through to PostgreSQL,
 * which refuses it: that broadcast was lost.
 */
export const ADAPTER_PAYLOAD_THRESHOLD = NOTIFY_PAYLOAD_LIMIT - 1;

/** The statements @socket.io/postgres-adapter sends a message with: a NOTIFY carrying it, or for a
 *  long one a row of its attachment table and then a NOTIFY naming the row. */
const ADAPTER_NOTIFY = "SELECT pg_notify($1, $2)";
const ADAPTER_ATTACHMENT = /^INSERT INTO socket_io_attachments \(payload\) VALUES \(\$1\) RETURNING id;?$/;
/** Notifications sent in one statement at most. */
const MOST_AT_ONCE = 200;
/** How long a message's attachment row waits for the adapter's NOTIFY naming it before the ones after it go on. */
const ATTACHMENT_NAMED_WITHIN_MS = 1_000;

type Outgoing =
  | { kind: "notify"; channel: string; payload: string; done(error: Error | null): void }
  /** An attachment row, written in its turn; then its place waits for the NOTIFY naming it (`named`). */
  | { kind: "attachment"; values: unknown[]; written(result: pg.QueryResult | Error): void; id?: string; named?: Extract<Outgoing, { kind: "notify" }> };

/**
 * The adapter's pool, its messages sent in order and in batches. The adapter sends one NOTIFY per
 * broadcast (every step of every room), each a round trip of its own on one of a few connections:
 * under load they queue, and run in any order. Here they go one statement at a time, in the order
 * they were sent, each statement carrying every notification that came while the one before was on
 * its way (PostgreSQL delivers one statement's notifications in their order, at its commit), never
 * the same one twice (PostgreSQL would deliver it once). A long message keeps its place too: its
 * attachment row is written in its turn, and the messages after it wait for the NOTIFY naming it.
 * Received, each notification is handled once the one before it has been (an attachment is read
 * from its table first): the other processes see the messages in the order they were sent.
 */
export function batchingNotifications(pool: pg.Pool): pg.Pool {
  const outgoing: Outgoing[] = [];
  let sending = false;
  let flushing = false;

  function takeNotifications(): Extract<Outgoing, { kind: "notify" }>[] {
    const batch: Extract<Outgoing, { kind: "notify" }>[] = [];
    const inBatch = new Set<string>();
    while (batch.length < MOST_AT_ONCE) {
      const next = outgoing[0];
      const notification = next?.kind === "notify" ? next : next?.kind === "attachment" && next.id !== undefined ? (next.named ?? null) : null;
      if (!notification) break;
      const key = `${notification.channel}\u0000${notification.payload}`;
      if (inBatch.has(key)) break;
      inBatch.add(key);
      batch.push(notification);
      outgoing.shift();
    }
    return batch;
  }

  function sendNext(): void {
    flushing = false;
    if (sending) return;
    const head = outgoing[0];
    if (!head) return;
    if (head.kind === "attachment" && head.id === undefined) {
      sending = true;
      pool.query(ADAPTER_ATTACHMENT_TEXT, head.values).then(
        (result: pg.QueryResult<{ id: string }>) => {
          head.id = String(result.rows[0]?.id);
          // The adapter names the row in its next statement; should it never come, the rest go on.
          setTimeout(() => {
            if (head.named || outgoing[0] !== head) return;
            outgoing.shift();
            sendNext();
          }, ATTACHMENT_NAMED_WITHIN_MS).unref();
          head.written(result);
          sending = false;
        },
        (error: Error) => {
          outgoing.shift();
          head.written(error);
          sending = false;
          sendNext();
        },
      );
      return;
    }
    const batch = takeNotifications();
    if (batch.length === 0) return; // an attachment waits for the NOTIFY naming it
    sending = true;
    pool
      .query("SELECT pg_notify(n.channel, n.payload) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(channel, payload, position) ORDER BY n.position", [
        batch.map((n) => n.channel),
        batch.map((n) => n.payload),
      ])
      .then(
        () => batch.forEach((n) => n.done(null)),
        (error: Error) => batch.forEach((n) => n.done(error)),
      )
      .finally(() => {
        sending = false;
        sendNext();
      });
  }

  function soon(): void {
    // Whatever else is sent in this turn of the event loop goes with it.
    if (flushing) return;
    flushing = true;
    queueMicrotask(sendNext);
  }

  /** The attachment a NOTIFY names, still waiting for it in the queue. */
  function attachmentNamed(payload: string): Extract<Outgoing, { kind: "attachment" }> | null {
    if (!payload.includes('"attachmentId"')) return null;
    const { attachmentId } = JSON.parse(payload) as { attachmentId?: unknown };
    const found = outgoing.find((o) => o.kind === "attachment" && o.id !== undefined && o.id === String(attachmentId) && !o.named);
    return (found as Extract<Outgoing, { kind: "attachment" }> | undefined) ?? null;
  }

  function notify(channel: string, payload: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const notification: Extract<Outgoing, { kind: "notify" }> = { kind: "notify", channel, payload, done: (error) => (error ? reject(error) : resolve()) };
      const attachment = attachmentNamed(payload);
      if (attachment) attachment.named = notification;
      else outgoing.push(notification);
      soon();
    });
  }

  function attach(values: unknown[]): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      outgoing.push({ kind: "attachment", values, written: (result) => (result instanceof Error ? reject(result) : resolve(result)) });
      soon();
    });
  }

  /** A listening connection whose notifications are handled one after the other. */
  function inOrder(client: pg.PoolClient): pg.PoolClient {
    const on = client.on.bind(client);
    let handled: Promise<unknown> = Promise.resolve();
    client.on = ((event: string, listener: (...args: unknown[]) => unknown) => {
      if (event !== "notification") return on(event as "error", listener as () => void);
      return on("notification", (message) => {
        handled = handled.then(() => listener(message)).catch(() => undefined);
      });
    }) as typeof client.on;
    return client;
  }

  return new Proxy(pool, {
    get(target, property) {
      if (property === "query") {
        return (text: unknown, values?: unknown) => {
          if (text === ADAPTER_NOTIFY && Array.isArray(values) && values.length === 2) return notify(String(values[0]), String(values[1]));
          if (typeof text === "string" && ADAPTER_ATTACHMENT.test(text) && Array.isArray(values)) return attach(values);
          return (target.query as (...args: unknown[]) => unknown)(text, values);
        };
      }
      if (property === "connect") return async () => inOrder(await target.connect());
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const ADAPTER_ATTACHMENT_TEXT = "INSERT INTO socket_io_attachments (payload) VALUES ($1) RETURNING id";

/**
 * Socket.IO's PostgreSQL adapter as the app's processes use it (every process the same): its
 * notifications batched, anything PostgreSQL would refuse in a NOTIFY sent through its attachment table.
 */
export function roomsAdapter(pool: pg.Pool) {
  const create = createAdapter(batchingNotifications(pool), {
    payloadThreshold: ADAPTER_PAYLOAD_THRESHOLD,
    heartbeatInterval: HEARTBEAT_MS,
    heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
    errorHandler: (error) => console.error(`[realtime] Adapter: ${error.message}`),
  });
  // Socket.IO calls it with `new`: a function (not an arrow) returning the adapter.
  return function (nsp: Parameters<typeof create>[0]) {
    return localFirst(create(nsp));
  };
}

/**
 * Whether another process is alive to hear this one's broadcasts. The adapter learns of each from
 * its messages: a process says so as it starts, answers every process that starts after it, and
 * says it is alive every HEARTBEAT_MS; one silent for HEARTBEAT_TIMEOUT_MS is forgotten.
 */
export function otherProcessesAlive(adapter: PostgresAdapter): boolean {
  return (adapter as unknown as { nodesMap: Map<string, number> }).nodesMap.size > 0;
}

/**
 * A broadcast reaches this process's devices at once, and the other processes' through its NOTIFY.
 * The adapter's own broadcast awaits the NOTIFY's round trip before it writes to a single local
 * socket, so every step of every room waited for PostgreSQL (and, under load, for the statements
 * before it) to reach devices connected right here. Local delivery keeps the order of the
 * broadcasts, as the notifications keep theirs (batchingNotifications); a failed NOTIFY is the
 * adapter's to report, as before. A process alone sends no NOTIFY: nobody would hear it, and at
 * hundreds of rooms those statements were a tenth of the process's CPU. A device of a process
 * that has just started and not yet been heard of can miss a step: each step carries the whole
 * table, so the next one shows everything (and a reconnecting device is sent the room afresh).
 */
function localFirst(adapter: PostgresAdapter): PostgresAdapter {
  adapter.broadcast = async (packet: unknown, opts: BroadcastOptions) => {
    if (!opts.flags?.local && otherProcessesAlive(adapter)) {
      adapter.publish({ type: MessageType.BROADCAST, data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags ?? {} } } });
    }
    Adapter.prototype.broadcast.call(adapter, packet, opts);
  };
  return adapter;
}
