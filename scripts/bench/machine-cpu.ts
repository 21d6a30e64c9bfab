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
 * since, each one's share of one core and the machine's busy share of all its cores; `figures()`
 * gives the same as numbers (a benchmark's CPU per unit of its work).
 */
export function watchMachineCpu(named: Record<string, number | undefined>) {
  const startedMs = performance.now();
  const before = new Map<number, number>();
  const count = (pids: number[]) => pids.forEach((pid) => before.has(pid) || before.set(pid, processCpuMs(pid) ?? 0));
  count(Object.values(named).filter((pid): pid is number => pid !== undefined));
  count(processesNamed("postgres"));
  const machineBefore = machineCpuMs() ?? { busy: 0, total: 0 };
  /** Each part's CPU time and the machine's, since the start. PostgreSQL's backends may come and
   *  go: those seen now and at the end are counted. */
  function figures(): MachineCpu {
    const elapsedMs = performance.now() - startedMs;
    const used = (pid: number) => Math.max(0, (processCpuMs(pid) ?? before.get(pid) ?? 0) - (before.get(pid) ?? 0));
    const processes = Object.entries(named)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(([name, pid]) => ({ name, cpuMs: used(pid) }));
    const machine = machineCpuMs() ?? machineBefore;
    const busy = machine.busy - machineBefore.busy;
    const total = machine.total - machineBefore.total;
    return {
      elapsedMs,
      parts: [...processes, { name: "PostgreSQL", cpuMs: processesNamed("postgres").reduce((sum, pid) => sum + used(pid), 0) }],
      machineCpuMs: busy,
      machineBusyShare: total > 0 ? busy / total : 0,
    };
  }
  return { figures, report: (): string => describeMachineCpu(figures()) };
}

/** Where the CPU went over `elapsedMs`: each part's CPU time (ms), and the machine's. */
export interface MachineCpu {
  elapsedMs: number;
  parts: { name: string; cpuMs: number }[];
  /** CPU time the machine's cores were busy, all processes (ms). */
  machineCpuMs: number;
  /** The machine's busy share of all its cores (0–1). */
  machineBusyShare: number;
}

/** "the server 78 %, the devices 50 %, PostgreSQL 49 % of a core; the machine 93 % busy across its 2 cores (185 % of a core)" */
export function describeMachineCpu({ elapsedMs, parts, machineCpuMs, machineBusyShare }: MachineCpu): string {
  const share = (ms: number) => `${Math.round((ms / elapsedMs) * 100)} %`;
  return `${parts.map((part) => `${part.name} ${share(part.cpuMs)}`).join(", ")} of a core; the machine ${Math.round(machineBusyShare * 100)} % busy across its ${cpus().length} cores (${share(machineCpuMs)} of a core)`;
}
