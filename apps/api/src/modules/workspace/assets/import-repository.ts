import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import { assets } from "./schema.ts";
import { serialsSet } from "./serial-links.ts";

/*
 * The register's side of the CSV import (ADR 0030): the batch's existing assets in one read,
 * its new ones in one insert, instead of the one-asset-at-a-time writes of the register.
 */

const existingColumns = {
  id: assets.id,
  assetTag: assets.assetTag,
  name: assets.name,
  serialNumber: assets.serialNumber,
  modelId: assets.modelId,
  categoryId: assets.categoryId,
  statusLabelId: assets.statusLabelId,
  locationId: assets.locationId,
  assignedPersonId: assets.assignedPersonId,
  assignedLocationId: assets.assignedLocationId,
  purchaseDate: assets.purchaseDate,
  purchaseCost: assets.purchaseCost,
  currency: assets.currency,
  orderNumber: assets.orderNumber,
  supplier: assets.supplier,
  warrantyEnd: assets.warrantyEnd,
  notes: assets.notes,
  customValues: assets.customValues,
  // The names the asset's location and holder go by: a row naming them keeps them, even when
  // another person or room shares the name (people and rooms of different sites may).
  locationName: sql<
    string | null
  >`(select l.name from asset_locations l where l.id = ${assets.locationId})`,
  holderPersonName: sql<
    string | null
  >`(select p.name from people p where p.id = ${assets.assignedPersonId})`,
  holderPersonEmail: sql<
    string | null
  >`(select p.email from people p where p.id = ${assets.assignedPersonId})`,
  holderLocationName: sql<
    string | null
  >`(select l.name from asset_locations l where l.id = ${assets.assignedLocationId})`,
};

/** The assets of the batch's tags and serial numbers, locked for the batch's update. */
export async function lockAssetsToImport(
  tx: Orm,
  tenantId: string,
  tags: string[],
  serials: string[],
) {
  if (tags.length === 0 && serials.length === 0) return [];
  const match = [
    tags.length > 0 ? inArray(assets.assetTag, tags) : undefined,
    serials.length > 0 ? inArray(assets.serialNumber, serials) : undefined,
  ].filter((condition) => condition !== undefined);
  return tx
    .select(existingColumns)
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), or(...match)))
    .for("update");
}
export type AssetToImport = Awaited<ReturnType<typeof lockAssetsToImport>>[number];

export type ImportedAssetValues = typeof assets.$inferInsert;

/** The columns a bulk insert sets, with their SQL types (jsonb_to_recordset reads them so). */
const assetColumns = {
  tenant_id: ["tenantId", "uuid"],
  asset_tag: ["assetTag", "text"],
  name: ["name", "text"],
  model_id: ["modelId", "uuid"],
  category_id: ["categoryId", "uuid"],
  status_label_id: ["statusLabelId", "uuid"],
  serial_number: ["serialNumber", "text"],
  location_id: ["locationId", "uuid"],
  assigned_person_id: ["assignedPersonId", "uuid"],
  checked_out_at: ["checkedOutAt", "timestamptz"],
  purchase_date: ["purchaseDate", "date"],
  purchase_cost: ["purchaseCost", "numeric"],
  currency: ["currency", "text"],
  supplier: ["supplier", "text"],
  order_number: ["orderNumber", "text"],
  warranty_end: ["warrantyEnd", "date"],
  notes: ["notes", "text"],
  custom_values: ["customValues", "jsonb"],
  created_at: ["createdAt", "timestamptz"],
  updated_at: ["updatedAt", "timestamptz"],
} as const satisfies Record<string, readonly [keyof ImportedAssetValues, string]>;

/**
 * Inserts the batch's new assets in one statement whose rows travel as one JSON parameter:
 * building a 500-row VALUES list with ~10,000 parameters costs more than the insert itself.
 */
export async function insertImportedAssets(tx: Orm, values: ImportedAssetValues[]) {
  if (values.length === 0) return [];
  const names = Object.keys(assetColumns);
  const records = values.map((value) =>
    Object.fromEntries(
      Object.entries(assetColumns).map(([column, [key]]) => {
        const field = value[key];
        return [column, field instanceof Date ? field.toISOString() : (field ?? null)];
      }),
    ),
  );
  const columns = sql.raw(names.join(", "));
  const types = sql.raw(
    Object.entries(assetColumns)
      .map(([column, [, type]]) => `${column} ${type}`)
      .join(", "),
  );
  const result = (await tx.execute(
    sql`insert into assets (${columns}) select ${columns} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types}) returning id, asset_tag`,
  )) as { rows: { id: string; asset_tag: string }[] };
  const [first] = values;
  const withSerial = result.rows.filter((_, index) => values[index]?.serialNumber);
  if (first && withSerial.length > 0) {
    // The rows come back in the order inserted; every value of a batch is one workspace's.
    const ids = withSerial.map((row) => row.id);
    await serialsSet(tx, first.tenantId, ids, first.updatedAt);
  }
  return result.rows.map((row) => ({ id: row.id, assetTag: row.asset_tag }));
}

export async function updateImportedAsset(
  tx: Orm,
  tenantId: string,
  id: string,
  values: Partial<ImportedAssetValues>,
) {
  await tx
    .update(assets)
    .set(values)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id)));
  if (values.serialNumber) await serialsSet(tx, tenantId, [id], values.updatedAt ?? new Date());
}
