// A Vitest reporter for `npm test`'s summary: how long each file took (setup, tests and hooks) and
// which tests passed only when tried again, written as JSON to SNAP_TEST_RUN_REPORT.
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export interface RunReport {
  files: { file: string; ms: number }[];
  /** Tests that passed only when tried again (or never), with why their failed tries failed. */
  retried: { file: string; test: string; retries: number; passed: boolean; errors: string[] }[];
}

/** Lines of the terminal's colours, taken out of a diff written for one. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/** A test file's line in a stack: "tests/e2e/history.test.ts:124". */
const TEST_FILE_LINE = /(tests\/[\w/.-]+\.test\.ts):(\d+)/;

/**
 * A failed try's error as the summary shows it: its message, what was got against what was
 * expected (the message alone says "expected [ Array(1) ] to deeply equal []" of an axe violation),
 * and the line of the test file it failed at (a test with two accessibility checks says which).
 */
export function whyItFailed(error: { message?: string; diff?: string; stack?: string; stacks?: { file: string; line: number }[] }): string {
  const message = (error.message ?? String(error)).split("\n").slice(0, 6).join("\n");
  const diff = error.diff?.replace(COLOURS, "").trim().split("\n").slice(0, 20).join("\n");
  const frames = [...(error.stacks ?? []).map((frame) => `${frame.file}:${frame.line}`), ...(error.stack ?? "").split("\n")];
  const at = frames.map((frame) => TEST_FILE_LINE.exec(frame)).find((found) => found !== null);
  return [message, diff, at ? `at ${at[1]}:${at[2]}` : undefined].filter(Boolean).join("\n");
}

export default class RunReportReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.SNAP_TEST_RUN_REPORT;
    if (!out) return;
    const report: RunReport = { files: [], retried: [] };
    for (const file of testModules) {
      const d = file.diagnostic();
      report.files.push({ file: file.relativeModuleId, ms: Math.round(d.setupDuration + d.collectDuration + d.duration) });
      for (const test of file.children.allTests()) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        if (retries === 0) continue;
        // A test that passed when tried again still reports its failed tries' errors: the flake's cause.
        const result = test.result();
        const errors = (result.errors ?? []).map(whyItFailed);
        report.retried.push({ file: file.relativeModuleId, test: test.fullName, retries, passed: result.state === "passed", errors });
      }
    }
    writeFileSync(out, JSON.stringify(report, null, 2));
  }
}
