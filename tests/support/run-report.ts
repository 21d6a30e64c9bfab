// A Vitest reporter for `npm test`'s summary: how long each file took (setup, tests and hooks) and
// which tests passed only when tried again, written as JSON to SNAP_TEST_RUN_REPORT.
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

export interface RunReport {
  files: { file: string; ms: number }[];
  retried: { file: string; test: string; retries: number; passed: boolean }[];
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
        if (retries > 0) report.retried.push({ file: file.relativeModuleId, test: test.fullName, retries, passed: test.result().state === "passed" });
      }
    }
    writeFileSync(out, JSON.stringify(report, null, 2));
  }
}
