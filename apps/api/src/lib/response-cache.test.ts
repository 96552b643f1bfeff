import { describe, expect, it } from "vitest";
import { markContentChanged, ResponseCache, toCachedResponse } from "./response-cache.ts";

function counter() {
  let calls = 0;
  const compute = async () => toCachedResponse({ call: ++calls });
  return { compute, calls: () => calls };
}

describe("ResponseCache", () => {
  it("computes once per key, also for concurrent misses, until the entry expires", async () => {
    let now = 0;
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const { compute, calls } = counter();
    const [a, b] = await Promise.all([
      cache.getOrCompute("k", compute),
      cache.getOrCompute("k", compute),
    ]);
    expect(a).toBe(b);
    expect(calls()).toBe(1);

    now = 59_999;
    expect(await cache.getOrCompute("k", compute)).toBe(a);
    now = 60_000;
    expect(JSON.parse((await cache.getOrCompute("k", compute)).body)).toEqual({ call: 2 });
  });

  it("drops every entry when the content changes", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const { compute, calls } = counter();
    await cache.getOrCompute("k", compute);
    markContentChanged();
    await cache.getOrCompute("k", compute);
    expect(calls()).toBe(2);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    const { compute, calls } = counter();
    for (const key of ["a", "b", "c"]) await cache.getOrCompute(key, compute);
    expect(cache.size).toBe(2);
    await cache.getOrCompute("c", compute);
    expect(calls()).toBe(3);
    await cache.getOrCompute("a", compute);
    expect(calls()).toBe(4);
  });

  it("does not keep a failure", async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(
      cache.getOrCompute("k", () => Promise.reject(new Error("database down"))),
    ).rejects.toThrow("database down");
    const { compute } = counter();
    expect(JSON.parse((await cache.getOrCompute("k", compute)).body)).toEqual({ call: 1 });
  });

  it("gives equal bodies equal strong ETags", () => {
    expect(toCachedResponse({ a: 1 }).etag).toBe(toCachedResponse({ a: 1 }).etag);
    expect(toCachedResponse({ a: 1 }).etag).not.toBe(toCachedResponse({ a: 2 }).etag);
    expect(toCachedResponse({ a: 1 }).etag).toMatch(/^"[\w-]{32}"$/);
  });
});
