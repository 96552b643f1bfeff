import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";
import { asOwner } from "../db/scope.ts";

/** The statement with its parameters written in (EXPLAIN takes no bind parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === "number") return String(value);
    const literal = value instanceof Date ? value.toISOString() : String(value);
    return `'${literal.replaceAll("'", "''")}'`;
  });
}

/** The plan PostgreSQL (or PGlite) chooses for a query, as EXPLAIN's text. */
export async function planOf(orm: Orm, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const result = (await orm.execute(sql.raw(`explain ${inline(text, params)}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

/**
 * Vacuums `table` until its visibility map covers every page, as autovacuum leaves a settled
 * table. One vacuum may leave pages unmarked while another connection's snapshot predates
 * the rows (a loaded CI machine), and then the planner rightly prefers the heap to an
 * index-only scan; the plan assertions are about the settled table.
 */
export async function vacuumUntilVisible(orm: Orm, table: string, attempts = 40) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await asOwner(() => orm.execute(sql.raw(`vacuum analyze ${table}`)));
    const result = (await orm.execute(
      sql`select relpages, relallvisible from pg_class where oid = ${table}::regclass`,
    )) as unknown as { rows: { relpages: number; relallvisible: number }[] };
    const [pages] = result.rows;
    if (pages && pages.relallvisible >= pages.relpages) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vacuum left pages of ${table} not all-visible after ${attempts} attempts`);
}
