import { randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/**
 * Change notifications for the in-process access caches (sessions, workspace memberships;
 * ADR 0020). Triggers (migration 0016) `pg_notify` this channel with a tag such as `u:<user
 * id>` whenever a row those caches read changes, whoever writes it: a route, a job, another
 * instance, a test. PostgreSQL delivers notifications in commit order.
 */
export const accessChannel = "fleetward_access";

/** The tags the triggers send; a cache entry lists those its answer rests on. */
export const changeTags = {
  user: (userId: string) => `u:${userId}`,
  workspace: (workspaceId: string) => `w:${workspaceId}`,
  trial: (trialId: string) => `t:${trialId}`,
};
/** Sent for a TRUNCATE: every entry may be wrong. */
const everything = "*";

function deliver(listeners: Set<ChangeListener>, tag: string) {
  for (const listener of listeners) {
    if (tag === everything) listener.reset();
    else listener.changed(tag);
  }
}

export type ChangeListener = {
  /** A row behind `tag` changed (and committed). */
  changed(tag: string): void;
  /** Notifications may have been missed (connection lost or regained): forget everything. */
  reset(): void;
};

export type ChangeFeed = {
  /** True while notifications flow; a cache must neither answer nor fill while it is false. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves true once every change committed before the call has reached the listeners, so
   * a cache entry still present afterwards is current; false when that cannot be known.
   */
  settled(): Promise<boolean>;
  close(): Promise<void>;
};

/**
 * PGlite is one connection in this process: a trigger's notification reaches the listeners
 * (as a microtask, while the committing statement's answer is parsed) before the code that
 * wrote the row continues, so every later request already sees its effect.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Set<ChangeListener>();
  const unlisten = await client.listen(accessChannel, (tag) => deliver(listeners, tag));
  let live = true;
  return {
    get live() {
      return live;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled: async () => live,
    close: async () => {
      if (!live) return;
      live = false;
      if (!client.closed) await unlisten();
    },
  };
}

export const changeFeedConnectionName = "fleetward-change-feed";
const reconnectDelays = [250, 1_000, 5_000, 15_000];
/** A barrier that takes longer means the listening connection is stuck: stop trusting it. */
const barrierTimeoutMs = 5_000;

/**
 * PostgreSQL: one dedicated connection LISTENs (outside the pool, so it is never borrowed).
 * Other instances' writes arrive a moment after their commit, so `settled()` is a barrier: it
 * NOTIFYs a channel of its own on that connection and waits for the echo, which PostgreSQL
 * delivers only after every notification committed before it. Concurrent callers share one
 * barrier; a caller arriving while one is in flight waits for the next, which starts after it.
 */
export function postgresChangeFeed(url: string, onError?: (error: Error) => void): ChangeFeed {
  return new PostgresChangeFeed(url, (error) =>
    onError?.(new Error(`access change feed: ${error.message}`, { cause: error })),
  );
}

class PostgresChangeFeed implements ChangeFeed {
  readonly #listeners = new Set<ChangeListener>();
  readonly #syncChannel = `fleetward_sync_${randomBytes(6).toString("hex")}`;
  /** Barrier payloads waiting for their echo. */
  readonly #echoes = new Map<string, (arrived: boolean) => void>();
  #client: pg.Client | undefined;
  #live = false;
  #started = false;
  #closed = false;
  #attempt = 0;
  #retry: NodeJS.Timeout | undefined;
  #serial = 0;
  #running: Promise<boolean> = Promise.resolve(true);
  #next: Promise<boolean> | undefined;

  readonly #url: string;
  readonly #report: (error: Error) => void;

  constructor(url: string, report: (error: Error) => void) {
    this.#url = url;
    this.#report = report;
  }

  get live() {
    return this.#live;
  }

  subscribe(listener: ChangeListener) {
    this.#listeners.add(listener);
    if (!this.#started) {
      this.#started = true;
      void this.#connect();
    }
    return () => this.#listeners.delete(listener);
  }

  settled(): Promise<boolean> {
    this.#next ??= this.#running.then(() => {
      this.#next = undefined;
      this.#running = this.#barrier();
      return this.#running;
    });
    return this.#next;
  }

  async close() {
    this.#closed = true;
    this.#live = false;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    this.#failEchoes();
    await client?.end().catch(() => undefined);
  }

  async #connect() {
    const candidate = new pg.Client({
      connectionString: this.#url,
      connectionTimeoutMillis: 5000,
      // Named, so an operator (or a test) can find this connection in pg_stat_activity.
      application_name: changeFeedConnectionName,
    });
    candidate.on("notification", ({ channel, payload = "" }) => {
      if (channel === this.#syncChannel) {
        this.#echoes.get(payload)?.(true);
        this.#echoes.delete(payload);
      } else if (channel === accessChannel) {
        deliver(this.#listeners, payload);
      }
    });
    candidate.on("error", (error) => this.#lose(candidate, error));
    candidate.on("end", () => this.#lose(candidate));
    try {
      await candidate.connect();
      // The barrier's NOTIFY commits a transaction; it need not wait for the disk.
      await candidate.query("set synchronous_commit to off");
      await candidate.query(`listen ${accessChannel}`);
      await candidate.query(`listen ${this.#syncChannel}`);
    } catch (error) {
      candidate.end().catch(() => undefined);
      this.#report(error as Error);
      this.#schedule();
      return;
    }
    if (this.#closed) return void candidate.end().catch(() => undefined);
    this.#client = candidate;
    this.#attempt = 0;
    // Whatever changed while nobody listened is unknown: start from empty caches.
    this.#resetAll();
    this.#live = true;
  }

  #lose(which: pg.Client, error?: Error) {
    if (error) this.#report(error);
    if (this.#client !== which) return;
    this.#client = undefined;
    this.#live = false;
    this.#resetAll();
    this.#failEchoes();
    which.end().catch(() => undefined);
    this.#schedule();
  }

  #schedule() {
    if (this.#closed || this.#retry) return;
    const delay = reconnectDelays[Math.min(this.#attempt++, reconnectDelays.length - 1)];
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      void this.#connect();
    }, delay);
    this.#retry.unref();
  }

  async #barrier(): Promise<boolean> {
    const client = this.#client;
    if (!client || !this.#live) return false;
    const payload = String(++this.#serial);
    const echoed = new Promise<boolean>((resolve) => this.#echoes.set(payload, resolve));
    const timer = setTimeout(() => {
      if (this.#echoes.has(payload)) this.#lose(client, new Error("no echo in time"));
    }, barrierTimeoutMs);
    try {
      await client.query({
        name: "fleetward_change_barrier",
        text: "select pg_notify($1, $2)",
        values: [this.#syncChannel, payload],
      });
      return await echoed;
    } catch {
      this.#echoes.delete(payload);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  #resetAll() {
    for (const listener of this.#listeners) listener.reset();
  }

  #failEchoes() {
    for (const done of this.#echoes.values()) done(false);
    this.#echoes.clear();
  }
}
