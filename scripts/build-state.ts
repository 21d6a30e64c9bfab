import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tryLock } from "../lib/db/instance-lock";

/** What a production build depends on; a change to any of these makes the build stale. */
const INPUTS = ["app", "lib", "public", "prisma", "next.config.js", "postcss.config.mjs", "package-lock.json", "tsconfig.json"];
const SKIP = new Set(["generated", "node_modules", ".next"]);
const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, ".next", "snap-legacy-sources.sha256");

function hashInputs(): string {
  const hash = createHash("sha256");
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) if (!SKIP.has(entry)) visit(path.join(rel, entry));
    } else {
      hash.update(rel).update("\0").update(readFileSync(full)).update("\0");
    }
  };
  INPUTS.forEach(visit);
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  return existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hashInputs();
}

export function recordBuild(): void {
  writeFileSync(stampFile, hashInputs());
}

/** Next.js's command line; `node NEXT_CLI build` makes the production build. */
export const NEXT_CLI = path.join(root, "node_modules", "next", "dist", "bin", "next");

/**
 * Waits for a `next build` process to end and records the build it made; throws if it failed. When
 * `stopped()` says the build was stopped on purpose (a signal to the launcher), records nothing.
 */
export async function finishBuild(builder: ChildProcess, stopped: () => boolean = () => false): Promise<void> {
  const code = await new Promise<number | null>((resolve) => builder.once("exit", (exitCode) => resolve(exitCode)));
  if (stopped()) return;
  if (code !== 0) throw new Error("The build failed.");
  recordBuild();
}

/**
 * Builds unless the build is current, one launcher at a time: two `npm start`s on one machine (two
 * app processes on one database) would otherwise both build into the same .next. The second waits
 * for the first, then finds the build current. The lock lives outside .next, which a build empties.
 */
export async function buildOnce(
  build: () => Promise<void>,
  log: (line: string) => void,
  isCurrent = buildIsCurrent,
  lockFile = path.join(tmpdir(), `snap-legacy-build-${createHash("sha256").update(root).digest("hex").slice(0, 16)}.lock`),
): Promise<void> {
  let told = false;
  while (!isCurrent()) {
    const attempt = tryLock(lockFile);
    if ("lock" in attempt) {
      try {
        if (!isCurrent()) await build();
      } finally {
        attempt.lock.release();
      }
      return;
    }
    if (!told) log(`Another start (process ${attempt.heldBy}) is building the app; waiting for it.`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
