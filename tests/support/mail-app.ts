import { afterAll, beforeAll } from "vitest";
import { startApp, type RunningApp } from "./app-server";
import { createDatabase, dropDatabase, startTestDatabaseServer } from "./database-server";
import { freePort } from "./free-port";
import { startTestMailServer, type TestMailServer } from "./test-mail-server";

/**
 * An app of this test file's own, started with SMTP_URL pointing at a mail server the test reads
 * (the shared app sends no email). Started before the file's tests, stopped after them.
 */
export function appThatSendsEmail(name: string): { app: RunningApp; mail: TestMailServer } {
  const running = {} as { app: RunningApp; mail: TestMailServer };
  let databaseUrl: string | undefined;
  let database: Awaited<ReturnType<typeof startTestDatabaseServer>> | undefined;

  beforeAll(async () => {
    running.mail = await startTestMailServer();
    database = await startTestDatabaseServer();
    databaseUrl = await createDatabase(database.adminUrl, { migrate: false });
    running.app = await startApp({
      name,
      port: await freePort(),
      env: {
        DATABASE_URL: databaseUrl,
        NEXTAUTH_SECRET: `${name}-secret`,
        NEXTAUTH_URL: undefined,
        SMTP_URL: running.mail.url,
        MAIL_FROM: "Snap Legacy <family@example.com>",
      },
    });
  });
  afterAll(async () => {
    await running.app?.stop();
    if (database && databaseUrl) await dropDatabase(database.adminUrl, databaseUrl);
    await database?.stop();
    await running.mail?.close();
  });
  return running;
}
