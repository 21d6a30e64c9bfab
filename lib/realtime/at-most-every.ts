/**
 * A task per key (a room), run at most once every `everyMs`: at once when it has not run for that
 * long, else once when that time is up, however often it was asked meanwhile (the task reads what
 * is true then, so nothing asked for is missed).
 */
export function atMostEvery(everyMs: number) {
  const keys = new Map<string, { last: number; timer: NodeJS.Timeout | null }>();
  return {
    run(key: string, task: () => void): void {
      const entry = keys.get(key) ?? { last: Number.NEGATIVE_INFINITY, timer: null };
      keys.set(key, entry);
      if (entry.timer) return;
      entry.timer = setTimeout(
        () => {
          entry.timer = null;
          entry.last = Date.now();
          task();
        },
        Math.max(0, entry.last + everyMs - Date.now()),
      );
    },
    /** Forgets a key (its room has no device left): its next task runs at once. */
    forget(key: string): void {
      const entry = keys.get(key);
      if (entry?.timer) clearTimeout(entry.timer);
      keys.delete(key);
    },
    stop(): void {
      for (const entry of keys.values()) if (entry.timer) clearTimeout(entry.timer);
      keys.clear();
    },
  };
}
