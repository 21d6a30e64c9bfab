import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { startApp } from "../support/app-server";
import { chromiumLaunchOptions } from "../support/chromium";
import { createDatabase, dropDatabase, startTestDatabaseServer } from "../support/database-server";
import { freePort } from "../support/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the run's one Chromium listens: each test file connects to it instead of launching its own. */
    browserEndpoint: string;
    /** The shared app's database, for the few journeys that must let time pass (a game left for a week). */
    databaseUrl: string;
    /** The shared app's NEXTAUTH_SECRET, which signs its session cookies (tests/support/made-in-database.ts). */
    sessionSecret: string;
    /** The shared app's PostgreSQL server: a file that starts an app of its own makes that app's database there. */
    adminDatabaseUrl: string;
  }
}

interface SharedRun {
  users: number;
  started: Promise<{ baseUrl: string; browserEndpoint: string; databaseUrl: string; adminDatabaseUrl: string; stop(): Promise<void> }>;
}

/** The browser-test projects (parallel and serial) run in one Vitest process: they share what this starts. */
const runs = globalThis as { snapBrowserTestRun?: SharedRun };

/** The shared app's NEXTAUTH_SECRET: a test signs a session cookie with it for an account it made. */
const SESSION_SECRET = "e2e-secret-not-for-production";

/** One app server on a fresh database of its own, started as `npm start` does, and one Chromium. */
async function startRun(): Promise<Awaited<SharedRun["started"]>> {
  const server = await startTestDatabaseServer();
  const databaseUrl = await createDatabase(server.adminUrl, { migrate: false });
  const [app, browser] = await Promise.all([
    startApp({
      name: "e2e-app",
      port: await freePort(),
      env: {
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: SESSION_SECRET,
        NEXTAUTH_URL: undefined,
        // Tests that let whole games play themselves ask for a faster game clock (playAtTestSpeed).
        SNAP_TEST_GAME_CLOCK: "allow",
      },
    }),
    chromium.launchServer(chromiumLaunchOptions()),
  ]);
  return {
    baseUrl: app.baseUrl,
    browserEndpoint: browser.wsEndpoint(),
    databaseUrl,
    adminDatabaseUrl: server.adminUrl,
    async stop() {
      await browser.close();
      await app.stop();
      await dropDatabase(server.adminUrl, databaseUrl);
      await server.stop();
    },
  };
}

/**
 * Every browser-test project's global setup: the first starts the app and the browser, the others
 * are given the same ones, and the last teardown stops them (Vitest tears projects down together
 * at the end of the run).
 */
export default async function setup(project: TestProject) {
  const run = (runs.snapBrowserTestRun ??= { users: 0, started: startRun() });
  run.users++;
  const { baseUrl, browserEndpoint, databaseUrl, adminDatabaseUrl, stop } = await run.started;
  project.provide("baseUrl", baseUrl);
  project.provide("browserEndpoint", browserEndpoint);
  project.provide("databaseUrl", databaseUrl);
  project.provide("sessionSecret", SESSION_SECRET);
  project.provide("adminDatabaseUrl", adminDatabaseUrl);
  return async () => {
    run.users--;
    if (run.users > 0) return;
    delete runs.snapBrowserTestRun;
    await stop();
  };
}
