import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import type { assetCategories } from "../../../db/schema.ts";
import {
  assetLocations,
  assetModels,
  people,
  statusLabels,
  workspaces,
} from "../../../db/schema.ts";
import type { AssetRow } from "./asset-query.ts";
import { assets, type StoredCustomValue } from "./schema.ts";

/*
 * Every query on tenant data takes the tenant id and filters by it: that filter, not the
 * caller, is what keeps one workspace from seeing another's rows.
 */

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type AssetValues = Omit<typeof assets.$inferInsert, "id" | "tenantId" | "searchText">;

/** The workspace answering at `appDomain`, open or closed. */
export async function findWorkspaceByDomain(orm: Orm, appDomain: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- finds the workspace from its host (a unique domain)
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.appDomain, appDomain));
  return row;
}

/** The workspace with this id, open or closed (an API token names its workspace by id). */
export async function findWorkspaceById(orm: Orm, id: string) {
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.id, id));
  return row;
}

export async function findWorkspaceOfTrial(orm: Orm, trialId: string) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- a workspace by its trial (unique), when the trial deploys
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.trialId, trialId));
  return row;
}

/** A workspace holding `appDomain` that belongs to another trial (should never exist). */
export async function findForeignWorkspace(orm: Orm, appDomain: string, trialId: string) {
  const row = await findWorkspaceByDomain(orm, appDomain);
  return row && row.trialId !== trialId ? { id: row.id, trialId: row.trialId } : undefined;
}

/** Every workspace not closed, oldest first (the daily reminders go through them all). */
export async function listOpenWorkspaces(orm: Orm): Promise<WorkspaceRow[]> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- jobs (reminders, policy alerts) go through every workspace
  return orm
    .select()
    .from(workspaces)
    .where(isNull(workspaces.closedAt))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
}

/** When the owner deletes their account: their workspaces refuse everything from then on. */
export async function closeOwnedWorkspaces(orm: Orm, userId: string, now: Date) {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- closing an account closes every workspace it owns
  await orm
    .update(workspaces)
    .set({ closedAt: now })
    .where(and(eq(workspaces.ownerUserId, userId), isNull(workspaces.closedAt)));
}

/**
 * The devices the customer's own workspace tracks: its assets, leaving out the provisioned
 * samples and retired ones, which are not devices anyone would pay for.
 */
export async function countBillableAssets(orm: Orm, userId: string): Promise<number> {
  // eslint-disable-next-line fleetward/tenant-scoped-query -- billing counts the assets of every workspace the user owns
  const [row] = await orm
    .select({ total: count() })
    .from(assets)
    .innerJoin(workspaces, eq(workspaces.id, assets.tenantId))
    .where(
      and(
        eq(workspaces.ownerUserId, userId),
        isNull(workspaces.closedAt),
        eq(assets.isSample, false),
        isNull(assets.retiredAt),
      ),
    );
  return row?.total ?? 0;
}

/** Keeps the owner column in step with the owner member (account closure and billing read it). */
export async function updateWorkspaceOwner(orm: Orm, workspaceId: string, ownerUserId: string) {
  await orm.update(workspaces).set({ ownerUserId }).where(eq(workspaces.id, workspaceId));
}

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

// What an asset refers to, looked up inside the tenant.

export async function modelOf(orm: Orm, tenantId: string, modelId: string) {
  const [row] = await orm
    .select({ id: assetModels.id, categoryId: assetModels.categoryId })
    .from(assetModels)
    .where(and(eq(assetModels.tenantId, tenantId), eq(assetModels.id, modelId)));
  return row;
}

export async function statusLabelOf(orm: Orm, tenantId: string, labelId: string) {
  const [row] = await orm
    .select({ id: statusLabels.id, name: statusLabels.name, kind: statusLabels.kind })
    .from(statusLabels)
    .where(and(eq(statusLabels.tenantId, tenantId), eq(statusLabels.id, labelId)));
  return row;
}

/** The label new assets get, and the one retiring gives: the first default of that kind. */
export async function firstLabelOfKind(
  orm: Orm,
  tenantId: string,
  kind: "deployable" | "archived",
) {
  const [row] = await orm
    .select({ id: statusLabels.id, name: statusLabels.name, kind: statusLabels.kind })
    .from(statusLabels)
    .where(and(eq(statusLabels.tenantId, tenantId), eq(statusLabels.kind, kind)))
    .orderBy(asc(statusLabels.createdAt), asc(statusLabels.name))
    .limit(1);
  return row;
}

export async function personOf(orm: Orm, tenantId: string, personId: string) {
  const [row] = await orm
    .select({ id: people.id, name: people.name, status: people.status })
    .from(people)
    .where(and(eq(people.tenantId, tenantId), eq(people.id, personId)));
  return row;
}

type NamedTable = typeof assetCategories | typeof assetLocations;

export async function namedOf(orm: Orm, table: NamedTable, tenantId: string, id: string) {
  const [row] = await orm
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return row;
}

export async function listNamed(orm: Orm, table: NamedTable, tenantId: string) {
  return orm
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .orderBy(asc(table.name));
}

/** Undefined when the tenant already has one by that name. */
export async function insertNamed(orm: Orm, table: NamedTable, tenantId: string, name: string) {
  const [row] = await orm
    .insert(table)
    .values({ tenantId, name })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  return row;
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
