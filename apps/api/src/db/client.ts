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
  /** No dataDir → in-memory, used by tests. */
  | { driver: "pglite"; dataDir?: string };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.driver === "postgres"
    ? openPostgres(options.url, options.onPoolError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the workspace searches (trigram indexes); PostgreSQL ships it as contrib.
  const client = new PGlite({ ...(dataDir && { dataDir }), extensions: { pg_trgm } });
  await client.waitReady;
  const orm = drizzlePglite({ client, schema });
  const changes = await pgliteChangeFeed(client);
  return {
    orm,
    driver: "pglite",
    description: dataDir ? `embedded PGlite in ${dataDir}` : "embedded in-memory PGlite",
    migrate: () => migratePglite(orm),
    ping: (timeoutMs) => pingDatabase(orm, timeoutMs),
    // PGlite has one connection: the queue shares it, and its statements queue behind ours.
    jobQueue: { backend: "pglite", db: fromPglite(client) },
    changes,
    close: once(async () => {
      await changes.close();
      if (!client.closed) await client.close();
    }),
  };
}

function openPostgres(url: string, onPoolError?: (error: Error) => void): Database {
  // A bounded connect timeout keeps /readyz from hanging when the server is unreachable.
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // An idle client losing its connection emits 'error'; unhandled, it would crash the process.
  pool.on("error", (error) => onPoolError?.(error));
  const orm = drizzleNodePg({ client: pool, schema });
  const changes = postgresChangeFeed(url, onPoolError);
  return {
    orm,
    driver: "postgres",
    description: describePostgresUrl(url),
    migrate: () => migratePostgres(url),
    ping: (timeoutMs) => pingDatabase(orm, timeoutMs),
    // The queue borrows connections from the same pool instead of opening its own.
    jobQueue: {
      backend: "postgres",
      db: { executeSql: (text, values) => pool.query(text, values) },
    },
    changes,
    close: once(async () => {
      await changes.close();
      await pool.end();
    }),
  };
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
