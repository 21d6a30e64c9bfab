import { afterAll, beforeAll, inject } from "vitest";
import { startApp, type RunningApp } from "./app-server";
import { createDatabase, dropDatabase } from "./database-server";
import { freePort } from "./free-port";
import { startTestMailServer, type TestMailServer } from "./test-mail-server";

/**
 * An app of this test file's own, started with SMTP_URL pointing at a mail server the test reads
 * (the shared app sends no email). Started before the file's tests, stopped after them.
 */
export function appThatSendsEmail(name: string): { app: RunningApp; mail: TestMailServer } {
  const running = {} as { app: RunningApp; mail: TestMailServer };
  const adminUrl = inject("adminDatabaseUrl");
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    running.mail = await startTestMailServer();
    // A database of its own on the shared app's PostgreSQL server.
    databaseUrl = await createDatabase(adminUrl, { migrate: false });
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
    if (databaseUrl) await dropDatabase(adminUrl, databaseUrl);
    await running.mail?.close();
  });
  return running;
}
