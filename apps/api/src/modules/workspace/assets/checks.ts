import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { assetCategories, assetLocations } from "../../../db/schema.ts";
import { HttpError } from "../../../lib/http-error.ts";
import {
  findUniqueOwner,
  modelOf,
  namedOf,
  statusLabelOf,
  type AssetValues,
} from "./repository.ts";
import type { AssetRow } from "./asset-query.ts";
import type { StoredCustomValue } from "./schema.ts";

/*
 * The checks of an asset write that need the database: what it refers to is in the tenant,
 * its tag and serial are unique, its custom values fit the workspace's fields.
 */

const tagTaken = "asset_tag: Another asset in this workspace already has this asset tag";
const serialTaken = "serial_number: Another asset in this workspace already has this serial number";

async function assertUnique(
  tx: Orm,
  tenantId: string,
  column: "assetTag" | "serialNumber",
  value: string | null | undefined,
  assetId: string | undefined,
) {
  if (!value) return;
  const owner = await findUniqueOwner(tx, tenantId, column, value);
  if (owner && owner !== assetId)
    throw new HttpError(409, column === "assetTag" ? tagTaken : serialTaken);
}

async function assertNamed(
  tx: Orm,
  table: typeof assetCategories | typeof assetLocations,
  tenantId: string,
  id: string | null | undefined,
  field: string,
) {
  if (id && !(await namedOf(tx, table, tenantId, id))) {
    throw new HttpError(422, `${field}: No such ${field.replace("_id", "")} in this workspace`);
  }
}

/** The status label a write sets: one of the tenant's, and not archived (retire archives). */
async function assertSettableLabel(tx: Orm, tenantId: string, labelId: string | undefined) {
  if (!labelId) return;
  const label = await statusLabelOf(tx, tenantId, labelId);
  if (!label) throw new HttpError(422, "status_label_id: No such status label in this workspace");
  if (label.kind === "archived") {
    throw new HttpError(422, "status_label_id: Retire the asset to give it an archived label");
  }
}

/**
 * Checks `values` (and fills the category from the model when the write does not name one).
 * Returns what the write sets on top of `values`.
 */
export async function checkReferences(
  tx: Orm,
  tenantId: string,
  values: Partial<AssetValues>,
  customInput: Record<string, StoredCustomValue | null> | undefined,
  current: AssetRow | undefined,
): Promise<Partial<AssetValues>> {
  const extra: Partial<AssetValues> = {};
  if (values.modelId) {
    const model = await modelOf(tx, tenantId, values.modelId);
    if (!model) throw new HttpError(422, "model_id: No such model in this workspace");
    if (values.categoryId === undefined && !current?.categoryId)
      extra.categoryId = model.categoryId;
  }
  await assertNamed(tx, assetCategories, tenantId, values.categoryId, "category_id");
  await assertNamed(tx, assetLocations, tenantId, values.locationId, "location_id");
  await assertSettableLabel(tx, tenantId, values.statusLabelId);
  await assertUnique(tx, tenantId, "assetTag", values.assetTag, current?.id);
  await assertUnique(tx, tenantId, "serialNumber", values.serialNumber, current?.id);
  if (customInput !== undefined) {
    extra.customValues = await checkCustomValues(tx, tenantId, customInput, current);
  }
  return extra;
}

/**
 * The custom values after this write: the request's keys merged over the current ones
 * (null or "" removes one). Until the workspace defines fields, every key is refused.
 */
async function checkCustomValues(
  _tx: Orm,
  _tenantId: string,
  input: Record<string, StoredCustomValue | null>,
  current: AssetRow | undefined,
): Promise<Record<string, StoredCustomValue>> {
  const merged: Record<string, StoredCustomValue> = { ...current?.customValues };
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === "") {
      delete merged[key];
      continue;
    }
    throw new HttpError(422, `custom_values.${key}: Not a field of this workspace`);
  }
  return merged;
}

/** A concurrent write of the same tag or serial loses at the unique index: still a 409. */
export const uniqueAs409 = <T>(work: () => Promise<T>) =>
  uniqueConflictsAs409(
    { assets_tenant_tag_unique: tagTaken, assets_tenant_serial_unique: serialTaken },
    work,
  );
