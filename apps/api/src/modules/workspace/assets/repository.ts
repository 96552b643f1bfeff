import { and, asc, count, eq, ilike, isNull, ne, or, type SQL } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { assetCategories, assetLocations, assets, workspaces, type AssetStatus } from "./schema.ts";

/*
 * Every query on tenant data takes the tenant id and filters by it: that filter, not the
 * caller, is what keeps one workspace from seeing another's rows.
 */

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type AssetRow = typeof assets.$inferSelect;
export type AssetValues = Omit<typeof assets.$inferInsert, "id" | "tenantId">;

/** The workspace answering at `appDomain`, open or closed. */
export async function findWorkspaceByDomain(orm: Orm, appDomain: string) {
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.appDomain, appDomain));
  return row;
}

export async function findWorkspaceOfTrial(orm: Orm, trialId: string) {
  const [row] = await orm.select().from(workspaces).where(eq(workspaces.trialId, trialId));
  return row;
}

/** A workspace holding `appDomain` that belongs to another trial (should never exist). */
export async function findForeignWorkspace(orm: Orm, appDomain: string, trialId: string) {
  const row = await findWorkspaceByDomain(orm, appDomain);
  return row && row.trialId !== trialId ? { id: row.id, trialId: row.trialId } : undefined;
}

/** When the owner deletes their account: their workspaces refuse everything from then on. */
export async function closeOwnedWorkspaces(orm: Orm, userId: string, now: Date) {
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
  const [row] = await orm
    .select({ total: count() })
    .from(assets)
    .innerJoin(workspaces, eq(workspaces.id, assets.tenantId))
    .where(
      and(
        eq(workspaces.ownerUserId, userId),
        isNull(workspaces.closedAt),
        eq(assets.isSample, false),
        ne(assets.status, "retired"),
      ),
    );
  return row?.total ?? 0;
}

/** Keeps the owner column in step with the owner member (account closure and billing read it). */
export async function updateWorkspaceOwner(orm: Orm, workspaceId: string, ownerUserId: string) {
  await orm.update(workspaces).set({ ownerUserId }).where(eq(workspaces.id, workspaceId));
}

export type AssetFilter = {
  q?: string | undefined;
  status?: AssetStatus | undefined;
  categoryId?: string | undefined;
  locationId?: string | undefined;
};

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function assetConditions(tenantId: string, filter: AssetFilter): SQL | undefined {
  const pattern = filter.q ? likePattern(filter.q) : undefined;
  return and(
    eq(assets.tenantId, tenantId),
    filter.status ? eq(assets.status, filter.status) : undefined,
    filter.categoryId ? eq(assets.categoryId, filter.categoryId) : undefined,
    filter.locationId ? eq(assets.locationId, filter.locationId) : undefined,
    pattern
      ? or(
          ilike(assets.name, pattern),
          ilike(assets.serialNumber, pattern),
          ilike(assets.model, pattern),
          ilike(assets.assignedTo, pattern),
        )
      : undefined,
  );
}

const assetColumns = {
  asset: assets,
  categoryName: assetCategories.name,
  locationName: assetLocations.name,
};

export type AssetWithNames = {
  asset: AssetRow;
  categoryName: string | null;
  locationName: string | null;
};

export async function listAssets(
  orm: Orm,
  tenantId: string,
  filter: AssetFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AssetWithNames[]; total: number }> {
  const where = assetConditions(tenantId, filter);
  const rows = await orm
    .select(assetColumns)
    .from(assets)
    .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(assetLocations, eq(assetLocations.id, assets.locationId))
    .where(where)
    .orderBy(asc(assets.name), asc(assets.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await orm.select({ n: count() }).from(assets).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function countSampleAssets(orm: Orm, tenantId: string): Promise<number> {
  const [row] = await orm
    .select({ n: count() })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.isSample, true)));
  return row?.n ?? 0;
}

export async function findAsset(
  orm: Orm,
  tenantId: string,
  assetId: string,
): Promise<AssetWithNames | undefined> {
  const [row] = await orm
    .select(assetColumns)
    .from(assets)
    .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
    .leftJoin(assetLocations, eq(assetLocations.id, assets.locationId))
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)));
  return row;
}

/** Another asset of the tenant with this serial number, if any. */
export async function findSerialOwner(orm: Orm, tenantId: string, serialNumber: string) {
  const [row] = await orm
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.serialNumber, serialNumber)));
  return row?.id;
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
  const [row] = await orm
    .update(assets)
    .set(values)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)))
    .returning({ id: assets.id });
  return row;
}

type NamedTable = typeof assetCategories | typeof assetLocations;

export async function listNamed(orm: Orm, table: NamedTable, tenantId: string) {
  return orm
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .orderBy(asc(table.name));
}

export async function namedExists(orm: Orm, table: NamedTable, tenantId: string, id: string) {
  const [row] = await orm
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)));
  return row !== undefined;
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
