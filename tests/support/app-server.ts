import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
export const ARTIFACTS = path.join(root, "test-results");

export interface RunningApp {
  baseUrl: string;
  process: ChildProcess;
  logFile: string;
  stop(): Promise<number | null>;
}

/** Starts the app exactly as `npm start` does (scripts/start.ts) and waits until it answers. */
export async function startApp(options: { port: number; env: Record<string, string | undefined>; name: string }): Promise<RunningApp> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const logFile = path.join(ARTIFACTS, `${options.name}.log`);
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port), NEXT_TELEMETRY_DISABLED: "1" };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "start.ts")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseUrl = `http://localhost:${options.port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await waitUntilReady(baseUrl, exited, logFile);
  return {
    baseUrl,
    process: child,
    logFile,
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
      const response = await fetch(`${baseUrl}/sign-in`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not become ready in time; see ${logFile}`);
}
