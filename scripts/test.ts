// `npm test`: type-check, lint, then the unit and integration tests, then the browser tests.
// Ends with one plain line over all of them: "N passed, M failed, K skipped".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

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

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return result.status ?? 1;
}

/** A whole-project check (type-check, lint) counts as one test. */
function check(name: string, command: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  total[ok ? "passed" : "failed"]++;
  lines.push(`${name}: ${ok ? "passed" : "FAILED"}`);
}

interface VitestFile {
  name: string;
  status: string;
  assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[];
}

/** A test that passed after a retry (`retry` in vitest.config.mts) still carries its failed
 *  attempts' errors in Vitest's JSON report: name each one, so a flake is seen, not hidden. */
function printRetried(name: string, files: VitestFile[]) {
  const retried = files.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "passed" && (test.failureMessages?.length ?? 0) > 0)
      .map((test) => `  ${path.relative(root, file.name)} › ${test.fullName} (${test.failureMessages!.length} failed attempt(s))`),
  );
  if (retried.length === 0) return;
  console.log(`\n${name}: ${retried.length} test(s) passed only when retried:\n${retried.join("\n")}`);
  lines.push(`${name}: ${retried.length} passed only when retried (listed above)`);
}

function vitest(name: string, projects: string[]) {
  console.log(`\n▶ ${name}`);
  const report = path.join(results, `${name}.json`);
  rmSync(report, { force: true });
  const status = run(bin("vitest"), [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: VitestFile[];
    };
    tally.passed = json.numPassedTests;
    tally.failed = json.numFailedTests;
    tally.skipped = json.numPendingTests + json.numTodoTests;
    // A file that failed before running any test (an import error, a failing hook) is a failure too.
    tally.failed += json.testResults.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
    printRetried(name, json.testResults);
  }
  if (status !== 0 && tally.failed === 0) tally.failed = 1;
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  lines.push(`${name}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

check("typecheck", bin("tsc"), ["--noEmit", "-p", "."]);
check("lint", bin("eslint"), ["."]);
vitest("unit-and-integration", ["unit", "integration"]);
vitest("browser", ["e2e", "e2e-serial"]);

console.log("\n" + lines.join("\n"));
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
