import type { TestProject } from "vitest/node";
import { startTestDatabaseServer } from "../support/database-server";

declare module "vitest" {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer();
  project.provide("adminDatabaseUrl", server.adminUrl);
  return () => server.stop();
}
