import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { fromPglite, type Db as JobQueueDb } from "pg-boss";
import * as schema from "./schema.ts";
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from "./change-feed.ts";
import { migratePglite, migratePostgres } from "./migrate.ts";
import { preparedReads } from "./prepared.ts";
import { countRoundTrip } from "./meter.ts";
import { currentScope, inScope, scopeStatement, type DatabaseScope } from "./scope.ts";

/** The Drizzle handle repositories use; identical for PGlite and PostgreSQL. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  orm: Orm;
  driver: "pglite" | "postgres";
  /** Human-readable location for logs; never contains credentials. */
  description: string;
  /** Applies the committed migrations in apps/api/drizzle. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /** Committed changes to the rows the access caches keep (ADR 0020). */
  changes: ChangeFeed;
  /** How the job queue (pg-boss) reaches the same database. */
  jobQueue: { backend: "pglite" | "postgres"; db: JobQueueDb };
  /** Idempotent. */
  close(): Promise<void>;
};

export type OpenDatabaseOptions =
  | { driver: "postgres"; url: string; onPoolError?: (error: Error) => void }
  /**
   * No dataDir → in-memory, used by tests. `loadDataDir`: start from a dump of another
   * database (`dumpDataDir`) instead of an empty one, e.g. the tests' migrated template.
   */
  | { driver: "pglite"; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.driver === "postgres"
    ? openPostgres(options.url, options.onPoolError)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the workspace searches (trigram indexes); PostgreSQL ships it as contrib.
  const client = new PGlite({
    ...(dataDir && { dataDir }),
    ...(loadDataDir && { loadDataDir }),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const scoped = scopedPglite(client);
  const orm = drizzlePglite({ client: scoped.forScope as PGlite, schema });
  const changes = await pgliteChangeFeed(client);
  return {
    orm,
    driver: "pglite",
    description: dataDir ? `embedded PGlite in ${dataDir}` : "embedded in-memory PGlite",
    // Migrations run as the owner (the login role), before any scope is given.
    migrate: async () => {
      await scoped.asOwner(() => migratePglite(drizzlePglite({ client })));
      scoped.isolated();
    },
    ping: (timeoutMs) => pingDatabase(orm, timeoutMs),
    // PGlite has one connection: the queue shares it, and its statements queue behind ours.
    jobQueue: { backend: "pglite", db: fromPglite(scoped.forOwner) },
    changes,
    close: once(async () => {
      await changes.close();
      if (!client.closed) await client.close();
    }),
  };
}

/**
 * PGlite is one connection, so a scope is the connection's session state: each query or
 * transaction first makes the session's role and tenant match the caller's scope, inside one
 * exclusive section so no other caller's statement runs between the two (ADR 0034).
 */
function scopedPglite(client: PGlite) {
  let applied = scopeStatement({ kind: "owner" }).key;
  const roles = new RuntimeRoles();
  let tail: Promise<unknown> = Promise.resolve();
  const statements = preparedReads(client);
  function exclusive<T>(scope: DatabaseScope, work: () => Promise<T>): Promise<T> {
    countRoundTrip();
    const run = tail.then(async () => {
      const statement = scopeStatement(scope);
      if (statement.key !== applied) {
        await client.query(statement.text, statement.values);
        applied = statement.key;
      }
      return work();
    });
    tail = run.catch(() => undefined);
    return run;
  }
  const owner: DatabaseScope = { kind: "owner" };
  return {
    /** What Drizzle talks to: the scope is the caller's at the time of each call. */
    forScope: {
      query: (...args: Parameters<PGlite["query"]>) =>
        exclusive(roles.scopeNow(), () => statements.query(...args)),
      transaction: <T>(work: Parameters<PGlite["transaction"]>[0]) =>
        exclusive(roles.scopeNow(), () => client.transaction(work) as Promise<T>),
      exec: (...args: Parameters<PGlite["exec"]>) =>
        exclusive(roles.scopeNow(), () => client.exec(...args)),
    },
    /** What pg-boss talks to: it owns its schema, so it keeps the login role. */
    forOwner: {
      query: <T>(text: string, values?: unknown[]) =>
        exclusive(owner, () => client.query<T>(text, values)),
      exec: (text: string) => exclusive(owner, () => client.exec(text)),
      listen: client.listen.bind(client),
    },
    asOwner: <T>(work: () => Promise<T>) => exclusive(owner, work),
    isolated: () => roles.ready(),
  };
}

function openPostgres(url: string, onPoolError?: (error: Error) => void): Database {
  // A bounded connect timeout keeps /readyz from hanging when the server is unreachable.
  const pool = new ScopedPool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client losing its connection emits 'error'; unhandled, it would crash the process.
  pool.on("error", (error) => onPoolError?.(error));
  const orm = drizzleNodePg({ client: pool, schema });
  const changes = postgresChangeFeed(url, onPoolError);
  const owner: DatabaseScope = { kind: "owner" };
  return {
    orm,
    driver: "postgres",
    description: describePostgresUrl(url),
    migrate: async () => {
      await migratePostgres(url);
      pool.roles.ready();
    },
    ping: (timeoutMs) => pingDatabase(orm, timeoutMs),
    // The queue borrows connections from the same pool instead of opening its own, as the
    // login role: pg-boss owns its schema.
    jobQueue: {
      backend: "postgres",
      db: { executeSql: (text, values) => inScope(owner, () => pool.query(text, values)) },
    },
    changes,
    close: once(async () => {
      await changes.close();
      await pool.end();
    }),
  };
}

/**
 * The runtime roles exist once the migrations and db/isolation.ts have run; until then (a
 * database being migrated, or a migration test's partly migrated one) everything runs as the
 * login role that owns the tables, as before row-level security.
 */
class RuntimeRoles {
  #ready = false;
  ready() {
    this.#ready = true;
  }
  scopeNow(): DatabaseScope {
    return this.#ready ? currentScope() : { kind: "owner" };
  }
}

/** Which scope each pooled connection was last given (connections outlive checkouts). */
const connectionScopes = new WeakMap<pg.PoolClient, string>();

/**
 * A pool whose connections carry the scope of the code that checks them out (ADR 0034):
 * Drizzle's queries and transactions, and pool.query, all go through connect(). A connection
 * already in that scope costs nothing; another gets one set_config statement first.
 */
class ScopedPool extends pg.Pool {
  readonly roles = new RuntimeRoles();

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    countRoundTrip();
    const scoped = this.connectInScope(this.roles.scopeNow());
    if (!callback) return scoped;
    scoped.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => undefined),
    );
  }

  private async connectInScope(scope: DatabaseScope): Promise<pg.PoolClient> {
    const client = await super.connect();
    const statement = scopeStatement(scope);
    if (connectionScopes.get(client) === statement.key) return client;
    try {
      await client.query(statement.text, statement.values);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    connectionScopes.set(client, statement.key);
    return client;
  }
}

async function pingDatabase(orm: Orm, timeoutMs = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database ping timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([orm.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `PostgreSQL db on host:port` — the URL minus user and password. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, "")) || "(default)";
  return `PostgreSQL database ${database} on ${parsed.host || "localhost"}`;
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}
