import { getPriority } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

const MODULE = path.join(process.cwd(), "lib", "workers", "yield-to-requests.mjs");

/** The priority a worker thread runs at once it has imported the module (getPriority() with no id: the calling thread's, on Linux). */
async function priorityInWorker(): Promise<number> {
  const worker = new Worker(
    `import(${JSON.stringify(MODULE)}).then(async () => { const { getPriority } = await import("node:os"); (await import("node:worker_threads")).parentPort.postMessage(getPriority()); });`,
    { eval: true },
  );
  try {
    return await new Promise<number>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe.runIf(process.platform === "linux")("heavy work's threads yield to the thread that answers requests", () => {
  it("a worker thread that imports it runs below normal priority, and the request thread keeps its own", async () => {
    const before = getPriority();
    expect(await priorityInWorker()).toBeGreaterThan(before);
    expect(getPriority()).toBe(before);
  });
});
