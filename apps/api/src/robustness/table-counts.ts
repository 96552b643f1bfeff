import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/**
 * Tables whose rows a refused request may legitimately add, because recording refusals is
 * their job (append-only logs):
 * - `throttle_events`: every failed sign-in, unlock or password check is counted there,
 *   so that the next attempts are slowed down and then blocked.
 * pg-boss keeps its queue in its own schema (`pgboss`), which is never counted.
 */
export const refusalLogTables = new Set(["throttle_events"]);

/** `{ table: rows }` for every table of the public schema but the refusal logs, in one query. */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const counted = await countedTables(app);
  const selects = counted.map(
    (name) => sql`(select count(*) from ${sql.identifier(name)})::int as ${sql.identifier(name)}`,
  );
  const result = (await app.db.orm.execute(
    sql`select ${sql.join(selects, sql`, `)}`,
  )) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

// The list of tables is fixed once migrations ran; look it up once per app.
const tableLists = new WeakMap<FastifyInstance, Promise<string[]>>();

function countedTables(app: FastifyInstance): Promise<string[]> {
  let list = tableLists.get(app);
  if (!list) {
    list = (
      app.db.orm.execute(
        sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
      ) as unknown as Promise<{ rows: { tablename: string }[] }>
    ).then((result) =>
      result.rows.map((row) => row.tablename).filter((name) => !refusalLogTables.has(name)),
    );
    tableLists.set(app, list);
  }
  return list;
}
