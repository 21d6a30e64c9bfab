import type { TestProject } from "vitest/node";
import { createTemplateDatabase, dropDatabase, startTestDatabaseServer } from "../support/database-server";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The migrated database each test file's own database is copied from. */
    templateDatabase: string;
  }
}

interface SharedServer {
  users: number;
  started: Promise<{ adminUrl: string; template: string; stop(): Promise<void> }>;
}

/** Both integration projects (vitest.config.mts) run in one Vitest process: they share one server and template. */
const shared = globalThis as { snapIntegrationDatabase?: SharedServer };

async function start(): Promise<Awaited<SharedServer["started"]>> {
  const server = await startTestDatabaseServer();
  const template = await createTemplateDatabase(server.adminUrl);
  return {
    adminUrl: server.adminUrl,
    template,
    async stop() {
      await dropDatabase(server.adminUrl, template);
      await server.stop();
    },
  };
}

/** The first integration project starts the database server, the others are given it, and the last teardown stops it. */
export default async function setup(project: TestProject) {
  const run = (shared.snapIntegrationDatabase ??= { users: 0, started: start() });
  run.users++;
  const { adminUrl, template, stop } = await run.started;
  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", template);
  return async () => {
    run.users--;
    if (run.users > 0) return;
    delete shared.snapIntegrationDatabase;
    await stop();
  };
}
