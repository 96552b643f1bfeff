import {
  assetCreateSchema,
  assetUpdateSchema,
  type Asset,
  type AssetUpdateBody,
} from "@fleetward/contracts/workspace-assets";
import type { FieldMessages } from "../../../../components/form/field-messages.ts";
import { fromFormValues } from "../../../../components/form/form-values-schema.ts";

/** What the asset form holds: every field as the text of its control. */
export type AssetFormValues = {
  asset_tag: string;
  name: string;
  model_id: string;
  category_id: string;
  status_label_id: string;
  serial_number: string;
  location_id: string;
  purchase_date: string;
  purchase_cost: string;
  currency: string;
  supplier: string;
  order_number: string;
  warranty_end: string;
  notes: string;
  // custom_values joins here once the shared <CustomFieldInputs> exists (custom fields).
};
export type AssetFormField = keyof AssetFormValues;

export const emptyAssetValues: AssetFormValues = {
  asset_tag: "",
  name: "",
  model_id: "",
  category_id: "",
  status_label_id: "",
  serial_number: "",
  location_id: "",
  purchase_date: "",
  purchase_cost: "",
  currency: "",
  supplier: "",
  order_number: "",
  warranty_end: "",
  notes: "",
};

/** The form's starting values: the asset's own, or empty for a new one. */
export function assetFormValuesOf(asset: Asset | null): AssetFormValues {
  if (!asset) return emptyAssetValues;
  const text = (value: string | null) => value ?? "";
  return {
    asset_tag: asset.asset_tag,
    name: asset.name,
    model_id: text(asset.model_id),
    category_id: text(asset.category_id),
    status_label_id: asset.status_label_id,
    serial_number: text(asset.serial_number),
    location_id: text(asset.location_id),
    purchase_date: text(asset.purchase_date),
    purchase_cost: text(asset.purchase_cost),
    currency: text(asset.currency),
    supplier: text(asset.supplier),
    order_number: text(asset.order_number),
    warranty_end: text(asset.warranty_end),
    notes: text(asset.notes),
  };
}

/** A new asset is checked against the create contract, an edit against the update one. */
export const assetCreateFormSchema = fromFormValues<AssetFormValues>()(assetCreateSchema);
export const assetUpdateFormSchema = fromFormValues<AssetFormValues>()(assetUpdateSchema);

/**
 * An edit sends only what the person changed: each sent field is recorded in the history,
 * and a retired asset's archived label must not be sent back (the API refuses it).
 */
export function changedValues(
  values: AssetUpdateBody,
  dirty: Partial<Record<AssetFormField, boolean | undefined>>,
): AssetUpdateBody {
  const changed = Object.entries(values).filter(([key]) => dirty[key as AssetFormField] === true);
  return Object.fromEntries(changed) as AssetUpdateBody;
}

const choice = "assets.form.errors.choice";
const date = "assets.form.errors.date";

/**
 * A translated message per field; the English wording of a problem decides only which one.
 * Fields left out get the generic messages (required, too long…).
 */
export const assetFormMessages: FieldMessages<AssetFormField> = {
  asset_tag: ({ status }) => (status === 409 ? "assets.form.errors.tagTaken" : undefined),
  name: "assets.form.errors.name",
  model_id: choice,
  category_id: choice,
  status_label_id: choice,
  serial_number: ({ status }) => (status === 409 ? "assets.form.errors.serialTaken" : undefined),
  location_id: choice,
  purchase_date: date,
  purchase_cost: "assets.form.errors.amount",
  currency: "assets.form.errors.currency",
  warranty_end: ({ message }) =>
    /before/i.test(message) ? "assets.form.errors.warrantyBeforePurchase" : date,
};
