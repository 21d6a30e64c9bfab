import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

/**
 * A CPU profile of this process over part of a benchmark (the part that is measured, not its
 * setting up), written as a .cpuprofile that Chromium's DevTools and `speedscope` open.
 */
export async function startCpuProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(file: string) {
      const { profile } = await session.post("Profiler.stop");
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`the server's CPU profile while the devices played: ${file}`);
    },
  };
}
