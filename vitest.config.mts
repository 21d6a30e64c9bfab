import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

const __dirname = path.dirname(fileURLToPath(import.meta.url));

const alias = { "@": path.resolve(__dirname) };

/**
 * Test files run side by side, each in a process of its own (integration files on a database of
 * their own). Integration files mostly wait on PostgreSQL, so even 2 cores keep 3 of them busy; the
 * unit and integration projects run together, so they share the number.
 */
const UNIT_AND_INTEGRATION_WORKERS = 3;

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", maxWorkers: UNIT_AND_INTEGRATION_WORKERS },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          setupFiles: ["tests/integration/setup-database.ts"],
          maxWorkers: UNIT_AND_INTEGRATION_WORKERS,
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
