// `npm test`: type-check, lint, the unit, integration and browser tests. What can run side by side
// does: first the type-check, the lint, the production build the browser tests need and the unit
// tests, all busy with the CPU and none of them timing anything; then the integration tests, whose
// files run side by side on a machine nothing else loads (some judge shouts to the millisecond);
// then the browser tests. Each phase's output is printed whole when it ends. Ends with each phase's
// wall time, the ten slowest test files, every test that passed only when tried again, and one plain
// line over all of them: "Summary: N passed, M failed, K skipped".
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { RunReport } from "../tests/support/run-report";
import { referenceWorkMs, thisMachine, watchProcessCpu } from "./process-cpu";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const phaseTimes: string[] = [];
const files: RunReport["files"] = [];
const retried: RunReport["retried"] = [];
const cpu = watchProcessCpu();
const startedAt = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one phase with its output in test-results/<name>.log, printed whole once it has ended. */
function phase(name: string, command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  const logFile = path.join(results, `${name}.log`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "1", ...env },
  });
  cpu.phase(name, child.pid);
  // The log ends once both streams have closed (below), not with whichever ends first.
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.once("close", (code) => {
      cpu.ended(name);
      log.end(() => {
        const ms = Date.now() - started;
        console.log(`\n▶ ${name} (${seconds(ms)}, from ${seconds(started - startedAt)} to ${seconds(Date.now() - startedAt)})`);
        process.stdout.write(readFileSync(logFile, "utf8"));
        phaseTimes.push(`${name}: ${seconds(ms)}`);
        resolve(code ?? 1);
      });
    });
  });
}

/** A whole-project check (type-check, lint) counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<void> {
  const ok = (await phase(name, command, args)) === 0;
  total[ok ? "passed" : "failed"]++;
  lines.push(`${name}: ${ok ? "passed" : "FAILED"}`);
}

async function vitest(name: string, projects: string[]): Promise<void> {
  const report = path.join(results, `${name}.json`);
  const runReport = path.join(results, `${name}-run.json`);
  rmSync(report, { force: true });
  rmSync(runReport, { force: true });
  const status = await phase(
    name,
    bin("vitest"),
    ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, "--reporter=./tests/support/run-report.ts"],
    { SNAP_TEST_RUN_REPORT: runReport },
  );
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: { status: string; assertionResults: unknown[] }[];
    };
    tally.passed = json.numPassedTests;
    tally.failed = json.numFailedTests;
    tally.skipped = json.numPendingTests + json.numTodoTests;
    // A file that failed before running any test (an import error, a failing hook) is a failure too.
    tally.failed += json.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  }
  if (existsSync(runReport)) {
    const run = JSON.parse(readFileSync(runReport, "utf8")) as RunReport;
    files.push(...run.files);
    retried.push(...run.retried);
  }
  if (status !== 0 && tally.failed === 0) tally.failed = 1;
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  lines.push(`${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

/** The production build the browser tests' app starts from (a current one is kept). */
async function build(): Promise<void> {
  const ok = (await phase("build", process.execPath, ["--import", "tsx", path.join(root, "scripts", "build.ts")])) === 0;
  if (!ok) lines.push("build: FAILED (the browser tests' app builds again when it starts)");
}

async function main(): Promise<void> {
  // Before anything of ours loads the machine.
  console.log(thisMachine(`${referenceWorkMs()} ms (runs on different machines compare by it)`));
  await Promise.all([
    check("typecheck", bin("tsc"), ["--noEmit", "-p", "."]),
    check("lint", bin("eslint"), ["."]),
    vitest("unit", ["unit"]),
    build(),
  ]);
  await vitest("integration", ["integration", "integration-mocking"]);
  await vitest("browser", ["e2e", "e2e-serial"]);

  console.log("\nPhases (wall time):\n  " + phaseTimes.join("\n  ") + `\n  whole run: ${seconds(Date.now() - startedAt)}`);
  const cpuLines = cpu.report();
  if (cpuLines.length > 0) console.log("\nWhere the CPU went, by phase and kind of process (CPU seconds, read each second: a floor):\n  " + cpuLines.join("\n  "));
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  console.log("\nThe ten slowest test files:\n" + slowest.map((f) => `  ${seconds(f.ms).padStart(8)}  ${f.file}`).join("\n"));
  console.log(
    retried.length === 0
      ? "\nNo test was tried again."
      : `\nTried again (${retried.length}), each a flake to fix:\n` +
          retried
            .map((r) => `  ${r.file} › ${r.test}: ${r.retries} retr${r.retries === 1 ? "y" : "ies"}, ${r.passed ? "then passed" : "still failed"}` + r.errors.map((e) => `\n      ${e.replaceAll("\n", "\n      ")}`).join(""))
            .join("\n"),
  );
  console.log("\n" + lines.join("\n"));
  console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(total.failed === 0 ? 0 : 1);
}

void main();
