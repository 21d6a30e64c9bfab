// `prisma generate` never runs the schema engine, but the CLI insists on one being present and tries
// to download it when missing (which fails offline). Point it at an existing file in that case only.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const enginesDir = path.join(root, "node_modules", "@prisma", "engines");
const hasEngine =
  existsSync(enginesDir) && readdirSync(enginesDir).some((f) => f.startsWith("schema-engine"));
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: "1" };
if (!hasEngine && !env.PRISMA_SCHEMA_ENGINE_BINARY) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const result = spawnSync(path.join(root, "node_modules", ".bin", "prisma"), ["generate"], {
  cwd: root,
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
