import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach } from "vitest";

export interface TestMailServer {
  /** An SMTP_URL that reaches this server with its user and password. */
  url: string;
  mails: ParsedMail[];
  /** Resolves with the first email to `to` not yet taken; each email is taken once. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const USER = "snap";
const PASSWORD = "test-mail-password";

/** A real SMTP server on a free port that keeps every email it is given, parsed, for tests to read. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      callback(new Error("Wrong user or password."));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (mail: ParsedMail, to: string) =>
    [mail.to].flat().some((field) => field?.value.some((address) => address.address === to));
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    mails,
    async nextMailTo(to, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => !taken.has(m) && addressedTo(m, to));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No email to ${to} arrived.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a test file that sends email in-process: a mail server for the file, and the app's email
 * settings (SMTP_URL, MAIL_FROM, links on `site`) set to it before each test, taken away after the file.
 */
export function testMailForThisFile(site: string): TestMailServer {
  let server: TestMailServer | undefined;
  const started = (): TestMailServer => {
    if (!server) throw new Error("The test mail server starts before the file's tests.");
    return server;
  };
  beforeAll(async () => {
    server = await startTestMailServer();
  });
  beforeEach(() => {
    process.env.SMTP_URL = started().url;
    process.env.MAIL_FROM = "Snap Legacy <family@snap.example.org>";
    process.env.NEXTAUTH_URL = site;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    delete process.env.NEXTAUTH_URL;
    await server?.close();
  });
  return {
    get url() {
      return started().url;
    },
    get mails() {
      return started().mails;
    },
    nextMailTo: (to, timeoutMs) => started().nextMailTo(to, timeoutMs),
    close: async () => {},
  };
}

/** The reset link in an email's text version. */
export function resetLinkIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text ?? "")?.[0];
  if (!link) throw new Error(`The email has no reset link: ${text}`);
  return link;
}
