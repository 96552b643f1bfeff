import { sql } from "drizzle-orm";
import type { Orm } from "../db/client.ts";

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
