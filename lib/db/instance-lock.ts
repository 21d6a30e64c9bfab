import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { isRunning, processStartTime } from "./processes";

/**
 * One running app per data folder. A second `npm start` on the same folder is refused with a clear
 * message before it can touch the embedded database's files. A lock left by a run that died
 * (killed, power cut) is taken over, and the caller is told so it can clean up after that run.
 */
export interface InstanceLock {
  release(): void;
  /** The process that held the lock and died without releasing it, if any. */
  takenOverFrom?: number;
}

/**
 * What a running app tells the commands run beside it (`npm run reset-link`): where its embedded
 * database listens and the address it serves on, which that command's own environment may not say.
 */
export interface RunningAppDetails {
  databasePort?: number;
  siteUrl?: string;
}

interface LockOwner extends RunningAppDetails {
  pid: number;
  /** Tells this process apart from a later one that was given the same pid. */
  startTime?: string;
}

export function acquireInstanceLock(dir: string, details: RunningAppDetails = {}): InstanceLock {
  mkdirSync(dir, { recursive: true });
  const attempt = tryLock(path.join(dir, "snap-legacy.pid"), details);
  if ("heldBy" in attempt) {
    throw new Error(
      `Snap Legacy is already running (process ${attempt.heldBy}) with the data folder ${dir}.\n` +
        `Stop it first, or use another folder with SNAP_LEGACY_DATA_DIR.`,
    );
  }
  return attempt.lock;
}

/**
 * Takes the lock `file` unless a running process holds it (then says which, and what it wrote as
 * `details`); a dead holder's lock is taken over.
 */
export function tryLock(
  file: string,
  details: RunningAppDetails = {},
): { lock: InstanceLock } | { heldBy: number; details: RunningAppDetails } {
  const me: LockOwner = { ...details, pid: process.pid, startTime: processStartTime(process.pid) };
  let takenOverFrom: number | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return { lock: { release: () => release(file), takenOverFrom } };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner && stillRunning(owner)) return { heldBy: owner.pid, details: runningAppDetails(owner) };
      takenOverFrom = owner?.pid;
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

function release(file: string): void {
  try {
    if (readOwner(file)?.pid === process.pid) unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

/** Reads both this format and the bare pid that earlier versions wrote. */
function readOwner(file: string): LockOwner | undefined {
  const text = readFileSync(file, "utf8").trim();
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === "number") return { pid: parsed };
    if (parsed && typeof parsed === "object" && Number.isInteger((parsed as LockOwner).pid)) return parsed as LockOwner;
  } catch {
    // Not JSON: an unreadable lock is a stale one.
  }
  return undefined;
}

/** Only the details of the expected types: the file is on disk, where anything may have been written. */
function runningAppDetails(owner: LockOwner): RunningAppDetails {
  const { databasePort, siteUrl } = owner;
  return {
    ...(Number.isInteger(databasePort) ? { databasePort } : {}),
    ...(typeof siteUrl === "string" ? { siteUrl } : {}),
  };
}

function stillRunning(owner: LockOwner): boolean {
  if (!isRunning(owner.pid)) return false;
  const startTime = processStartTime(owner.pid);
  return !owner.startTime || !startTime || owner.startTime === startTime;
}
