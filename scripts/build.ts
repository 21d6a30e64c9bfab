// `npm run build`: the production build `npm start` makes when there is no current one, recorded the
// same way, so the next `npm start` (or the browser tests' app) finds it current and starts at once.
import { spawn } from "node:child_process";
import { buildOnce, finishBuild, NEXT_CLI } from "./build-state";

buildOnce(async () => {
  console.log("[snap-legacy] Building the app…");
  await finishBuild(spawn(process.execPath, [NEXT_CLI, "build"], { stdio: "inherit" }));
}, (line) => console.log(`[snap-legacy] ${line}`)).then(
  () => console.log("[snap-legacy] The build is current."),
  (error: Error) => {
    console.error(`[snap-legacy] ${error.message}`);
    process.exit(1);
  },
);
