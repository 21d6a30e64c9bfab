/**
 * One LISTEN connection per app process for the live shared record: opened for the first device
 * that watches a table session, shared by all of them (changes are fanned out in memory by game),
 * reopened with backoff when it fails, and closed when the last device leaves. Every process
 * listens on the same database, so a snap recorded through any of them reaches all.
 */
import pg from "pg";
import { TABLE_CHANNEL, tableChangeSchema, type TableChange } from "./messages";

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

interface Subscriber {
  onChange: (change: TableChange) => void;
  /** Called after the connection was lost and is back: changes made meanwhile were not heard. */
  onResume?: () => void;
}

export class TableListener {
  private readonly byGame = new Map<string, Set<Subscriber>>();
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private listening = false;
  private waiting: (() => void)[] = [];

  constructor(private readonly databaseUrl: string) {}

  /** Hears every change to this game from now on, until the returned function is called. */
  subscribe(gameId: string, onChange: Subscriber["onChange"], onResume?: Subscriber["onResume"]): () => void {
    const subscriber: Subscriber = { onChange, onResume };
    const subscribers = this.byGame.get(gameId) ?? new Set();
    subscribers.add(subscriber);
    this.byGame.set(gameId, subscribers);
    this.connect();
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && this.byGame.get(gameId) === subscribers) this.byGame.delete(gameId);
      if (this.byGame.size === 0) void this.disconnect();
    };
  }

  /** Resolves once the connection is listening (at once when it is), so nothing committed after it is missed. */
  ready(): Promise<void> {
    if (this.listening) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Closes the connection (on shutdown); subscribers hear nothing more. */
  async close(): Promise<void> {
    this.byGame.clear();
    await this.disconnect();
  }

  get subscriberCount(): number {
    let count = 0;
    for (const subscribers of this.byGame.values()) count += subscribers.size;
    return count;
  }

  private connect(): void {
    if (this.client || this.retryTimer || this.byGame.size === 0) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    this.client = client;
    client.on("notification", (message) => {
      if (message.channel === TABLE_CHANNEL) this.deliver(message.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    client
      .connect()
      .then(() => client.query(`LISTEN ${TABLE_CHANNEL}`))
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
    if (this.byGame.size === 0) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.failures, LONGEST_RETRY_MS);
    this.failures += 1;
    console.error(`[table-live] The listening connection was lost (${error?.message ?? "closed"}); trying again in ${delay} ms.`);
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
    const change = tableChangeSchema.safeParse(parseJson(payload));
    if (!change.success) return; // not ours, or malformed: nothing to tell anyone
    for (const subscriber of [...(this.byGame.get(change.data.gameId) ?? [])]) {
      try {
        subscriber.onChange(change.data);
      } catch (error) {
        console.error(`[table-live] A subscriber failed: ${(error as Error).message}`);
      }
    }
  }

  private each(call: (subscriber: Subscriber) => void): void {
    for (const subscribers of this.byGame.values()) for (const subscriber of [...subscribers]) call(subscriber);
  }
}

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}

/** The process's listener, kept on globalThis so the custom server and Next.js's bundles share it. */
const processWide = globalThis as unknown as { tableListener?: TableListener };

export function tableListener(): TableListener {
  if (!processWide.tableListener) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: the live table record needs the database.");
    processWide.tableListener = new TableListener(url);
  }
  return processWide.tableListener;
}

/** Closes the process's listener, if one was opened (on shutdown). */
export async function closeTableListener(): Promise<void> {
  const listener = processWide.tableListener;
  processWide.tableListener = undefined;
  await listener?.close();
}
