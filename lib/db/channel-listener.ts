/**
 * One LISTEN connection per app process and channel: opened for the first subscriber, shared by
 * all of them (messages are fanned out in memory by key), reopened with backoff when it fails, and
 * closed when the last subscriber leaves. Every process listens on the same database, so a
 * notification sent through any of them reaches all.
 */
import pg from "pg";
import type { z } from "zod";

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

interface Subscriber<T> {
  onMessage: (message: T) => void;
  /** Called after the connection was lost and is back: messages sent meanwhile were not heard. */
  onResume?: () => void;
}

export interface ChannelOptions<S extends z.ZodType> {
  /** The PostgreSQL channel (a plain identifier: it is written into LISTEN as it is). */
  channel: string;
  /** What a message on the channel must be; anything else is ignored. */
  schema: S;
  /** The keys a message is for: subscribers of any of them hear it. */
  keysOf: (message: z.output<S>) => string[];
  /** Names the listener in the log. */
  logName: string;
}

export class ChannelListener<S extends z.ZodType> {
  private readonly byKey = new Map<string, Set<Subscriber<z.output<S>>>>();
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private listening = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly databaseUrl: string,
    private readonly options: ChannelOptions<S>,
  ) {}

  /** Hears every message for this key from now on, until the returned function is called. */
  subscribe(key: string, onMessage: Subscriber<z.output<S>>["onMessage"], onResume?: () => void): () => void {
    const subscriber: Subscriber<z.output<S>> = { onMessage, onResume };
    const subscribers = this.byKey.get(key) ?? new Set();
    subscribers.add(subscriber);
    this.byKey.set(key, subscribers);
    this.connect();
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.byKey.get(key) === subscribers) this.byKey.delete(key);
      if (this.byKey.size === 0) void this.disconnect();
    };
  }

  /** Resolves once the connection is listening (at once when it is), so nothing committed after it is missed. */
  ready(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Closes the connection (on shutdown); subscribers hear nothing more. */
  async close(): Promise<void> {
    this.byKey.clear();
    await this.disconnect();
  }

  get subscriberCount(): number {
    let count = 0;
    for (const subscribers of this.byKey.values()) count += subscribers.size;
    return count;
  }

  private connect(): void {
    if (this.client || this.retryTimer || this.byKey.size === 0) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    this.client = client;
    client.on("notification", (message) => {
      if (message.channel === this.options.channel) this.deliver(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${this.options.channel}`))
      .then(() => {
        if (this.client !== client) return;
        const resumed = this.failures > 0;
        this.failures = 0;
        this.listening = true;
        for (const resolve of this.waiting.splice(0)) resolve();
        if (resumed) this.each((subscriber) => subscriber.onResume?.());
      })
      .catch((error: Error) => this.lost(client, error));
  }

  private lost(client: pg.Client, error?: Error): void {
    if (this.client !== client) return; // closed on purpose, or already handled
    this.client = undefined;
    this.listening = false;
    client.end().catch(() => undefined);
    if (this.byKey.size === 0) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.failures, LONGEST_RETRY_MS);
    this.failures += 1;
    console.error(`[${this.options.logName}] The listening connection was lost (${error?.message ?? "closed"}); trying again in ${delay} ms.`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private async disconnect(): Promise<void> {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.failures = 0;
    this.listening = false;
    // Nobody is left to wait for the connection.
    for (const resolve of this.waiting.splice(0)) resolve();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private deliver(payload: string | undefined): void {
    const message = this.options.schema.safeParse(parseJson(payload));
    if (!message.success) return; // not ours, or malformed: nothing to tell anyone
    for (const key of this.options.keysOf(message.data)) {
      for (const subscriber of [...(this.byKey.get(key) ?? [])]) {
        try {
          subscriber.onMessage(message.data);
        } catch (error) {
          console.error(`[${this.options.logName}] A subscriber failed: ${(error as Error).message}`);
        }
      }
    }
  }

  private each(call: (subscriber: Subscriber<z.output<S>>) => void): void {
    for (const subscribers of this.byKey.values()) for (const subscriber of [...subscribers]) call(subscriber);
  }
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}

/**
 * One listener per process and name, kept on globalThis so the custom server and Next.js's bundles
 * (which load this module separately) share it.
 */
const processWide = globalThis as unknown as { channelListeners?: Map<string, ChannelListener<z.ZodType>> };

export function processListener<S extends z.ZodType>(options: ChannelOptions<S>, what: string): ChannelListener<S> {
  processWide.channelListeners ??= new Map();
  let listener = processWide.channelListeners.get(options.channel);
  if (!listener) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error(`DATABASE_URL is not set: ${what} needs the database.`);
    listener = new ChannelListener(url, options) as unknown as ChannelListener<z.ZodType>;
    processWide.channelListeners.set(options.channel, listener);
  }
  return listener as unknown as ChannelListener<S>;
}

/** Closes the process's listener on this channel, if one was opened (on shutdown). */
export async function closeProcessListener(channel: string): Promise<void> {
  const listener = processWide.channelListeners?.get(channel);
  processWide.channelListeners?.delete(channel);
  await listener?.close();
}

/** Closes every listener of the process (a test file's, before its database is dropped). */
export async function closeProcessListeners(): Promise<void> {
  await Promise.all([...(processWide.channelListeners?.keys() ?? [])].map(closeProcessListener));
}
