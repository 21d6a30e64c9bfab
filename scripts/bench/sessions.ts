// What checking a session costs on every request, with few and with many sessions in the table:
// sessionIsLive's time per check (p50/p99), and signing in (startSession, which also clears the
// account's finished sessions) with a long-used account that has many ended ones.
import { performance } from "node:perf_hooks";
import { sessionIsLive } from "../../lib/auth/check-session";
import { startSession } from "../../lib/auth/start-session";
import { db } from "../../lib/db/client";
import { createBenchUser, percentile, runBenchmark, startBenchDatabase } from "./support";

const CHECKS = 2000;

async function timeChecks(sessionId: string, userId: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CHECKS; i++) {
    const started = performance.now();
    if (!(await sessionIsLive(sessionId, userId))) throw new Error("The session should be live.");
    times.push(performance.now() - started);
  }
  return times;
}

function report(label: string, times: number[]): void {
  console.log(`${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms over ${times.length} checks`);
}

runBenchmark(async () => {
  const database = await startBenchDatabase();
  try {
    const user = await createBenchUser();
    const session = await db.userSession.create({ data: { userId: user.id, userAgent: "bench" } });
    report("Session check, 1 session in the table", await timeChecks(session.id, user.id));

    const others = await Promise.all(Array.from({ length: 20 }, () => createBenchUser()));
    const rows = others.flatMap((other) => Array.from({ length: 5000 }, () => ({ userId: other.id, userAgent: "bench" })));
    for (let at = 0; at < rows.length; at += 10_000) await db.userSession.createMany({ data: rows.slice(at, at + 10_000) });
    await db.$executeRawUnsafe(`ANALYZE "user_sessions"`);
    report(`Session check, ${rows.length + 1} sessions in the table`, await timeChecks(session.id, user.id));

    const ended = Array.from({ length: 1000 }, () => ({ userId: user.id, userAgent: "bench", endedAt: new Date() }));
    await db.userSession.createMany({ data: ended });
    const started = performance.now();
    await startSession(user.id);
    console.log(`Signing in with ${ended.length} ended sessions to clear: ${(performance.now() - started).toFixed(1)} ms`);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await startSession(user.id);
      times.push(performance.now() - t);
    }
    console.log(`Signing in afterwards: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms over ${times.length}`);
  } finally {
    await database.stop();
  }
});
