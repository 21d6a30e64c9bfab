import type { TestProject } from "vitest/node";
import { createTemplateDatabase, dropDatabase, startTestDatabaseServer } from "../support/database-server";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    /** The migrated database each test file's own database is copied from. */
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  const template = await createTemplateDatabase(server.adminUrl);
  project.provide("adminDatabaseUrl", server.adminUrl);
  project.provide("templateDatabase", template);
  return async () => {
    await dropDatabase(server.adminUrl, template);
    await server.stop();
  };
}
