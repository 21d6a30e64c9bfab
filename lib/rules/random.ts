/**
 * Seeded randomness for the rules. The generator is mulberry32 (a well-known 32-bit PRNG); its whole
 * state is one unsigned 32-bit integer that lives in the serialisable game state as `rng`, so the
 * same seed and the same actions always give the same game.
 */

/** Anything that carries a generator state: a game state, or a bot's own scratch holder. */
export interface Seeded {
  rng: number;
}

/** A 32-bit starting state from a numeric or text seed (text is hashed with FNV-1a). */
export function seedFrom(seed: number | string): number {
  if (typeof seed === "number") return Math.trunc(seed) >>> 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes several numbers into one seed, for values derived from a game position (bots). */
export function mixSeeds(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash ^= part >>> 0;
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
    hash = Math.imul(hash ^ (hash >>> 12), 0x297a2d39);
  }
  return (hash ^ (hash >>> 15)) >>> 0;
}

/** A float in [0, 1); advances the holder's state (mulberry32). */
export function nextFloat(holder: Seeded): number {
  holder.rng = (holder.rng + 0x6d2b79f5) >>> 0;
  let t = holder.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** An integer in [0, n). */
export function nextInt(holder: Seeded, n: number): number {
  return Math.floor(nextFloat(holder) * n);
}

/** Shuffles in place (Fisher–Yates) and returns the same array. */
export function shuffleInPlace<T>(holder: Seeded, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = nextInt(holder, i + 1);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** One item chosen uniformly; the list must not be empty. */
export function pick<T>(holder: Seeded, items: readonly T[]): T {
  if (items.length === 0) throw new Error("pick from an empty list");
  return items[nextInt(holder, items.length)] as T;
}

/** A normally distributed number (Box–Muller). */
export function nextNormal(holder: Seeded, mean: number, sd: number): number {
  const u = 1 - nextFloat(holder);
  const v = nextFloat(holder);
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
