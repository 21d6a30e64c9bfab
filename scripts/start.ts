// `npm start`: the database (DATABASE_URL, or the embedded PostgreSQL), migrations, a production build
// when there is no current one, then the app on PORT (default 3000). Ctrl-C stops everything cleanly.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { ensureAuthSecret } from "../lib/auth/secret";
import { dataDir } from "../lib/db/data-dir";
import { runMigrations } from "../lib/db/migrate";
import { openDatabase } from "../lib/db/open-database";
import { buildIsCurrent, recordBuild } from "./build-state";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", ".bin", "next");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const log = (line: string) => console.log(`[snap-legacy] ${line}`);

async function portIsFree(p: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once("error", () => resolve(false));
    server.listen(p, () => server.close(() => resolve(true)));
  });
}

async function main() {
  if (!(await portIsFree(port))) {
    throw new Error(`Port ${port} is already in use. Stop what is using it, or choose another with PORT=…`);
  }
  const database = await openDatabase(log);
  let app: ChildProcess | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (app && app.exitCode === null) {
      app.kill("SIGTERM");
      await new Promise((resolve) => app!.once("exit", resolve));
    }
    await database.close();
    log("Stopped.");
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  process.on("SIGHUP", () => void stop(0));

  try {
    const migrated = await runMigrations(database.url, { log });
    log(`Database ready (${migrated.applied.length} new migration(s)).`);
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: ensureAuthSecret(dataDir()),
      NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
      PORT: String(port),
    };
    if (!dev && !buildIsCurrent()) {
      log("Building the app (first start, or the code changed)…");
      const build = spawnSync(nextBin, ["build"], { cwd: root, env, stdio: "inherit" });
      if (build.status !== 0) throw new Error("The build failed.");
      recordBuild();
    }
    app = spawn(nextBin, [dev ? "dev" : "start", "-p", String(port)], { cwd: root, env, stdio: "inherit" });
    app.on("exit", (code) => void stop(code ?? 1));
    log(`Serving http://localhost:${port}`);
  } catch (error) {
    console.error(`[snap-legacy] ${(error as Error).message}`);
    await stop(1);
  }
}

main().catch((error: Error) => {
  console.error(`[snap-legacy] ${error.message}`);
  process.exit(1);
});
