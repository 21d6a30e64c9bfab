import { existsSync, readFileSync, realpathSync, unlinkSync } from "node:fs";
import path from "node:path";
import { commandLine, isRunning, waitForExit } from "./processes";

/**
 * A run of the app that was killed outright leaves its PostgreSQL running on the data folder, and
 * the next start then fails ("postmaster.pid already exists"). Called only by the holder of the
 * data folder's lock, so no live run of the app owns that PostgreSQL. It is stopped only when the
 * pid in postmaster.pid is a `postgres` started on exactly this data folder: never anyone else's.
 */
export async function stopOrphanedPostgres(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!isRunning(pid)) return; // PostgreSQL itself replaces a pid file whose process is gone.
  const args = commandLine(pid);
  if (!args) {
    log(`${pidFile} names process ${pid}, and this system does not say what it runs; if it is a PostgreSQL left running on this folder, stop it.`);
    return;
  }
  if (!isPostgresOn(args, dataDir)) {
    log(`${pidFile} names process ${pid}, which is not a PostgreSQL on this data folder: the file is stale, removing it.`);
    unlinkSync(pidFile);
    return;
  }
  log(`A PostgreSQL (process ${pid}) from an earlier run that did not stop cleanly is still running on ${dataDir}: stopping it.`);
  process.kill(pid, "SIGINT"); // "fast" shutdown: rolls back open transactions, then exits cleanly
  if (await waitForExit(pid, 30_000)) return;
  log(`It did not stop within 30 s; stopping it immediately (its data is recovered from the log at the next start).`);
  process.kill(pid, "SIGQUIT");
  if (!(await waitForExit(pid, 10_000))) {
    throw new Error(`The PostgreSQL left running on ${dataDir} (process ${pid}) would not stop. Stop it, then start again.`);
  }
}

function isPostgresOn(args: string[], dataDir: string): boolean {
  if (path.basename(args[0] ?? "") !== "postgres") return false;
  const flag = args.indexOf("-D");
  return flag >= 0 && sameFolder(args[flag + 1], dataDir);
}

function sameFolder(a: string | undefined, b: string): boolean {
  if (!a) return false;
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return path.resolve(a) === path.resolve(b);
  }
}
