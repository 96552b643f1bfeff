import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Orm } from "../../../db/client.ts";
import {
  assetCategories,
  assetLocations,
  assetModels,
  assets,
  manufacturers,
  people,
  statusLabels,
} from "../../../db/schema.ts";

/*
 * The import's own reads and bulk writes of the register's tables (ADR 0030): one query per
 * kind per batch instead of the one-asset-at-a-time services, so 500 rows cost a handful of
 * round trips.
 */

export type Lookup = Map<string, string>;
export const keyOf = (name: string) => name.trim().toLowerCase();

/** The workspace's catalog by lower-cased name (the first of equal names wins). */
export async function loadCatalog(tx: Orm, tenantId: string) {
  const [makers, categories, locations, models, labels] = await Promise.all([
    tx
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(manufacturers)
      .where(eq(manufacturers.tenantId, tenantId)),
    tx
      .select({ id: assetCategories.id, name: assetCategories.name })
      .from(assetCategories)
      .where(eq(assetCategories.tenantId, tenantId)),
    tx
      .select({ id: assetLocations.id, name: assetLocations.name })
      .from(assetLocations)
      .where(eq(assetLocations.tenantId, tenantId)),
    tx
      .select({
        id: assetModels.id,
        name: assetModels.name,
        manufacturerId: assetModels.manufacturerId,
        categoryId: assetModels.categoryId,
      })
      .from(assetModels)
      .where(eq(assetModels.tenantId, tenantId)),
    tx
      .select({
        id: statusLabels.id,
        name: statusLabels.name,
        kind: statusLabels.kind,
        isDefault: statusLabels.isDefault,
      })
      .from(statusLabels)
      .where(eq(statusLabels.tenantId, tenantId)),
  ]);
  const lookup = (rows: { id: string; name: string }[]): Lookup => {
    const map: Lookup = new Map();
    for (const row of rows) if (!map.has(keyOf(row.name))) map.set(keyOf(row.name), row.id);
    return map;
  };
  const defaultLabel =
    labels.find((label) => label.kind === "deployable" && label.isDefault) ??
    labels.find((label) => label.kind === "deployable") ??
    labels[0];
  return {
    manufacturers: lookup(makers),
    categories: lookup(categories),
    locations: lookup(locations),
    models,
    labels: lookup(labels),
    defaultLabelId: defaultLabel?.id ?? null,
  };
}
export type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

const namedTables = {
  manufacturers,
  categories: assetCategories,
  locations: assetLocations,
} as const;

/** Adds the named entries missing from `lookup` and puts their ids in it; returns the names added. */
export async function addNamed(
  tx: Orm,
  tenantId: string,
  kind: keyof typeof namedTables,
  lookup: Lookup,
  names: Iterable<string>,
  now: Date,
): Promise<string[]> {
  const missing = new Map<string, string>();
  for (const name of names) if (!lookup.has(keyOf(name))) missing.set(keyOf(name), name.trim());
  if (missing.size === 0) return [];
  const values = [...missing.values()].map((name) =>
    kind === "manufacturers"
      ? { tenantId, name, createdAt: now, updatedAt: now }
      : { tenantId, name },
  );
  const table = namedTables[kind];
  const rows = await tx
    .insert(table)
    .values(values as never)
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  for (const row of rows) lookup.set(keyOf(row.name), row.id);
  return rows.map((row) => row.name);
}

export type ModelRow = Catalog["models"][number];

export async function insertModels(
  tx: Orm,
  tenantId: string,
  values: {
    name: string;
    modelNumber: string | null;
    manufacturerId: string | null;
    categoryId: string | null;
  }[],
  now: Date,
): Promise<ModelRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(assetModels)
    .values(values.map((value) => ({ ...value, tenantId, createdAt: now, updatedAt: now })))
    .onConflictDoNothing()
    .returning({
      id: assetModels.id,
      name: assetModels.name,
      manufacturerId: assetModels.manufacturerId,
      categoryId: assetModels.categoryId,
    });
}

/** People whose name or e-mail is one of `names` (lower-cased), by that key. */
export async function findPeople(tx: Orm, tenantId: string, names: string[]): Promise<Lookup> {
  const lookup: Lookup = new Map();
  if (names.length === 0) return lookup;
  const rows = await tx
    .select({ id: people.id, name: people.name, email: people.email })
    .from(people)
    .where(
      and(
        eq(people.tenantId, tenantId),
        or(inArray(sql`lower(${people.name})`, names), inArray(people.email, names)),
      ),
    );
  for (const row of rows) {
    if (row.email && !lookup.has(row.email)) lookup.set(row.email, row.id);
    if (!lookup.has(keyOf(row.name))) lookup.set(keyOf(row.name), row.id);
  }
  return lookup;
}

export async function insertPeople(tx: Orm, tenantId: string, names: string[], now: Date) {
  if (names.length === 0) return [];
  return tx
    .insert(people)
    .values(
      names.map((value) => {
        const email = value.includes("@") ? value.toLowerCase() : null;
        return {
          tenantId,
          name: email ? email.split("@")[0]! : value,
          email,
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: people.id, name: people.name, email: people.email });
}

export const existingColumns = {
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
export async function findExisting(tx: Orm, tenantId: string, tags: string[], serials: string[]) {
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
export type ExistingAsset = Awaited<ReturnType<typeof findExisting>>[number];

export type NewAsset = typeof assets.$inferInsert;

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
} as const satisfies Record<string, readonly [keyof NewAsset, string]>;

/**
 * Inserts the batch's new assets in one statement whose rows travel as one JSON parameter:
 * building a 500-row VALUES list with ~10,000 parameters costs more than the insert itself.
 */
export async function insertAssets(tx: Orm, values: NewAsset[]) {
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
  return result.rows.map((row) => ({ id: row.id, assetTag: row.asset_tag }));
}

type HistoryRecord = {
  tenantId: string;
  subjectId: string;
  actorUserId: string | null;
  actorName: string;
  at: Date;
  action: string;
  field?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  note?: string | null;
};

/** The batch's asset history events, appended in one statement (the same rows record() writes). */
export async function insertAssetEvents(tx: Orm, events: HistoryRecord[]) {
  if (events.length === 0) return;
  const records = events.map((event) => ({
    tenant_id: event.tenantId,
    subject_id: event.subjectId,
    actor_user_id: event.actorUserId,
    actor_name: event.actorName,
    at: event.at.toISOString(),
    action: event.action,
    field: event.field ?? null,
    old_value: event.oldValue ?? null,
    new_value: event.newValue ?? null,
    note: event.note ?? null,
  }));
  await tx.execute(
    sql`insert into history_events (tenant_id, subject_type, subject_id, actor_user_id, actor_name, at, action, field, old_value, new_value, note)
      select tenant_id, 'asset', subject_id, actor_user_id, actor_name, at, action, field, old_value, new_value, note
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(tenant_id uuid, subject_id uuid, actor_user_id uuid, actor_name text, at timestamptz, action text, field text, old_value text, new_value text, note text)`,
  );
}

export async function updateImportedAsset(
  tx: Orm,
  tenantId: string,
  id: string,
  values: Partial<NewAsset>,
) {
  await tx
    .update(assets)
    .set(values)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id)));
}
