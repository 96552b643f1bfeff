import { and, asc, count, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { assetLocations } from "./schema.ts";
import { isSelfOrAncestor, subtreeIds } from "../../../db/tree.ts";

export type LocationRow = typeof assetLocations.$inferSelect;
export type LocationValues = Omit<typeof assetLocations.$inferInsert, "id" | "tenantId">;

const inTenant = (tenantId: string, id: string) =>
  and(eq(assetLocations.tenantId, tenantId), eq(assetLocations.id, id));

/** Every location of the tenant, by name: the tree is built from this one read. */
export async function listLocations(orm: Orm, tenantId: string): Promise<LocationRow[]> {
  return orm
    .select()
    .from(assetLocations)
    .where(eq(assetLocations.tenantId, tenantId))
    .orderBy(asc(assetLocations.name), asc(assetLocations.id));
}

export async function findLocation(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm.select().from(assetLocations).where(inTenant(tenantId, id));
  return row;
}

export async function insertLocation(orm: Orm, tenantId: string, values: LocationValues) {
  return insertedRow(
    await orm
      .insert(assetLocations)
      .values({ ...values, tenantId })
      .returning(),
    "asset_locations",
  );
}

export async function updateLocation(
  orm: Orm,
  tenantId: string,
  id: string,
  values: Partial<LocationValues>,
) {
  const [row] = await orm
    .update(assetLocations)
    .set(values)
    .where(inTenant(tenantId, id))
    .returning();
  return row;
}

export async function countChildren(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select({ n: count() })
    .from(assetLocations)
    .where(and(eq(assetLocations.tenantId, tenantId), eq(assetLocations.parentId, id)));
  return row?.n ?? 0;
}

export async function deleteLocation(orm: Orm, tenantId: string, id: string) {
  await orm.delete(assetLocations).where(inTenant(tenantId, id));
}

const locationTree = {
  table: assetLocations,
  id: assetLocations.id,
  parent: assetLocations.parentId,
  tenant: assetLocations.tenantId,
};

/** The location and every location inside it (its rooms, their shelves…). */
export function locationAndInside(orm: Orm, tenantId: string, locationId: string) {
  return subtreeIds(orm, locationTree, tenantId, locationId);
}

/** Whether `locationId` is `parentId` or contains it: then nesting it there would be a loop. */
export function containsOrIs(orm: Orm, tenantId: string, locationId: string, parentId: string) {
  return isSelfOrAncestor(orm, locationTree, tenantId, parentId, locationId);
}
