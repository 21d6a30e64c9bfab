// The health-under-load benchmark's poller (scripts/bench/health-under-load.ts), in a worker thread
// of its own so that what the benchmark itself does meanwhile (sending two uploads of 60 MB,
// reading booklets) never delays a poll or its clock: each answer's time is the app's alone.
// Polls `url` every `pollMs` ms (the next right away when one took longer) until told "stop", then
// answers with the times (Polls in health-under-load.ts). Says "ready" once it polls. Plain JavaScript: a worker thread here
// doesn't get the benchmark's TypeScript loader.
import { parentPort, workerData } from "node:worker_threads";

const { url, pollMs } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let stopped = false;
parentPort.once("message", () => (stopped = true));

async function poll() {
  const polls = { times: [], at: [], notOk: 0, failed: 0 };
  const begun = performance.now();
  let next = begun;
  while (!stopped) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      polls.times.push(performance.now() - started);
      polls.at.push(started - begun);
      if (!response.ok) polls.notOk += 1;
    } catch {
      polls.failed += 1;
    }
    next += pollMs;
    const wait = next - performance.now();
    if (wait > 0) await sleep(wait);
    else next = performance.now();
  }
  return polls;
}

// One poll first, not counted (the first fetch of a thread loads its HTTP client), then "ready".
await fetch(url).then((response) => response.arrayBuffer()).catch(() => undefined);
parentPort.postMessage("ready");
void poll().then((polls) => parentPort.postMessage(polls));
