import { and, asc, eq } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { insertedRow } from "../../../db/rows.ts";
import { assetCategories, assetModels, manufacturers, statusLabels } from "./schema.ts";

/* Every query takes the tenant id and filters by it. */

export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type ManufacturerValues = Omit<typeof manufacturers.$inferInsert, "id" | "tenantId">;
export type ModelValues = Omit<typeof assetModels.$inferInsert, "id" | "tenantId">;
export type StatusLabelRow = typeof statusLabels.$inferSelect;
export type StatusLabelValues = Omit<typeof statusLabels.$inferInsert, "id" | "tenantId">;

type TenantTable = typeof manufacturers | typeof assetModels | typeof statusLabels;
const inTenant = (table: TenantTable, tenantId: string, id: string) =>
  and(eq(table.tenantId, tenantId), eq(table.id, id));

export async function listManufacturers(orm: Orm, tenantId: string) {
  return orm
    .select()
    .from(manufacturers)
    .where(eq(manufacturers.tenantId, tenantId))
    .orderBy(asc(manufacturers.name));
}

export async function findManufacturer(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select()
    .from(manufacturers)
    .where(inTenant(manufacturers, tenantId, id));
  return row;
}

export async function insertManufacturer(orm: Orm, tenantId: string, values: ManufacturerValues) {
  return insertedRow(
    await orm
      .insert(manufacturers)
      .values({ ...values, tenantId })
      .returning(),
    "manufacturers",
  );
}

export async function updateManufacturer(
  orm: Orm,
  tenantId: string,
  id: string,
  values: Partial<ManufacturerValues>,
) {
  const [row] = await orm
    .update(manufacturers)
    .set(values)
    .where(inTenant(manufacturers, tenantId, id))
    .returning();
  return row;
}

const modelColumns = {
  model: assetModels,
  manufacturerName: manufacturers.name,
  categoryName: assetCategories.name,
};
export type ModelWithNames = {
  model: typeof assetModels.$inferSelect;
  manufacturerName: string | null;
  categoryName: string | null;
};

function selectModels(orm: Orm) {
  return orm
    .select(modelColumns)
    .from(assetModels)
    .leftJoin(manufacturers, eq(manufacturers.id, assetModels.manufacturerId))
    .leftJoin(assetCategories, eq(assetCategories.id, assetModels.categoryId));
}

export async function listModels(orm: Orm, tenantId: string): Promise<ModelWithNames[]> {
  return selectModels(orm)
    .where(eq(assetModels.tenantId, tenantId))
    .orderBy(asc(assetModels.name), asc(assetModels.id));
}

export async function findModel(orm: Orm, tenantId: string, id: string) {
  const [row] = await selectModels(orm).where(inTenant(assetModels, tenantId, id));
  return row;
}

export async function insertModel(orm: Orm, tenantId: string, values: ModelValues) {
  return insertedRow(
    await orm
      .insert(assetModels)
      .values({ ...values, tenantId })
      .returning({ id: assetModels.id }),
    "asset_models",
  );
}

export async function updateModel(
  orm: Orm,
  tenantId: string,
  id: string,
  values: Partial<ModelValues>,
) {
  const [row] = await orm
    .update(assetModels)
    .set(values)
    .where(inTenant(assetModels, tenantId, id))
    .returning({ id: assetModels.id });
  return row;
}

export async function categoryInTenant(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select({ id: assetCategories.id })
    .from(assetCategories)
    .where(and(eq(assetCategories.tenantId, tenantId), eq(assetCategories.id, id)));
  return row !== undefined;
}

export async function listStatusLabels(orm: Orm, tenantId: string) {
  return orm
    .select()
    .from(statusLabels)
    .where(eq(statusLabels.tenantId, tenantId))
    .orderBy(asc(statusLabels.name));
}

export async function findStatusLabel(orm: Orm, tenantId: string, id: string) {
  const [row] = await orm
    .select()
    .from(statusLabels)
    .where(inTenant(statusLabels, tenantId, id));
  return row;
}

/** Inserts the labels the tenant does not have yet (by name): safe to run again. */
export async function insertStatusLabels(orm: Orm, tenantId: string, rows: StatusLabelValues[]) {
  return orm
    .insert(statusLabels)
    .values(rows.map((values) => ({ ...values, tenantId })))
    .onConflictDoNothing()
    .returning();
}

export async function updateStatusLabel(
  orm: Orm,
  tenantId: string,
  id: string,
  values: Partial<StatusLabelValues>,
) {
  const [row] = await orm
    .update(statusLabels)
    .set(values)
    .where(inTenant(statusLabels, tenantId, id))
    .returning();
  return row;
}

/** Deletes a row of the tenant; false when there was none. */
export async function deleteInTenant(orm: Orm, table: TenantTable, tenantId: string, id: string) {
  const removed = await orm
    .delete(table)
    .where(inTenant(table, tenantId, id))
    .returning({ id: table.id });
  return removed.length > 0;
}
