// Where a machine's CPU went while a benchmark ran (Linux /proc): each process of the benchmark,
// PostgreSQL's processes together, and the whole machine, in % of one core. What a process can
// gain from its own work depends on what the others leave it: a two-core machine whose cores are
// full is saturated whatever the server does.
import { cpus } from "node:os";
import { commandName, machineCpuMs, processIds, processStat } from "../linux-proc";

/** A process's CPU time so far (ms), or null when it is gone. */
const processCpuMs = (pid: number): number | null => processStat(pid)?.cpuMs ?? null;

/** Every running process whose command is `name` (e.g. postgres), by pid. */
const processesNamed = (name: string): number[] => (processIds() ?? []).filter((pid) => commandName(pid) === name).map(Number);

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
  const machineBefore = machineCpuMs() ?? { busy: 0, total: 0 };
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
      const machine = machineCpuMs() ?? machineBefore;
      const busy = machine.busy - machineBefore.busy;
      const total = machine.total - machineBefore.total;
      return `${parts.join(", ")}, PostgreSQL ${share(postgres)} of a core; the machine ${Math.round((busy / total) * 100)} % busy across its ${cpus().length} cores (${share(busy)} of a core)`;
    },
  };
}
