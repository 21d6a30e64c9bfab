import { describe, expect, it } from "vitest";
import { boundedCache } from "@/lib/cache/bounded-cache";

describe("a bounded cache", () => {
  it("computes a value once and answers from memory after that", () => {
    const cache = boundedCache<number>(4);
    let computed = 0;
    const square = (n: number) => cache.get(String(n), () => (computed++, n * n));
    expect([square(3), square(3), square(4), square(3)]).toEqual([9, 9, 16, 9]);
    expect(computed).toBe(2);
  });

  it("never holds more entries than its limit, however many keys pass through it", () => {
    const cache = boundedCache<number>(3);
    for (let n = 0; n < 100; n++) cache.get(String(n), () => n);
    expect(cache.size).toBe(3);
  });

  it("makes room by forgetting the entry used longest ago", () => {
    const cache = boundedCache<string>(2);
    const recomputed: string[] = [];
    const get = (key: string) => cache.get(key, () => (recomputed.push(key), key));
    get("a");
    get("b");
    get("a"); // "a" is now the most recently used
    get("c"); // so "b" makes room
    recomputed.length = 0;
    get("a");
    get("c");
    get("b");
    expect(recomputed).toEqual(["b"]);
  });
});
