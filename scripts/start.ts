// `npm start`: the database (DATABASE_URL, or the embedded PostgreSQL), migrations, a production build
// when there is no current one, then the web server on PORT (default 3000). The web server and the
// embedded PostgreSQL are watched: one that dies is restarted (5 crashes within a minute stop
// everything). Ctrl-C, SIGTERM or SIGHUP stop the web server, then the database, then release the
// data folder.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { ensureAuthSecret } from "../lib/auth/secret";
import { dataDir } from "../lib/db/data-dir";
import { runMigrations } from "../lib/db/migrate";
import { openDatabase, type OpenDatabase } from "../lib/db/open-database";
import { buildOnce, finishBuild, NEXT_CLI } from "./build-state";
import { RestartPolicy } from "./restart-policy";
import { WEB_SERVER_NODE_FLAGS } from "./web-server-node-flags";
import { waitUntilHealthy } from "./wait-until-healthy";

const root = path.resolve(import.meta.dirname, "..");
/** The web server: Next.js and online play's Socket.IO on one HTTP server. */
const webServer = [...WEB_SERVER_NODE_FLAGS, "--import", "tsx", path.join(import.meta.dirname, "serve.ts")];
const exitWithLauncher = path.join(import.meta.dirname, "exit-with-launcher.cjs");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const siteUrl = process.env.NEXTAUTH_URL ?? `http://localhost:${port}`;
const log = (line: string) => console.log(`[snap-legacy] ${line}`);

let database: Promise<OpenDatabase> | undefined;
/** A restart of the embedded PostgreSQL under way: stopping waits for it, then stops that server. */
let databaseRestart: Promise<void> | undefined;
let child: ChildProcess | undefined;
let restartTimer: NodeJS.Timeout | undefined;
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  await stopChild(child);
  const opened = await database?.catch(() => undefined);
  await databaseRestart?.catch(() => undefined);
  await opened?.close();
  log("Stopped.");
  process.exit(code);
}

/**
 * SIGTERM, then SIGKILL if it has not exited after 15 s; sent to the child's whole process group, so
 * that what it started (the build's workers, the development server's own child) stops with it.
 */
async function stopChild(target: ChildProcess | undefined): Promise<void> {
  if (!target?.pid || target.exitCode !== null || target.signalCode !== null) return;
  const group = -target.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // The group is already gone.
    }
  };
  const exited = new Promise((resolve) => target.once("exit", resolve));
  signal("SIGTERM");
  const killer = setTimeout(() => signal("SIGKILL"), 15_000);
  await exited;
  clearTimeout(killer);
}

/** Runs node with `args` (a script and its arguments). */
function run(args: string[], env: NodeJS.ProcessEnv, extra: { ipc?: boolean } = {}): ChildProcess {
  // Each child gets a process group of its own: a Ctrl-C reaches the launcher alone, which then
  // stops everything in order (web server, then database).
  const nodeArgs = extra.ipc ? ["--require", exitWithLauncher] : [];
  return spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env: extra.ipc ? { ...env, SNAP_LEGACY_LAUNCHER_PID: String(process.pid) } : env,
    detached: true,
    stdio: ["ignore", "inherit", "inherit", ...(extra.ipc ? (["ipc"] as const) : [])],
  });
}

async function build(env: NodeJS.ProcessEnv): Promise<void> {
  log("Building the app (first start, or the code changed)…");
  child = run([NEXT_CLI, "build"], env);
  await finishBuild(child, () => stopping); // stopped by a signal: stop() is under way
}

function serve(env: NodeJS.ProcessEnv, policy: RestartPolicy, firstTime: boolean): void {
  const web = run([...webServer, ...(dev ? ["--dev"] : [])], env, { ipc: true });
  child = web;
  log(`Web server started (process ${web.pid}).`);
  web.once("exit", (code, signal) => {
    if (stopping) return;
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    const next = policy.crashed(Date.now());
    if (!next.restart) {
      log(`The web server stopped unexpectedly (${how}), ${next.recentCrashes} times within a minute: stopping.`);
      void stop(1);
      return;
    }
    log(`The web server stopped unexpectedly (${how}); restarting it in ${next.delayMs} ms (${next.recentCrashes} crash(es) within a minute; ${policy.maxCrashes} stop the app).`);
    restartTimer = setTimeout(() => serve(env, policy, false), next.delayMs);
  });
  void waitUntilHealthy(`http://localhost:${port}`, web).then((healthy) => {
    if (stopping) return;
    if (healthy) {
      log(firstTime ? `Serving http://localhost:${port}` : `The web server is answering again at http://localhost:${port}`);
    } else if (web.exitCode === null && web.signalCode === null) {
      log(`The web server is running but http://localhost:${port}/api/health has not said ok for two minutes; see the messages above.`);
    }
  });
}

/** Restarts the embedded PostgreSQL when it dies, under the same rule as the web server. */
async function watchDatabase(opened: OpenDatabase, policy: RestartPolicy): Promise<void> {
  let how = await opened.lost();
  for (;;) {
    if (stopping) return;
    const next = policy.crashed(Date.now());
    if (!next.restart) {
      log(`The embedded PostgreSQL stopped unexpectedly (${how}), ${next.recentCrashes} times within a minute: stopping.`);
      return stop(1);
    }
    log(`The embedded PostgreSQL stopped unexpectedly (${how}); restarting it in ${next.delayMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    if (stopping) return;
    databaseRestart = opened.restart();
    try {
      await databaseRestart;
      log("The embedded PostgreSQL is running again.");
      how = await opened.lost();
    } catch (error) {
      how = `it did not start again: ${(error as Error).message}`;
    }
  }
}

async function portIsFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(p, () => server.close(() => resolve(true)));
  });
}

async function main() {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is already in use. Stop what is using it, or choose another with PORT=…`);
  }
  database = openDatabase(log, { siteUrl });
  const opened = await database;
  const { url } = opened;
  if (stopping) return;
  void watchDatabase(opened, new RestartPolicy());
  const migrated = await runMigrations(url, { log });
  log(`Database ready (${migrated.applied.length} new migration(s)).`);
  const env = {
    ...process.env,
    DATABASE_URL: url,
    NEXTAUTH_SECRET: ensureAuthSecret(dataDir()),
    NEXTAUTH_URL: siteUrl,
    PORT: String(port),
  };
  if (!dev) await buildOnce(() => build(env), log);
  if (stopping) return;
  serve(env, new RestartPolicy(), true);
}

main().catch((error: Error) => {
  console.error(`[snap-legacy] ${error.message}`);
  void stop(1);
});
