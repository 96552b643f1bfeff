import { describe, expect, it } from "vitest";
import { AccessCache, type ChangeSource } from "./access-cache.ts";

/** A change feed the test drives by hand. */
function fakeSource() {
  const listeners = new Set<{ changed(tag: string): void; reset(): void }>();
  const source = {
    live: true,
    subscribe(listener: { changed(tag: string): void; reset(): void }) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed: (tag: string) => listeners.forEach((listener) => listener.changed(tag)),
    reset: () => listeners.forEach((listener) => listener.reset()),
    listeners,
  };
  return source satisfies ChangeSource;
}

function setUp(options: { maxEntries?: number } = {}) {
  const source = fakeSource();
  let now = 0;
  const cache = new AccessCache<string>(source, {
    ttlMs: 1_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  return { source, cache, advance: (ms: number) => (now += ms) };
}

describe("AccessCache", () => {
  it("answers what it stored until a change to one of the entry's tags arrives", () => {
    const { source, cache } = setUp();
    cache.store("alice-token", "alice", ["u:alice"], cache.version);
    cache.store("bob-token", "bob", ["u:bob"], cache.version);
    expect(cache.get("alice-token")).toBe("alice");

    source.changed("u:alice");
    expect(cache.get("alice-token")).toBeUndefined();
    expect(cache.get("bob-token")).toBe("bob");
  });

  it("drops a value read before a change that arrived while it was being read", () => {
    const { source, cache } = setUp();
    const version = cache.version;
    // …the database is asked; meanwhile a revocation commits and is reported…
    source.changed("u:someone-else");
    cache.store("alice-token", "alice (maybe outdated)", ["u:alice"], version);
    expect(cache.get("alice-token")).toBeUndefined();

    cache.store("alice-token", "alice", ["u:alice"], cache.version);
    expect(cache.get("alice-token")).toBe("alice");
  });

  it("neither answers nor stores while the feed is down, and forgets everything on a reset", () => {
    const { source, cache } = setUp();
    cache.store("alice-token", "alice", ["u:alice"], cache.version);
    source.live = false;
    expect(cache.get("alice-token")).toBeUndefined();
    cache.store("bob-token", "bob", ["u:bob"], cache.version);
    source.reset();
    source.live = true;
    expect(cache.get("alice-token")).toBeUndefined();
    expect(cache.get("bob-token")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets entries after the TTL and the oldest one beyond the size limit", () => {
    const { cache, advance } = setUp({ maxEntries: 2 });
    cache.store("a", "A", [], cache.version);
    advance(600);
    cache.store("b", "B", [], cache.version);
    advance(300);
    cache.store("c", "C", [], cache.version);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "B", "C"]);

    advance(800);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe("C");
  });

  it("stops listening when closed", () => {
    const { source, cache } = setUp();
    cache.store("a", "A", ["u:a"], cache.version);
    cache.close();
    expect(source.listeners.size).toBe(0);
    expect(cache.get("a")).toBeUndefined();
  });
});
