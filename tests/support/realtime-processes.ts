// Starts app processes' realtime layers as child processes (tests/support/realtime-process.ts).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "..", "..");

export interface RealtimeProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Kills it outright (SIGKILL): no goodbye, its database connections just drop. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealtimeProcess(databaseUrl: string): Promise<RealtimeProcess> {
  const port = await freePort();
  // node itself (tsx as a loader, not tsx's own launcher), so that a SIGKILL kills the process that serves.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "tests", "support", "realtime-process.ts")], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    void exited.then(() => reject(new Error("The realtime process exited before it was ready.")));
  });
  const end = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { baseUrl: `http://127.0.0.1:${port}`, child, kill: end("SIGKILL"), stop: end("SIGTERM") };
}
