import path from "node:path";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migrateWithPglite } from "drizzle-orm/pglite/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { isolationStatement } from "./isolation.ts";

/** The SQL files drizzle-kit generates (`npm run db:generate -w @fleetward/api`). */
export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

// Arbitrary but fixed: every instance must agree on it.
const migrationLockKey = 0x0f1ee7;

export async function migratePglite(orm: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  // One PGlite data directory belongs to one process, so no lock is needed.
  await migrateWithPglite(orm, { migrationsFolder });
  await orm.execute(sql.raw(isolationStatement));
}

/**
 * Several API instances may start at once against one server. An advisory lock on a
 * dedicated connection makes them apply migrations one after the other; the
 * late-comers then find nothing left to do.
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    // Row-level security for every tenant table, new ones included (db/isolation.ts).
    await client.query(isolationStatement);
  } finally {
    // Ending the session releases the advisory lock even if migrating failed.
    await client.end();
  }
}
