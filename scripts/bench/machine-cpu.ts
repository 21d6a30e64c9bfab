// Where a machine's CPU went while a benchmark ran (Linux /proc): each process of the benchmark,
// PostgreSQL's processes together, and the whole machine, in % of one core. What a process can
// gain from its own work depends on what the others leave it: a two-core machine whose cores are
// full is saturated whatever the server does.
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's CPU time so far (user + system, ms), or null when it is gone or /proc isn't there. */
function processCpuMs(pid: number): number | null {
  try {
    // The command may hold spaces and brackets: the fields after its closing ")" are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Every running process whose command is `name` (e.g. postgres), by pid. */
function processesNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The whole machine's busy and total CPU time so far (ms, all cores). */
function machineCpuMs(): { busy: number; total: number } {
  const [, ...times] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = times;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: (busy * 1000) / TICKS_PER_SECOND, total: ((busy + idle + iowait) * 1000) / TICKS_PER_SECOND };
}

/**
 * Starts measuring: `named` are the benchmark's own processes (by pid), and PostgreSQL's processes
 * are counted together (those that start later are counted from 0). `report()` says, for the time
 * since, each one's share of one core and the machine's busy share of all its cores.
 */
export function watchMachineCpu(named: Record<string, number | undefined>) {
  const startedMs = performance.now();
  const before = new Map<number, number>();
  const count = (pids: number[]) => pids.forEach((pid) => before.has(pid) || before.set(pid, processCpuMs(pid) ?? 0));
  count(Object.values(named).filter((pid): pid is number => pid !== undefined));
  count(processesNamed("postgres"));
  const machineBefore = machineCpuMs();
  // PostgreSQL's backends may come and go: those seen now and at the end are counted.
  return {
    report(): string {
      const elapsed = performance.now() - startedMs;
      const used = (pid: number) => Math.max(0, (processCpuMs(pid) ?? before.get(pid) ?? 0) - (before.get(pid) ?? 0));
      const share = (ms: number) => `${Math.round((ms / elapsed) * 100)} %`;
      const parts = Object.entries(named)
        .filter((entry): entry is [string, number] => entry[1] !== undefined)
        .map(([name, pid]) => `${name} ${share(used(pid))}`);
      const postgres = processesNamed("postgres").reduce((sum, pid) => sum + used(pid), 0);
      const machine = machineCpuMs();
      const busy = machine.busy - machineBefore.busy;
      const total = machine.total - machineBefore.total;
      return `${parts.join(", ")}, PostgreSQL ${share(postgres)} of a core; the machine ${Math.round((busy / total) * 100)} % busy across its ${cpus().length} cores (${share(busy)} of a core)`;
    },
  };
}
