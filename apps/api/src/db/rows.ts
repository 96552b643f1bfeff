import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** The one row an `INSERT … RETURNING` answers; its absence is a bug, not a client error. */
export function insertedRow<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}

/**
 * The `SET` of a seed upsert: each named column takes the incoming row's value
 * (`excluded.<column>`), so a changed seed reaches databases seeded before.
 */
export function incomingValues<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name ?? key}"`)]),
  ) as Record<K, SQL>;
}
