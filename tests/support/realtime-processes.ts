// Starts app processes' realtime layers as child processes (tests/support/realtime-process.ts).
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterEach } from "vitest";
import { freePort } from "./free-port";
import { autoplay, type Player } from "./realtime-player";
import { connectDevice, type Device } from "./realtime-room";

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

/**
 * Realtime processes for the tests of a file (or describe block), with their devices and
 * autoplaying players: all stopped after each test.
 */
export function realtimeProcessesForTests() {
  const running: RealtimeProcess[] = [];
  const devices: Device[] = [];
  const players: Player[] = [];
  afterEach(async () => {
    players.splice(0).forEach((p) => p.stop());
    devices.splice(0).forEach((d) => d.close());
    await Promise.all(running.splice(0).map((p) => p.stop()));
  });
  return {
    /** `count` realtime processes on the test file's database. */
    async processes(count: number): Promise<RealtimeProcess[]> {
      const started = await Promise.all(Array.from({ length: count }, () => startRealtimeProcess(process.env.DATABASE_URL!)));
      running.push(...started);
      return started;
    },
    /** A device connected to one process, with a seat's (or watcher's) cookie. */
    async device(baseUrl: string, roomId: string, cookie: string): Promise<Device> {
      const connected = await connectDevice(baseUrl, roomId, cookie);
      devices.push(connected);
      return connected;
    },
    /** A player who turns and shouts on their device by themselves. */
    play(...args: Parameters<typeof autoplay>): Player {
      const player = autoplay(...args);
      players.push(player);
      return player;
    },
  };
}
