// `npm run build`: the production build `npm start` makes when there is no current one, recorded the
// same way, so the next `npm start` (or the browser tests' app) finds it current and starts at once.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildOnce, recordBuild } from "./build-state";

const nextCli = path.join(import.meta.dirname, "..", "node_modules", "next", "dist", "bin", "next");

buildOnce(async () => {
  console.log("[snap-legacy] Building the app…");
  const builder = spawn(process.execPath, [nextCli, "build"], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve) => builder.once("exit", resolve));
  if (code !== 0) throw new Error("The build failed.");
  recordBuild();
}, (line) => console.log(`[snap-legacy] ${line}`)).then(
  () => console.log("[snap-legacy] The build is current."),
  (error: Error) => {
    console.error(`[snap-legacy] ${error.message}`);
    process.exit(1);
  },
);
