import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

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
