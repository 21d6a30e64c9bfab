import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOnce } from "@/scripts/build-state";

describe("building the app when two starts need a build at once", () => {
  it("builds once: the second start waits for the first's build and then uses it", async () => {
    const lockFile = path.join(mkdtempSync(path.join(tmpdir(), "build-lock-")), "build.lock");
    let current = false;
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      current = true;
    };
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);

    await Promise.all([buildOnce(build, log, () => current, lockFile), buildOnce(build, log, () => current, lockFile)]);

    expect(builds).toBe(1);
    expect(lines).toEqual([`Another start (process ${process.pid}) is building the app; waiting for it.`]);
  });

  it("lets the next start build when the first one's build failed", async () => {
    const lockFile = path.join(mkdtempSync(path.join(tmpdir(), "build-lock-")), "build.lock");
    let current = false;
    await expect(buildOnce(async () => Promise.reject(new Error("The build failed.")), () => {}, () => current, lockFile)).rejects.toThrow(
      "The build failed.",
    );
    await buildOnce(async () => void (current = true), () => {}, () => current, lockFile);
    expect(current).toBe(true);
  });
});
