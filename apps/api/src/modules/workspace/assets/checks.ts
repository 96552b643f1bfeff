import type { Orm } from "../../../db/client.ts";
import { uniqueConflictsAs409 } from "../../../db/errors.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { modelOf, namedEntryOf, statusLabelOf, type NamedKind } from "../catalog/service.ts";
import { findCustomValueOwner, findUniqueOwner, type AssetValues } from "./repository.ts";
import type { AssetRow } from "./asset-query.ts";
import type { CustomValue, StoredCustomValues } from "@fleetward/contracts/workspace-custom-values";
import { fieldsFor, uniqueFieldKeys, validateCustomValues } from "../custom-fields/service.ts";

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
  kind: NamedKind,
  tenantId: string,
  id: string | null | undefined,
  field: string,
) {
  if (id && !(await namedEntryOf(tx, kind, tenantId, id))) {
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
  customInput: Readonly<Record<string, CustomValue>> | undefined,
  current: AssetRow | undefined,
): Promise<Partial<AssetValues>> {
  const extra: Partial<AssetValues> = {};
  if (values.modelId) {
    const model = await modelOf(tx, tenantId, values.modelId);
    if (!model) throw new HttpError(422, "model_id: No such model in this workspace");
    if (values.categoryId === undefined && !current?.categoryId)
      extra.categoryId = model.categoryId;
  }
  await assertNamed(tx, "category", tenantId, values.categoryId, "category_id");
  await assertNamed(tx, "location", tenantId, values.locationId, "location_id");
  await assertSettableLabel(tx, tenantId, values.statusLabelId);
  await assertUnique(tx, tenantId, "assetTag", values.assetTag, current?.id);
  await assertUnique(tx, tenantId, "serialNumber", values.serialNumber, current?.id);
  const categoryId =
    (values.categoryId !== undefined ? values.categoryId : extra.categoryId) ??
    (values.categoryId === null ? null : (current?.categoryId ?? null));
  if (customInput !== undefined || categoryId !== (current?.categoryId ?? null) || !current) {
    extra.customValues = await checkCustomValues(tx, tenantId, customInput, categoryId, current);
  }
  return extra;
}

/** A unique custom field's value held by another asset of the tenant is a 409. */
async function assertUniqueCustomValues(
  tx: Orm,
  tenantId: string,
  values: StoredCustomValues,
  categoryId: string | null,
  assetId: string | undefined,
) {
  for (const key of uniqueFieldKeys(await fieldsFor(tx, tenantId, categoryId))) {
    const value = values[key];
    if (value === undefined) continue;
    const owner = await findCustomValueOwner(tx, tenantId, { [key]: value });
    if (owner && owner !== assetId) {
      throw new HttpError(409, `custom_values.${key}: Another asset already has this value`);
    }
  }
}

/**
 * The custom values after this write, checked against the fields of the asset's category:
 * when the write sends values or moves the asset to another category (ADR 0022).
 */
async function checkCustomValues(
  tx: Orm,
  tenantId: string,
  input: Readonly<Record<string, CustomValue>> | undefined,
  categoryId: string | null,
  current: AssetRow | undefined,
): Promise<StoredCustomValues> {
  const values = await validateCustomValues(tx, tenantId, {
    categoryId,
    values: input ?? {},
    previous: current?.customValues ?? {},
  });
  await assertUniqueCustomValues(tx, tenantId, values, categoryId, current?.id);
  return values;
}

/** A concurrent write of the same tag or serial loses at the unique index: still a 409. */
export const uniqueAs409 = <T>(work: () => Promise<T>) =>
  uniqueConflictsAs409(
    { assets_tenant_tag_unique: tagTaken, assets_tenant_serial_unique: serialTaken },
    work,
  );
