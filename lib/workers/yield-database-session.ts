import { readFileSync } from "node:fs";
import { constants, setPriority } from "node:os";
import type pg from "pg";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", ""]);

/** Whether the database at this address runs on this machine (a host name of this machine, or a socket); an address it can't read is taken to be elsewhere. */
export function isLocalDatabase(connectionString: string): boolean {
  if (!URL.canParse(connectionString)) return false;
  const { hostname, searchParams } = new URL(connectionString);
  const host = searchParams.get("host") ?? hostname.replace(/^\[|\]$/g, "");
  return LOCAL_HOSTS.has(host) || host.startsWith("/");
}

/**
 * A heavy job's database session runs below normal CPU priority, as the worker thread that asks
 * it does (yield-to-requests.mjs): an import's writes and a booklet's reads take the cores the
 * database and this app share only when the thread that answers requests (and its own sessions)
 * doesn't want them. Done only when PostgreSQL runs on this machine (the embedded one, or a local
 * server) and the session's process is a PostgreSQL process this user may lower; elsewhere the
 * session is left as it is.
 */
export function yieldDatabaseSession(client: pg.ClientBase): void {
  if (process.platform !== "linux") return;
  // The session's process id, as PostgreSQL told it when the connection was made (no query needed).
  const pid = Number((client as pg.ClientBase & { processID?: number | null }).processID);
  try {
    if (!Number.isInteger(pid) || pid <= 0 || readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") return;
    setPriority(pid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not a process of this machine, or not ours to lower: it keeps its priority.
  }
}
