/**
 * A least-recently-used cache of at most `limit` entries, for work a page repeats on every request
 * (measuring and drawing the same cards). It never holds more than `limit` values, however many
 * decks, words or requests pass through it; the entry used longest ago makes room for a new one.
 */
export interface BoundedCache<V> {
  /** The value for `key`, computed by `compute` (and remembered) when it is not held. */
  get(key: string, compute: () => V): V;
  readonly size: number;
}

export function boundedCache<V>(limit: number): BoundedCache<V> {
  // A Map keeps insertion order: re-inserting on use keeps the least recently used entry first.
  const entries = new Map<string, V>();
  return {
    get(key, compute) {
      if (entries.has(key)) {
        const value = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = compute();
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as string);
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
