import type { ChildProcess } from "node:child_process";

/**
 * Polls the app's /api/health until it answers 200 (true), or the web server exits or two minutes
 * pass (false). "Listening" is not enough: the app is up once it can reach a current database.
 */
export async function waitUntilHealthy(baseUrl: string, web: ChildProcess, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && web.exitCode === null && web.signalCode === null) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
