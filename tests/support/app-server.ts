import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
export const ARTIFACTS = path.join(root, "test-results");

export interface RunningApp {
  baseUrl: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves with the launcher's exit code once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Starts the app exactly as `npm start` does (scripts/start.ts) and waits until its health check says ok. */
export async function startApp(options: {
  port: number;
  env: Record<string, string | undefined>;
  name: string;
  /** A copy of the project to start instead of this one. */
  root?: string;
}): Promise<RunningApp> {
  const appRoot = options.root ?? root;
  mkdirSync(ARTIFACTS, { recursive: true });
  const logFile = path.join(ARTIFACTS, `${options.name}.log`);
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port), NEXT_TELEMETRY_DISABLED: "1" };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  // Node with tsx as a loader, as `npm start` runs it: the `tsx` command would forward SIGTERM and
  // then kill its child outright when the child is slow to exit on a busy machine (exit 143).
  const child = spawn(process.execPath, ["--import", "tsx", path.join(appRoot, "scripts", "start.ts")], {
    cwd: appRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Both streams write to the one log, which ends once the process has closed them both (a pipe
  // that ended it with the first would lose the other's last lines: "write after end").
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  child.once("close", () => log.end());
  const baseUrl = `http://localhost:${options.port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await waitUntilReady(baseUrl, exited, logFile);
  return {
    baseUrl,
    process: child,
    logFile,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

async function waitUntilReady(baseUrl: string, exited: Promise<number | null>, logFile: string): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 240_000; // includes a production build when there is no current one
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The app exited before it was ready; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become ready in time; see ${logFile}`);
}

/** Waits until the launcher's log holds `text` (or satisfies it) and returns the log so far. */
export async function waitForLog(app: RunningApp, text: string | ((log: string) => boolean), timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = readFileSync(app.logFile, "utf8");
    if (typeof text === "string" ? log.includes(text) : text(log)) return log;
    if (Date.now() > deadline) throw new Error(`The app's log never said what was awaited (${String(text)}); see ${app.logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

