import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const alias = { "@": path.resolve(__dirname) };

/**
 * Test files run side by side, each in a process of its own. Unit files are all CPU, and `npm test`
 * runs them beside the type-check, the lint and the build: 2 at once. Integration files mostly wait
 * on PostgreSQL (each on a database of its own), so even 2 cores keep 3 of them busy. Run in one
 * command, the projects go one after the other (their `sequence.groupOrder`).
 */
const UNIT_WORKERS = 2;
const INTEGRATION_WORKERS = 3;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", maxWorkers: UNIT_WORKERS },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup-database.ts"],
          maxWorkers: INTEGRATION_WORKERS,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A browser test that fails once on CI is run once more (timing on a busy 2-core machine).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
