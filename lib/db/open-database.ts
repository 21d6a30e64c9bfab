import { mkdirSync } from "node:fs";
import path from "node:path";
import { dataDir } from "./data-dir";
import { embeddedDatabaseUrl, startEmbeddedPostgres } from "./embedded";
import { acquireInstanceLock, tryLock, type RunningAppDetails } from "./instance-lock";

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  /** Resolves, saying how, when the running embedded server dies unasked; never for DATABASE_URL. */
  lost(): Promise<string>;
  /** Starts the embedded server again after it died, on the same data and port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_EMBEDDED_PORT = 54329;

/**
 * DATABASE_URL when it is set; otherwise the embedded PostgreSQL in the data folder (one user at a
 * time). The app passes the address it serves on, so commands run beside it can find it.
 */
export async function openDatabase(
  log: (line: string) => void = () => {},
  app: { siteUrl?: string } = {},
): Promise<OpenDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, embedded: false, lost: () => new Promise(() => {}), restart: async () => {}, close: async () => {} };

  const dir = dataDir();
  const port = embeddedPort();
  const lock = acquireInstanceLock(dir, { databasePort: port, ...app });
  if (lock.takenOverFrom) {
    log(`The last run (process ${lock.takenOverFrom}) ended without stopping cleanly; recovering its data folder ${dir}.`);
  }
  try {
    log(`Starting the embedded PostgreSQL (data in ${path.join(dir, "postgres")}, port ${port})`);
    const options = { dir: path.join(dir, "postgres"), port, log };
    let server = await startEmbeddedPostgres(options);
    return {
      url: server.url,
      embedded: true,
      lost: () => server.lost,
      restart: async () => {
        server = await startEmbeddedPostgres(options);
      },
      close: async () => {
        await server.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function embeddedPort(): number {
  return Number(process.env.SNAP_LEGACY_DB_PORT ?? DEFAULT_EMBEDDED_PORT);
}

/**
 * For commands run beside the app (`npm run reset-link`): DATABASE_URL, or the embedded database the
 * running app started (its lock is held, and says the port and the app's address, whatever this
 * command's environment says), or else the embedded database started for this command.
 */
export async function withAppDatabase<T>(work: (url: string, app: RunningAppDetails) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL, {});
  mkdirSync(dataDir(), { recursive: true });
  const probe = tryLock(path.join(dataDir(), "snap-legacy.pid"));
  if ("heldBy" in probe) return work(embeddedDatabaseUrl(probe.details.databasePort ?? embeddedPort()), probe.details);
  probe.lock.release();
  return withDatabase((url) => work(url, {}));
}

export async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await openDatabase((line) => console.log(line));
  try {
    return await work(database.url);
  } finally {
    await database.close();
  }
}
