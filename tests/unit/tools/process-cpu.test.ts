import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { kindOfProcess, watchProcessCpu } from "@/scripts/process-cpu";

describe("where the test run's CPU went", () => {
  it("names each kind of process by its command line", () => {
    expect(kindOfProcess("/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old")).toBe("Chromium's pages");
    expect(kindOfProcess("/usr/lib/chromium/chromium-headless-shell --type=gpu-process")).toBe("Chromium's browser, GPU and network");
    expect(kindOfProcess("/usr/bin/node --require /r/scripts/exit-with-launcher.cjs --import tsx /r/scripts/serve.ts")).toBe("the app server");
    expect(kindOfProcess("/tmp/pg/bin/postgres -D /tmp/data -p 5433")).toBe("PostgreSQL");
    expect(kindOfProcess("node /r/node_modules/.bin/tsc --noEmit -p .")).toBe("the type-check");
    expect(kindOfProcess("node /r/node_modules/vitest/dist/workers/forks.js")).toBe("the tests (Vitest and its workers)");
    expect(kindOfProcess("/bin/sh -c sleep 1")).toBe("other");
  });

  it.runIf(process.platform === "linux")("counts the CPU of a phase's descendants as the phase's, and of nothing else", async () => {
    const cpu = watchProcessCpu();
    // A shell whose child works for two and a half CPU seconds however busy the machine is: the work
    // is two generations down.
    const busy = "let x = 0; const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; }; while (cpu() < 2.5e6) for (let i = 0; i < 1e6; i++) x += i;";
    const shell = spawn("/bin/sh", ["-c", `"${process.execPath}" -e '${busy}'; true`], { stdio: "ignore" });
    cpu.phase("busy", shell.pid);
    await once(shell, "exit");
    cpu.ended("busy");
    const [line, ...others] = cpu.report();
    expect(others).toEqual([]);
    const counted = Number(/^busy: (\d+) s/.exec(line ?? "")?.[1]);
    // Read once a second: up to the last second before it ended may be missed, never more than it did.
    expect(counted).toBeGreaterThanOrEqual(1);
    expect(counted).toBeLessThanOrEqual(3);
    expect(line).toMatch(/other \d+/);
  });
});
