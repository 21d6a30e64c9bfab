// Where a phase of `npm test` spends the machine's CPU, by kind of process (Chromium's pages, the
// app server, the test workers, PostgreSQL, the type-check…): the suite is bound by the CPU of a
// 2-core machine, so making it faster means knowing which work to make cheaper. Read from Linux's
// /proc once a second, for the processes each phase started (its process and their descendants,
// nothing else on the machine). A process that lives less than a second between two readings is
// missed, and the last second of one that ends: the figures are a floor.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { commandLine, machineCpuMs, processIds, processStat } from "./linux-proc";

const EVERY_MS = 1_000;

/** The kind of work a process does, from its command line. */
export function kindOfProcess(commandLine: string): string {
  // Chromium starts its helpers as "/proc/self/exe --type=…" (its network service among them).
  if (/chromium|chrome|^\/proc\/self\/exe --type=/.test(commandLine)) return /--type=renderer/.test(commandLine) ? "Chromium's pages" : "Chromium's browser, GPU and network";
  if (/postgres/.test(commandLine)) return "PostgreSQL";
  if (/scripts\/(serve|start)\.ts|next-server|next start/.test(commandLine)) return "the app server";
  if (/\btsc\b|typescript\/bin/.test(commandLine)) return "the type-check";
  if (/eslint/.test(commandLine)) return "the lint";
  if (/next\/dist\/bin\/next|next build|scripts\/build\.ts|turbopack/.test(commandLine)) return "the build";
  if (/vitest/.test(commandLine)) return "the tests (Vitest and its workers)";
  if (/esbuild/.test(commandLine)) return "esbuild";
  return "other";
}

interface Seen {
  cpuMs: number;
  phase: string;
  kind: string;
}

/**
 * Watches the processes of the phases registered with `phase(name, pid)` and their descendants.
 * `report()` gives each phase's CPU seconds by kind of process. Does nothing where there is no /proc.
 */
export function watchProcessCpu() {
  const roots = new Map<string, string>();
  const seen = new Map<string, Seen>();
  const spent = new Map<string, Map<string, number>>();
  /** Each phase's machine CPU time when it started and (once it has) when it ended. */
  const machine = new Map<string, { from: ReturnType<typeof machineCpuMs>; to?: ReturnType<typeof machineCpuMs> }>();
  let readable = true;

  function sample(): void {
    const pids = processIds();
    if (!pids) {
      readable = false;
      return;
    }
    const stats = new Map<string, { ppid: string; cpuMs: number }>();
    for (const pid of pids) {
      const stat = processStat(pid);
      if (stat) stats.set(pid, stat);
    }
    const phaseOf = (pid: string): string | null => {
      for (let at: string | undefined = pid, hops = 0; at && at !== "0" && hops < 64; at = stats.get(at)?.ppid, hops++) {
        const root = roots.get(at);
        if (root) return root;
      }
      return null;
    };
    for (const [pid, stat] of stats) {
      let known = seen.get(pid);
      if (!known) {
        const phase = phaseOf(pid);
        if (!phase) continue;
        // No command line yet (a process caught inside its exec, or one changing its title): its
        // kind is read at the next look. Named then, it stayed "other" for good (seen: a run whose
        // app server's CPU was split between "the app server" and "other").
        const line = commandLine(pid);
        if (line === "") continue;
        // Started by the phase, so all its time so far is the phase's.
        known = { cpuMs: stat.cpuMs, phase, kind: kindOfProcess(line) };
        seen.set(pid, known);
        add(known, stat.cpuMs);
        continue;
      }
      add(known, stat.cpuMs - known.cpuMs);
      known.cpuMs = stat.cpuMs;
    }
    for (const pid of seen.keys()) if (!stats.has(pid)) seen.delete(pid);
  }

  function add(process: Seen, cpuMs: number): void {
    if (cpuMs <= 0) return;
    const kinds = spent.get(process.phase) ?? new Map<string, number>();
    spent.set(process.phase, kinds);
    kinds.set(process.kind, (kinds.get(process.kind) ?? 0) + cpuMs / 1000);
  }

  const timer = setInterval(sample, EVERY_MS);
  timer.unref();

  return {
    /** Counts the CPU of this process (a phase's command) and of everything it starts, as the phase's. */
    phase(name: string, pid: number | undefined): void {
      if (pid !== undefined) roots.set(String(pid), name);
      machine.set(name, { from: machineCpuMs() });
    },
    /** The phase has ended: how busy the machine was meanwhile is read now. */
    ended(name: string): void {
      sample();
      const times = machine.get(name);
      if (times) times.to = machineCpuMs();
    },
    /** CPU seconds so far, by phase and kind of process. */
    spent(): Map<string, Map<string, number>> {
      sample();
      return spent;
    },
    /** Each phase's CPU seconds by kind of process, largest first; one line per phase. Stops watching. */
    report(): string[] {
      sample();
      clearInterval(timer);
      if (!readable) return [];
      return [...spent].map(([phase, kinds]) => {
        const sorted = [...kinds].sort((a, b) => b[1] - a[1]);
        const all = sorted.reduce((sum, [, s]) => sum + s, 0);
        const { from, to } = machine.get(phase) ?? {};
        const busy = from && to && to.total > from.total ? ` (the machine ${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))} % busy meanwhile)` : "";
        return `${phase}: ${Math.round(all)} s${busy} — ${sorted.map(([kind, s]) => `${kind} ${Math.round(s)}`).join(", ")}`;
      });
    },
  };
}

/**
 * A fixed piece of work (arithmetic and sha256) timed on this machine, in milliseconds: runs of
 * the suite on different machines (or the same one under other load) compare by it.
 */
export function referenceWorkMs(): number {
  const started = performance.now();
  let x = 1;
  for (let i = 0; i < 30_000_000; i++) x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
  for (let i = 0; i < 200_000; i++) createHash("sha256").update(`snap${i}${x}`).digest();
  return Math.round(performance.now() - started);
}

/** The line that says how fast this machine is: its cores, and how long the fixed piece of work took (`took`: "N ms …"). */
export function thisMachine(took: string): string {
  return `This machine: ${availableParallelism()} cores; a fixed piece of work (arithmetic and sha256) took ${took}.`;
}
