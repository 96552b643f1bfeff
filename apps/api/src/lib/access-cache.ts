/**
 * The part of the database's change feed (db/change-feed.ts) a cache needs: whether
 * notifications flow, and the notifications themselves.
 */
export type ChangeSource = {
  readonly live: boolean;
  subscribe(listener: { changed(tag: string): void; reset(): void }): () => void;
};

type Entry<V> = { value: V; tags: readonly string[]; storedAt: number };

export type AccessCacheOptions = {
  /** A backstop only: changes remove entries at once, this bounds anything missed. */
  ttlMs: number;
  maxEntries: number;
  /** Monotonic milliseconds; tests may pass their own. */
  now?: () => number;
};

/**
 * An in-process cache of access decisions (a session's user, a member's role) that forgets
 * an entry as soon as the database reports a change to a row behind one of its tags. While
 * the change feed is down it neither answers nor stores, so callers read the database.
 *
 * A value read from the database may be outdated by the time it is stored (a revocation
 * committed meanwhile); `store` therefore takes the `version` read before the database was
 * asked, and drops the value when any change has arrived since.
 */
export class AccessCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #source: ChangeSource;
  readonly #options: Required<AccessCacheOptions>;
  #version = 0;
  readonly #unsubscribe: () => void;

  constructor(source: ChangeSource, options: AccessCacheOptions) {
    this.#source = source;
    this.#options = { now: () => performance.now(), ...options };
    this.#unsubscribe = source.subscribe({
      changed: (tag) => this.#invalidate(tag),
      reset: () => this.#clear(),
    });
  }

  /** Read before asking the database; pass to `store`. */
  get version(): number {
    return this.#version;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    if (!this.#source.live) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#options.now() - entry.storedAt > this.#options.ttlMs) {
      this.#delete(key);
      return undefined;
    }
    return entry.value;
  }

  store(key: string, value: V, tags: readonly string[], version: number): void {
    if (version !== this.#version || !this.#source.live) return;
    this.#delete(key);
    if (this.#entries.size >= this.#options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#delete(oldest.value);
    }
    this.#entries.set(key, { value, tags, storedAt: this.#options.now() });
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) this.#keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  /** Forgets one entry (e.g. a session found expired). */
  delete(key: string): void {
    this.#delete(key);
  }

  /** Stops listening; the app calls it when it closes. */
  close(): void {
    this.#unsubscribe();
    this.#clear();
  }

  #invalidate(tag: string) {
    this.#version++;
    for (const key of this.#keysByTag.get(tag) ?? []) this.#delete(key);
  }

  #clear() {
    this.#version++;
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  #delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
