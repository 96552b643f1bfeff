import { sql } from "drizzle-orm";
import { customType, foreignKey, timestamp, unique, type AnyPgColumn } from "drizzle-orm/pg-core";

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

type TenantRow = { tenantId: AnyPgColumn; id: AnyPgColumn };

/**
 * `(tenant_id, id)` of a tenant table that other tenant tables refer to: what their composite
 * foreign keys (`tenantReference`) point at. The primary key stays `id` alone.
 */
export const tenantRowKey = (name: string, table: TenantRow) =>
  unique(name).on(table.tenantId, table.id);

/**
 * `(tenant_id, column) → target (tenant_id, id)`: a row can refer only to a row of its own
 * workspace; the database refuses one of another workspace (foreign_key_violation). Every
 * reference from one tenant table to another is one of these, never `column → target.id`.
 *
 * `.onDelete("set null")` on a composite key would null `tenant_id` too (NOT NULL): in the
 * database those keys are `ON DELETE SET NULL (column)`, written by hand in the migration
 * (drizzle cannot express the column list), and declared here as plain "set null".
 */
export const tenantReference = (
  name: string,
  from: { tenantId: AnyPgColumn },
  column: AnyPgColumn,
  target: TenantRow,
) =>
  foreignKey({
    name,
    columns: [from.tenantId, column],
    foreignColumns: [target.tenantId, target.id],
  });
