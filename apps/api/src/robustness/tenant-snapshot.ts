import { sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

/*
 * What a workspace holds, to prove a request changed nothing of it: every row of every table
 * with a `tenant_id` or `workspace_id` column (found in the catalogue, so a new table is
 * counted at once), its workspace and trial rows and its members' user rows.
 */

/** Per table: how many rows are the workspace's and an md5 of them as text. */
export type Snapshot = Record<string, { rows: number; md5: string }>;

type TenantTable = { table: string; column: string };

const tenantColumns = ["tenant_id", "workspace_id"];
const tableLists = new WeakMap<FastifyInstance, Promise<TenantTable[]>>();

/** The tables that name a row's workspace, and the column that does. */
export function tenantTables(app: FastifyInstance): Promise<TenantTable[]> {
  let list = tableLists.get(app);
  if (!list) {
    list = (
      app.db.orm.execute(sql`
        select table_name as table, min(column_name) as column
        from information_schema.columns
        where table_schema = 'public' and column_name in (${sql.join(
          tenantColumns.map((column) => sql`${column}`),
          sql`, `,
        )})
        group by table_name order by table_name`) as unknown as Promise<{ rows: TenantTable[] }>
    ).then((result) => result.rows);
    tableLists.set(app, list);
  }
  return list;
}

const summary = (from: SQL) =>
  sql`(select json_build_array(count(*), md5(coalesce(string_agg(t::text, E'\n' order by t::text), ''))) ${from})`;

/** The workspace's rows, table by table, in one query. */
export async function workspaceSnapshot(
  app: FastifyInstance,
  workspaceId: string,
): Promise<Snapshot> {
  const memberUsers = sql`(select user_id from workspace_members where workspace_id = ${workspaceId})`;
  const parts: [string, SQL][] = [
    ...(await tenantTables(app)).map(({ table, column }): [string, SQL] => [
      table,
      sql`from ${sql.identifier(table)} t where t.${sql.identifier(column)} = ${workspaceId}`,
    ]),
    ["workspaces", sql`from workspaces t where t.id = ${workspaceId}`],
    [
      "trials",
      sql`from trials t where t.id = (select trial_id from workspaces where id = ${workspaceId})`,
    ],
    ["users (members)", sql`from users t where t.id in ${memberUsers}`],
    ["notifications (members)", sql`from notifications t where t.user_id in ${memberUsers}`],
  ];
  const fields = parts.map(([name, from]) => sql`${name}::text, ${summary(from)}`);
  const result = (await app.db.orm.execute(
    sql`select json_build_object(${sql.join(fields, sql`, `)}) as snapshot`,
  )) as unknown as { rows: { snapshot: Record<string, [number | string, string]> | string }[] };
  const raw = result.rows[0]?.snapshot ?? {};
  const parsed = typeof raw === "string" ? (JSON.parse(raw) as typeof raw & object) : raw;
  return Object.fromEntries(
    Object.entries(parsed as Record<string, [number | string, string]>).map(
      ([name, [rows, md5]]) => [name, { rows: Number(rows), md5 }],
    ),
  );
}

/**
 * The tables where a row of the workspace mentions any of `ids` (in any column, as text),
 * with how many rows do: what a workspace must never hold of another one.
 */
export async function rowsMentioning(
  app: FastifyInstance,
  workspaceId: string,
  ids: string[],
): Promise<Record<string, number>> {
  const pattern = ids.map((id) => id.toLowerCase()).join("|");
  const counts = (await tenantTables(app)).map(
    ({ table, column }) =>
      sql`select ${table}::text as table, count(*)::int as rows from ${sql.identifier(table)} t
        where t.${sql.identifier(column)} = ${workspaceId} and lower(t::text) ~ ${pattern}`,
  );
  const result = (await app.db.orm.execute(sql.join(counts, sql` union all `))) as unknown as {
    rows: { table: string; rows: number }[];
  };
  return Object.fromEntries(
    result.rows.filter((row) => row.rows > 0).map((row) => [row.table, row.rows]),
  );
}
