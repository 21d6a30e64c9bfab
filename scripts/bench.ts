// `npm run bench`: runs every benchmark in scripts/bench/ (but support.ts, their shared code), each printing its own figures.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { WEB_SERVER_NODE_FLAGS } from "./web-server-node-flags";

const dir = path.join(import.meta.dirname, "bench");
const tsx = path.join(import.meta.dirname, "..", "node_modules", ".bin", "tsx");
let failed = false;
for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "support.ts").sort()) {
  console.log(`\n▶ ${file}`);
  // --expose-gc: a benchmark can read the live heap after a full collection (what it holds on to);
  // the web server's flags: what runs in the benchmark's own process runs as it does in the app's.
  const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, "--expose-gc", ...WEB_SERVER_NODE_FLAGS].filter(Boolean).join(" ") };
  const result = spawnSync(tsx, [path.join(dir, file)], { stdio: "inherit", env });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
