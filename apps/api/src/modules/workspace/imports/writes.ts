import type { ImportAdded } from "@fleetward/contracts/workspace-imports";
import {
  insertImportedAssets,
  updateImportedAsset,
  type AssetToImport,
  type ImportedAssetValues,
} from "../assets/service.ts";
import { recordBatch, type HistoryEntry, type WriteScope } from "../history/service.ts";
import { allocateAssetTag } from "../settings/service.ts";
import type { ImportContext } from "./batch.ts";
import {
  addNamed,
  findPeople,
  insertModels,
  insertPeople,
  keyOf,
  type Catalog,
  type Lookup,
  type ModelRow,
} from "./refs.ts";
import { unnamedAssetName, type ImportRow } from "./values.ts";

/** The catalog and people a batch's rows refer to, all present after resolveReferences. */
export type Refs = { catalog: Catalog; people: Lookup; models: Map<string, ModelRow> };

const modelKey = (manufacturerId: string | null | undefined, name: string) =>
  `${manufacturerId ?? "*"}|${keyOf(name)}`;

function indexModels(models: readonly ModelRow[]) {
  const index = new Map<string, ModelRow>();
  for (const model of models) {
    for (const key of [modelKey(model.manufacturerId, model.name), modelKey(null, model.name)]) {
      if (!index.has(key)) index.set(key, model);
    }
  }
  return index;
}

const makerOf = (refs: Refs, row: ImportRow) =>
  row.manufacturer ? (refs.catalog.manufacturers.get(keyOf(row.manufacturer)) ?? null) : null;

export const modelOf = (refs: Refs, row: ImportRow) =>
  row.model ? refs.models.get(modelKey(makerOf(refs, row), row.model)) : undefined;

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * Adds the manufacturers, categories, locations, models and people the rows name and the
 * workspace lacks (one insert per kind), and answers what was added.
 */
export async function resolveReferences(
  scope: WriteScope,
  catalog: Catalog,
  rows: readonly ImportRow[],
): Promise<{ refs: Refs; added: ImportAdded }> {
  const { tx, tenantId, now } = scope;
  const named = (kind: "manufacturers" | "categories" | "locations", key: keyof ImportRow) =>
    addNamed(tx, tenantId, kind, catalog[kind], unique(rows.map((row) => row[key] as string)), now);
  const manufacturers = await named("manufacturers", "manufacturer");
  const categories = await named("categories", "category");
  const locations = await named("locations", "location");
  const refs: Refs = { catalog, people: new Map(), models: indexModels(catalog.models) };

  const newModels = new Map<string, Parameters<typeof insertModels>[2][number]>();
  for (const row of rows) {
    if (!row.model || modelOf(refs, row)) continue;
    const manufacturerId = makerOf(refs, row);
    newModels.set(modelKey(manufacturerId, row.model), {
      name: row.model,
      modelNumber: row.modelNumber ?? null,
      manufacturerId,
      categoryId: row.category ? (catalog.categories.get(keyOf(row.category)) ?? null) : null,
    });
  }
  const models = await insertModels(tx, tenantId, [...newModels.values()], now);
  refs.models = indexModels([...catalog.models, ...models]);

  const holders = unique(rows.map((row) => row.assignedTo && keyOf(row.assignedTo)));
  refs.people = await findPeople(tx, tenantId, holders);
  // A holder that is nobody's name but a location's is that location: our export and
  // Snipe-IT's name a location an asset is checked out to just like a person.
  const missing = unique(
    rows
      .map((row) => row.assignedTo?.trim())
      .filter(
        (name) => name && !refs.people.has(keyOf(name)) && !catalog.locations.has(keyOf(name)),
      ),
  ).filter((name, index, all) => all.findIndex((other) => keyOf(other) === keyOf(name)) === index);
  const added = await insertPeople(tx, tenantId, missing, now);
  missing.forEach((name, index) => {
    const person = added[index];
    if (person) refs.people.set(keyOf(name), person.id);
  });
  return {
    refs,
    added: {
      manufacturers,
      models: models.map((model) => model.name),
      categories,
      locations,
      people: missing,
    },
  };
}

/** The asset columns a row gives (only those it has a value for). */
function valuesOf(refs: Refs, row: ImportRow, now: Date): Partial<ImportedAssetValues> {
  const { catalog } = refs;
  const values: Partial<ImportedAssetValues> = {};
  const set = <K extends keyof ImportedAssetValues>(
    key: K,
    value: ImportedAssetValues[K] | undefined,
  ) => {
    if (value !== undefined) values[key] = value;
  };
  set("name", row.name);
  set("serialNumber", row.serialNumber);
  set("modelId", modelOf(refs, row)?.id);
  set("categoryId", row.category ? catalog.categories.get(keyOf(row.category)) : undefined);
  set("statusLabelId", row.statusLabelId);
  set("locationId", row.location ? catalog.locations.get(keyOf(row.location)) : undefined);
  if (row.assignedTo) {
    const person = refs.people.get(keyOf(row.assignedTo));
    values.assignedPersonId = person ?? null;
    values.assignedLocationId = person
      ? null
      : (catalog.locations.get(keyOf(row.assignedTo)) ?? null);
    values.checkedOutAt = now;
  }
  set("purchaseDate", row.purchaseDate);
  set("purchaseCost", row.purchaseCost);
  set("currency", row.currency);
  set("orderNumber", row.orderNumber);
  set("supplier", row.supplier);
  set("warrantyEnd", row.warrantyEnd);
  set("notes", row.notes);
  return values;
}

const historyBase = (scope: WriteScope, subjectId: string, context: ImportContext) => ({
  tenantId: scope.tenantId,
  subjectType: "asset" as const,
  subjectId,
  actor: scope.actor,
  at: scope.now,
  note: `Imported from ${context.fileName}`,
});

/** Inserts the new assets in one statement; answers their row numbers. */
export async function createAssets(
  scope: WriteScope,
  context: ImportContext,
  refs: Refs,
  rows: readonly ImportRow[],
): Promise<number[]> {
  const { tx, tenantId, now } = scope;
  const values: ImportedAssetValues[] = [];
  for (const row of rows) {
    const given = valuesOf(refs, row, now);
    const assetTag = row.assetTag ?? (await allocateAssetTag(tx, tenantId, now));
    values.push({
      ...given,
      tenantId,
      name: row.name ?? unnamedAssetName(row, assetTag),
      assetTag,
      categoryId: given.categoryId ?? modelOf(refs, row)?.categoryId ?? null,
      statusLabelId: given.statusLabelId ?? refs.catalog.defaultLabelId ?? "",
      customValues: row.custom,
      createdAt: now,
      updatedAt: now,
    });
  }
  const inserted = await insertImportedAssets(tx, values);
  const byTag = new Map(rows.map((row, index) => [values[index]!.assetTag, row]));
  const events: HistoryEntry[] = inserted.flatMap((asset) => {
    const base = historyBase(scope, asset.id, context);
    const holder = byTag.get(asset.assetTag)?.assignedTo;
    return holder
      ? [
          { ...base, action: "created" as const },
          { ...base, action: "checked_out" as const, field: "assigned_to", newValue: holder },
        ]
      : [{ ...base, action: "created" as const }];
  });
  await recordBatch(tx, events);
  return rows.map((row) => row.row);
}

const sameName = (stored: string | null, cell: string) =>
  stored !== null && keyOf(stored) === keyOf(cell);

/**
 * A location or holder the row names as the asset's current one is kept: a name can be shared
 * (two people, rooms of different sites) and the lookup by name would pick the first.
 */
function keepNamed(given: Partial<ImportedAssetValues>, row: ImportRow, asset: AssetToImport) {
  if (row.location && asset.locationId && sameName(asset.locationName, row.location)) {
    given.locationId = asset.locationId;
  }
  const holder = row.assignedTo;
  if (!holder) return;
  if (
    asset.assignedPersonId &&
    (sameName(asset.holderPersonName, holder) || sameName(asset.holderPersonEmail, holder))
  ) {
    given.assignedPersonId = asset.assignedPersonId;
    given.assignedLocationId = null;
  } else if (asset.assignedLocationId && sameName(asset.holderLocationName, holder)) {
    given.assignedPersonId = null;
    given.assignedLocationId = asset.assignedLocationId;
  }
}

const comparable = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? "date" : String(value);

/** Updates the matched assets whose imported values differ; answers row → changed. */
export async function updateAssets(
  scope: WriteScope,
  context: ImportContext,
  refs: Refs,
  updates: readonly { row: ImportRow; asset: AssetToImport }[],
): Promise<Map<number, boolean>> {
  const result = new Map<number, boolean>();
  const events: HistoryEntry[] = [];
  for (const { row, asset } of updates) {
    const given = valuesOf(refs, row, scope.now);
    keepNamed(given, row, asset);
    const changes: Partial<ImportedAssetValues> = {};
    for (const [key, value] of Object.entries(given) as [keyof AssetToImport, unknown][]) {
      if (key in asset && comparable(asset[key]) !== comparable(value)) {
        Object.assign(changes, { [key]: value });
        events.push({
          ...historyBase(scope, asset.id, context),
          action: "updated",
          field: key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
          oldValue: comparable(asset[key]),
          newValue: comparable(value),
        });
      }
    }
    if ("assignedPersonId" in changes || "assignedLocationId" in changes) {
      // A new holder: the person or the location, never both.
      changes.assignedPersonId = given.assignedPersonId ?? null;
      changes.assignedLocationId = given.assignedLocationId ?? null;
      changes.checkedOutAt = scope.now;
    }
    const custom = { ...asset.customValues, ...row.custom };
    if (Object.keys(row.custom).some((key) => asset.customValues[key] !== row.custom[key])) {
      changes.customValues = custom;
      events.push({
        ...historyBase(scope, asset.id, context),
        action: "updated",
        field: "custom_values",
      });
    }
    const changed = Object.keys(changes).length > 0;
    if (changed) {
      await updateImportedAsset(scope.tx, scope.tenantId, asset.id, {
        ...changes,
        updatedAt: scope.now,
      });
    }
    result.set(row.row, changed);
  }
  await recordBatch(scope.tx, events);
  return result;
}
