import { openSync, closeSync, writeSync, readFileSync, unlinkSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * One running app per data folder. A second `npm start` on the same folder is refused with a clear
 * message before it can touch the embedded database's files.
 */
export function acquireInstanceLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "snap-legacy.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new Error(
          `Snap Legacy is already running (process ${pid}) with the data folder ${dir}.\n` +
            `Stop it first, or use another folder with SNAP_LEGACY_DATA_DIR.`,
        );
      }
      unlinkSync(file); // Left behind by a process that no longer exists.
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
