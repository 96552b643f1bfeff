import { getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Orm } from "./client.ts";

/** A self-referencing tenant table: each row may point at a parent row of the same tenant. */
export type TreeTable = {
  table: PgTable;
  id: PgColumn;
  parent: PgColumn;
  tenant: PgColumn;
};

/**
 * Whether `nodeId` is `startId` or one of its ancestors: making `nodeId` the child of
 * `startId` would then close a cycle. Walks up from `startId` inside the tenant; UNION
 * stops on rows already seen, so even a damaged tree cannot loop forever.
 */
export async function isSelfOrAncestor(
  orm: Orm,
  tree: TreeTable,
  tenantId: string,
  startId: string,
  nodeId: string,
): Promise<boolean> {
  const table = sql.identifier(getTableName(tree.table));
  const id = sql.identifier(tree.id.name);
  const parent = sql.identifier(tree.parent.name);
  const tenant = sql.identifier(tree.tenant.name);
  // Both drivers answer `{ rows }`; the Orm type leaves the result shape to the driver.
  const result = (await orm.execute(sql`
    with recursive chain(node, up) as (
      select ${id}, ${parent} from ${table} where ${tenant} = ${tenantId} and ${id} = ${startId}
      union
      select t.${id}, t.${parent} from ${table} t
      join chain on t.${id} = chain.up
      where t.${tenant} = ${tenantId}
    )
    select 1 as found from chain where node = ${nodeId} limit 1`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * `rootId` and every node below it, inside the tenant: none when `rootId` is not the
 * tenant's. UNION stops on rows already seen, so a damaged tree cannot loop forever.
 */
export async function subtreeIds(
  orm: Orm,
  tree: TreeTable,
  tenantId: string,
  rootId: string,
): Promise<string[]> {
  const table = sql.identifier(getTableName(tree.table));
  const id = sql.identifier(tree.id.name);
  const parent = sql.identifier(tree.parent.name);
  const tenant = sql.identifier(tree.tenant.name);
  const result = (await orm.execute(sql`
    with recursive below(node) as (
      select ${id} from ${table} where ${tenant} = ${tenantId} and ${id} = ${rootId}
      union
      select t.${id} from ${table} t
      join below on t.${parent} = below.node
      where t.${tenant} = ${tenantId}
    )
    select node from below`)) as { rows: { node: string }[] };
  return result.rows.map((row) => row.node);
}
