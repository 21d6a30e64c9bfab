import type { TestProject } from "vitest/node";
import { startApp } from "../support/app-server";
import { createDatabase, dropDatabase, startTestDatabaseServer } from "../support/database-server";
import { freePort } from "../support/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One app server for the browser tests, on a fresh database of its own, started as `npm start` does. */
export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const databaseUrl = await createDatabase(server.adminUrl, { migrate: false });
  const app = await startApp({
    name: "e2e-app",
    port: await freePort(),
    env: {
      DATABASE_URL: databaseUrl,
      NEXTAUTH_SECRET: "e2e-secret-not-for-production",
      NEXTAUTH_URL: undefined,
    },
  });
  project.provide("baseUrl", app.baseUrl);
  return async () => {
    await app.stop();
    await dropDatabase(server.adminUrl, databaseUrl);
    await server.stop();
  };
}
