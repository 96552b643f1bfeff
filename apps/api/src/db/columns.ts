import { sql } from "drizzle-orm";
import { customType, timestamp } from "drizzle-orm/pg-core";

/*
 * Column helpers for the modules' schema files. A leaf module on purpose: it imports no
 * schema, so every schema file can use it without forming a cycle.
 */

/** `('a', 'b')` for a check constraint; the values are our own constants, never input. */
export function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")})`);
}

/** A timestamptz column: instances and databases may run in different zones. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`, filled by the database. Where time comes from the injectable clock, use `at`. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** A full-text search vector, always a generated column (`generatedAlwaysAs(to_tsvector(…))`). */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
