import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { kindOfProcess, watchProcessCpu } from "@/scripts/process-cpu";

describe("where the test run's CPU went", () => {
  it("names each kind of process by its command line", () => {
    expect(kindOfProcess("/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old")).toBe("Chromium's pages");
    expect(kindOfProcess("/usr/lib/chromium/chromium-headless-shell --type=gpu-process")).toBe("Chromium's browser, GPU and network");
    expect(kindOfProcess("/proc/self/exe --type=utility --utility-sub-type=network.mojom.NetworkService --lang=en-US")).toBe("Chromium's browser, GPU and network");
    expect(kindOfProcess("/usr/bin/node --require /r/scripts/exit-with-launcher.cjs --import tsx /r/scripts/serve.ts")).toBe("the app server");
    expect(kindOfProcess("/tmp/pg/bin/postgres -D /tmp/data -p 5433")).toBe("PostgreSQL");
    expect(kindOfProcess("node /r/node_modules/.bin/tsc --noEmit -p .")).toBe("the type-check");
    expect(kindOfProcess("node /r/node_modules/vitest/dist/workers/forks.js")).toBe("the tests (Vitest and its workers)");
    expect(kindOfProcess("/bin/sh -c sleep 1")).toBe("other");
  });

  // On a machine busy with the rest of `npm test`, two CPU seconds can take several of the clock's.
  it.runIf(process.platform === "linux")("counts the CPU of a phase's descendants as the phase's, and of nothing else", { timeout: 60_000 }, async () => {
    const cpu = watchProcessCpu();
    // A shell whose child works for two CPU seconds however busy the machine is: the work is two
    // generations down.
    const busy = "let x = 0; const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (cpu() < 2e6) for (let i = 0; i < 1e6; i++) x += i;";
    const shell = spawn("/bin/sh", ["-c", `"${process.execPath}" -e '${busy}'; true`], { stdio: "ignore" });
    cpu.phase("busy", shell.pid);
    await once(shell, "exit");
    cpu.ended("busy");
    const spent = cpu.spent();
    expect([...spent.keys()]).toEqual(["busy"]);
    const byKind = Object.fromEntries(spent.get("busy")!);
    expect(Object.keys(byKind)).toEqual(["other"]);
    // Read once a second: what it did after the last reading is missed (a second or so), never more
    // than it did (two seconds, and its start).
    expect(byKind.other).toBeGreaterThanOrEqual(0.5);
    expect(byKind.other).toBeLessThanOrEqual(2.3);
    expect(cpu.report()).toEqual([expect.stringMatching(/^busy: \d+ s \(the machine \d+ % busy meanwhile\) — other \d+$/)]);
  });
});
