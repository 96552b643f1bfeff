import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { assetLocations } from "../catalog/schema.ts";
import { people } from "../people/schema.ts";
import type { AssetRow } from "./asset-query.ts";
import { assets, type StoredCustomValue } from "./schema.ts";

/*
 * Every query on tenant data takes the tenant id and filters by it: that filter, not the
 * caller, is what keeps one workspace from seeing another's rows. What an asset refers to
 * (models, labels, people, locations) is looked up through those modules' services; only
 * reads that join their tables for names import their schema.ts (docs/architecture.md).
 */

export type AssetValues = Omit<typeof assets.$inferInsert, "id" | "tenantId" | "searchText">;

/** Another asset of the tenant with this value in a unique column, if any. */
export async function findUniqueOwner(
  orm: Orm,
  tenantId: string,
  column: "assetTag" | "serialNumber",
  value: string,
) {
  const [row] = await orm
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets[column], value)));
  return row?.id;
}

/** Another asset of the tenant whose custom values contain these, if any (unique fields). */
export async function findCustomValueOwner(
  orm: Orm,
  tenantId: string,
  values: Record<string, StoredCustomValue>,
) {
  const [row] = await orm
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        sql`${assets.customValues} @> ${JSON.stringify(values)}::jsonb`,
      ),
    )
    .limit(1);
  return row?.id;
}

/** Deleting a custom field takes its values off every asset (inside the delete's transaction). */
export async function removeCustomValueKey(orm: Orm, tenantId: string, key: string) {
  const rows = await orm
    .update(assets)
    .set({ customValues: sql`${assets.customValues} - ${key}::text` })
    .where(and(eq(assets.tenantId, tenantId), sql`${assets.customValues} ? ${key}`))
    .returning({ id: assets.id });
  return rows.length;
}

/** An asset's row, locked until the transaction ends (check-out, check-in, edits). */
export async function lockAsset(orm: Orm, tenantId: string, assetId: string) {
  const [row] = await orm
    .select()
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)))
    .for("update");
  return row;
}

export async function insertAsset(orm: Orm, tenantId: string, values: AssetValues) {
  return insertedRow(
    await orm
      .insert(assets)
      .values({ ...values, tenantId })
      .returning({ id: assets.id }),
    "assets",
  );
}

export async function updateAsset(
  orm: Orm,
  tenantId: string,
  assetId: string,
  values: Partial<AssetValues>,
) {
  await orm
    .update(assets)
    .set(values)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)));
}

// Bulk changes: set-based, over ids the transaction has locked.

/** A PostgreSQL array literal of ids: one parameter however many (uuids need no quoting). */
const idArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

export type BulkRow = Pick<
  AssetRow,
  "id" | "statusLabelId" | "locationId" | "categoryId" | "checkedOutAt" | "retiredAt"
> & { holderName: string | null };

/** The assets about to change, locked, with who holds them (for history). */
export async function lockBulkRows(orm: Orm, tenantId: string, ids: readonly string[]) {
  const rows = await orm.execute(sql`
    select a.id, a.status_label_id, a.location_id, a.category_id, a.checked_out_at, a.retired_at,
      coalesce(p.name, l.name) as holder_name
    from ${assets} a
    left join ${people} p on p.id = a.assigned_person_id
    left join ${assetLocations} l on l.id = a.assigned_location_id
    where a.tenant_id = ${tenantId} and a.id = any(${idArray(ids)})
    order by a.id
    for update of a`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row): BulkRow => ({
    id: String(row.id),
    statusLabelId: String(row.status_label_id),
    locationId: (row.location_id as string | null) ?? null,
    categoryId: (row.category_id as string | null) ?? null,
    checkedOutAt: row.checked_out_at ? new Date(row.checked_out_at as string) : null,
    retiredAt: row.retired_at ? new Date(row.retired_at as string) : null,
    holderName: (row.holder_name as string | null) ?? null,
  }));
}

export async function updateMany(
  orm: Orm,
  tenantId: string,
  ids: readonly string[],
  values: Partial<AssetValues>,
) {
  if (ids.length === 0) return;
  await orm
    .update(assets)
    .set(values)
    .where(and(eq(assets.tenantId, tenantId), sql`${assets.id} = any(${idArray(ids)})`));
}

/** Tag and name of the given assets: how webhook events name them. */
export async function assetLabels(orm: Orm, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return orm
    .select({ id: assets.id, assetTag: assets.assetTag, name: assets.name })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), sql`${assets.id} = any(${idArray(ids)})`));
}
/** What a label shows of each asset: of this tenant only, by tag. */
export async function labelRowsWhere(orm: Orm, where: SQL | undefined, limit: number) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- scoped by the caller: `where` is assetIdsIn(tenantId, …) or assetConditions(tenantId, …)
  return orm
    .select({ id: assets.id, assetTag: assets.assetTag, name: assets.name })
    .from(assets)
    .where(where)
    .orderBy(asc(assets.assetTag), asc(assets.id))
    .limit(limit);
}

export const assetIdsIn = (tenantId: string, ids: readonly string[]) =>
  and(eq(assets.tenantId, tenantId), inArray(assets.id, [...ids]));
