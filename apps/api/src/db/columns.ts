import { sql } from "drizzle-orm";
import { timestamp } from "drizzle-orm/pg-core";

/*
 * Column helpers shared by db/schema.ts and the modules' schema files. A leaf module on
 * purpose: db/schema.ts re-exports the modules' tables, so a helper defined there would still
 * be uninitialised when a module's schema file runs.
 */

/** `('a', 'b')` for a check constraint; the values are our own constants, never input. */
export function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);
}

/** A timestamptz column: instances and databases may run in different zones. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, filled by the database. Where time comes from the injectable clock, use `at`. */
export const createdAt = () => at("created_at").notNull().defaultNow();
