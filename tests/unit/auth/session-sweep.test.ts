// A process checks its live connections' sessions together (lib/auth/session-sweep.ts): what time
// alone ends (a session reaching its 30 days) is noticed about every period, in one read for every
// connection due rather than one per connection.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionRef } from "@/lib/auth/check-session";
import { createSessionSweep } from "@/lib/auth/session-sweep";

const MINUTE = 60_000;

/** A fake read of sessions: every set it was asked about, and which sessions are live now. */
function fakeSessions() {
  const reads: SessionRef[][] = [];
  const ended = new Set<string>();
  let failing = false;
  return {
    reads,
    end: (sessionId: string) => ended.add(sessionId),
    fail: (yes: boolean) => (failing = yes),
    async liveSessions(sessions: readonly SessionRef[]) {
      if (failing) throw new Error("the database is away");
      reads.push([...sessions]);
      return (session: SessionRef) => !ended.has(session.sessionId);
    },
  };
}

const session = (i: number): SessionRef => ({ sessionId: `session-${i}`, userId: `user-${i}` });

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a process's live connections' sessions", () => {
  it("are each checked within 1¼ of the period, in a few reads for all of them, not one per connection", async () => {
    const fake = fakeSessions();
    const sweep = createSessionSweep(fake.liveSessions);
    for (let i = 0; i < 400; i++) sweep.watch(session(i), MINUTE, () => {});

    await vi.advanceTimersByTimeAsync(1.25 * MINUTE);

    const asked = new Set(fake.reads.flat().map((s) => s.sessionId));
    expect(asked.size).toBe(400);
    expect(fake.reads.length).toBeGreaterThan(0);
    expect(fake.reads.length).toBeLessThanOrEqual(4);
  });

  it("are checked again every period, not more often than every ¾ of it less the quarter a read takes early", async () => {
    const fake = fakeSessions();
    const sweep = createSessionSweep(fake.liveSessions);
    sweep.watch(session(1), MINUTE, () => {});

    await vi.advanceTimersByTimeAsync(10 * MINUTE);

    // Each check comes 0.5 to 1.25 periods after the one before (drawn from ¾ to 1¼, taken up to a quarter early).
    expect(fake.reads.length).toBeGreaterThanOrEqual(8);
    expect(fake.reads.length).toBeLessThanOrEqual(20);
  });

  it("end for a connection whose session is no longer live, which is checked again in full; the others are left alone", async () => {
    const fake = fakeSessions();
    const sweep = createSessionSweep(fake.liveSessions);
    const rechecked: string[] = [];
    for (let i = 0; i < 5; i++) sweep.watch(session(i), MINUTE, () => rechecked.push(`session-${i}`));

    fake.end("session-3");
    await vi.advanceTimersByTimeAsync(1.25 * MINUTE);

    expect(rechecked).toEqual(["session-3"]);
  });

  it("are no longer asked about once their connection has closed", async () => {
    const fake = fakeSessions();
    const sweep = createSessionSweep(fake.liveSessions);
    const stop = sweep.watch(session(1), MINUTE, () => {});
    sweep.watch(session(2), MINUTE, () => {});
    stop();

    await vi.advanceTimersByTimeAsync(1.25 * MINUTE);

    expect(fake.reads.flat().map((s) => s.sessionId)).not.toContain("session-1");
    expect(fake.reads.flat().map((s) => s.sessionId)).toContain("session-2");
  });

  it("stay as they were when the database can't be read, and are asked about again at the next sweep", async () => {
    const fake = fakeSessions();
    const sweep = createSessionSweep(fake.liveSessions);
    // The shortest waits (¾ of the period): two sweeps come within the second 1¼ periods.
    vi.spyOn(Math, "random").mockReturnValue(0);
    const rechecked: string[] = [];
    // As a connection does: its full check ends it, and with it the watch.
    const stop = sweep.watch(session(1), MINUTE, () => {
      rechecked.push("session-1");
      stop();
    });
    fake.end("session-1");

    fake.fail(true);
    await vi.advanceTimersByTimeAsync(1.25 * MINUTE);
    expect(rechecked).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("could not be checked: the database is away"));

    fake.fail(false);
    await vi.advanceTimersByTimeAsync(1.25 * MINUTE);
    expect(rechecked).toEqual(["session-1"]);
  });
});
