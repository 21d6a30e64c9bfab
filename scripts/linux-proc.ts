// What Linux's /proc says of the machine's CPU: a process's CPU time and parent, its command, and
// the whole machine's busy and total time. The one reader of /proc for the test runner's accounting
// (scripts/process-cpu.ts) and the benchmarks' (scripts/bench/machine-cpu.ts). Every function
// answers null (or nothing) where there is no /proc or the process is gone.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The pids of every running process, or null where /proc can't be read. */
export function processIds(): string[] | null {
  try {
    return readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
}

/** A process's parent and CPU time so far (user + system, ms), or null when it is gone. */
export function processStat(pid: number | string): { ppid: string; cpuMs: number } | null {
  try {
    // The command name (in parentheses) may hold spaces and brackets: the fields after its closing ")" are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: fields[1]!, cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** A process's command line, its arguments joined by spaces ("" when it is gone). */
export function commandLine(pid: number | string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** A process's command name (e.g. postgres), or null when it is gone. */
export function commandName(pid: number | string): string | null {
  try {
    return readFileSync(`/proc/${pid}/comm`, "utf8").trim();
  } catch {
    return null;
  }
}

/** The whole machine's busy and total CPU time so far (ms, all cores), or null. Steal counts as
 *  busy (the machine's, not ours); guest time is already inside user time. */
export function machineCpuMs(): { busy: number; total: number } | null {
  try {
    const [, ...times] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = times;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: (busy * 1000) / TICKS_PER_SECOND, total: ((busy + idle + iowait) * 1000) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}
