import { readdirSync, readFileSync } from "node:fs";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import path from "node:path";
import { fileURLToPath } from "node:url";

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const alias = { "@": path.resolve(__dirname) };

/**
 * Test files run side by side in worker processes (whether a worker's files share its modules,
 * each project says: `isolate`). Unit files are all CPU, and `npm test` runs them beside the
 * type-check, the lint and the build: 2 at once. Integration files mostly wait
 * on PostgreSQL (each on a database of its own), so even 2 cores keep 3 of them busy. Run in one
 * command, the projects go one after the other (their `sequence.groupOrder`).
 */
const UNIT_WORKERS = 2;
const INTEGRATION_WORKERS = 3;

/**
 * Integration files share their worker's modules (the app's lib, Prisma's client and its query
 * compiler, loaded once a worker instead of once a file: half the CPU), except those that replace a
 * module with vi.mock: a module another file imported first would keep the real one. What a file
 * changes in the process is put back after it (tests/integration/setup-database.ts).
 */
const INTEGRATION_FILES_THAT_MOCK = readdirSync(path.join(__dirname, "tests", "integration"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts") && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(__dirname, "tests", "integration", file), "utf8")))
  .map((file) => `tests/integration/${file}`);

/**
 * Browser tests run one file at a time, after the others, when their assertions depend on timing
 * (an online judge's verdicts, a live stream, a fake camera playing in real time, the service
 * worker's offline queue). Files that start apps of their own to stop their database, kill and
 * start them again or use two at once (database-outage, embedded-database, launcher-recovery,
 * two-app-processes) run with the others: nothing in them is timed (the launcher's five crashes
 * within a minute come as fast as the launcher spawns its web server, killed before it starts).
 */
const BROWSER_TESTS_ONE_AT_A_TIME = [
  "tests/e2e/online-play.test.ts",
  "tests/e2e/handwriting-online.test.ts",
  "tests/e2e/table-live.test.ts",
  "tests/e2e/table-offline.test.ts",
  "tests/e2e/table-scanner.test.ts",
];

/**
 * The longest files of each project (25-50 s each on a quiet 2-core machine), started before the
 * others: on a fresh clone Vitest has no times of its own and starts the largest files first, and
 * these short files that play whole games or start processes came last and ended their phase alone.
 */
const LONG_FILES_FIRST = [
  "tests/unit/scan-decodes-printed-cards.test.ts",
  "tests/integration/online-processes.test.ts",
  "tests/integration/online-whole-games.test.ts",
  "tests/integration/realtime-adapter.test.ts",
  "tests/integration/online-game.test.ts",
  "tests/e2e/embedded-database.test.ts",
  "tests/e2e/two-app-processes.test.ts",
  "tests/e2e/launcher-recovery.test.ts",
  "tests/e2e/bot-words.test.ts",
  "tests/e2e/play-irish.test.ts",
  "tests/e2e/every-game.test.ts",
  // The layout check: every page, on touch screens (three sizes) and on a laptop, one and a half
  // to three minutes each.
  "tests/e2e/layout-touch-screens.test.ts",
  "tests/e2e/layout-laptop.test.ts",
];

/** Vitest's own order (what failed last time, then the longest last time; with no times kept, the
 *  largest file first), except that within each project the LONG_FILES_FIRST start first. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const isLong = (file: TestSpecification) => LONG_FILES_FIRST.some((name) => file.moduleId.endsWith(name));
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of await super.sort(files)) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    return [...byProject.values()].flatMap((project) => [...project.filter(isLong), ...project.filter((file) => !isLong(file))]);
  }
}

/** Both integration projects run side by side, after the unit tests. */
const integrationTests = {
  environment: "node",
  globalSetup: ["tests/integration/global-setup.ts"],
  setupFiles: ["tests/support/next-fonts.ts", "tests/integration/setup-database.ts"],
  maxWorkers: INTEGRATION_WORKERS,
  sequence: { groupOrder: 1 },
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

/** Both browser-test projects share one app and one Chromium (tests/e2e/global-setup.ts). */
const browserTests = {
  environment: "node",
  globalSetup: ["tests/e2e/global-setup.ts"],
  setupFiles: ["tests/e2e/each-file.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A worker's files share its modules: Playwright, and the app's lib for the tests that write
  // straight into the shared database (tests/support/made-in-database.ts), are imported once a worker
  // instead of once a file. Each file still opens its own browser contexts; an environment variable
  // a file stubbed is put back before the next (tests/e2e/each-file.ts).
  isolate: false,
  // A browser test that fails once on CI is run once more (timing on a busy 2-core machine); the
  // test runner's summary names every test that needed it.
  retry: process.env.CI ? 1 : 0,
} as const;

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          maxWorkers: UNIT_WORKERS,
          // Unit files share their worker's modules (half the CPU of importing them afresh for each
          // file); an environment variable a test stubs (vi.stubEnv) is put back after it.
          isolate: false,
          unstubEnvs: true,
          setupFiles: ["tests/support/next-fonts.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integrationTests,
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...INTEGRATION_FILES_THAT_MOCK],
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          ...integrationTests,
          name: "integration-mocking",
          include: INTEGRATION_FILES_THAT_MOCK,
        },
      },
      {
        resolve: { alias },
        test: {
          ...browserTests,
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...BROWSER_TESTS_ONE_AT_A_TIME],
          // Each test signs up its own family, so files share the app without meeting; on 2 cores
          // three files at once keep the machine busy (most of a browser test is waiting).
          maxWorkers: 3,
          // Side by side, a long journey (a deck checked card by card, the history browsed) takes
          // up to twice as long as alone: seen at 55-60 s on a busy 2-core machine.
          testTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...browserTests,
          name: "e2e-serial",
          include: BROWSER_TESTS_ONE_AT_A_TIME,
          fileParallelism: false,
          // After the others, on a machine with nothing else of ours running.
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
