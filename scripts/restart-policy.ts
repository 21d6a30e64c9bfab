/**
 * When the web server dies, a family expects it back at once; when it keeps dying, restarting it
 * forever only hides the fault. Restart with a growing pause, and give up after `maxCrashes`
 * crashes within `windowMs`.
 */
export type AfterCrash = { restart: true; delayMs: number; recentCrashes: number } | { restart: false; recentCrashes: number };

export class RestartPolicy {
  private crashes: number[] = [];

  constructor(
    readonly maxCrashes = 5,
    readonly windowMs = 60_000,
    private readonly firstDelayMs = 500,
    private readonly maxDelayMs = 8_000,
  ) {}

  crashed(now: number): AfterCrash {
    this.crashes = [...this.crashes.filter((at) => now - at < this.windowMs), now];
    const recentCrashes = this.crashes.length;
    if (recentCrashes >= this.maxCrashes) return { restart: false, recentCrashes };
    return { restart: true, recentCrashes, delayMs: Math.min(this.firstDelayMs * 2 ** (recentCrashes - 1), this.maxDelayMs) };
  }
}
